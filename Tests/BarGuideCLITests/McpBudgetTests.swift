// The token budget's bookkeeping: the size of a JSON answer counted without serializing it, and
// a search page rendered once (a header and a block per hit) that must be exactly what the
// CLI's printers make of the same page, whatever the cut.
import Testing
import BarGuideKit
@testable import BarGuideCLI

@Suite("MCP: budget")
struct McpBudgetTests {
    @Test func jsonSizeIsTheSerializedLength() {
        let values: [JSONValue] = [
            .null, true, false, 0, 7, -1, 10, 99, 100, -100, .int(Int.max), .int(Int.min),
            0.5, -2.25, 1e-05, 1e+20, .double(.nan), .double(.infinity),
            "", "plain", "quote \" and \\ backslash", "tab\tnew\nline\rcr\u{08}\u{0C}", "\u{01}\u{1F}\u{7F}",
            "line\u{2028}para\u{2029}", "Скрыть строку состояния", "標簽欄图标", "e\u{301} 👍🏽", "\u{E2}\u{80}",
            [], [1, "a", nil], [:], ["b": 1, "a": ["x": [true, "y\n"]], "ключ": "значение"],
        ]
        for v in values {
            #expect(JSONSize.scalars(v) == v.serialized().unicodeScalars.count, "\(v.serialized())")
        }
        let nested: JSONValue = .object(["results": .array(values), "n": .int(values.count)])
        #expect(JSONSize.scalars(nested) == nested.serialized().unicodeScalars.count)
    }

    /// Real searches of the seed database, in every language, plain and with notes (fallbacks,
    /// no results, an offset).
    static let searches: [(String, Int)] = [
        ("tab bar", 0), ("скрыть строку состояния", 0), ("标签栏 图标", 0), ("back button", 3),
        ("панель навигации кнопка xyzzy", 0), ("FixedSpace", 0), ("nothing-matches-this", 0), ("toolbar", 500),
    ]

    @Test func aSearchPageIsTheCLIPrintersOutputAtEveryCut() throws {
        let store = try Store.open(SeedDatabase.path)
        let engine = SearchEngine(store: store)
        for (query, offset) in Self.searches {
            let request = SearchRequest(query: query, filters: QueryFilters(), limit: 12, offset: offset)
            let groups = try GroupCollapse.search(engine, request)
            let page = ToolPages.search(groups.result, groups: groups)
            let rendered = ToolPages.renderedSearch(groups.result, groups: groups)
            #expect(page.size != nil, "\(query): the page knows its sizes")
            for k in 0...groups.result.hits.count {
                let fast = page.render(k), slow = rendered.render(k)
                #expect(fast.markdown == slow.markdown, "\(query) k=\(k)")
                #expect(fast.json == slow.json, "\(query) k=\(k)")
                for structured in [false, true] {
                    #expect(page.size?(k, structured) == Budget.size(slow, structured: structured), "\(query) k=\(k)")
                }
            }
            // The whole page is the CLI's JSON and its --format markdown output.
            let whole = page.render(groups.result.hits.count)
            #expect(whole.json == GroupCollapsePrinter.json(SearchPrinter.json(groups.result), groups))
            #expect(whole.markdown.hasPrefix(ToolPages.render { SearchPrinter.markdown(groups.result, $0, groups: groups, pageNotes: false) }))
            if !groups.result.hits.isEmpty {
                // with results, the page notes say nothing: the page is the CLI's own --format markdown
                #expect(whole.markdown.hasPrefix(ToolPages.render { SearchPrinter.markdown(groups.result, $0, groups: groups) }))
            }
        }
    }

    @Test func cutsAreTheSameWithAndWithoutKnownSizes() throws {
        let store = try Store.open(SeedDatabase.path)
        let engine = SearchEngine(store: store)
        let groups = try GroupCollapse.search(engine, SearchRequest(query: "tab bar", filters: QueryFilters(), limit: 30, offset: 0))
        var known = ToolPages.search(groups.result, groups: groups)
        var measured = known
        measured.size = nil
        #expect(known.size != nil)
        for maxChars in [500, 1_500, 4_000, 9_000, 20_000, 1_000_000] {
            for structured in [false, true] {
                let a = Budget.fit(known, maxChars: maxChars, structured: structured)
                let b = Budget.fit(measured, maxChars: maxChars, structured: structured)
                #expect(a.0 == b.0 && a.1 == b.1, "max_chars \(maxChars)")
            }
        }
        known.count = 0
        #expect(Budget.fit(known, maxChars: 500, structured: true).1.contains("No results"))
    }
}
