// English words are indexed as written: a query word finds its other forms through its Snowball
// stem, searched as a prefix ("placeholders" finds "placeholder"). The small corpus is written for
// this test.
import Testing
import Foundation
@testable import BarGuideKit

@Suite struct SearchEnglishFormsTests {
    static let texts: [(name: String, text: String)] = [
        ("en_forms.txt", """
            Search bar

            Write a placeholder that says what can be found, such as "Recipes or ingredients".

            The bar scrolls away with the list and comes back when people pull down.

            Toolbar

            A table of the toolbar's buttons follows.
            """),
    ]

    @Test func aWordFindsItsOtherForms() throws {
        let (dir, store) = try Fixtures.build(Self.texts, label: "barguide-forms")
        defer { Fixtures.cleanup(dir) }
        let engine = SearchEngine(store: store)
        for (query, found) in [("placeholders", "Write a placeholder"), ("scrolling", "The bar scrolls"), ("search field placeholders", "Write a placeholder")] {
            let result = try engine.search(SearchRequest(query: query, limit: 10))
            #expect(result.hits.first?.rule.text.hasPrefix(found) == true, "\(query): \(result.hits.map(\.rule.text))")
        }
        // a short stem would reach unrelated words: "tabs" is no prefix of "table"
        let tabs = try engine.search(SearchRequest(query: "tabs", limit: 10))
        #expect(!tabs.hits.contains { $0.rule.text.contains("table") }, "\(tabs.hits.map(\.rule.text))")
    }

    @Test func theStemIsAPrefixOnlyWhenItIsLongAndDiffers() {
        #expect(QueryCompiler.englishStemPrefix("placeholders") == "placehold")
        #expect(QueryCompiler.englishStemPrefix("scrolling") == "scroll")
        #expect(QueryCompiler.englishStemPrefix("tabs") == nil, "too short a word")
        #expect(QueryCompiler.englishStemPrefix("button") == nil, "the stem is the word")
        #expect(QueryCompiler.englishStemPrefix("Toolbar") == nil, "the stem is the word, capitalized or not")
        #expect(QueryCompiler.englishStemPrefix("Placeholders") == "placehold", "a word opening the query")
        #expect(QueryCompiler.englishStemPrefix("preferredStatusBarStyle") == nil, "camelCase is an API name")
        #expect(QueryCompiler.englishStemPrefix("панели") == nil, "Russian is stemmed in the index")
    }
}
