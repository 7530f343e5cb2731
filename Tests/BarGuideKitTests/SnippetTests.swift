import Testing
import BarGuideText
@testable import BarGuideKit

/// SnippetBuilder: phrase marks over the index's own tokens, and the window.
@Suite struct SnippetTests {
    let analyzer = Analyzer()

    func builder(_ terms: [(String, Bool)]) -> SnippetBuilder {
        SnippetBuilder(terms: terms.map { QueryAlternative(text: $0.0, prefix: $0.1) }, analyzer: analyzer)
    }

    /// The snippet with its marks shown as [ ].
    func shown(_ s: Snippet) -> String {
        s.marked(open: "[", close: "]")
    }

    @Test func simplifiedQueryMarksTraditionalText() {
        let b = builder([("状态栏", false)])
        #expect(shown(b.snippet("不要隱藏狀態欄。狀態欄很重要", window: 40)) == "不要隱藏[狀態欄]。[狀態欄]很重要")
    }

    @Test func aPhraseMustBeConsecutive() {
        // 状 and 栏 occur, but not as the phrase 状态栏.
        let b = builder([("状态栏", false)])
        #expect(shown(b.snippet("狀態和欄", window: 40)) == "狀態和欄")
    }

    @Test func russianInflectionsMatchByStem() {
        let b = builder([("строка состояния", false)])
        #expect(shown(b.snippet("Скройте строки состояния, если нужно.", window: 24))
                == "Скройте [строки состояния], если нужно.")
    }

    @Test func prefixMatchesTheLastToken() {
        let b = builder([("навиг", true)])
        #expect(shown(b.snippet("Панель навигации и навигатор.", window: 24)) == "Панель [навигации] и [навигатор].")
    }

    @Test func identifiersMatchWholeAndByParts() {
        let text = "Use UIBarButtonSystemItemFixedSpace here."
        #expect(shown(builder([("FixedSpace", false)]).snippet(text, window: 24))
                == "Use UIBarButtonSystemItem[FixedSpace] here.")
        // A lowercase compound meets the index's colocated compound token.
        #expect(shown(builder([("fixedspace", false)]).snippet(text, window: 24))
                == "Use UIBarButtonSystemItem[FixedSpace] here.")
        #expect(shown(builder([("UIBarButtonSystemItemFixedSpace", false)]).snippet(text, window: 24))
                == "Use [UIBarButtonSystemItemFixedSpace] here.")
    }

    @Test func adjacentMarksMerge() {
        let b = builder([("返回", false), ("按钮", false)])
        #expect(shown(b.snippet("自定義返回按鈕。", window: 40)) == "自定義[返回按鈕]。")
    }

    @Test func longTextsAreCutToTheBestWindow() {
        let filler = (1...60).map { "word\($0)" }.joined(separator: " ")
        let text = filler + ". The toolbar holds buttons. " + filler
        let snippet = builder([("toolbar", false)]).snippet(text, window: 10)
        let s = snippet.text
        #expect(s.hasPrefix("…") && s.hasSuffix("…"), "\(s)")
        #expect(shown(snippet).contains("[toolbar]"))
        // At most the window's 10 positions (words) are shown.
        let words = s.split { $0 == " " || $0 == "…" }.count
        #expect(words <= 10, "\(s)")
        // The window starts at the sentence the match begins.
        #expect(shown(snippet).hasPrefix("…The [toolbar]"), "\(shown(snippet))")
    }

    @Test func theWindowWithMoreDistinctPhrasesWins() {
        let filler = (1...40).map { "w\($0)" }.joined(separator: " ")
        let text = "alpha alpha alpha. " + filler + ". alpha beta. " + filler
        let s = shown(builder([("alpha", false), ("beta", false)]).snippet(text, window: 8))
        #expect(s.contains("[alpha] [beta]"), "\(s)")
    }

    @Test func noMatchShowsTheStart() {
        // (w1 would be two positions: letters and digits are separate parts.)
        let text = Array(repeating: "lorem ipsum", count: 25).joined(separator: " ")
        let s = builder([("absent", false)]).snippet(text, window: 5)
        #expect(s.text == "lorem ipsum lorem ipsum lorem…" && s.highlights.isEmpty)
    }

    @Test func shortTextsAreShownWholeWithPunctuation() {
        let s = builder([("bar", false)]).snippet("«Tab bar» — ok", window: 24)
        #expect(shown(s) == "«Tab [bar]» — ok")
    }

    @Test func realCorpusSearchMarksEveryShownSnippet() throws {
        let store = try Fixtures.openShared()
        let engine = SearchEngine(store: store)
        for query in ["скрыть строку состояния", "标签栏", "back button", "FixedSpace", "навиг*"] {
            let result = try engine.search(SearchRequest(query: query))
            #expect(!result.hits.isEmpty, "\(query)")
            let marked = result.hits.filter { !$0.snippet.highlights.isEmpty }
            #expect(marked.count * 2 >= result.hits.count, "\(query): most shown snippets carry a mark")
            for hit in result.hits {
                // Ranges are ascending, apart, inside the text and on character boundaries.
                var end = -1
                for r in hit.snippet.highlights {
                    #expect(r.lowerBound > end && r.upperBound <= hit.snippet.text.utf8.count, "\(query): \(hit.snippet)")
                    end = r.upperBound
                }
                #expect(hit.snippet.scalarHighlights.count == hit.snippet.highlights.count, "\(query): \(hit.snippet)")
                #expect(!hit.snippet.text.unicodeScalars.contains { $0.value == 2 || $0.value == 3 })
            }
        }
    }

    @Test func highlightsAreRangesNotControlCharacters() {
        let s = builder([("状态栏", false)]).snippet("不要隱藏狀態欄。", window: 40)
        #expect(s.text == "不要隱藏狀態欄。")
        #expect(s.highlights == [12..<21])
        #expect(s.scalarHighlights == [4..<7])
        #expect(s.pieces.map(\.highlighted) == [false, true, false])
    }
}
