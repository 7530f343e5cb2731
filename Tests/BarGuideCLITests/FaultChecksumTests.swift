// Issue #13: content changed behind the per-row checksum (migration 008) never reads as valid.
// A rule's text is altered by plain SQL (the checksum left as it was, as a flipped bit would
// leave it): every reader that would print it exits 3 with the hint, verify names it.
import Testing
import Foundation
import BarGuideKit
import SQLiteKit

@Suite("Faults: per-row checksums")
struct FaultChecksumTests {
    /// The first result of a search, as JSON: its id and bars.
    static func firstHit(_ db: String, _ arguments: [String]) throws -> (id: String, bar: String) {
        let r = BinaryRunner.run(["search", "--db", db, "--format", "json", "--limit", "1"] + arguments)
        #expect(r.status == 0, "\(r)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout)) as? [String: Any])
        let first = try #require((json["results"] as? [[String: Any]])?.first)
        return (try #require(first["id"] as? String), try #require((first["bars"] as? [String])?.first))
    }

    static func expectDataError(_ r: BinaryResult, _ what: String, id: String) {
        #expect(r.status == 3, "\(what): \(r)")
        #expect(r.err.contains("rule \(id): its content does not match its checksum"), "\(what): \(r)")
        #expect(r.err.contains("hint: check it with 'barguide verify"), "\(what): \(r)")
        #expect(!r.err.contains("Fatal error"), "\(what): \(r)")
    }

    @Test func aRuleWhoseTextWasAlteredIsNeverPrinted() throws {
        let tmp = try TemporaryDirectory()
        let db = try SeedDatabase.copy(to: tmp.file("bars.sqlite"))
        let search = ["--no-collapse", "--kind", "guideline", "панель вкладок"]
        let (id, bar) = try Self.firstHit(db, search)
        let before = BinaryRunner.run(["show", "--db", db, id])
        #expect(before.status == 0, "\(before)")

        // One word of its text changed, the checksum left as it was.
        try Database(path: db, mode: .readWrite)
            .execute("UPDATE rules SET text = replace(text, substr(text, 1, 6), 'Всегда') WHERE id = ?", [id])

        let show = BinaryRunner.run(["show", "--db", db, id])
        Self.expectDataError(show, "show", id: id)
        #expect(show.stdout.isEmpty, "show prints nothing of it: \(show)")
        for format in ["text", "json"] {
            let r = BinaryRunner.run(["search", "--db", db, "--format", format, "--limit", "1"] + search)
            Self.expectDataError(r, "search --format \(format)", id: id)
            #expect(!r.out.contains("Всегда"), "search never prints the altered text: \(r)")
        }
        let collapsed = BinaryRunner.run(["search", "--db", db, "--limit", "50", "панель вкладок"])
        #expect(collapsed.status == 3, "search with groups collapsed: \(collapsed)")
        Self.expectDataError(BinaryRunner.run(["checklist", "--db", db, bar]), "checklist \(bar)", id: id)
        let export = BinaryRunner.run(["export", "--db", db, "--format", "jsonl"])
        Self.expectDataError(export, "export", id: id)
        #expect(!export.out.contains("\"\(id)\""), "export stops before the row: \(export.out.suffix(300))")
        // the other bars' rules still read
        let other = bar == "status-bar" ? "toolbar" : "status-bar"
        #expect(BinaryRunner.run(["checklist", "--db", db, other]).status == 0)

        let verify = BinaryRunner.run(["verify", "--db", db])
        #expect(verify.status == 3, "\(verify)")
        #expect(verify.out.contains("FAILED  row checksums"), "\(verify)")
        #expect(verify.out.contains("rule \(id) ("), "verify names the rule: \(verify)")
    }

    @Test func anUntouchedDatabasePassesVerify() throws {
        let verify = BinaryRunner.run(["verify", "--db", SeedDatabase.path])
        #expect(verify.status == 0, "\(verify)")
        #expect(verify.out.contains("ok      row checksums (rules, documents; migration 008)"), "\(verify)")
    }
}
