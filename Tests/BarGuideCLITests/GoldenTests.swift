// Golden files: the tab-bar checklist in Markdown and the JSON of one search, compared by value.
//
// When ingest or ranking changes on purpose, regenerate them and review the diff:
//   BARGUIDE_UPDATE_GOLDEN=1 swift test --filter GoldenTests
import Testing
import Foundation
import BarGuideKit

@Suite struct GoldenTests {
    static let directory = BinaryRunner.repositoryRoot + "/Tests/BarGuideCLITests/Golden"
    static var updating: Bool { ProcessInfo.processInfo.environment["BARGUIDE_UPDATE_GOLDEN"] == "1" }

    /// Reads the golden file, or writes `actual` to it when updating.
    static func golden(_ name: String, actual: [UInt8]) throws -> String? {
        let path = directory + "/" + name
        if updating {
            try Data(actual).write(to: URL(fileURLWithPath: path))
            return nil
        }
        let data = try #require(FileManager.default.contents(atPath: path),
                                "missing golden file \(name); create it with BARGUIDE_UPDATE_GOLDEN=1")
        return String(decoding: data, as: UTF8.self)
    }

    /// Lines without trailing whitespace, without trailing blank lines.
    static func normalized(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var l = Substring(line)
            while let last = l.last, last == " " || last == "\t" || last == "\r" { l.removeLast() }
            return String(l)
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The status-bar checklist in all languages lists each pair of twins of the alignment gold
    /// (Tests/BarGuideKitTests/Groups/alignment.json, seed 000 with seed 001) once: one of them on
    /// a line of its own, the other in its "also".
    @Test func statusBarChecklistListsEachTwinPairOnce() throws {
        let r = RuleCLI.run(["checklist", "status-bar"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        if let expected = try Self.golden("checklist-status-bar.md", actual: r.stdout) {
            #expect(Self.normalized(r.out) == Self.normalized(expected),
                    "checklist-status-bar.md differs; if intended: BARGUIDE_UPDATE_GOLDEN=1 swift test --filter GoldenTests")
        }
        let goldPath = BinaryRunner.repositoryRoot + "/Tests/BarGuideKitTests/Groups/alignment.json"
        let data = try #require(FileManager.default.contents(atPath: goldPath))
        let gold = try #require(try JSONValue.parse([UInt8](data)).arrayValue)
        let rules = RuleCLI.exported
        func rule(_ unit: JSONValue?) -> JSONValue? {
            let doc = unit?["doc"]?.stringValue ?? "", line = unit?["line"]?.intValue ?? 0
            return rules.first {
                ($0["document"]?.stringValue ?? "").hasPrefix(doc + ".")
                    && ($0["lines"]?["start"]?.intValue ?? 0) <= line && line <= ($0["lines"]?["end"]?.intValue ?? 0)
            }
        }
        var pairs = 0
        let items = r.out.split(separator: "\n").filter { $0.hasPrefix("- [ ] ") }
        for pair in gold where pair["same"] == .bool(true) && pair["b"]?["doc"]?.stringValue?.hasPrefix("001") == true {
            guard let a = rule(pair["a"]), let b = rule(pair["b"]), a["bars"]?[0] == .string("status-bar"),
                  a["kind"] == .string("guideline"), b["kind"] == .string("guideline"),
                  let ida = a["id"]?.stringValue, let idb = b["id"]?.stringValue else { continue }
            pairs += 1
            let lines = items.filter { $0.hasSuffix("(\(ida))\\") || $0.hasSuffix("(\(idb))\\") }
            #expect(lines.count == 1, "twins \(ida) and \(idb) are listed \(lines.count) times")
            let also = r.out.split(separator: "\n").filter { $0.hasPrefix("  also: ") }
            #expect(also.contains { $0.contains("\(idb) (zh-Hant)") || $0.contains("\(ida) (ru)") }, "\(ida) ~ \(idb)")
        }
        #expect(pairs >= 5)
    }

    @Test func tabBarChecklistMarkdown() throws {
        let r = RuleCLI.run(["checklist", "tab-bar"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        guard let expected = try Self.golden("checklist-tab-bar.md", actual: r.stdout) else { return }
        let actual = Self.normalized(r.out), wanted = Self.normalized(expected)
        if actual != wanted {
            let first = zip(actual, wanted).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("""
                checklist-tab-bar.md differs (\(actual.count) vs \(wanted.count) lines); first difference at line \
                \((first?.offset ?? min(actual.count, wanted.count)) + 1):
                  got:      \(first?.element.0 ?? actual.last ?? "")
                  expected: \(first?.element.1 ?? wanted.last ?? "")
                If the change is intended: BARGUIDE_UPDATE_GOLDEN=1 swift test --filter GoldenTests
                """)
        }
    }

    @Test func searchBackButtonJSON() throws {
        let r = RuleCLI.run(["search", "back button", "--format", "json"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        guard let expected = try Self.golden("search-back-button.json", actual: r.stdout) else { return }
        let actual = try #require(r.json)
        let wanted = try JSONValue.parse(expected)
        #expect(actual == wanted, "search-back-button.json differs; if intended: BARGUIDE_UPDATE_GOLDEN=1 swift test --filter GoldenTests")
        // What the golden file pins down, stated plainly.
        #expect(wanted["expansions"] == .array(["back-button"]))
        #expect(wanted["results"]?.arrayValue?.isEmpty == false)
    }
}
