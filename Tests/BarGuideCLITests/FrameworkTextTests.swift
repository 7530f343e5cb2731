import Testing
@testable import BarGuideCLI

@Suite("Framework: sanitize, display width, truncate, wrap")
struct FrameworkTextTests {
    // MARK: Sanitize

    @Test func removesANSIEscapes() {
        #expect(Sanitize.terminal("\u{1B}[31mred\u{1B}[0m plain") == "red plain")
        #expect(Sanitize.terminal("a\u{1B}[1;38;5;196mb") == "ab")
        #expect(Sanitize.terminal("x\u{1B}]0;evil title\u{07}y") == "xy")            // OSC with BEL
        #expect(Sanitize.terminal("x\u{1B}]8;;http://e\u{1B}\\link\u{1B}]8;;\u{1B}\\y") == "xlinky")  // OSC 8 hyperlink
        #expect(Sanitize.terminal("x\u{1B}Py\u{1B}\\z") == "xz")                       // DCS … ST
        #expect(Sanitize.terminal("a\u{1B}(Bb") == "ab")                               // charset designation
        #expect(Sanitize.terminal("a\u{1B}cb") == "ab")                                // RIS (full reset)
        #expect(Sanitize.terminal("a\u{1B}") == "a")                                   // lone ESC at end
        #expect(Sanitize.terminal("a\u{9B}2Jb") == "ab")                               // C1 CSI
    }

    @Test func unterminatedOSCKeepsFollowingText() {
        #expect(Sanitize.terminal("a\u{1B}]bcd") == "abcd")
    }

    @Test func removesControlsAndBidi() {
        #expect(Sanitize.terminal("a\u{0}b\u{7}c\u{8}d\re\u{7F}f") == "abcdef")
        #expect(Sanitize.terminal("a\u{85}b\u{9F}c\u{80}d") == "abcd")                // C1
        let bidi = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{061C}"
        #expect(Sanitize.terminal("safe" + bidi + "text") == "safetext")
        #expect(Sanitize.terminal("evil\u{202E}gpj.exe") == "evilgpj.exe")
    }

    @Test func keepsNewlinesTabsAndScripts() {
        let text = "Панель вкладок\n標簽欄\tタブバー 탭 막대 😀 é (e\u{301}) ZWJ 👩‍💻"
        #expect(Sanitize.terminal(text) == text)
        #expect(Sanitize.isSafe(text))
        #expect(Sanitize.line("a\nb\tc") == "a b c")
        #expect(Sanitize.terminal("a\u{2028}b") == "a\nb")
        #expect(Sanitize.line("a\u{2029}b") == "a b")
    }

    @Test func fuzzOutputIsAlwaysSafe() {
        var rng = SystemRandomNumberGenerator()
        let pool: [Unicode.Scalar] = ["\u{1B}", "[", "]", "\u{7}", "\\", "\u{9B}", "\u{9C}", "\u{9D}", "a", "1", ";", "m",
                                       "\u{202E}", "\u{7F}", "\u{0}", "\n", "\u{85}", "P", "標"]
        for _ in 0..<500 {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<30, using: &rng) { s.append(pool.randomElement(using: &rng)!) }
            let out = Sanitize.terminal(String(s))
            #expect(Sanitize.isSafe(out))
            #expect(!out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E })
        }
    }

    // MARK: Display width

    @Test func displayWidth() {
        #expect("標簽欄".displayWidth == 6)
        #expect("abc".displayWidth == 3)
        #expect("".displayWidth == 0)
        #expect("Панель".displayWidth == 6)
        #expect("タブバー".displayWidth == 8)            // katakana + prolonged sound mark
        #expect("탭".displayWidth == 2)                  // Hangul syllable
        #expect("\u{1100}\u{1161}\u{11A8}".displayWidth == 2)  // conjoining jamo: one wide cluster
        #expect("ＡＢ".displayWidth == 4)                 // fullwidth forms
        #expect("、。".displayWidth == 4)                 // CJK punctuation
        #expect("e\u{301}".displayWidth == 1)            // combining acute
        #expect("\u{200B}".displayWidth == 0)            // zero width space
        #expect("😀".displayWidth == 2)
        #expect("❤️".displayWidth == 2)                  // text-default emoji + VS16
        #expect("👩‍💻".displayWidth == 2)                  // ZWJ sequence
        #expect("a\u{1B}".displayWidth == 1)             // controls count 0
    }

    // MARK: Truncate

    @Test func truncation() {
        #expect("hello world".truncated(toWidth: 20) == "hello world")
        #expect("hello world".truncated(toWidth: 8) == "hello w…")
        #expect("hello world".truncated(toWidth: 7) == "hello…")  // trailing space dropped before …
        #expect("標簽欄標簽欄".truncated(toWidth: 6) == "標簽…")
        #expect("標簽欄標簽欄".truncated(toWidth: 5) == "標簽…")
        #expect("abc".truncated(toWidth: 0) == "")
        #expect("標簽欄".truncated(toWidth: 1) == "…")
        #expect("abc".truncated(toWidth: 2, ellipsis: "...") == "ab")
        #expect("e\u{301}e\u{301}e\u{301}".truncated(toWidth: 2) == "e\u{301}…")
    }

    @Test func truncationNeverSplitsWideCharacters() {
        let s = "a標b簽c欄😀d"
        for w in 0...14 {
            let t = s.truncated(toWidth: w)
            #expect(t.displayWidth <= w)
            for ch in t where ch != "…" { #expect(s.contains(ch)) }
        }
        // An odd budget leaves the wide character out rather than halving it.
        #expect("標簽欄".truncated(toWidth: 4, ellipsis: "") == "標簽")
        #expect("標簽欄".truncated(toWidth: 3, ellipsis: "") == "標")
    }

    @Test func padding() {
        #expect("標".padded(toWidth: 4) == "標  ")
        #expect("abc".padded(toWidth: 2) == "abc")
    }

    // MARK: Wrap

    @Test func wrapsAtSpaces() {
        #expect("the quick brown fox jumps".wrapped(toWidth: 10) == ["the quick", "brown fox", "jumps"])
        #expect("a\n\nb".wrapped(toWidth: 10) == ["a", "", "b"])
        #expect("".wrapped(toWidth: 10) == [""])
        #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])  // over-long word split
    }

    @Test func ansiSequencesWrapAsZeroWidth() {
        let red = "\u{1B}[31m", off = "\u{1B}[39m"
        let styled = "the \(red)quick\(off) brown fox jumps"
        let lines = styled.wrapped(toWidth: 10)
        #expect(lines == ["the \(red)quick\(off)", "brown fox", "jumps"])
        #expect(lines.map { Sanitize.terminal($0) } == "the quick brown fox jumps".wrapped(toWidth: 10))
    }

    @Test func wrapsCJKWithoutSpaces() {
        let lines = "工具栏放在窗口底部用来操作".wrapped(toWidth: 10)
        #expect(lines == ["工具栏放在", "窗口底部用", "来操作"])
        for line in lines { #expect(line.displayWidth <= 10) }
        let mixed = "The 標簽欄 appears at the bottom".wrapped(toWidth: 9)
        for line in mixed { #expect(line.displayWidth <= 9) }
        #expect(mixed.joined(separator: " ").replacingSpaces() == "The 標簽欄 appears at the bottom".replacingSpaces())
    }

    @Test func wrapNeverExceedsWidth() {
        let text = "Панель вкладок (tab bar) 標簽欄 появляется внизу экрана приложения 😀😀😀 superlongidentifierUITabBarController"
        for w in 1...40 {
            for line in text.wrapped(toWidth: w) {
                // A single wide character may exceed width 1, nothing else may.
                #expect(line.displayWidth <= max(w, 2))
            }
        }
    }
}

private extension String {
    func replacingSpaces() -> String { String(filter { $0 != " " }) }
}

@Suite("Framework: sanitizer pre-check agrees with the full check")
struct SanitizePrecheckTests {
    @Test func precheckNeverMissesWork() {
        // Every scalar the full check flags must be caught by the byte pre-check.
        var scalars: [Unicode.Scalar] = []
        for v in Array(0x00...0x2FF) + Array(0x600...0x61F) + Array(0x2000...0x206F) + [0x3000, 0x4E00, 0xFEFF] {
            if let s = Unicode.Scalar(v) { scalars.append(s) }
        }
        for newlines in [true, false] {
            for tabs in [true, false] {
                for c in scalars {
                    let text = "ab\(Character(c))—«строка» 狀態欄"
                    let full = text.unicodeScalars.contains { Sanitize.needsWork($0, newlines: newlines, tabs: tabs) }
                    if full {
                        #expect(Sanitize.mayNeedWork(text, newlines: newlines, tabs: tabs), "U+\(String(c.value, radix: 16))")
                    }
                }
                #expect(!Sanitize.mayNeedWork("Кнопка «Назад» — 返回按鈕…", newlines: newlines, tabs: tabs))
            }
        }
    }
}

@Suite("Framework: display width of general punctuation")
struct GeneralPunctuationWidthTests {
    @Test func fastPathAgreesWithTheUnicodeProperties() {
        // U+2000–U+206F is answered without property lookups: format characters (Cf) are zero
        // columns, every other scalar of the block (spaces, dashes, quotes, …, ‹ ›) one.
        for v in UInt32(0x2000)...0x206F {
            let s = Unicode.Scalar(v)!
            let category = s.properties.generalCategory
            let zero = category == .format || category == .nonspacingMark || category == .enclosingMark
            let expected = zero ? 0 : (s.properties.isEmojiPresentation ? 2 : 1)
            #expect(TextWidth.of(s) == expected, "U+\(String(v, radix: 16))")
        }
        #expect("Строка… › «Назад» — “Back”".displayWidth == 26)
    }
}
