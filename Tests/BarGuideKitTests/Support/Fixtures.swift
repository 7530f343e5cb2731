import Foundation
@testable import BarGuideKit

/// Paths and helpers shared by the engine tests.
enum Fixtures {
    /// The repository root, from this file's location.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let corpusDirectory = root + "/Corpus"

    /// A fresh temporary directory, removed by the caller via `cleanup`.
    static func temporaryDirectory(_ label: String = "barguide") -> String {
        let path = NSTemporaryDirectory() + "\(label)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func cleanup(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A database built once from the real corpus, shared by read-only tests.
    static let sharedDatabase: String = {
        let dir = temporaryDirectory("barguide-shared")
        let path = dir + "/shared.sqlite"
        do {
            _ = try StoreBuilder.build(at: path, from: try CorpusSource.directory(corpusDirectory))
        } catch {
            fatalError("cannot build the shared test database: \(error)")
        }
        return path
    }()

    static func openShared() throws -> Store { try Store.open(sharedDatabase) }
}
