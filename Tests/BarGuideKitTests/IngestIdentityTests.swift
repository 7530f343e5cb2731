// Rule ids and language detection.
import Testing
@testable import BarGuideKit

@Suite("Ingest: rule identity and language")
struct IngestIdentityTests {
    typealias C = IngestCorpus

    static func isValidID(_ id: String) -> Bool {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let bar = Bar(rawValue: String(parts[0])) else { return false }
        _ = bar
        let hex = parts[1]
        return (6...16).contains(hex.count) && hex.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    @Test("FNV-1a 64 reference values")
    func fnv() {
        #expect(FNV1a64.hash(of: "") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a64.hash(of: "a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a64.hash(of: "foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("ids have the form <primary bar>.<hex>, are unique across the corpus and deterministic")
    func format() {
        var all: [Rule] = []
        for name in C.all {
            let a = C.parse(name), b = C.parse(name)
            #expect(a.rules.map(\.id) == b.rules.map(\.id))
            for r in a.rules {
                #expect(Self.isValidID(r.id), "\(r.id)")
                #expect(r.id.hasPrefix(r.primaryBar.rawValue + "."))
            }
            all += a.rules
        }
        let perDocument = all.map(\.id)
        RuleIdentity.assign(&all)
        #expect(Set(all.map(\.id)).count == all.count)
        // no collisions in this corpus: the corpus-wide assignment equals the per-document one
        #expect(all.map(\.id) == perDocument)
        #expect(all.allSatisfy { $0.id.split(separator: ".").last?.count == RuleIdentity.digits })
    }

    @Test("editing one paragraph changes only that rule's id")
    func editStability() {
        let name = C.statusNav
        let original = C.parse(name)
        guard var text = String(validating: C.bytes(name), as: UTF8.self) else {
            Issue.record("seed is not UTF-8"); return
        }
        let old = "Не удаляйте вкладку, когда ее функция будет недоступна."
        #expect(text.contains(old))
        text = text.split(separator: old, omittingEmptySubsequences: false)
            .joined(separator: "Не удаляйте вкладку, даже когда ее функция недоступна.")
        let edited = C.parse(name, bytes: Array(text.utf8))
        #expect(edited.rules.count == original.rules.count)
        let changed = zip(original.rules, edited.rules).filter { $0.id != $1.id }
        #expect(changed.count == 1)
        #expect(changed.first?.0.text.hasPrefix(old) == true)
        // the same text in a document of another name gives other rules
        let renamed = DocumentParser.parse(name: "copy.txt", bytes: C.bytes(name), manifest: C.manifest?.document(named: name),
                                           catalog: C.catalog)
        #expect(zip(renamed.rules, original.rules).allSatisfy { $0.id != $1.id && $0.text == $1.text })
    }

    @Test("repeated texts and prefix collisions get distinct, deterministic ids")
    func collisions() {
        func rule(_ text: String, _ doc: String = "d.txt", ordinal: Int, bar: Bar = .toolbar) -> Rule {
            Rule(bars: [bar], kind: .behavior, lang: .ru, document: doc, heading: [], lines: LineRange(1, 1),
                 headline: text, text: text, ordinal: ordinal)
        }
        var same = [rule("Полупрозрачно", ordinal: 0), rule("Полупрозрачно", ordinal: 1), rule("Полупрозрачно", "e.txt", ordinal: 0)]
        RuleIdentity.assign(&same)
        #expect(Set(same.map(\.id)).count == 3)
        var again = same
        RuleIdentity.assign(&again)
        #expect(again.map(\.id) == same.map(\.id))
        // whitespace differences do not change the id
        var ws = [rule("Полупрозрачно  и\nпрозрачно", ordinal: 0), rule("Полупрозрачно и прозрачно", "x.txt", ordinal: 0)]
        RuleIdentity.assign(&ws)
        #expect(ws[0].id == RuleIdentity.assignSingle(rule("Полупрозрачно и прозрачно", ordinal: 0)))
        // 20,000 rules under one bar: all unique, all of the fixed width, the same in any order
        var many = (0..<20_000).map { rule("правило \($0)", ordinal: $0) }
        RuleIdentity.assign(&many)
        let ids = many.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy(Self.isValidID))
        #expect(ids.allSatisfy { $0.count == "toolbar.".count + RuleIdentity.digits })
        var shuffled = Array(many.reversed())
        RuleIdentity.assign(&shuffled)
        #expect(Dictionary(uniqueKeysWithValues: shuffled.map { ($0.text, $0.id) })
            == Dictionary(uniqueKeysWithValues: many.map { ($0.text, $0.id) }))
    }

    @Test("documents without a manifest entry: language from the script, title from the first line")
    func languageDetection() {
        let ru = C.parse(C.statusNav, useManifest: false)
        #expect(ru.lang == .ru && ru.title == "Строка состояния")
        let zh = C.parse(C.chinese, useManifest: false)
        #expect(zh.lang == .zhHant && zh.title == "iOS 7 App交互設計指南-UI Elements-Bars")
        #expect(zh.rules.count == C.rules(C.chinese).count)
        let catalogPage = C.parse(C.catalog004, useManifest: false)
        // without the manifest the catalog page is still recognized as reference text
        #expect(catalogPage.rules.map(\.kind) == C.rules(C.catalog004).map(\.kind))
        func lang(_ s: String) -> Lang {
            DocumentParser.parse(name: "x.txt", bytes: Array(s.utf8), manifest: nil, catalog: C.catalog).lang
        }
        #expect(lang("导航栏\n\n不要在导航栏中放置太多控件。") == .zhHans)
        #expect(lang("導航欄\n\n不要在導航欄中放置太多控件。") == .zhHant)
        #expect(lang("Navigation bar\n\nDon't crowd a navigation bar with controls.") == .en)
        let en = DocumentParser.parse(name: "en.txt", bytes: Array("Navigation Bars\n\nA navigation bar appears at the top.\n\nDon't crowd a navigation bar with controls.\n\nConsider hiding the navigation bar.\n".utf8),
                                      manifest: nil, catalog: C.catalog)
        #expect(en.rules.map(\.kind) == [.definition, .guideline, .guideline])
        #expect(en.rules.compactMap(\.modality) == [.dont, .consider])
        #expect(en.rules.allSatisfy { $0.bars == [.navigationBar] })
    }
}

extension RuleIdentity {
    /// The id one rule gets on its own.
    static func assignSingle(_ rule: Rule) -> String {
        var rules = [rule]
        assign(&rules)
        return rules[0].id
    }
}
