import Foundation
import Testing
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

    /// A database built from `texts` (file name, text) in a fresh temporary directory, which the
    /// caller removes with `cleanup(dir)`.
    static func build(_ texts: [(name: String, text: String)], label: String) throws -> (dir: String, store: Store) {
        let dir = temporaryDirectory(label)
        let corpus = dir + "/corpus"
        try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        for t in texts { try t.text.write(toFile: corpus + "/" + t.name, atomically: true, encoding: .utf8) }
        _ = try StoreBuilder.build(at: dir + "/kb.sqlite", from: try CorpusSource.directory(corpus))
        return (dir, try Store.open(dir + "/kb.sqlite"))
    }

    /// The development texts and gold (third-party, never copied into the project): ../shared/dev
    /// beside the checkout, or `$BARGUIDE_SHARED/dev` when that variable names the shared folder.
    /// A fresh clone has neither: the tests that measure against it skip that part.
    static let devDirectory: String = {
        let shared = ProcessInfo.processInfo.environment["BARGUIDE_SHARED"].flatMap { $0.isEmpty ? nil : $0 }
            ?? root + "/../shared"
        return URL(fileURLWithPath: shared + "/dev").standardized.path
    }()

    /// Whether the development texts are there to measure against.
    static var hasDev: Bool { FileManager.default.fileExists(atPath: devDirectory + "/texts") }

    /// Why a test's development part is skipped, for its `.enabled(if:)` trait.
    static let devAbsent: Comment = "\(devDirectory)/texts is absent (it lies beside the checkout, or set BARGUIDE_SHARED)"
}
