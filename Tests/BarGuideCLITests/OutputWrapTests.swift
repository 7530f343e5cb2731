// Line breaking of the text output (TextWidth.wrap): kinsoku for Chinese, in Simplified and
// Traditional script, and Latin/Cyrillic text wrapped at its spaces exactly as before.
import Testing
@testable import BarGuideCLI

@Suite("Output: kinsoku line breaking")
struct OutputWrapTests {
    /// Our own example sentences (not from any corpus), with the punctuation that needs the rules.
    static let simplified = "不要把标签栏用来控制屏幕上的元素。如果需要这样做，请改用工具栏（位于屏幕底部）、分段控件或“更多”标签。"
    static let traditional = "點按「完成」按鈕（位於右上角）即可儲存變更，點按「取消」則放棄；導覽列的標題應簡短、清楚。"

    static let closing: Set<Character> = ["，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "】", "》", "”", "’"]
    static let opening: Set<Character> = ["（", "「", "『", "【", "《", "“", "‘"]

    /// Checks the kinsoku rules at every width from 8 to the text's width, and that nothing is
    /// lost. (Below 8 columns a character with closing punctuation on both sides, 部）、, is
    /// wider than the line and is split anyway.)
    static func checkKinsoku(_ text: String) {
        var brokeSomewhere = false
        for width in 8...text.displayWidth {
            let lines = text.wrapped(toWidth: width)
            #expect(lines.joined() == text, "width \(width): text changed: \(lines)")
            for (i, line) in lines.enumerated() {
                #expect(line.displayWidth <= width, "width \(width): line too wide: \(line)")
                if i > 0, let first = line.first {
                    #expect(!closing.contains(first), "width \(width): line starts with \(first): \(lines)")
                }
                if i < lines.count - 1, let last = line.last {
                    #expect(!opening.contains(last), "width \(width): line ends with \(last): \(lines)")
                }
            }
            brokeSomewhere = brokeSomewhere || lines.count > 1
        }
        #expect(brokeSomewhere)
    }

    @Test func simplifiedChineseNeverStartsALineWithClosingPunctuation() {
        Self.checkKinsoku(Self.simplified)
        // The character before a full stop moves down with it rather than leaving it alone.
        // 不要把标签栏用来控制屏幕上的元素 is 16 characters: at 32 columns 。 would start line 2.
        let lines = Self.simplified.wrapped(toWidth: 32)
        #expect(lines[0] == "不要把标签栏用来控制屏幕上的元")
        #expect(lines[1].hasPrefix("素。如果"))
    }

    @Test func traditionalChineseKeepsBracketsWithTheirWords() {
        Self.checkKinsoku(Self.traditional)
        // 點按「完成」: 「 never ends a line.
        let lines = Self.traditional.wrapped(toWidth: 6)
        #expect(lines[0] == "點按")
        #expect(lines[1].hasPrefix("「完"))
    }

    @Test func styledChineseFollowsTheSameRules() {
        // Highlights are ANSI sequences around a match; they count zero columns and do not
        // separate a character from the punctuation after it.
        let styled = "如果需要这样做\u{1B}[1m\u{1B}[31m，请改用工具栏\u{1B}[39m\u{1B}[22m。"
        for width in 4...30 {
            let lines = styled.wrapped(toWidth: width).map { Sanitize.terminal($0) }
            for line in lines.dropFirst() {
                #expect(line.first.map { !Self.closing.contains($0) } ?? true, "width \(width): \(lines)")
            }
        }
    }

    /// The greedy word wrap the text output always did for spaced text: Russian and English are
    /// unchanged by the kinsoku rules, whatever punctuation they hold.
    static func greedy(_ text: String, _ width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty { line = String(word) } else if line.count + 1 + word.count <= width { line += " " + word } else {
                lines.append(line); line = String(word)
            }
        }
        return lines + [line]
    }

    @Test(arguments: [
        "Не скрывайте строку состояния (status bar) без причины: пользователь ждёт, что увидит время, «Назад» и заряд.",
        "Keep tab bar titles short (one word, if possible); don't use a tab to run an action, and avoid \"More\" tabs.",
    ])
    func latinAndCyrillicWrapOnlyAtSpaces(text: String) {
        let longest = text.split(separator: " ").map(\.count).max()!
        for width in longest...text.count + 1 {
            #expect(text.wrapped(toWidth: width) == Self.greedy(text, width), "width \(width)")
        }
    }
}
