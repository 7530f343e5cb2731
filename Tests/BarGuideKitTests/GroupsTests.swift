// Guideline groups: evidence, the constrained union, the alignment gold (seed 000 with seed
// 001 and with the dev set's English original), stable ids, editions, and search collapse of
// three translations written for this test.
import Testing
import Foundation
@testable import BarGuideKit

@Suite struct GroupsEvidenceTests {
    @Test func numbersAreReadInEveryLanguage() {
        #expect(GroupEvidence(text: "Display no more than five tabs at once.").numbers == [5])
        #expect(GroupEvidence(text: "Панель вкладок показывает не больше, чем пять вкладок.").numbers == [5])
        #expect(GroupEvidence(text: "標簽欄一次最多只能顯示5個標簽").numbers == [5])
        #expect(GroupEvidence(text: "标签栏最多显示五个标签").numbers == [5])
        #expect(GroupEvidence(text: "Make targets at least 44 points tall; use two or three items.").numbers == [2, 3, 44])
        // A Han numeral counts only before a classifier: 一般 and 三思 are not numbers.
        #expect(GroupEvidence(text: "一般來說，隱藏狀態欄之前要三思。").numbers.isEmpty)
        #expect(GroupEvidence(text: "Ａ１２ full-width").numbers == [12])
    }

    @Test func sketchSimilarityTellsCopiesFromOtherText() {
        let a = GroupEvidence(text: "Не создавайте пользовательскую строку состояния. Пользователи зависят от системы.")
        let copy = GroupEvidence(text: "Не создавайте пользовательскую строку состояния. Пользователи очень зависят от системы.")
        let other = GroupEvidence(text: "Используйте панель вкладок, чтобы организовать информацию на уровне приложения.")
        #expect(GroupEvidence.similarity(a.sketch, a.sketch) == 1)
        #expect(GroupEvidence.similarity(a.sketch, copy.sketch) >= GroupScoring.copySimilarity)
        #expect(GroupEvidence.similarity(a.sketch, other.sketch) < 0.3)
        #expect(GroupEvidence.similarity([], a.sketch) == 0)
    }

    @Test func theSketchOfTwoTextsIsTheSmallestHashesOfBothSketches() {
        // A bottom-k sketch: the sketch of "A B" (a space between: no bigram spans them) keeps the
        // `sketchSize` smallest of the two sketches' hashes. Short texts (fewer bigrams than the
        // sketch holds) and long ones, in every script.
        let texts = [
            "Не создавайте пользовательскую строку состояния.",
            "Используйте панель вкладок, чтобы организовать информацию на уровне приложения, и не прячьте её.",
            "標簽欄一次最多只能顯示5個標簽，多出的放在「更多」裡。",
            "Put the two or three commands people need most often on the toolbar of the screen they are on.",
            "Ок", "两个", "",
        ]
        for a in texts {
            for b in texts {
                let joined = GroupEvidence(text: a + " " + b).sketch
                let merged = Array(Set(GroupEvidence(text: a).sketch + GroupEvidence(text: b).sketch).sorted()
                    .prefix(GroupEvidence.sketchSize))
                #expect(joined == merged, "\(a) + \(b)")
                #expect(zip(joined, joined.dropFirst()).allSatisfy { $0 < $1 }, "sorted, distinct")
            }
        }
        #expect(GroupEvidence(text: texts[1]).sketch.count == GroupEvidence.sketchSize)
        #expect(GroupEvidence(text: "Ок").sketch.count == 1)
        #expect(GroupEvidence(text: "").sketch.isEmpty)
    }

    @Test func numbersAreDistinctAndSorted() {
        #expect(GroupEvidence(text: "Five tabs, 5 tabs, 44 points, two rows and 2 columns; пять вкладок").numbers == [2, 5, 44])
    }

    @Test func aPropertyListIsALeadWithAColonAndTwoLines() {
        #expect(GroupFacts(text: "A tab bar:\nis translucent\nalways appears at the bottom").isPropertyList)
        #expect(GroupFacts(text: "标签栏：\n是半透明的\n总是出现在屏幕底部").isPropertyList)
        #expect(!GroupFacts(text: "A tab bar:\nis translucent").isPropertyList, "one item is no list")
        #expect(!GroupFacts(text: "A tab bar is translucent.\nIt appears at the bottom.\nAlways.").isPropertyList)
        #expect(!GroupFacts(text: "\nA tab bar:\nx\ny").isPropertyList, "no lead")
        #expect(!GroupFacts(text: "Панель вкладок: полупрозрачна").isPropertyList)
        // The edges of the byte search: a one-byte lead, an empty last line, a lead shorter
        // than the full-width colon, and no text at all.
        #expect(GroupFacts(text: ":\nx\ny").isPropertyList && GroupFacts(text: "Вкладки:\nодна\n").isPropertyList)
        #expect(!GroupFacts(text: "\u{9A}\nx\ny").isPropertyList && !GroupFacts(text: "").isPropertyList)
        #expect(!GroupFacts(text: "标签栏：\n是半透明的").isPropertyList && !GroupFacts(text: "a:\n").isPropertyList)
    }

    @Test func copiesFoundAheadGiveTheSameGroups() {
        // Copies computed on another thread (as the ingest does) or inline: the same groups.
        let texts = ["Не создавайте пользовательскую строку состояния. Пользователи зависят от системы.",
                     "Не создавайте пользовательскую строку состояния. Пользователи очень зависят от системы.",
                     "Используйте панель вкладок, чтобы организовать информацию на уровне приложения."]
        let rules = texts.indices.map { i in
            GroupInput(id: "status-bar.\(i)", document: i, lang: .ru, bars: [.statusBar], kind: .guideline,
                       modality: i == 2 ? .do : .dont, text: texts[i], items: [], symbols: [])
        }
        let documents = texts.indices.map { GroupDocumentInput(name: "d\($0)", lang: .ru, source: nil, year: nil) }
        var inline = GuidelineAligner(rules: rules, documents: documents) { _ in [] }
        var ahead = GuidelineAligner(rules: rules, documents: documents) { _ in [] }
        let copies = GuidelineAligner.copyLinks(rules)
        #expect(copies.map { [$0.a, $0.b] } == [[0, 1]])
        let a = inline.groupsWithScores(), b = ahead.groupsWithScores(copies: { copies })
        #expect(a.roots == b.roots && a.scores == b.scores)
        #expect(a.roots[0] == a.roots[1], "the two copies share a group")
    }

    @Test func aGroupNeverHoldsTwoRulesOfOneDocument() {
        // Rules 0 and 1 are in document 0, rule 2 in document 1, rule 3 in document 2.
        var union = ConstrainedUnion(documents: [0, 0, 1, 2])
        let first = union.merge(0, 2)
        let sameDocument = union.merge(1, 2)
        let third = union.merge(3, 2)
        let again = union.merge(1, 3)
        #expect(first && third)
        #expect(!sameDocument && !again, "rule 1 would join rule 0 of the same document")
        let roots = union.roots()
        #expect(roots[0] == roots[2] && roots[2] == roots[3] && roots[1] != roots[0])
    }

    @Test func groupIDsAreTheCanonicalRulesBarAndHash() {
        var taken = Set<String>()
        let rule = GroupInput(id: "status-bar.f0423d", document: 0, lang: .ru, bars: [.statusBar], kind: .guideline,
                              text: "", items: [], symbols: [])
        #expect(GroupAssignment.uniqueGroupID(rule, taken: &taken) == "g-status-bar-f0423d")
        var wide = rule
        wide.id = "status-bar.f0423d9a"
        #expect(GroupAssignment.uniqueGroupID(wide, taken: &taken) == "g-status-bar-f0423d9a", "a taken id takes the whole hash")
        #expect(GroupAssignment.uniqueGroupID(wide, taken: &taken) == "g-status-bar-f0423d9a-2")
    }
}

@Suite struct GroupsAlignmentTests {
    static let gold = Fixtures.root + "/Tests/BarGuideKitTests/Groups/alignment.json"
    static let devText = Fixtures.devDirectory + "/texts/en_johnzfitch-human-interface-markdown_2014-ios-bars.txt"

    struct Unit { var doc: String; var line: Int; var fragment: String }

    static func unit(_ v: JSONValue?) -> Unit {
        Unit(doc: v?["doc"]?.stringValue ?? "", line: v?["line"]?.intValue ?? 0, fragment: v?["fragment"]?.stringValue ?? "")
    }

    static let pinyin = try! NSRegularExpression(pattern: "\\([a-zA-Zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]{1,8}\\)")

    /// As align_check.py normalizes texts: NFC, no pinyin annotations, no spaces or '?', lowercase.
    static func norm(_ s: String) -> String {
        let nfc = s.precomposedStringWithCanonicalMapping
        let stripped = pinyin.stringByReplacingMatches(in: nfc, range: NSRange(nfc.startIndex..., in: nfc), withTemplate: "")
        return String(stripped.filter { !$0.isWhitespace && $0 != "?" }).lowercased()
    }

    /// The scorer of ../shared/dev/align_check.py: recall over twins that share a group;
    /// precision against look-alikes grouped together and other rules of b's document in a's group.
    /// The rule a gold unit names: in its document, by its fragment (normalized) or else its line.
    static func finder(_ rules: [Rule]) -> (Unit) -> Int? {
        func stem(_ name: String) -> String { name.split(separator: ".").dropLast().joined(separator: ".") }
        let normalized = rules.map { norm($0.text) }
        return { u in
            rules.indices.first { i in
                guard stem(rules[i].document) == u.doc else { return false }
                if !u.fragment.isEmpty { return normalized[i].contains(norm(u.fragment)) }
                return rules[i].lines.start <= u.line && u.line <= rules[i].lines.end
            }
        }
    }

    static func score(_ rules: [Rule], gold: [JSONValue]) -> (precision: Double, recall: Double, positives: Int) {
        let find = finder(rules)
        var tp = 0, fp = 0, positives = 0
        for pair in gold {
            guard let a = find(unit(pair["a"])), let b = find(unit(pair["b"])) else { continue }
            let together = rules[a].group != nil && rules[a].group == rules[b].group
            if pair["same"] == .bool(true) {
                positives += 1
                if together { tp += 1 }
                for (x, y) in [(a, b), (b, a)] {
                    fp += rules.indices.filter { r in
                        r != y && rules[r].document == rules[y].document && rules[r].group != nil && rules[r].group == rules[x].group
                    }.count
                }
            } else if together {
                fp += 1
            }
        }
        return (tp + fp == 0 ? 0 : Double(tp) / Double(tp + fp), positives == 0 ? 0 : Double(tp) / Double(positives), positives)
    }

    /// The pairs `score` counts against the aligner, one line each: twins apart ("APART"), look-alikes
    /// together ("JOINED"), and other rules of a twin's document in the group ("EXTRA").
    static func misses(_ rules: [Rule], gold: [JSONValue]) -> [String] {
        let find = finder(rules)
        func show(_ i: Int) -> String {
            "\(rules[i].id) [\(rules[i].modality?.rawValue ?? rules[i].kind.rawValue)] \(rules[i].text.prefix(70))"
        }
        var lines: [String] = []
        for pair in gold {
            guard let a = find(unit(pair["a"])), let b = find(unit(pair["b"])) else {
                lines.append("UNFOUND \(pair)")
                continue
            }
            let together = rules[a].group != nil && rules[a].group == rules[b].group
            if pair["same"] == .bool(true) {
                if !together { lines.append("APART\n  \(show(a))\n  \(show(b))") }
                for (x, y) in [(a, b), (b, a)] {
                    for r in rules.indices where r != y && rules[r].document == rules[y].document
                        && rules[r].group != nil && rules[r].group == rules[x].group {
                        lines.append("EXTRA\n  \(show(x))\n  \(show(r))")
                    }
                }
            } else if together {
                lines.append("JOINED\n  \(show(a))\n  \(show(b))")
            }
        }
        return lines
    }

    static func loadGold() throws -> [JSONValue] {
        let data = try #require(FileManager.default.contents(atPath: Self.gold))
        return try #require(try JSONValue.parse([UInt8](data)).arrayValue)
    }

    /// The gold pairs between the two seed chapters (000 and its twin 001).
    static func seedPairs(_ gold: [JSONValue]) -> [JSONValue] {
        gold.filter { $0["b"]?["doc"]?.stringValue?.hasPrefix("001") == true }
    }

    /// The seeds alone, as the repository holds them.
    @Test func twinsOfTheSeedsShareGroups() throws {
        let rules = try Fixtures.openShared().allRules()
        #expect(rules.allSatisfy { $0.group != nil })
        let seeds = Self.score(rules, gold: Self.seedPairs(try Self.loadGold()))
        #expect(seeds.positives >= 25)
        // (without the English original to bridge them, fewer twins share a group: a floor)
        #expect(seeds.precision >= 0.95 && seeds.recall >= 0.78, "000~001: \(seeds)")
    }

    /// The seeds with the English original beside them, which bridges more of their twins.
    @Test(.enabled(if: Fixtures.hasDev, Fixtures.devAbsent))
    func twinsOfTheSeedsAndTheEnglishOriginalShareGroups() throws {
        let gold = try Self.loadGold()
        let dir = Fixtures.temporaryDirectory("barguide-align")
        defer { Fixtures.cleanup(dir) }
        let corpus = try GroupsStoreTests.copyOfTheCorpus(in: dir)
        // The dev chapter is read from ../shared at test time (never copied into the project).
        try FileManager.default.copyItem(atPath: Self.devText, toPath: corpus + "/" + (Self.devText as NSString).lastPathComponent)
        _ = try StoreBuilder.build(at: dir + "/kb.sqlite", from: try CorpusSource.directory(corpus))
        let rules = try Store.open(dir + "/kb.sqlite").allRules()
        #expect(rules.allSatisfy { $0.group != nil })
        let seeds = Self.score(rules, gold: Self.seedPairs(gold))
        #expect(seeds.positives >= 25)
        #expect(seeds.precision >= 0.97 && seeds.recall >= 0.85, "000~001: \(seeds)")
        let all = Self.score(rules, gold: gold)
        #expect(all.positives >= 75)
        #expect(all.precision >= 0.97 && all.recall >= 0.90, "all pairs: \(all)")
    }
}

/// Links on held-out pairs: four texts of our own that are editions or translations of the same
/// guidance as the seeds (an older English edition, a Russian translation of it, a Chinese machine
/// translation, a Traditional Chinese translation), ingested beside the seeds. The pairs were
/// labelled blind (`Groups/heldout-pairs.json`: twins and tempting look-alikes, in
/// align_check.py's format). The goal is precision 0.97 and recall 0.90; the floors are
/// what the aligner measured when the pairs joined, so a change that loses links fails here.
@Suite struct GroupsHeldOutPairsTests {
    static let pairs = Fixtures.root + "/Tests/BarGuideKitTests/Groups/heldout-pairs.json"
    static let texts = ["en-older-edition", "ru-translated-old-edition", "zh-machine-translation", "zh-hant-translation"]
    static let floor = (precision: 0.78, recall: 0.66)

    @Test func heldOutTwinsShareGroups() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.pairs))
        let gold = try #require(try JSONValue.parse([UInt8](data)).arrayValue)
        let dir = Fixtures.temporaryDirectory("barguide-align-heldout")
        defer { Fixtures.cleanup(dir) }
        let corpus = try GroupsStoreTests.copyOfTheCorpus(in: dir)
        for name in Self.texts {
            let folder = Fixtures.root + "/Tests/heldout/" + name
            for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasPrefix("ho-") {
                try FileManager.default.copyItem(atPath: folder + "/" + file, toPath: corpus + "/" + file)
            }
        }
        _ = try StoreBuilder.build(at: dir + "/kb.sqlite", from: try CorpusSource.directory(corpus))
        let rules = try Store.open(dir + "/kb.sqlite").allRules()
        let all = GroupsAlignmentTests.score(rules, gold: gold)
        print("held-out links: precision \(all.precision), recall \(all.recall), positives \(all.positives)")
        // (BARGUIDE_LINK_MISSES=1: each twin apart and each rule grouped wrongly, to study them)
        if ProcessInfo.processInfo.environment["BARGUIDE_LINK_MISSES"] != nil {
            let lines = GroupsAlignmentTests.misses(rules, gold: gold)
            print("link misses: \(lines.count)")
            for line in lines { print(line) }
        }
        #expect(all.positives >= 85)
        #expect(all.precision >= Self.floor.precision && all.recall >= Self.floor.recall, "held-out pairs: \(all)")
    }
}

/// Links need agreement on content: a shared concept, a place in the section or a modality is
/// not enough. Sections written for these tests (one tab-bar section per text) are aligned
/// directly, with the glossary concepts each rule is given here.
@Suite struct GroupsContentAgreementTests {
    struct Line { var kind: RuleKind = .guideline; var modality: Modality?; var text: String; var concepts: [String] }

    /// Groups two documents (an English edition and a Chinese translation) of tab-bar rules.
    static func group(_ first: [Line], _ second: [Line]) -> (assignment: GroupAssignment, firstCount: Int) {
        var rules: [GroupInput] = [], concepts: [[String]] = []
        for (d, lines) in [first, second].enumerated() {
            for (k, line) in lines.enumerated() {
                rules.append(GroupInput(id: "tab-bar.\(d)\(k)", document: d, lang: d == 0 ? .en : .zhHans, bars: [.tabBar],
                                        kind: line.kind, modality: line.modality, text: line.text, items: [], symbols: []))
                concepts.append(line.concepts)
            }
        }
        let documents = [GroupDocumentInput(name: "en_tabs.txt", lang: .en, source: nil, year: 2014),
                         GroupDocumentInput(name: "zh-Hans_tabs.txt", lang: .zhHans, source: nil, year: 2016)]
        return (GroupAssignment.make(rules, documents: documents) { concepts[$0] }, first.count)
    }

    static let english = [
        Line(modality: .do, text: "Let the tab bar carry the few top-level sections of the whole app.", concepts: ["hierarchy"]),
        Line(modality: .consider, text: "A small badge on a tab icon can quietly tell people that something new is waiting.", concepts: ["badge", "icon"]),
        Line(modality: .dont, text: "Never take a tab away just because its feature is out of service for a while.", concepts: ["tab"]),
    ]

    static func chinese(middle: Line) -> [Line] {
        [Line(modality: .do, text: "用标签栏承载整个应用的几个顶层板块。", concepts: ["hierarchy"]),
         middle,
         Line(modality: .dont, text: "即便某个标签暂时用不了，也别把它从栏里拿掉。", concepts: ["tab"])]
    }

    /// The later edition advises against what the earlier one suggests, about the same thing:
    /// one guideline whose recommendation changed, and the group says so.
    @Test func oppositeAdviceOnTheSameContentStaysOneGroupAndIsAConflict() {
        let avoid = Line(modality: .avoid, text: "尽量别在标签图标角上挂小徽标来提示有新东西。", concepts: ["badge", "icon"])
        let (made, n) = Self.group(Self.english, Self.chinese(middle: avoid))
        let m = made.members
        #expect(m[1].group == m[n + 1].group, "consider and avoid badging are one guideline")
        #expect(made.groups[m[1].group].conflict, "the changed recommendation is shown as a conflict")
        #expect(m[0].group == m[n].group && m[2].group == m[n + 2].group)
        #expect(!made.groups[m[0].group].conflict)
    }

    /// Opposite advice in the same place of the section, about something else that only shares
    /// a word: two guidelines, not a conflict.
    @Test func oppositeAdviceOnOtherContentIsSplit() {
        let avoid = Line(modality: .avoid, text: "别给标签栏换自己的配色，徽标和图标保留系统外观就好。", concepts: ["badge", "color", "custom"])
        let (made, n) = Self.group(Self.english, Self.chinese(middle: avoid))
        let m = made.members
        #expect(m[1].group != m[n + 1].group, "consider badging and avoid custom colours are different guidelines")
        #expect(!made.groups[m[1].group].conflict && !made.groups[m[n + 1].group].conflict)
        #expect(m[0].group == m[n].group && m[2].group == m[n + 2].group, "the neighbours still link")
    }

    /// Same place, same modality, one shared concept, but otherwise about different things
    /// (popovers and split views against customising the bar's look): no link.
    @Test func oneSharedConceptIsNoAgreement() {
        let english = [
            Self.english[0],
            Line(modality: .consider, text: "A tab bar can sit in a popover or in one pane of a split view, though a segmented control may match its look better.",
                 concepts: ["split-view", "popover", "segmented-control", "appearance"]),
            Self.english[2],
        ]
        let customise = Line(modality: .consider, text: "需要时可以给标签栏换上自己的配色或背景图，让它更贴合应用风格。",
                             concepts: ["custom", "appearance", "color", "icon", "background-image"])
        let (made, n) = Self.group(english, Self.chinese(middle: customise))
        let m = made.members
        #expect(m[1].group != m[n + 1].group)
        #expect(m[0].group == m[n].group && m[2].group == m[n + 2].group)
    }
}

@Suite struct GroupsStoreTests {
    /// A copy of Corpus/ in `dir`/corpus, to add texts to.
    static func copyOfTheCorpus(in dir: String) throws -> String {
        let corpus = dir + "/corpus"
        try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.corpusDirectory) {
            try FileManager.default.copyItem(atPath: Fixtures.corpusDirectory + "/" + name, toPath: corpus + "/" + name)
        }
        return corpus
    }

    @Test func everyRuleHasAGroupAndTwinsShareOne() throws {
        let store = try Fixtures.openShared()
        let rules = try store.allRules()
        #expect(rules.allSatisfy { ($0.group ?? "").hasPrefix("g-\($0.primaryBar.rawValue)-") || $0.group?.hasPrefix("g-") == true })
        let ru = try CorpusRules.rule(store, headlineStartingWith: CorpusRules.russianDontRemoveTab)
        let zh = try CorpusRules.rule(store, headlineStartingWith: CorpusRules.chineseDontRemoveTab)
        #expect(ru.group != nil && ru.group == zh.group)
        let group = try store.group(of: zh)
        #expect(Set(group.members.map(\.id)) == [ru.id, zh.id])
        #expect(group.members.first?.id == ru.id, "ru is preferred by default")
        let preferZh = try store.group(of: ru, preference: VariantPreference(prefer: [.zhHant]))
        #expect(preferZh.members.first?.id == zh.id)
        #expect(group.langs == [.ru, .zhHant] && !group.conflict)
    }

    /// The iOS 8 rule about tab bars in popovers and split views and the iOS 7 rule about
    /// customising the tab bar's look share a place and a concept ("appearance"), nothing more:
    /// they are not one guideline, and the tab-bar checklist lists both.
    @Test func thePopoverRuleAndTheCustomisedLookRuleAreApart() throws {
        let store = try Fixtures.openShared()
        let rules = try store.allRules()
        let popover = try #require(rules.first { $0.document == IngestCorpus.statusNav && $0.text.contains("легкой сдобе") })
        let look = try #require(rules.first { $0.document == IngestCorpus.chinese && $0.headline.contains("自定義標簽欄的外觀") })
        #expect(popover.group != look.group)
        let group = try store.group(of: look)
        #expect(!group.members.contains { $0.id == popover.id })
        let listed = try store.checklist(for: .tabBar).groups.flatMap(\.entries)
        #expect(listed.contains { $0.rule.id == look.id || $0.also.contains { $0.id == look.id } })
        #expect(!listed.contains { e in
            (e.rule.id == popover.id && e.also.contains { $0.id == look.id }) || (e.rule.id == look.id && e.also.contains { $0.id == popover.id })
        }, "neither hides the other")
    }

    @Test func documentsHaveTheirEditionAndYear() throws {
        let docs = try Fixtures.openShared().documentEditions()
        let iOS8 = try #require(docs[IngestCorpus.statusNav])
        #expect(iOS8.edition == "iOS 8" && iOS8.year == 2014)
        #expect(iOS8.label.hasSuffix(" · iOS 8 (2014)"))
        #expect(docs[IngestCorpus.chinese]?.edition == "iOS 7")
    }

    @Test func aChangedRecommendationIsAConflictNewestFirst() throws {
        let store = try Fixtures.openShared()
        // The later Toolbars page says to avoid a segmented control where the iOS 8 chapter says to consider one.
        let avoid = try #require(try store.allRules().first {
            $0.document == IngestCorpus.toolbarPage && $0.modality == .avoid && $0.text.contains("сегментированного")
        })
        let group = try store.group(of: avoid)
        #expect(group.conflict)
        #expect(group.members.contains { $0.document == IngestCorpus.statusNav && $0.modality == .consider })
        let statements = group.statements(documents: try store.documentEditions())
        let years = statements.map(\.document.year)
        let dated = years.compactMap { $0 }
        #expect(dated == dated.sorted(by: >), "newest first: \(years)")
        #expect(years.firstIndex(of: nil).map { i in years[i...].allSatisfy { $0 == nil } } ?? true, "undated last")
    }

    /// Adding a text about something else keeps every group id of the seeds. (Its search-bar
    /// definition joins seed 000's, whose id is the smaller; its guidelines say nothing the seeds
    /// say.)
    @Test func groupIDsDoNotChangeWhenAnUnrelatedTextIsAdded() throws {
        let dir = Fixtures.temporaryDirectory("barguide-stable")
        defer { Fixtures.cleanup(dir) }
        let corpus = try GroupsStoreTests.copyOfTheCorpus(in: dir)
        let unrelated = """
            Панель поиска

            Панель поиска позволяет искать по содержимому приложения.

            Набирайте текст запроса шрифтом крупнее, чем остальной текст экрана.

            Не прячьте панель поиска, когда в ней уже есть текст запроса.
            """
        try unrelated.write(toFile: corpus + "/900_search_notes.txt", atomically: true, encoding: .utf8)
        _ = try StoreBuilder.build(at: dir + "/more.sqlite", from: try CorpusSource.directory(corpus))
        let before = Dictionary(uniqueKeysWithValues: try Fixtures.openShared().allRules().map { ($0.id, $0.group) })
        let after = try Store.open(dir + "/more.sqlite").allRules()
        for rule in after where before[rule.id] != nil {
            #expect(rule.group == before[rule.id]!, "\(rule.id)")
        }
        #expect(after.count > before.count)
    }
}

@Suite struct GroupCollapseTests {
    /// Three short Simplified Chinese translations of one guideline, each in a text of its own
    /// (written for this test), plus other guidelines: search shows the guideline once.
    static let translations = [
        """
        状态栏

        不要用自定义状态栏替换系统状态栏，人们早已熟悉系统的样式。

        在状态栏后面避免放置让人分心的内容。
        """,
        """
        状态栏

        请不要创建自定义状态栏，用户习惯了系统提供的状态栏。

        考虑在用户全屏观看视频时隐藏状态栏。
        """,
        """
        状态栏

        不要自行创建自定义状态栏：人们依赖系统状态栏始终如一。

        如果合适，显示网络活动指示器。
        """,
    ]

    static func build() throws -> (dir: String, store: Store) {
        let dir = Fixtures.temporaryDirectory("barguide-collapse")
        let corpus = dir + "/corpus"
        try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
        for (i, text) in translations.enumerated() {
            try text.write(toFile: corpus + "/zh-Hans_\(i + 1).txt", atomically: true, encoding: .utf8)
        }
        _ = try StoreBuilder.build(at: dir + "/kb.sqlite", from: try CorpusSource.directory(corpus))
        return (dir, try Store.open(dir + "/kb.sqlite"))
    }

    @Test func threeTranslationsCollapseToOneHit() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let rules = try store.allRules()
        let custom = rules.filter { $0.headline.contains("自定义") }
        try #require(custom.count == 3, "\(rules.map(\.headline))")
        #expect(Set(custom.map(\.group)).count == 1, "the three translations are one group: \(custom.map(\.group))")
        // The other guidelines stay apart.
        let others = rules.filter { !$0.headline.contains("自定义") && $0.kind == .guideline }
        #expect(Set(others.map(\.group)).count == others.count)

        let engine = SearchEngine(store: store)
        let plain = try engine.search(SearchRequest(query: "自定义状态栏"))
        #expect(plain.hits.prefix(3).allSatisfy { $0.rule.headline.contains("自定义") })
        let collapsed = try GroupCollapse.search(engine, SearchRequest(query: "自定义状态栏"))
        #expect(collapsed.counting == "groups")
        let first = try #require(collapsed.result.hits.first)
        #expect(first.rule.headline.contains("自定义"))
        #expect(collapsed.result.hits.filter { $0.rule.headline.contains("自定义") }.count == 1)
        #expect(collapsed.also[first.rule.id]?.count == 2)
        #expect(collapsed.result.total == collapsed.result.hits.count)
        #expect(collapsed.result.total == plain.total - 2)
        #expect(collapsed.result.counts.first { $0.scope == "status-bar" }?.count == plain.total - 2)
    }

    @Test func pagingCountsGroups() throws {
        let (dir, store) = try Self.build()
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        let all = try GroupCollapse.search(engine, SearchRequest(query: "状态栏", limit: 50))
        try #require(all.result.hits.count >= 3)
        let second = try GroupCollapse.search(engine, SearchRequest(query: "状态栏", limit: 1, offset: 1))
        #expect(second.result.hits.map(\.rule.id) == [all.result.hits[1].rule.id])
        #expect(second.result.total == all.result.total && second.result.offset == 1)
        #expect(Set(all.result.hits.compactMap(\.rule.group)).count == all.result.hits.count)
    }

    /// The SQL count (used when the window does not hold every match, or in a scope) agrees
    /// with counting the collapsed hits of a window that holds them all.
    @Test(arguments: ["FixedSpace", "панель вкладок", "狀態欄", "back button"])
    func groupCountsInSQLAgreeWithTheHits(query: String) throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        // Without filters the count reads group_stats and rank_stats; with a language filter, SQL.
        for langs in [LangFilter.any, .only([.ru])] {
            var request = SearchRequest(query: query, limit: 500)
            request.filters.langs = langs
            let collapsed = try GroupCollapse.search(engine, request)
            try #require(collapsed.result.hits.count == collapsed.result.total, "the window holds every match")
            let counted = try GroupCollapse.groupCounts(engine, request, fallback: collapsed.result.fallback)
            for (scope, count) in collapsed.result.counts { #expect(counted[scope] ?? 0 == count, "\(query) \(langs) \(scope)") }
        }
        let request = SearchRequest(query: query, limit: 500)
        let collapsed = try GroupCollapse.search(engine, request)
        var scoped = request
        scoped.filters.scope = .tabBar
        let inScope = try GroupCollapse.search(engine, scoped)
        #expect(inScope.result.total == (collapsed.result.counts.first { $0.scope == "tab-bar" }?.count ?? -1))
    }

    @Test func collapseKeepsRankOrderAndTheFirstOfEachGroup() {
        func hit(_ id: String, _ group: String?) -> SearchHit {
            SearchHit(rule: Rule(id: id, bars: [.tabBar], kind: .guideline, lang: .ru, document: "d", heading: [],
                                 lines: LineRange(1, 1), headline: id, text: id, group: group), score: -1, snippet: Snippet(text: id))
        }
        let (shown, variants) = GroupCollapse.collapse([hit("a", "g1"), hit("b", "g2"), hit("c", "g1"), hit("d", nil), hit("e", "g1")])
        #expect(shown.map(\.rule.id) == ["a", "b", "d"])
        #expect(variants["a"]?.map(\.rule.id) == ["c", "e"] && variants["b"] == nil)
    }
}
