// The concept detector compares token bytes where that is exact (`ByteGlossaryMatcher`) and
// Strings elsewhere: both must give the same concepts.
import Foundation
import Testing
@testable import BarGuideKit

@Suite struct ConceptDetectorTests {
    /// Texts written for this test, in every language, with glossary terms of several tokens.
    static let examples = [
        "Don't hide the status bar when people use the navigation bar's back button.",
        "Используйте панель вкладок, чтобы переключаться между разделами; не скрывайте строку состояния.",
        "不要隐藏状态栏。在导航栏里放分段控件，标签栏上的徽章显示新内容。",
        "不要隱藏狀態列。標籤列的徽章顯示新內容，導覽列的返回按鈕回到上一層。",
        "Use UIBarButtonSystemItemFixedSpace between toolbar buttons; a search bar's scope bar filters results.",
        "ツールバーとタブバーを同じ画面に出さない。検索バーの下にスコープバー。",
        "",
        "… — «» 1234",
    ]

    @Test func bytesAndStringsFindTheSameConceptsInTheSeeds() throws {
        let store = try Fixtures.openShared()
        let detector = try ConceptDetector(store: store)
        let texts = try store.allRules().map(\.text) + Self.examples
        let bytes = try #require(detector.byteMatcher, "the corpus glossary is plainly NFC")
        var scratch = ByteGlossaryMatcher.Scratch()
        var nonEmpty = 0, byBytes = 0
        for text in texts {
            for bars in [false, true] {
                let strings = detector.conceptsByStrings(in: text, includeBars: bars)
                #expect(detector.concepts(in: text, includeBars: bars) == strings, "\(text)")
                if let fast = bytes.concepts(in: text, analyzer: detector.analyzer, includeBars: bars, scratch: &scratch) {
                    #expect(fast == strings, "\(text)")
                    byBytes += 1
                }
                if !strings.isEmpty { nonEmpty += 1 }
            }
        }
        #expect(nonEmpty > texts.count / 2, "most rules mention a concept")
        #expect(byBytes > texts.count * 3 / 2, "most texts are matched by bytes: \(byBytes) of \(2 * texts.count)")
        #expect(detector.concepts(in: Self.examples[0], includeBars: true).contains("status-bar"))
        #expect(!detector.concepts(in: Self.examples[0]).contains("status-bar"), "bars only when asked")
    }

    @Test func aTextThatIsNotPlainNFCIsMatchedAsStrings() throws {
        let detector = try ConceptDetector(store: try Fixtures.openShared())
        // "строка состояния" with a decomposed letter elsewhere in the text (й as и + U+0306),
        // and Latin with a combining accent: the String matcher (canonical equivalence) is used.
        for text in ["Не скрывайте строку состояния и значок на панели вкладок, мои\u{306} друг.",
                     "Скрои\u{306}те панель вкладок", "Hide the tab bar\u{301} badge"] {
            for bars in [false, true] {
                #expect(detector.concepts(in: text, includeBars: bars) == detector.conceptsByStrings(in: text, includeBars: bars))
            }
        }
    }

    @Test func plainNFCScalarsAreTheirOwnNFCForm() {
        // Every scalar the byte matcher accepts is unchanged by NFC, alone and after a letter.
        var checked = 0
        for v in UInt32(0)..<0xA000 where ByteGlossaryMatcher.isPlainNFC(v) {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let s = "a" + String(Character(scalar)) + "я"
            #expect(s.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(s.unicodeScalars), "U+\(String(v, radix: 16))")
            checked += 1
        }
        #expect(checked > 20_000)
        #expect(!ByteGlossaryMatcher.isPlainNFC(0x301) && !ByteGlossaryMatcher.isPlainNFC(0x483))
        #expect(!ByteGlossaryMatcher.isPlainNFC("и\u{306}") && ByteGlossaryMatcher.isPlainNFC("й标签bar"))
        let invalid: [UInt8] = [0x61, 0xC0, 0x80]
        #expect(!invalid.withUnsafeBufferPointer { ByteGlossaryMatcher.isPlainNFC($0) })
    }
}
