import Testing
@testable import BarGuideText

/// `Analyzer.snippetPositions` (a sink specialized in BarGuideText) against the same positions
/// built from `forEachToken` with a closure, over every seed paragraph.
@Suite struct SnippetPositionsTests {
    /// The reference: what SnippetBuilder computed before, from the public token stream.
    static func reference(_ analyzer: Analyzer, _ text: String, exact: [(bytes: [UInt8], id: Int)],
                          prefixes: [(bytes: [UInt8], id: Int)], stemming: [[UInt8]]?) -> SnippetPositions {
        var out = SnippetPositions()
        analyzer.forEachToken(in: text, mode: .document, stemming: stemming) { bytes, start, end, colocated in
            if !colocated || out.starts.isEmpty {
                out.starts.append(start)
                out.ends.append(end)
                out.firstMatch.append(out.matchIDs.count)
            }
            for e in exact where e.bytes.count == bytes.count && e.bytes.elementsEqual(bytes) {
                out.matchIDs.append(e.id)
                out.matchEnds.append(end)
            }
            for p in prefixes where bytes.starts(with: p.bytes) {
                out.matchIDs.append(p.id)
                out.matchEnds.append(end)
            }
        }
        return out
    }

    /// Query tokens (as the query analyzer makes them) of `words`, numbered; the last as a prefix.
    static func tokens(_ analyzer: Analyzer, _ words: [String]) -> (exact: [(bytes: [UInt8], id: Int)], prefixes: [(bytes: [UInt8], id: Int)]) {
        var all: [[UInt8]] = []
        for w in words {
            analyzer.forEachToken(in: w, mode: .query) { bytes, _, _, _ in
                if !all.contains(Array(bytes)) { all.append(Array(bytes)) }
            }
        }
        let exact = all.dropLast().enumerated().map { (bytes: $0.element, id: $0.offset) }
        let prefixes = all.suffix(1).map { (bytes: $0, id: all.count - 1) }
        return (Array(exact), prefixes)
    }

    static func equal(_ a: SnippetPositions, _ b: SnippetPositions) -> Bool {
        a.starts == b.starts && a.ends == b.ends && a.firstMatch == b.firstMatch
            && a.matchIDs == b.matchIDs && a.matchEnds == b.matchEnds
    }

    @Test(arguments: [
        ["строка", "состояния", "скрыть"],
        ["панели", "навигации", "кноп"],
        ["状态栏", "按钮", "导航"],
        ["標籤列", "圖示"],
        ["UIBarButtonItem", "tintColor", "status", "bar"],
        ["FixedSpace", "toolbar"],
    ])
    func matchesTheClosurePositionsOnEverySeedParagraph(words: [String]) throws {
        let analyzer = Analyzer()
        let (exact, prefixes) = Self.tokens(analyzer, words)
        #expect(!exact.isEmpty && !prefixes.isEmpty)
        let paragraphs = try corpusParagraphs()
        #expect(paragraphs.count > 100)
        var matched = 0
        for stemming in [nil, [[UInt8]](), [Array("стро".utf8), Array("панел".utf8)]] {
            for (_, text) in paragraphs {
                let fast = analyzer.snippetPositions(in: text, exact: exact, prefixes: prefixes, stemming: stemming)
                let slow = Self.reference(analyzer, text, exact: exact, prefixes: prefixes, stemming: stemming)
                #expect(Self.equal(fast, slow), "\(words) \(String(describing: stemming)): \(text)")
                matched += fast.matchIDs.count
            }
        }
        #expect(matched > 0, "\(words) matches somewhere in the seeds")
    }

    @Test func positionsAndMatchesOfAShortText() throws {
        let analyzer = Analyzer()
        let text = "Скройте строку состояния: UIBarButtonItem"
        let p = analyzer.snippetPositions(in: text, exact: [(Array("строк".utf8), 0)],
                                          prefixes: [(Array("uibar".utf8), 1)], stemming: nil)
        let words = (0..<p.count).map { String(decoding: Array(text.utf8)[p.starts[$0]..<p.ends[$0]], as: UTF8.self) }
        #expect(words.first == "Скройте" && words.contains("строку") && words.contains("состояния"))
        let строку = try #require(words.firstIndex(of: "строку"))
        #expect(p.matches(строку).map { p.matchIDs[$0] } == [0])
        // the identifier's positions start at its first byte; one of them matches the prefix
        let at = Array(text.utf8).count - Array("UIBarButtonItem".utf8).count
        let ui = (0..<p.count).filter { p.starts[$0] >= at }
        #expect(!ui.isEmpty && ui.contains { k in p.matches(k).contains { p.matchIDs[$0] == 1 } })
        #expect(p.matches(0).isEmpty)
        #expect(analyzer.snippetPositions(in: "", exact: [], prefixes: [], stemming: nil).count == 0)
    }
}
