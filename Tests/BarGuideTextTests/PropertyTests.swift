import Testing
@testable import BarGuideText

/// Pieces random strings are made of: every script and rule the analyzer knows,
/// control characters, marks, joiners and near-miss pinyin annotations.
private let alphabet: [String] = [
    "a", "Z", "q", "UI", "Bar", "x", "0", "7", "_", ":", ".", " ", "\t", "\n", "\u{0}", "\u{7}", "\u{1B}",
    "с", "Т", "ё", "Ё", "й", "и\u{306}", "\u{301}", "\u{483}", "ъ", "і", "Ѣ",
    "狀", "態", "欄", "标", "签", "徽", "爲", "\u{F900}", "\u{2F00}", "𠀀", "\u{2F800}", "々", "ア", "ｱ", "ㄅ",
    "(", ")", "(tài)", "(biāo)", "(tai)", "(", "（", "）", "，", "。", "「", "\u{3000}",
    "Ａ", "ｚ", "１", "＿", "：", "é", "İ", "ß", "ǅ", "Σ", "ς", "ا", "한", "ไ", "\u{E01}\u{E31}",
    "«", "»", "—", "…", "😀", "👩‍💻", "\u{FE0F}", "\u{200B}", "\u{200D}", "\u{AD}", "\u{FEFF}", "\u{10FFFF}",
    "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\"", "'", "*",
]

private func check(_ tokens: [AnalyzedToken], count: Int, input: String) {
    var lastPrimary: AnalyzedToken? = nil
    for token in tokens {
        #expect(token.start >= 0 && token.start < token.end && token.end <= count, "\(token) in \(input.debugDescription)")
        #expect(!token.token.isEmpty)
        if token.colocated {
            // A synonym starts where its primary token starts.
            #expect(lastPrimary?.start == token.start, "\(token) in \(input.debugDescription)")
        } else {
            // Primary tokens never overlap (highlight() depends on it).
            if let last = lastPrimary {
                #expect(last.end <= token.start, "\(last) / \(token) in \(input.debugDescription)")
            }
            lastPrimary = token
        }
    }
    if let first = tokens.first { #expect(!first.colocated) }
}

@Test func randomStringsNeverCrashAndStayInBounds() {
    var rng = SeededGenerator(seed: 20_240_601)
    let analyzer = Analyzer()
    for _ in 0..<2_000 {
        var text = ""
        let pieces = Int.random(in: 0...40, using: &rng)
        for _ in 0..<pieces {
            if Int.random(in: 0..<8, using: &rng) == 0, let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &rng)) {
                text.unicodeScalars.append(scalar)
            } else {
                text += alphabet.randomElement(using: &rng) ?? ""
            }
        }
        for mode in [AnalysisMode.document, .query] {
            let tokens = analyzer.tokens(text, mode: mode)
            check(tokens, count: text.utf8.count, input: text)
            if mode == .query { #expect(tokens.allSatisfy { !$0.colocated || $0.token.unicodeScalars.allSatisfy { $0.value >= 0x400 && $0.value <= 0x4FF } }) }
        }
        for phrase in analyzer.queryPhrases(text) {
            #expect(!phrase.tokens.isEmpty && phrase.start < phrase.end)
        }
    }
}

@Test func randomBytesNeverCrashAndStayInBounds() {
    var rng = SeededGenerator(seed: 7)
    let analyzer = Analyzer()
    let interesting: [UInt8] = [0x28, 0x29, 0x3A, 0x5F, 0x61, 0x41, 0x30, 0x20, 0xC3, 0xA0, 0xD0, 0xB8, 0xCC, 0x86,
                                0xE6, 0x97, 0xA5, 0xED, 0xA0, 0xF0, 0xF4, 0x90, 0x80, 0xBF, 0xFF, 0xC0, 0xC1]
    for round in 0..<2_000 {
        let count = Int.random(in: 0...64, using: &rng)
        let bytes: [UInt8] = (0..<count).map { _ in
            round.isMultiple(of: 2) ? UInt8.random(in: 0...255, using: &rng)
                                    : interesting.randomElement(using: &rng) ?? 0
        }
        for mode in [AnalysisMode.document, .query] {
            let tokens = bytes.withUnsafeBufferPointer { analyzer.tokens(utf8: $0, mode: mode) }
            check(tokens, count: count, input: String(describing: bytes))
        }
    }
}
