import CStemmer
import Testing
@testable import BarGuideText

/// A fresh Analyzer per use: tests run in parallel and an Analyzer is not thread-safe.
private var analyzer: Analyzer { Analyzer() }

/// Primary (non-colocated) token strings.
private func primary(_ text: String, _ mode: AnalysisMode = .document) -> [String] {
    analyzer.tokens(text, mode: mode).filter { !$0.colocated }.map(\.token)
}

/// All token strings, colocated ones prefixed with "+".
private func all(_ text: String, _ mode: AnalysisMode = .document) -> [String] {
    analyzer.tokens(text, mode: mode).map { ($0.colocated ? "+" : "") + $0.token }
}

/// Every token string (primary and colocated) of a single word.
private func tokenSet(_ text: String, _ mode: AnalysisMode) -> Set<String> {
    Set(analyzer.tokens(text, mode: mode).map(\.token))
}

/// The original text a token covers.
private func source(_ text: String, _ token: AnalyzedToken) -> String {
    let utf8 = Array(text.utf8)
    return String(decoding: utf8[token.start..<token.end], as: UTF8.self)
}

/// True when a one-word query can match a one-word document at one position.
private func wordMatches(query: String, document: String) -> Bool {
    !tokenSet(query, .query).isDisjoint(with: tokenSet(document, .document))
}

@Suite struct RussianTests {
    @Test func inflectionsShareAStem() {
        let forms = ["строка", "строки", "строку", "строкой", "строке", "Строка"]
        let stems = Set(forms.map { primary($0) })
        #expect(stems.count == 1, "\(stems)")
        #expect(primary("скрыть строку состояния", .query) == primary("…скрыть строку состояния"))
        #expect(primary("сокрытие строки состояния").dropFirst() == primary("скрыть строку состояния").dropFirst())
    }

    @Test func tabForms() {
        #expect(wordMatches(query: "вкладкой", document: "вкладка"))
        #expect(wordMatches(query: "вкладка", document: "вкладкой"))
        #expect(wordMatches(query: "вкладок", document: "вкладки"))
        #expect(wordMatches(query: "вкладки", document: "вкладок"))
        #expect(wordMatches(query: "вкладками", document: "вкладок"))
        #expect(!wordMatches(query: "вкладок", document: "панели"))
    }

    @Test func fleetingVowelVariantIsColocatedAndOnlyWhereItApplies() {
        let tokens = analyzer.tokens("вкладок", mode: .document)
        #expect(tokens.map(\.token) == ["вкладок", "вкладк"])
        #expect(tokens.map(\.colocated) == [false, true])
        #expect(tokens[1].start == tokens[0].start && tokens[1].end == tokens[0].end)
        #expect(all("панели") == ["панел"])
        #expect(all("значок") == ["значок", "+значк"])
        #expect(wordMatches(query: "значок", document: "значки"))
        #expect(wordMatches(query: "конца", document: "конец"))
        #expect(all("кнопок", .query) == ["кнопок", "+кнопк"])
        // Each of к, н, ц after о/е and a consonant; not after a vowel, not another last letter.
        #expect(all("камень") == ["камен", "+камн"])
        #expect(all("дворец") == ["дворец", "+дворц"])
        #expect(all("заек") == ["заек"])
        #expect(all("пакет") == ["пакет"])
    }

    @Test func yoFoldsToYeAndCaseFolds() {
        #expect(primary("ёлка") == primary("елка"))
        #expect(primary("ЁЛКА") == primary("елка"))
        #expect(primary("Её") == primary("ее"))
        #expect(primary("ПАНЕЛЬ ВКЛАДОК") == primary("панель вкладок"))
    }

    @Test func everyCyrillicLetterLowercasesLikeUnicode() {
        // Each letter of U+0400–U+045F, capital and small (the two-byte fast path covers А-я,
        // Ё and ё; the rest goes through the general path), inside a word and on its own.
        for cp in UInt32(0x0400)...0x045F {
            let letter = String(Character(Unicode.Scalar(cp)!))
            let lower = String(letter.lowercased().map { $0 == "ё" ? "е" : $0 })
            #expect(primary("к" + letter + "от") == primary("к" + lower + "от"), "U+\(String(cp, radix: 16))")
            #expect(primary(letter) == primary(lower), "U+\(String(cp, radix: 16))")
            #expect(analyzer.tokens("к" + letter + "от", mode: .document).first?.end == ("к" + letter + "от").utf8.count)
        }
    }

    @Test func combiningMarksInsideWords() {
        // Stress mark dropped; decomposed й recomposed.
        #expect(primary("сло\u{301}во") == primary("слово"))
        #expect(primary("такои\u{306}") == primary("такой"))
    }

    @Test func stemCacheAgreesWithSnowball() throws {
        // Every Cyrillic word of the corpus, twice and in two orders, through one
        // Analyzer (whose memo fills and collides) vs. a fresh Snowball call.
        let words = try corpusTexts().flatMap { $0.text.split { !("а"..."я").contains($0) && !("А"..."Я").contains($0) } }
            .map { $0.lowercased() }.filter { !$0.contains("ё") }
        #expect(words.count > 3_000)
        guard let stemmer = sb_stemmer_new("russian", "UTF_8") else { Issue.record("no stemmer"); return }
        defer { sb_stemmer_delete(stemmer) }
        let cached = Analyzer()
        for word in words + words.reversed() + words {
            let bytes = Array(word.utf8)
            let out = sb_stemmer_stem(stemmer, bytes, Int32(bytes.count))!
            let expected = String(decoding: UnsafeBufferPointer(start: out, count: Int(sb_stemmer_length(stemmer))), as: UTF8.self)
            let got = cached.tokens(word, mode: .document).first?.token
            if got != expected { Issue.record("\(word): \(got ?? "nil") != \(expected)"); return }
        }
    }

    @Test func offsetsCoverTheOriginalWord() {
        let text = "«Строка» — ЁЖИК"
        let tokens = analyzer.tokens(text, mode: .document).filter { !$0.colocated }
        #expect(tokens.map { source(text, $0) } == ["Строка", "ЁЖИК"])
    }
}

@Suite struct HanTests {
    @Test func traditionalFoldsToSimplified() {
        #expect(primary("狀態欄") == ["状", "态", "栏"])
        #expect(primary("標簽欄") == ["标", "签", "栏"])
        #expect(primary("導航欄") == ["导", "航", "栏"])
        #expect(primary("徽標") == ["徽", "标"])
        #expect(primary("爲裏") == ["为", "里"])
    }

    @Test func bothDirectionsOfUse() {
        // Simplified queries meet Traditional documents and vice versa.
        for (simplified, traditional) in [("状态栏", "狀態欄"), ("导航栏", "導航欄"), ("标签栏", "標簽欄"),
                                          ("徽标", "徽標"), ("工具栏高度", "工具欄高度")] {
            #expect(primary(simplified, .query) == primary(traditional, .document))
            #expect(primary(traditional, .query) == primary(simplified, .document))
        }
        #expect(primary("透明") == ["透", "明"])
        #expect(primary("分段控件") == ["分", "段", "控", "件"])
    }

    @Test func oneTokenPerCharacterInBothModes() {
        for mode in [AnalysisMode.document, .query] {
            let tokens = analyzer.tokens("標簽", mode: mode)
            #expect(tokens.map(\.token) == ["标", "签"])
            #expect(tokens.allSatisfy { !$0.colocated })
        }
        #expect(primary("标", .query) == ["标"])
    }

    @Test func offsetsPointAtTheTraditionalCharacters() {
        let text = "隱藏狀態欄之前"
        let tokens = analyzer.tokens(text, mode: .document)
        #expect(tokens.map { source(text, $0) } == ["隱", "藏", "狀", "態", "欄", "之", "前"])
        #expect(tokens.map(\.token) == ["隐", "藏", "状", "态", "栏", "之", "前"])
    }

    @Test func pinyinAnnotationsAreSkipped() {
        let text = "狀態(tài)欄和標(biāo)簽"
        let tokens = analyzer.tokens(text, mode: .document)
        #expect(tokens.map(\.token) == ["状", "态", "栏", "和", "标", "签"])
        #expect(tokens.map { source(text, $0) } == ["狀", "態", "欄", "和", "標", "簽"])
        // Not after Han, or not pinyin: ordinary text.
        #expect(primary("bar(tài)") == ["bar", "tài"])
        #expect(primary("欄(Tab Bar)") == ["栏", "tab", "bar"])
        #expect(primary("欄(tab)") == ["栏", "tab"])
        #expect(primary("ひ(men)") == ["ひ", "men"])
        // The rule ingest removes annotations by (`Pinyin`): one toneless syllable, full-width
        // parentheses, syllables apart.
        #expect(primary("欄(tai)") == ["栏"])
        #expect(primary("導航（dǎo）欄") == ["导", "航", "栏"])
        #expect(primary("導航(dǎo háng)欄") == ["导", "航", "栏"])
    }

    @Test func foldTableIsIdempotentAndSizable() {
        #expect(HanFold.pairCount > 4000)
        #expect(HanFoldTable.sources.count == HanFold.pairCount)
        #expect(HanFoldTable.targets.count == HanFold.pairCount)
        // Sorted and unique, so that generated data cannot silently shadow a pair.
        #expect(zip(HanFoldTable.sources, HanFoldTable.sources.dropFirst()).allSatisfy { $0 < $1 })
        for (k, v) in zip(HanFoldTable.sources, HanFoldTable.targets) {
            #expect(HanFold.fold(k) == v)
            #expect(HanFold.fold(v) == v, "\(k) -> \(v) folds again")
        }
        // Simplified characters stay themselves (么 is not taken to 幺).
        for s in "么着里后发台干状态栏".unicodeScalars { #expect(HanFold.fold(s.value) == s.value) }
        #expect(HanFold.fold(0x8457) == 0x7740) // 著 -> 着
        #expect(HanFold.fold(0xF900) == 0x5C82) // compatibility 豈 -> unified 豈 -> 岂
    }

    @Test func cjkPunctuationSeparatesAndFullWidthFolds() {
        #expect(primary("状态，栏。「标」") == ["状", "态", "栏", "标"])
        let text = "Ｔｏｏｌｂａｒ（１２）"
        let tokens = analyzer.tokens(text, mode: .document)
        #expect(tokens.map(\.token) == ["toolbar", "12"])
        #expect(tokens.map { source(text, $0) } == ["Ｔｏｏｌｂａｒ", "１２"])
        #expect(primary("ＵＩＢａｒ", .query) == ["ui", "bar"])
    }
}

@Suite struct IdentifierTests {
    @Test func camelCaseDocumentTokens() {
        #expect(all("tintColor") == ["tint", "+tintcolor", "color"])
        #expect(all("UIBarButtonItem") == ["ui", "+uibarbuttonitem", "bar", "+barbuttonitem",
                                           "button", "+buttonitem", "item"])
        #expect(all("NSString") == ["ns", "+nsstring", "string"])
        #expect(primary("UINavigationBar") == ["ui", "navigation", "bar"])
        #expect(primary("UIImageRenderingModeAlwaysOriginal")
                == ["ui", "image", "rendering", "mode", "always", "original"])
        #expect(all("Toolbar") == ["toolbar"])
        #expect(all("HTTPServer2") == ["http", "+httpserver2", "server", "+server2", "2"])
        #expect(all("UI_APPEARANCE") == ["ui", "+uiappearance", "appearance"])
    }

    @Test func camelCaseQueryTokensAreParts() {
        #expect(all("tintColor", .query) == ["tint", "color"])
        #expect(all("UIBarButtonSystemItemFixedSpace", .query)
                == ["ui", "bar", "button", "system", "item", "fixed", "space"])
        #expect(all("fixedspace", .query) == ["fixedspace"])
        #expect(all("tintcolor", .query) == ["tintcolor"])
    }

    @Test func everyWayOfTypingTheIdentifierMatches() {
        let doc = analyzer.tokens("UIBarButtonSystemItemFixedSpace", mode: .document)
        // Token sets by position.
        var positions: [Set<String>] = []
        for t in doc { if t.colocated { positions[positions.count - 1].insert(t.token) } else { positions.append([t.token]) } }
        func phraseMatches(_ query: String) -> Bool {
            let q = primary(query, .query)
            guard q.count <= positions.count else { return false }
            return (0...(positions.count - q.count)).contains { p in
                q.indices.allSatisfy { positions[p + $0].contains(q[$0]) }
            }
        }
        for q in ["FixedSpace", "fixedspace", "fixedSpace", "UIBarButtonSystemItemFixedSpace",
                  "uibarbuttonsystemitemfixedspace", "itemfixedspace", "SystemItem", "fixed space", "Space"] {
            #expect(phraseMatches(q), "\(q)")
        }
        #expect(!phraseMatches("ButtonItem"))
        #expect(!phraseMatches("spacefixed"))
    }

    @Test func selectors() {
        let text = "setBackgroundImage:forBarMetrics:"
        #expect(primary(text) == ["set", "background", "image", "for", "bar", "metrics"])
        #expect(primary(text, .query) == primary(text))
        let phrases = analyzer.queryPhrases(text)
        #expect(phrases.map(\.text) == ["setBackgroundImage:forBarMetrics"])
        #expect(phrases.first?.tokens == ["set", "background", "image", "for", "bar", "metrics"])
        #expect(analyzer.queryPhrases("forBarMetrics").map(\.tokens) == [["for", "bar", "metrics"]])
        // A colon followed by a space does not join.
        #expect(analyzer.queryPhrases("Note: tintColor").map(\.text) == ["Note", "tintColor"])
    }

    @Test func digits() {
        #expect(primary("iOS 7") == ["i", "os", "7"])
        #expect(primary("1.0") == ["1", "0"])
        #expect(all("iOS7") == ["i", "+ios7", "os", "+os7", "7"])
    }

    @Test func identifierOffsets() {
        let text = "см. UIBarButtonItem, tintColor"
        let tokens = analyzer.tokens(text, mode: .document)
        let sources = tokens.map { ($0.colocated ? "+" : "") + source(text, $0) }
        #expect(sources == ["см", "UI", "+UIBarButtonItem", "Bar", "+BarButtonItem", "Button", "+ButtonItem",
                            "Item", "tint", "+tintColor", "Color"])
    }

    @Test func scriptChangesSplitWords() {
        #expect(primary("UINavigationBarкласс") == ["ui", "navigation", "bar", "класс"])
        #expect(primary("app中") == ["app", "中"])
    }
}

@Suite struct SeparatorTests {
    @Test func punctuationEmojiAndControls() {
        #expect(primary("a«b»c—d…e😀f\u{0}g\u{7}h\ti\u{200B}j") == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
        #expect(primary("« — » 😀 \u{1}") == [])
        #expect(primary("") == [])
    }

    @Test func invalidUTF8BytesAreSeparators() {
        let bytes: [UInt8] = [0xFF, 0x61, 0xC3, 0x62, 0xE6, 0x97, 0x20, 0xED, 0xA0, 0x80, 0x63,
                              0xD0, 0xA1, 0xD0, 0xB0, 0xF4, 0x90, 0x80, 0x80, 0xE6, 0x97, 0xA5]
        let tokens = bytes.withUnsafeBufferPointer { analyzer.tokens(utf8: $0, mode: .document) }
        #expect(tokens.map(\.token) == ["a", "b", "c", "са", "日"])
        #expect(tokens.map(\.start) == [1, 3, 10, 11, 19])
    }

    @Test func longWordsAreCutNotDropped() {
        let long = String(repeating: "a", count: 1000)
        let tokens = analyzer.tokens(long, mode: .document)
        #expect(tokens.count == 4)
        #expect(tokens.allSatisfy { $0.token.utf8.count <= Analyzer.wordCapacity })
        #expect(tokens.last?.end == 1000)
    }
}

@Suite struct QueryPhraseTests {
    @Test func groups() {
        let phrases = analyzer.queryPhrases("状态栏 tintColor строки 標簽欄中文")
        #expect(phrases.map(\.text) == ["状态栏", "tintColor", "строки", "標簽欄中文"])
        #expect(phrases.map(\.isHan) == [true, false, false, true])
        #expect(phrases[0].tokens == ["状", "态", "栏"])
        #expect(phrases.map(\.fts5) == ["\"状态栏\"", "\"tintColor\"", "\"строки\"", "\"標簽欄中文\""])
        #expect(analyzer.queryPhrases("狀態(tài)欄").map(\.tokens) == [["状", "态", "栏"]])
        #expect(analyzer.queryPhrases("app状态").map(\.text) == ["app", "状态"])
    }
}
