// The ingest works the groups out on threads of its own, from inputs read before the commit
// (`PendingGroups`): the result must be the sequential path's (`GroupAssignment.make` reading
// each rule's text when the alignment first asks for its concepts).
import Foundation
import SQLiteKit
import Testing
@testable import BarGuideKit

@Suite struct GroupsPendingTests {
    /// Texts written for this test: one status-bar and tab-bar guideline set in English,
    /// Simplified Chinese and Russian, plus an English edition that reorders and changes it.
    static let texts: [(String, String)] = [
        ("en_bars.txt", """
        Status Bar

        Don't create a custom status bar. People expect the system status bar to look the same in every app.

        Consider hiding the status bar when people watch a full-screen video.

        Tab Bar

        Use a tab bar to let people reach the main areas of an app from anywhere.

        Don't show more than five tabs on iPhone.

        Don't change the order of the tabs while people use the app.
        """),
        ("zh-Hans_bars.txt", """
        状态栏

        不要制作自定义状态栏：系统状态栏在所有应用里都应该是同一个样子。

        用户全屏观看视频时，考虑隐藏状态栏。

        标签栏

        使用标签栏，让用户从任何地方都能到达应用的主要区域。

        在 iPhone 上不要显示超过五个标签。

        不要在用户使用应用时改变标签的顺序。
        """),
        ("ru_bars.txt", """
        Строка состояния

        Не создавайте пользовательскую строку состояния. Пользователи ожидают, что системная строка состояния выглядит одинаково во всех приложениях.

        Подумайте о том, чтобы скрыть строку состояния, когда пользователи смотрят видео на весь экран.

        Панель вкладок

        Используйте панель вкладок, чтобы из любого места можно было попасть в основные разделы приложения.

        Не показывайте на iPhone больше пяти вкладок.

        Не меняйте порядок вкладок, пока пользователи работают с приложением.
        """),
        ("en_bars_2016.txt", """
        Tab Bar

        Avoid showing more than five tabs on iPhone.

        Use a tab bar to let people reach the main areas of an app from anywhere.

        Status Bar

        Don't create a custom status bar. People expect the system status bar to look the same in every app.
        """),
    ]

    /// Builds a database from the seeds and `texts` in `dir` and returns it open.
    static func ingestSeedsAndExamples(into dir: String) throws -> Store {
        let corpus = try GroupsStoreTests.copyOfTheCorpus(in: dir)
        for (name, text) in texts { try text.write(toFile: corpus + "/" + name, atomically: true, encoding: .utf8) }
        _ = try StoreBuilder.build(at: dir + "/kb.sqlite", from: try CorpusSource.directory(corpus))
        return try Store.open(dir + "/kb.sqlite")
    }

    struct Membership: Equatable { var group: String; var link: String; var score: Double? }

    /// The stored groups of every rule in rowid order.
    static func stored(_ store: Store) throws -> [Membership] {
        try store.read { db throws(DatabaseError) in
            try db.rows("SELECT g.group_id, g.link, g.score FROM rules r JOIN rule_groups g ON g.rule = r.rowid ORDER BY r.rowid")
        }.map { Membership(group: $0.string(0) ?? "", link: $0.string(1) ?? "", score: $0.double(2)) }
    }

    /// The rules of `store` as grouping sees them, in rowid order, with their texts, and its documents.
    static func inputs(_ store: Store) throws -> (rules: [GroupInput], texts: [String], documents: [GroupDocumentInput]) {
        let (docRows, ruleRows) = try store.read { db throws(DatabaseError) in
            (try db.rows("SELECT name, lang, source, year FROM documents ORDER BY ordinal"),
             try db.rows("SELECT id, document, lang, bars, kind, modality, text, items, symbols FROM rules ORDER BY rowid"))
        }
        let documents = docRows.map {
            GroupDocumentInput(name: $0.string(0) ?? "", lang: Lang(rawValue: $0.string(1) ?? "") ?? .en,
                               source: $0.string(2), year: $0.int(3))
        }
        let index = Dictionary(uniqueKeysWithValues: documents.enumerated().map { ($0.element.name, $0.offset) })
        func list(_ s: String?) -> [String] { Store.split(s) }
        var rules: [GroupInput] = [], texts: [String] = []
        for row in ruleRows {
            let text = row.string(6) ?? ""
            rules.append(GroupInput(id: row.string(0) ?? "", document: index[row.string(1) ?? ""] ?? 0,
                                    lang: Lang(rawValue: row.string(2) ?? "") ?? .en,
                                    bars: list(row.string(3)).map { Bar(rawValue: $0) ?? .general },
                                    kind: RuleKind(rawValue: row.string(4) ?? "") ?? .reference,
                                    modality: row.string(5).flatMap { Modality(rawValue: $0) },
                                    text: text, items: list(row.string(7)), symbols: list(row.string(8))))
            texts.append(text)
        }
        return (rules, texts, documents)
    }

    /// The groups of the sequential path, as `stored` gives them.
    static func sequential(_ store: Store) throws -> [Membership] {
        let (rules, texts, documents) = try inputs(store)
        let detector = try ConceptDetector(store: store)
        let made = GroupAssignment.make(rules, documents: documents) { detector.concepts(in: texts[$0]) }
        return made.members.map { Membership(group: made.groups[$0.group].id, link: $0.link, score: $0.score) }
    }

    @Test func theSeedsGroupAsTheSequentialPathGroupsThem() throws {
        let store = try Fixtures.openShared()
        let stored = try Self.stored(store)
        #expect(stored.count == (try store.allRules().count))
        #expect(stored == (try Self.sequential(store)))
        #expect(stored.contains { $0.link == "aligned" }, "the seeds have translations")
    }

    @Test func textsInEveryLanguageGroupAsTheSequentialPathGroupsThem() throws {
        let dir = Fixtures.temporaryDirectory("barguide-pending")
        defer { Fixtures.cleanup(dir) }
        let store = try Self.ingestSeedsAndExamples(into: dir)
        let stored = try Self.stored(store)
        #expect(stored == (try Self.sequential(store)))
        // The three translations of "don't create a custom status bar", its later edition and the
        // seed's own (the Russian iOS 8 chapter) are one group.
        let rules = try store.allRules()
        let custom = rules.filter { r in
            ["Don't create a custom status bar", "不要制作自定义状态栏", "Не создавайте пользовательскую строку"].contains { r.text.hasPrefix($0) }
        }
        #expect(Set(custom.map(\.document)) == ["en_bars.txt", "zh-Hans_bars.txt", "ru_bars.txt", "en_bars_2016.txt", IngestCorpus.statusNav],
                "\(custom.map { ($0.document, $0.text) })")
        #expect(Set(custom.compactMap(\.group)).count == 1, "\(custom.map { ($0.document, $0.group ?? "") })")
    }

    /// The texts read before the commit are exactly those whose concepts the alignment asks for.
    @Test func theRulesReadAheadAreTheRulesTheAlignmentAsksAbout() throws {
        let dir = Fixtures.temporaryDirectory("barguide-pending-ask")
        defer { Fixtures.cleanup(dir) }
        let store = try Self.ingestSeedsAndExamples(into: dir)
        let (rules, _, documents) = try Self.inputs(store)
        final class Asked: @unchecked Sendable { var rules: [Int] = [] }
        let asked = Asked()
        var aligner = GuidelineAligner(rules: rules, documents: documents) { i in asked.rules.append(i); return [] }
        let planned = aligner.conceptRules(aligner.alignedPairs())
        _ = aligner.groupsWithScores()
        #expect(!planned.isEmpty && planned.count < rules.count, "general rules join no section")
        #expect(asked.rules.sorted() == planned, "each asked once, none missing, none extra")
    }
}
