// `barguide explain`: the binary run on texts of our own and on stored rules, asserting stdout,
// stderr and the exit status, and the JSON against its schema.
import Foundation
import Testing
@testable import BarGuideKit

@Suite("CLI: explain")
struct ExplainCLITests {
    @Test("a text: each field with its evidence, the cue and its phrase")
    func text() {
        let r = BinaryRunner.run(["explain", "You should not use a tab bar for actions."])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        #expect(r.out.contains("guideline") && r.out.contains("dont"))
        #expect(r.out.contains("en module, dont cue «should not» anywhere in the sentence"))
        #expect(r.out.contains("tab-bar"))
    }

    @Test("JSON: the schema holds; an encouragement is do, by its cue")
    func json() throws {
        let r = BinaryRunner.run(["explain", "Не бойтесь использовать системные значки на панели вкладок.", "--format", "json"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        let doc = try #require(r.json)
        SchemaTests.expectValid(doc, try SchemaTests.validator("explain"), "explain")
        #expect(doc["input"] == .string("text"))
        let rule = try #require(doc["rules"]?.arrayValue?.first)
        #expect(rule["kind"] == .string("guideline") && rule["modality"] == .string("do") && rule["module"] == .string("ru"))
        let modality = rule["evidence"]?.arrayValue?.first { $0["field"] == .string("modality") }
        #expect(modality?["source"] == .string("cue"))
        #expect(modality?["detail"]?.stringValue?.contains("encouragement") == true)
    }

    @Test("a requirement stated by the sentence's shape names the module's structure as its evidence")
    func structure() throws {
        let r = BinaryRunner.run(["explain", "编辑页面的“完成”按钮放在导航栏右侧。", "--format", "json"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        let doc = try #require(r.json)
        SchemaTests.expectValid(doc, try SchemaTests.validator("explain"), "explain")
        let rule = try #require(doc["rules"]?.arrayValue?.first)
        #expect(rule["kind"] == .string("guideline") && rule["modality"] == .string("do"), "\(rule)")
        let modality = rule["evidence"]?.arrayValue?.first { $0["field"] == .string("modality") }
        #expect(modality?["source"] == .string("structure"), "\(String(describing: modality))")
        #expect(modality?["detail"]?.stringValue?.contains("zh module") == true)
    }

    @Test("a text that names most of the bars speaks of them as a family: a definition for no one bar")
    func barFamily() throws {
        let r = BinaryRunner.run(["explain", "状态栏、导航栏、工具栏、标签栏和搜索栏，是用户在几乎每个应用里都会见到的几种栏。",
                                  "--format", "json"])
        let doc = try #require(r.json, "\(r)")
        let rule = try #require(doc["rules"]?.arrayValue?.first)
        #expect(rule["kind"] == .string("definition") && rule["bars"] == .array([.string("general")]), "\(rule)")
        let kind = rule["evidence"]?.arrayValue?.first { $0["field"] == .string("kind") }
        #expect(kind?["value"] == .string("definition"), "the evidence states the decision made")
        #expect(kind?["detail"]?.stringValue?.contains("most of the bars") == true)
        let two = try #require(BinaryRunner.run(["explain", "The toolbar and the tab bar both sit at the bottom of the screen.",
                                                 "--format", "json"]).json)
        let rule2 = try #require(two["rules"]?.arrayValue?.first)
        #expect(rule2["bars"] == .array([.string("toolbar"), .string("tab-bar")]), "two bars are not the family")
    }

    @Test("a value wider than its column keeps two spaces before its evidence")
    func wideValue() {
        let r = BinaryRunner.run(["explain", "Put Done, Cancel, Edit, Trash and Share in the toolbar of the editor."])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        let items = r.out.split(separator: "\n").first { $0.hasPrefix("  items") }.map(String.init) ?? ""
        #expect(items.contains("UIBarButtonSystemItemTrash  "), "\(items)")
    }

    @Test("--lang sets the text's language")
    func lang() throws {
        let r = BinaryRunner.run(["explain", "UITabBar", "--lang", "zh-Hant", "--format", "json"])
        let doc = try #require(r.json, "\(r)")
        for rule in doc["rules"]?.arrayValue ?? [] { #expect(rule["lang"] == .string("zh-Hant")) }
    }

    @Test("a stored rule is explained in its document, as ingest decided it")
    func storedRule() throws {
        let search = try RuleCLI.json(["search", "tab bar", "--format", "json", "--no-collapse"])
        let hits = try #require(search["results"]?.arrayValue)
        #expect(hits.count >= 3)
        for hit in hits.prefix(3) {
            let id = try #require(hit["id"]?.stringValue)
            let doc = try RuleCLI.json(["explain", id, "--format", "json"])
            #expect(doc["input"] == .string("id"))
            let rule = try #require(doc["rules"]?.arrayValue?.first)
            #expect(rule["id"] == .string(id))
            #expect(rule["in_source"] == .bool(true))
            #expect(rule["kind"] == hit["kind"])
            #expect(rule["modality"] == (hit["modality"] ?? .null))
        }
    }

    @Test("a rule whose document is gone is explained from its text, and says so")
    func documentGone() throws {
        let dir = try TemporaryDirectory(prefix: "barguide-explain")
        defer { dir.remove() }
        let corpus = dir.file("corpus")
        try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        try Data("Notes\nTab Bars\nA tab bar must not hold more than five tabs.\n".utf8).write(to: URL(fileURLWithPath: corpus + "/notes.txt"))
        let db = dir.file("kb.sqlite")
        #expect(BinaryRunner.run(["ingest", "--corpus", corpus, "--db", db]).status == 0)
        let export = try #require(BinaryRunner.run(["export", "--format", "json", "--db", db]).json)
        let id = try #require(export["rules"]?.arrayValue?.first?["id"]?.stringValue)
        let inPlace = BinaryRunner.run(["explain", id, "--db", db, "--format", "json"])
        #expect(inPlace.json?["rules"]?.arrayValue?.first?["in_source"] == .bool(true))
        try FileManager.default.removeItem(atPath: corpus + "/notes.txt")
        let r = BinaryRunner.run(["explain", id, "--db", db])
        #expect(r.status == 0, "\(r)")
        #expect(r.out.hasPrefix("The rule's document is not where it was ingested from"))
        #expect(r.out.contains("dont"))
    }

    @Test("no rule: an unknown id or a text without words exits 1")
    func nothing() {
        let unknown = RuleCLI.run(["explain", "tab-bar.ffffffffffff"])
        #expect(unknown.status == 1, "\(unknown)")
        let empty = BinaryRunner.run(["explain", "—"])
        #expect(empty.status == 1 && empty.out.contains("No rule"), "\(empty)")
        let missing = BinaryRunner.run(["explain"])
        #expect(missing.status == 2 && missing.err.hasPrefix("barguide: error: missing argument 'TEXT|ID'"), "\(missing)")
    }
}
