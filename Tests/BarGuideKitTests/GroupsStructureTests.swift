// Structure and length in alignment: the length ratio of two texts taken over the sections both
// have, a property list linked to the prose that renders it, a flat cost for lengths that
// deviate, untranslated names and the other bars a rule names. The sections are written for
// these tests and aligned directly (`GroupAssignment.make`).
import Testing
@testable import BarGuideKit

@Suite struct GroupsStructureTests {
    struct Line {
        var bar: Bar = .tabBar
        var kind: RuleKind = .guideline
        var modality: Modality? = .do
        var text: String
        var concepts: [String] = []
        /// Bars the rule names beside its own.
        var otherBars: [Bar] = []
    }

    /// The rules of `documents` (one language each) as the aligner takes them, and their concepts.
    static func inputs(_ documents: [(lang: Lang, lines: [Line])]) -> (rules: [GroupInput], docs: [GroupDocumentInput], concepts: [[String]]) {
        var rules: [GroupInput] = [], concepts: [[String]] = [], docs: [GroupDocumentInput] = []
        for (d, document) in documents.enumerated() {
            docs.append(GroupDocumentInput(name: "\(document.lang.rawValue)_\(d).txt", lang: document.lang, source: nil, year: nil))
            for (k, line) in document.lines.enumerated() {
                rules.append(GroupInput(id: "\(line.bar.rawValue).\(d)\(k)", document: d, lang: document.lang, bars: [line.bar] + line.otherBars,
                                        kind: line.kind, modality: line.modality, text: line.text, items: [], symbols: []))
                concepts.append(line.concepts)
            }
        }
        return (rules, docs, concepts)
    }

    /// Each document's rules' groups, in order.
    static func groups(_ documents: [(lang: Lang, lines: [Line])]) -> [[Int]] {
        let (rules, docs, concepts) = inputs(documents)
        let made = GroupAssignment.make(rules, documents: docs) { concepts[$0] }
        var out: [[Int]] = [], k = 0
        for document in documents {
            out.append(document.lines.indices.map { made.members[k + $0].group })
            k += document.lines.count
        }
        return out
    }

    // MARK: The length ratio

    static let englishTabs = [
        Line(text: "Use a tab bar to let people switch between the main parts of an app."),
        Line(text: "Keep the same tabs in every orientation of the device."),
    ]
    static let russianTabs = [
        Line(text: "Используйте панель вкладок, чтобы переключаться между главными частями приложения."),
        Line(text: "Показывайте одни и те же вкладки при любой ориентации устройства."),
    ]
    /// A long status-bar section the Russian text does not have.
    static let englishStatus = (1...6).map { n in
        Line(bar: .statusBar, text: "Status bar advice number \(n) goes on at some length about what people see at the top of the screen, "
             + "why the system draws it the way it does, and what an app should leave alone there, sentence after sentence.")
    }

    @Test func theLengthRatioIsTakenOverTheSectionsBothTextsHave() {
        let (rules, docs, concepts) = Self.inputs([(.en, Self.englishStatus + Self.englishTabs), (.ru, Self.russianTabs)])
        var aligner = GuidelineAligner(rules: rules, documents: docs) { concepts[$0] }
        let paired = aligner.alignSections(aligner.sections(of: 0), aligner.sections(of: 1))
        #expect(paired.map(\.0.bar) == [.tabBar])
        let ratio = aligner.lengthRatio(paired)
        let english = Self.englishTabs.map { GroupEvidence(text: $0.text).length }.reduce(0, +)
        let russian = Self.russianTabs.map { GroupEvidence(text: $0.text).length }.reduce(0, +)
        #expect(ratio == Double(russian) / Double(english))
        #expect(ratio > 0.8 && ratio < 1.6, "a translation's length, not a fifth of the whole English text")
        // The two tab-bar guidelines and their translations, in order.
        let links = aligner.alignmentLinks(0, 1).map { [$0.a, $0.b] }.sorted { $0[0] < $1[0] }
        #expect(links == [[6, 8], [7, 9]])
    }

    @Test func aTextThatCoversOneSectionOfTheOtherIsStillLinked() {
        let g = Self.groups([(.en, Self.englishStatus + Self.englishTabs), (.ru, Self.russianTabs)])
        #expect(g[0][6] == g[1][0] && g[0][7] == g[1][1] && g[1][0] != g[1][1])
        #expect(Set(g[0].prefix(6)).isDisjoint(with: g[1]), "the status bar has no Russian twin")
    }

    // MARK: Property lists

    static let englishList = [
        Line(kind: .definition, modality: nil, text: "A tab bar gives people a way to move among the top-level parts of an app."),
        Line(kind: .behavior, modality: nil, text: "A tab bar:\nis translucent\nsits at the bottom edge of the screen\nshows up to five tabs at once",
             concepts: ["translucency"]),
        Line(modality: .dont, text: "Don't take a tab out of the bar while the thing it opens is out of service; dim it.", concepts: ["disabled"]),
    ]
    static let definitionZh = Line(kind: .definition, modality: nil, text: "标签栏让用户在应用的几个顶层部分之间切换。")
    static let dontZh = Line(modality: .dont, text: "标签打开的内容暂时停用时，别把这个标签从栏里拿走，把它调暗即可。", concepts: ["disabled"])

    /// A translation that writes the list as one prose rule: the rule and the list are one guideline.
    @Test func aListRenderedAsProseJoinsTheList() {
        let prose = Line(kind: .behavior, modality: nil, text: "标签栏是半透明的，位于屏幕底部，一次最多显示五个标签。", concepts: ["translucency"])
        #expect(!GroupFacts(text: prose.text).isPropertyList && GroupFacts(text: Self.englishList[1].text).isPropertyList)
        let g = Self.groups([(.en, Self.englishList), (.zhHans, [Self.definitionZh, prose, Self.dontZh])])
        #expect(g[0] == g[1], "each rule with its translation")
        #expect(Set(g[0]).count == 3)
    }

    /// A translation that splits the list into one rule per property: at most one of them joins
    /// the list (a group holds one rule per document), the others stay apart from it.
    @Test func aListSplitIntoProseRulesJoinsOneOfThem() {
        let split = [
            Line(kind: .behavior, modality: nil, text: "标签栏是半透明的，位于屏幕底部。", concepts: ["translucency"]),
            Line(kind: .behavior, modality: nil, text: "在同一时刻，标签栏最多只显示五个标签。"),
        ]
        let g = Self.groups([(.en, Self.englishList), (.zhHans, [Self.definitionZh] + split + [Self.dontZh])])
        #expect(g[0][0] == g[1][0] && g[0][2] == g[1][3], "the neighbours link")
        #expect(g[0][1] == g[1][1], "the list and the rule with its first properties")
        #expect(g[1][2] != g[0][1])
    }

    /// A list is not linked to prose about something else in its place.
    @Test func aListIsNotLinkedToUnrelatedProse() {
        let other = Line(kind: .behavior, modality: nil, text: "在 iPad 上，标签栏可以同时出现在分屏视图的两个栏中。", concepts: ["split-view"])
        let g = Self.groups([(.en, Self.englishList), (.zhHans, [Self.definitionZh, other, Self.dontZh])])
        #expect(g[0][1] != g[1][1])
        #expect(g[0][0] == g[1][0] && g[0][2] == g[1][2])
    }

    // MARK: Untranslated names

    @Test func namesAreLatinWordsThatAreNotIdentifiers() {
        let russian = GroupEvidence(text: "На iPhone панель внизу, на iPad вверху; см. UIToolbar и tintColor, app и iPadов.")
        let english = GroupEvidence(text: "On iPhone it sits at the bottom, on iPad at the top.")
        #expect(russian.names.count == 2, "iPhone and iPad; not the identifiers, a three-letter word or a mixed-script one")
        #expect(russian.names == russian.names.sorted())
        #expect(Set(russian.names).isSubset(of: english.names))
        #expect(GroupEvidence(text: "工具栏在屏幕底部。").names.isEmpty)
    }

    static let toolbarList = [
        Line(bar: .toolbar, kind: .definition, modality: nil, text: "A toolbar holds buttons that act on the current screen."),
        Line(bar: .toolbar, kind: .behavior, modality: nil,
             text: "A toolbar:\nis translucent\nsits at the bottom edge on iPhone and may sit at the top edge on iPad\nhides when the keyboard comes up",
             concepts: ["translucency", "keyboard"]),
        Line(bar: .toolbar, kind: .behavior, modality: nil, text: "A toolbar keeps one height in every orientation of the device, whatever the screen.",
             concepts: ["orientation"]),
        Line(bar: .toolbar, modality: .dont, text: "Don't crowd a toolbar with more buttons than fit without overlapping.", concepts: ["crowding"]),
    ]

    /// A translation renders one item of a property list as a sentence of its own: the list and
    /// the sentence share no concept and differ in length, but the names the sentence keeps
    /// untranslated ("iPhone", "iPad") are in the list.
    @Test func aSentenceThatKeepsTheListsNamesJoinsTheList() {
        let zh = [Line(bar: .toolbar, kind: .definition, modality: nil, text: "工具栏上放着作用于当前屏幕的按钮。"),
                  Line(bar: .toolbar, kind: .behavior, modality: nil, text: "在 iPhone 上，工具栏总在屏幕底边；在 iPad 上它也可以在顶边。"),
                  Line(bar: .toolbar, kind: .behavior, modality: nil, text: "无论屏幕方向如何，工具栏的高度都保持不变。", concepts: ["orientation"]),
                  Line(bar: .toolbar, kind: .behavior, modality: nil, text: "工具栏上的按钮可以显示文字，也可以显示图标。", concepts: ["icon"]),
                  Line(bar: .toolbar, modality: .dont, text: "不要在工具栏上放太多按钮，以免它们重叠。", concepts: ["crowding"])]
        let g = Self.groups([(.en, Self.toolbarList), (.zhHans, zh)])
        #expect(g[0][1] == g[1][1], "the list and the sentence on its position item")
        #expect(g[0][0] == g[1][0] && g[0][2] == g[1][2] && g[0][3] == g[1][4])
        #expect(!g[0].contains(g[1][3]), "the Chinese text's extra rule")
        // The same sentence without the names (as a translation that writes the devices in
        // Chinese) shares none with the list.
        let list = GroupEvidence(text: Self.toolbarList[1].text).names
        #expect(GuidelineAligner.shared(list, GroupEvidence(text: zh[1].text).names) == 2)
        #expect(GuidelineAligner.shared(list, GroupEvidence(text: "在手机上，工具栏总在屏幕底边；在平板上它也可以在顶边。").names) == 0)
    }

    // MARK: Other bars

    static let navigation = [
        Line(bar: .navigationBar, kind: .definition, modality: nil, text: "A navigation bar sits at the top of the screen, below the status bar."),
        Line(bar: .navigationBar, text: "Show the title of the current view in the navigation bar.", concepts: ["title"]),
        Line(bar: .navigationBar, text: "Use a navigation bar to move between views; when many controls are needed and no movement, "
             + "use the other bar instead.", otherBars: [.toolbar]),
        Line(bar: .navigationBar, modality: .avoid, text: "Avoid crowding the navigation bar with many controls.", concepts: ["crowding"]),
    ]
    static func navigationRu(_ others: [Bar]) -> [Line] {
        [Line(bar: .navigationBar, kind: .definition, modality: nil, text: "Панель навигации находится вверху экрана, под строкой состояния."),
         Line(bar: .navigationBar, text: "Показывайте в панели навигации заголовок текущего представления.", concepts: ["title"]),
         Line(bar: .navigationBar, modality: .consider, text: "Можно переходить между представлениями с панелью навигации, а если нужно "
              + "много элементов управления и не нужен переход, подумайте о другой панели.", otherBars: others),
         Line(bar: .navigationBar, modality: .avoid, text: "Избегайте перегружать панель навигации элементами управления.", concepts: ["crowding"])]
    }

    /// Two rules of a section that both point to the same other bar state the same guideline even
    /// when their modalities differ (use / consider); pointing to different bars speaks against it.
    @Test func rulesThatNameTheSameOtherBarAreLinked() {
        let same = Self.groups([(.en, Self.navigation), (.ru, Self.navigationRu([.toolbar]))])
        #expect(same[0] == same[1])
        let other = Self.groups([(.en, Self.navigation), (.ru, Self.navigationRu([.tabBar]))])
        #expect(other[0][2] != other[1][2])
        #expect(other[0][1] == other[1][1] && other[0][3] == other[1][3])
    }

    // MARK: Length deviation

    /// A later edition that rewrites a definition at several times its length is still the same
    /// definition: a length far from the ratio costs a fixed amount, whatever the distance.
    @Test func aRewrittenDefinitionSeveralTimesLongerStaysLinked() {
        let guidelines = [
            ("Keep the tab bar visible when people move from one screen to another.", "Оставляйте панель вкладок видимой, когда люди переходят между экранами."),
            ("Use badges sparingly, only to point out information that is really new.", "Используйте значки умеренно и только для действительно новой информации."),
            ("Give every tab a short and clear title that names what it leads to.", "Дайте каждой вкладке короткое и ясное название того, куда она ведет."),
            ("Pick tab icons that people can recognise at a glance in any app.", "Выбирайте значки вкладок, которые узнаются с первого взгляда."),
            ("Keep the order of the tabs fixed while people use the app.", "Не меняйте порядок вкладок, пока люди работают с приложением."),
            ("Show clearly which tab is selected, so people know where they are.", "Четко показывайте выбранную вкладку, чтобы люди знали, где они."),
            ("Open a tab where people left it the last time they visited it.", "Открывайте вкладку там, где люди оставили ее в прошлый раз."),
            ("Keep the number of tabs small enough to fit on the narrowest screen.", "Держите число вкладок небольшим, чтобы они помещались на узком экране."),
        ]
        let english = [Line(kind: .definition, modality: nil, text: "A tab bar switches sections.")]
            + guidelines.map { Line(text: $0.0) }
        let russian = [Line(kind: .definition, modality: nil, text: "Панель вкладок находится в нижней части экрана и позволяет людям "
                            + "переключаться между разделами приложения; каждая вкладка ведет к своему разделу, выбранная выделена, "
                            + "а приложение с большим числом разделов показывает часть из них и кнопку для остальных.")]
            + guidelines.map { Line(text: $0.1) }
        let (rules, docs, concepts) = Self.inputs([(.en, english), (.ru, russian)])
        let aligner = GuidelineAligner(rules: rules, documents: docs) { concepts[$0] }
        let ratio = aligner.lengthRatio(aligner.alignSections(aligner.sections(of: 0), aligner.sections(of: 1)))
        let deviation = log(Double(rules[english.count].facts.evidence.length) / (Double(rules[0].facts.evidence.length) * ratio))
        #expect(deviation > 2 * GroupScoring.lengthTolerance, "the rewrite is far longer than a translation would be")
        let g = Self.groups([(.en, english), (.ru, russian)])
        #expect(g[0] == g[1])
        #expect(Set(g[0]).count == english.count)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
