// The text printer's snippet rendering (SearchPrinter.renderSnippet): its byte-level paths must
// give exactly what sanitizing and styling each piece gives.
import Testing
import BarGuideKit
@testable import BarGuideCLI

@Suite("Output: snippet rendering")
struct OutputSnippetRenderTests {
    /// The rendering piece by piece: every piece sanitized for one line, highlighted ones styled.
    static func reference(_ snippet: Snippet, _ style: Style) -> String {
        snippet.pieces.map { piece in
            let text = Sanitize.line(piece.text)
            return piece.highlighted ? style.highlight(text) : text
        }.joined()
    }

    /// UTF-8 ranges of each occurrence of `words` in `text`.
    static func ranges(of words: [String], in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        var out: [Range<Int>] = []
        for word in words {
            let w = Array(word.utf8)
            var i = 0
            while i + w.count <= bytes.count {
                if Array(bytes[i..<i + w.count]) == w { out.append(i..<i + w.count); i += w.count } else { i += 1 }
            }
        }
        return out.sorted { $0.lowerBound < $1.lowerBound }
    }

    static let cases: [(String, [String])] = [
        ("Hide the status bar when people watch full-screen media.", ["status bar"]),
        ("Не скрывайте строку состояния…\nПользователи ждут её.", ["строку", "состояния"]),
        ("一行\t标签栏\n两行", ["标签栏"]),
        ("Tab bar\n\n• Show the tab bar\n• Keep it", ["tab bar", "Tab bar"]),
        ("Escape \u{1B}[31mred\u{1B}[0m text with tab bar", ["tab bar", "red"]),
        ("Bidi \u{202E}reversed\u{202C} and line\u{2028}separator near toolbar", ["toolbar"]),
        ("Carriage\r\nreturn toolbar", ["toolbar"]),
        ("…whole rule without matches", []),
        ("", []),
    ]

    @Test func rendersAsPieceByPiece() {
        for (text, words) in Self.cases {
            let snippet = Snippet(text: text, highlights: Self.ranges(of: words, in: text))
            for style in [Style(enabled: false), Style(enabled: true)] {
                #expect(SearchPrinter.renderSnippet(snippet, style: style) == Self.reference(snippet, style),
                        "\(text.debugDescription) colour \(style.enabled)")
            }
        }
    }

    @Test func lineBreaksBecomeSpacesAndMarksStayOnTheirWords() {
        let text = "Скрыть\nстроку состояния"
        let snippet = Snippet(text: text, highlights: Self.ranges(of: ["строку"], in: text))
        #expect(SearchPrinter.renderSnippet(snippet, style: Style(enabled: false)) == "Скрыть строку состояния")
        #expect(SearchPrinter.renderSnippet(snippet, style: Style(enabled: true))
                == "Скрыть \u{1B}[1m\u{1B}[31mстроку\u{1B}[39m\u{1B}[22m состояния")
    }
}

@Suite("Output: display width of a string")
struct OutputDisplayWidthTests {
    /// The width as the sum over the string's scalars, or over its grapheme clusters when an
    /// emoji sequence is involved (what `TextWidth.of(String)` computed before it decoded bytes).
    static func reference(_ s: String) -> Int {
        if s.unicodeScalars.contains(where: { $0.value >= 0x1F000 || $0.value == 0x200D || $0.value == 0xFE0F }) {
            return s.reduce(0) { $0 + TextWidth.of($1) }
        }
        return s.unicodeScalars.reduce(0) { $0 + TextWidth.of($1) }
    }

    @Test func decodedBytesGiveTheScalarWidths() {
        let samples = [
            "", "plain ASCII", "tab\there", "Строка состояния · status-bar", "标签栏（底部）",
            "e\u{301}\u{302} combining", "\u{483}\u{488}Кириллица", "한글 \u{1161}\u{11A8}", "ｆｕｌｌ", "…—“”",
            "עִבְרִית", "مَرْحَبًا", "\u{200B}\u{200F}\u{2066}", "\u{7F}\u{85}\u{9F}", "𠀀𪜀 ext B",
            "👍🏽 thumbs", "👨‍👩‍👧 family", "☺\u{FE0F} smile", "🇷🇺 flag", "mixed 状态 bar ✓ 𝒳",
        ]
        for s in samples {
            #expect(TextWidth.of(s) == Self.reference(s), "\(s.debugDescription)")
        }
        // Every scalar of the BMP below the surrogates, alone and between letters.
        for v in UInt32(0x80)..<0xD800 {
            let s = "a" + String(Unicode.Scalar(v)!) + "Я"
            #expect(TextWidth.of(s) == Self.reference(s), "U+\(String(v, radix: 16))")
        }
    }
}
