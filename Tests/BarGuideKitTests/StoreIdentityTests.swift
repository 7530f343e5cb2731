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

    /// The writer's set of taken ids (packed) answers exactly as a set of the strings would, for
    /// ids of the usual shape and for any other (unknown bar, uppercase or short hex, no dot).
    @Test func takenIDsAnswerAsASetOfStringsWould() {
        var generator = SplitMix64(seed: 42)   // IngestRobustnessTests.swift
        var pool: [String] = []
        for bar in Bar.allCases {
            for _ in 0..<40 { pool.append(RuleIdentity.id(bar: bar, hash: generator.next() & 0xFF)) }  // many repeats
        }
        pool += ["toolbar.0123456789AB", "toolbar.0123456789ab", "toolbar.0123456789a", "toolbar0123456789ab",
                 "bar.0123456789ab", "tool-bar.0123456789ab", ".0123456789ab", "toolbar.0123456789ag",
                 "toolbar.0123456789ab.", "", "общий.0123456789ab", "toolbar.0123456789ab"]
        pool.append(RuleIdentity.disambiguated("toolbar.0123456789ab", 1))
        var taken = TakenIDs(), reference = Set<String>()
        for k in 0..<3_000 {
            let id = pool[Int(generator.next() % UInt64(pool.count))] + (k % 997 == 0 ? "x" : "")
            #expect(taken.insert(id) == reference.insert(id).inserted, "\(id)")
        }
        #expect(taken.count == reference.count)
        // Packing is exact: distinct ids of the usual shape never share a key.
        let a = TakenIDs.pack("tab-bar.00000000000f"), b = TakenIDs.pack("toolbar.00000000000f")
        #expect(a != nil && b != nil && a != b)
        #expect(TakenIDs.pack("toolbar.0123456789AB") == nil)
    }
}
