// Rule ids at the store: fixed width, and independent of the other documents of a corpus and of
// their order (issue #13: ids used to depend on which documents came first).
import Testing
import Foundation
@testable import BarGuideKit
@testable import SQLiteKit

@Suite struct StoreIdentityTests {
    /// (document, ordinal) -> id of every rule in a database.
    func ids(_ path: String) throws -> [String: String] {
        let rules = try Store.open(path).allRules()
        return Dictionary(uniqueKeysWithValues: rules.map { ("\($0.document)#\($0.ordinal)", $0.id) })
    }

    @Test func idsDoNotDependOnOtherDocuments() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { Fixtures.cleanup(dir) }
        let fm = FileManager.default
        // corpus A: the seeds; corpus B: the seeds plus documents that sort before and after them,
        // one of them a copy of a seed under another name (same texts, other document)
        let a = dir + "/a", b = dir + "/b"
        try fm.createDirectory(atPath: a, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: b, withIntermediateDirectories: true)
        for name in try fm.contentsOfDirectory(atPath: Fixtures.corpusDirectory) {
            try fm.copyItem(atPath: Fixtures.corpusDirectory + "/" + name, toPath: a + "/" + name)
            try fm.copyItem(atPath: Fixtures.corpusDirectory + "/" + name, toPath: b + "/" + name)
        }
        try fm.copyItem(atPath: Fixtures.corpusDirectory + "/" + IngestCorpus.statusNav, toPath: b + "/000-copy.txt")
        try Data("Панель вкладок\n\nНе используйте панель вкладок для действий.\n".utf8).write(to: URL(fileURLWithPath: b + "/zz-extra.txt"))
        try Data("標籤欄\n\n不要使用標籤欄執行操作。\n".utf8).write(to: URL(fileURLWithPath: b + "/!first.txt"))
        _ = try StoreBuilder.build(at: dir + "/a.sqlite", from: try CorpusSource.directory(a))
        _ = try StoreBuilder.build(at: dir + "/b.sqlite", from: try CorpusSource.directory(b))
        let idsA = try ids(dir + "/a.sqlite"), idsB = try ids(dir + "/b.sqlite")
        #expect(idsA.count > 150)
        for (key, id) in idsA { #expect(idsB[key] == id, "\(key)") }
        #expect(Set(idsB.values).count == idsB.count)
        for id in idsB.values {
            let hex = id.split(separator: ".").last ?? ""
            #expect(hex.count == RuleIdentity.digits && hex.allSatisfy(\.isHexDigit), "\(id)")
        }
    }

    @Test func theWriterDisambiguatesAnIdTakenByAnotherDocument() throws {
        let db = try Store.connect(":memory:", mode: .readWriteCreate)
        try Store.migrator().migrate(db)
        var writer = try Writer(db: db)
        let id = "toolbar.0123456789ab"
        #expect(writer.uniqueID(id) == id)
        let second = writer.uniqueID(id)
        let third = writer.uniqueID(id)
        #expect(second == RuleIdentity.disambiguated(id, 1))
        #expect(third == RuleIdentity.disambiguated(id, 2))
        #expect(Set([id, second, third]).count == 3)
        for other in [second, third] {
            #expect(other.hasPrefix("toolbar.") && other.count == id.count, "\(other)")
        }
        // the same calls on a fresh writer give the same ids (no randomness, no global state)
        var again = try Writer(db: db)
        #expect([again.uniqueID(id), again.uniqueID(id), again.uniqueID(id)] == [id, second, third])
    }
}
