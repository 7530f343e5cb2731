// `barguide items`: the catalog, one item with its rules, families, unknown names.
import Testing
import Foundation
import BarGuideKit

@Suite struct ItemsCLITests {
    static func catalogIdentifiers() throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: BinaryRunner.corpusDirectory + "/items.json"))
        return try JSONValue.parse(Array(data))["items"]?.arrayValue?.compactMap { $0["identifier"]?.stringValue } ?? []
    }

    @Test func theCatalogListsEveryItemInOrder() throws {
        let expected = try Self.catalogIdentifiers()
        #expect(expected.count > 30)
        let json = try RuleCLI.json(["items", "--format", "json"])
        let items = try #require(json["items"]?.arrayValue)
        #expect(items.compactMap { $0["identifier"]?.stringValue } == expected)
        let done = try #require(items.first { $0["identifier"] == .string("UIBarButtonSystemItemDone") })
        #expect(done["swift_name"] == .string("done") && done["short_name"] == .string("Done"))
        #expect(done["bars"] == .array(["toolbar", "navigation-bar"]))
        #expect(done["labels"]?["en"] == .array(["Done"]))

        let text = RuleCLI.run(["items"])
        #expect(text.status == 0 && !hasEscape(text.stdout))
        for id in expected { #expect(text.out.contains("\n" + id + " "), "\(id)") }
        #expect(text.out.hasSuffix("\(expected.count) items; 'barguide items NAME' shows the rules about one.\n"))
    }

    /// The catalog shows labels as the buttons do (Готово, not Сделанный; 更多, not “更多”); the
    /// forms the texts use are aliases.
    @Test func theCatalogShowsDictionaryFormsAndKeepsTheRestAsAliases() throws {
        let json = try RuleCLI.json(["items", "--format", "json"])
        #expect(json["schema_version"] == .int(2))
        let items = try #require(json["items"]?.arrayValue)
        let done = try #require(items.first { $0["identifier"] == .string("UIBarButtonSystemItemDone") })
        #expect(done["label"] == .object(["ru": "Готово", "zh": "完成", "en": "Done"]))
        #expect(done["labels"]?["ru"] == .array(["Готово"]))
        #expect(done["aliases"]?["ru"] == .array(["Сделанный"]))
        let more = try #require(items.first { $0["identifier"] == .string("UITabBarSystemItemMore") })
        #expect(more["labels"]?["zh"] == .array(["更多"]))
        let quotes = Set("«»“”„‘’「」『』\"'")
        for item in items {
            for lang in ["ru", "zh", "en"] {
                for label in item["labels"]?[lang]?.arrayValue ?? [] {
                    #expect(label.stringValue?.contains(where: quotes.contains) == false, "\(label)")
                }
            }
        }
        let text = RuleCLI.run(["items"])
        #expect(text.status == 0)
        #expect(text.out.contains("ru: Готово;") && text.out.contains("ru: Отмена;") && text.out.contains("zh: 更多"))
        for raw in ["Сделанный", "Отмену", "“", "«"] { #expect(!text.out.contains(raw), "\(raw)") }
    }

    /// A form the texts use still finds the item: `items NAME` and `search item:NAME`.
    @Test(arguments: [("Отмену", "UIBarButtonSystemItemCancel"), ("Сделанный", "UIBarButtonSystemItemDone"),
                      ("“更多”", "UITabBarSystemItemMore")])
    func aliasesFindTheItem(alias: String, identifier: String) throws {
        let one = try RuleCLI.json(["items", alias, "--format", "json"])
        #expect(one["item"]?["identifier"] == .string(identifier))
        let keyed = Set((one["rules"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue })
        #expect(!keyed.isEmpty)
        let text = RuleCLI.run(["items", alias])
        #expect(text.status == 0 && text.out.hasPrefix(identifier + "  ") && text.out.contains("\naliases:  "))
        let found = try RuleCLI.json(["search", "item:" + alias, "--no-collapse", "--limit", "100", "--format", "json"])
        #expect(Set((found["results"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }) == keyed)
    }

    /// Two ingests of the same corpus print the same catalog, byte for byte.
    @Test func twoIngestsPrintTheSameCatalog() throws {
        let a = try TemporaryDirectory(), b = try TemporaryDirectory()
        var printed: [[UInt8]] = []
        for db in [a.file("a.sqlite"), b.file("b.sqlite")] {
            let ingest = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", db])
            #expect(ingest.status == 0, "\(ingest)")
            let catalog = BinaryRunner.run(["items", "--format", "json", "--db", db])
            #expect(catalog.status == 0 && catalog.stdout.count > 5_000)
            printed.append(catalog.stdout)
        }
        #expect(printed[0] == printed[1])
    }

    @Test func familyFilters() throws {
        let lines = try RuleCLI.jsonLines(["items", "--family", "tab-bar", "--format", "jsonl"])
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0["family"] == .string("tab-bar") && $0["identifier"]?.stringValue?.hasPrefix("UITabBarSystemItem") == true })
        #expect(RuleCLI.run(["items", "--family", "toolbar"]).status == 2)
    }

    @Test(arguments: ["fixedSpace", "FixedSpace", "UIBarButtonSystemItemFixedSpace", "FIXEDSPACE"])
    func oneItemWithTheRulesKeyedToIt(name: String) throws {
        let json = try RuleCLI.json(["items", name, "--format", "json"])
        #expect(json["item"]?["identifier"] == .string("UIBarButtonSystemItemFixedSpace"))
        let rules = try #require(json["rules"]?.arrayValue)
        #expect(rules.count >= 2)
        #expect(rules.allSatisfy { $0["items"]?.arrayValue?.contains(.string("UIBarButtonSystemItemFixedSpace")) == true })
        #expect(json["item"]?["rule_count"]?.intValue == rules.count)
        let text = RuleCLI.run(["items", name])
        #expect(text.status == 0)
        #expect(text.out.hasPrefix("UIBarButtonSystemItemFixedSpace  fixedSpace\n"))
        for rule in rules { #expect(text.out.contains((rule["id"]?.stringValue ?? "?") + "  ")) }
    }

    @Test func anUnknownNameSuggestsTheClosest() {
        let r = RuleCLI.run(["items", "fixdSpace"])
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        #expect(r.err.hasPrefix("barguide: error: unknown system item 'fixdSpace'; did you mean 'fixedSpace'"))
        #expect(r.err.contains("hint: list the items with 'barguide items'"))
        let wrongFamily = RuleCLI.run(["items", "done", "--family", "tab-bar"])
        #expect(wrongFamily.status == 1 && wrongFamily.err.contains("in the tab-bar family"))
        let nothingClose = RuleCLI.run(["items", "qqqqqqqqqqqq"])
        #expect(nothingClose.status == 1 && !nothingClose.err.contains("did you mean"))
    }
}
