// Normalization on the real seed texts and on synthetic documents: every repair is counted.
import Testing
@testable import BarGuideKit

@Suite("Ingest: normalization and repairs")
struct IngestNormalizationTests {
    typealias C = IngestCorpus

    static let toneVowels = Set("āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü".unicodeScalars)

    /// "(dǎo)"-style annotations left in a text: parentheses around lowercase latin with a tone mark.
    static func pinyinAnnotations(_ s: String) -> [String] {
        var out: [String] = []
        let u = Array(s.unicodeScalars)
        var i = 0
        while i < u.count {
            if u[i] == "(" || u[i] == "（", let close = u[(i + 1)...].prefix(12).firstIndex(where: { $0 == ")" || $0 == "）" }) {
                let inner = u[(i + 1)..<close]
                if !inner.isEmpty, inner.allSatisfy({ ("a"..."z").contains($0) || toneVowels.contains($0) }),
                   inner.contains(where: { toneVowels.contains($0) }) {
                    out.append(String(String.UnicodeScalarView(u[i...close])))
                }
            }
            i += 1
        }
        return out
    }

    // MARK: - Real corpus

    @Test("the Chinese text has exactly 345 pinyin annotations, all removed")
    func pinyin() {
        #expect(C.repairs(C.chinese, .pinyin).count == 345)
        for r in C.rules(C.chinese) {
            #expect(Self.pinyinAnnotations(r.text).isEmpty, "pinyin left in \(r.id): \(r.text)")
            #expect(Self.pinyinAnnotations(r.headline).isEmpty)
        }
        #expect(Self.pinyinAnnotations(C.doc(C.chinese).title).isEmpty)
        #expect(C.doc(C.chinese).title == "iOS 7 App交互設計指南-UI Elements-Bars")
        // "導(dǎo)航欄" -> "導航欄"; the heading path is clean too
        #expect(C.rules(C.chinese).contains { $0.heading == ["導航欄", "使用指南"] })
        // no other document has any
        for name in [C.statusNav, C.toolbarPage, C.catalog004] { #expect(C.repairs(name, .pinyin).isEmpty) }
    }

    @Test("real parentheticals are kept")
    func parentheticalsKept() {
        #expect(C.rule(C.statusNav, containing: "(показанный ниже на iPhone)") != nil)
        #expect(C.rule(C.statusNav, containing: "(Для узнавания больше об этой константе") != nil)
        #expect(C.rule(C.chinese, containing: "（中文版）（英文版）") != nil)
        #expect(C.rule(C.chinese, containing: "（管理自定義視圖層次展示的對象）") != nil)
    }

    @Test("a question mark standing for a lost space becomes a space")
    func lostSpace() {
        let texts = C.rules(C.chinese).map(\.text).joined(separator: "\n")
        for fixed in ["split view", "Bar Button Icons", "View Controller Catalog", "Tab Bars", "Bar Button Icons（中文 英文）",
                      "“Creating Resizable Images”中文 英文）"] {
            #expect(texts.contains(fixed), "missing \(fixed)")
        }
        for broken in ["split?view", "Button?Icons", "Controller?Catalog", "Tab?Bars", "Bar?Button", "中文?英文"] {
            #expect(!texts.contains(broken), "still broken: \(broken)")
        }
        // six between latin words, two between Han words in brackets
        let repairs = C.repairs(C.chinese, .lostSpace)
        #expect(repairs.count == 8)
        #expect(repairs.map(\.line).sorted() == [45, 65, 79, 99, 119, 147, 147, 149])
        #expect(repairs.allSatisfy { $0.excerpt.contains("?") })
    }

    @Test("a stray question mark after a sentence end is dropped")
    func strayQuestion() {
        let repairs = C.repairs(C.chinese, .strayQuestion)
        #expect(repairs.map(\.line) == [71, 83, 91])
        for line in [71, 83, 91] {
            let r = C.rules(C.chinese).first { $0.lines.start == line }
            #expect(r?.text.hasSuffix("。") == true, "line \(line): \(r?.text ?? "-")")
        }
        #expect(C.rule(C.chinese, containing: "在iPhone上，工具欄總是出現在屏幕或視圖的底部邊緣，但在iPad上，它可以出現在上邊緣。")?.text
            .hasSuffix("上邊緣。") == true)
    }

    @Test("mojibake is diagnosed with file and line, kept, and its rules flagged garbled")
    func mojibake() {
        let diags = C.doc(C.chinese).diagnostics.filter { $0.code == "mojibake" }
        #expect(!diags.isEmpty)
        #expect(diags.allSatisfy { $0.file == C.chinese && $0.line != nil && $0.excerpt != nil && $0.severity == .warning })
        let lines = Set(diags.compactMap(\.line))
        #expect(lines == [3, 21, 33, 53, 63, 73, 85, 87, 97, 123])
        #expect(diags.contains { $0.line == 3 && ($0.excerpt ?? "").contains("他們?yōu)閕Phone") })
        #expect(diags.contains { $0.line == 21 && ($0.excerpt ?? "").contains("因?yàn)橛脩舨幌矚g") })
        #expect(diags.contains { $0.line == 21 && ($0.excerpt ?? "").contains("適當?shù)腢I元素") })
        #expect(diags.contains { $0.line == 53 && ($0.excerpt ?? "").contains("變?yōu)樾聦蛹壍臉?biāo)題") })
        // the garbled text stays (it cannot be repaired) and exactly the rules holding it are flagged
        for r in C.rules(C.chinese) {
            let holds = lines.contains { r.lines.start <= $0 && $0 <= r.lines.end }
            #expect(r.flags.contains("garbled") == holds, "\(r.id) L\(r.lines.start)-\(r.lines.end)")
        }
        #expect(C.rule(C.chinese, containing: "他們?yōu)閕Phone")?.flags == ["garbled"])
        // the clean documents have none
        for name in [C.statusNav, C.toolbarPage, C.catalog004] {
            #expect(C.doc(name).diagnostics.isEmpty)
            #expect(C.rules(name).allSatisfy { $0.flags.isEmpty })
        }
    }

    @Test("HTML remnants are removed as a markup repair")
    func markup() {
        let repairs = C.repairs(C.chinese, .markup)
        #expect(repairs.map(\.line) == [123])
        #expect(repairs.first?.excerpt.contains("/div>") == true)
        #expect(!C.rules(C.chinese).contains { $0.text.contains("div>") })
    }

    @Test("the toolbar page's three duplicated paragraphs appear once")
    func duplicates() {
        let repairs = C.repairs(C.toolbarPage, .duplicateParagraph)
        #expect(repairs.map(\.line) == [7, 8, 9])
        let texts = C.rules(C.toolbarPage).map(\.text)
        for lead in ["Подумайте, подходят ли значки или текстовые кнопки", "Избегайте использования сегментированного",
                     "Расположите текстовые кнопки так"] {
            #expect(texts.filter { $0.contains(lead) }.count == 1, "\(lead)")
        }
        // identical behaviour bullets under different bars are not duplicates
        #expect(C.rules(C.statusNav).filter { $0.text.contains(":\nПолупрозрачно\n") }.count == 3)
        #expect(C.repairs(C.statusNav, .duplicateParagraph).isEmpty)
    }

    @Test("lines broken mid-sentence are joined and glued words split (UIKit catalog)")
    func joinedAndGlued() {
        #expect(C.repairs(C.catalog004, .joinedLine).map(\.line) == [7, 8, 9, 10])
        let impl = C.rule(C.catalog004, containing: "Панели навигации реализованы в UINavigationBar класс")
        #expect(impl?.lines == LineRange(6, 11))
        #expect(impl?.text.contains("UINavigationBar. Элементы навигации реализованы в UINavigationItem класс") == true)
        #expect(impl?.text.hasSuffix("Ссылке класса UIBarItem.") == true)
        #expect(impl?.symbols == ["UIBarButtonItem", "UIBarItem", "UINavigationBar", "UINavigationItem"])
        let all = C.rules(C.catalog004).map(\.text).joined(separator: "\n")
        for glued in ["UINavigationBarкласс", "UIBarItemкласс", "UINavigationBar.Элементы", "NOfalse", "YEStrue"] {
            #expect(!all.contains(glued), "still glued: \(glued)")
        }
        #expect(all.contains("translucent свойство к NO/false программно"))
        #expect(all.contains("translucent свойство к YES/true на панели"))
        // 4 × "Xкласс", 3 × "X.Элементы", 3 × NOfalse/YEStrue
        #expect(C.repairs(C.catalog004, .gluedWord).count == 10)
        // the joined paragraph's lines are consumed: no rule starts inside it
        #expect(!C.rules(C.catalog004).contains { (7...11).contains($0.lines.start) })
    }

    @Test("the clean Russian HIG text needs no repairs")
    func cleanText() {
        #expect(C.doc(C.statusNav).repairs.isEmpty)
        for name in C.all {
            for kind in [RepairKind.bom, .crlf, .nfc, .controlCharacter] { #expect(C.repairs(name, kind).isEmpty) }
        }
    }

    // MARK: - Synthetic documents

    static func parse(_ text: String, name: String = "synthetic.txt") -> ParsedDocument {
        DocumentParser.parse(name: name, bytes: Array(text.utf8), manifest: nil, catalog: C.catalog)
    }

    static func isPrintable(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { c in
            let v = c.value
            if v == 0x0A { return true }
            if v < 0x20 || (0x7F...0x9F).contains(v) { return false }
            if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F
                || v == 0x061C || v == 0xFEFF { return false }
            return true
        }
    }

    @Test("control characters, ANSI escapes and bidi controls are stripped and counted")
    func controls() {
        let text = "Панель вкладок\n\n"
            + "Не \u{1B}[1;31mудаляйте\u{1B}[0m вкладку, когда ее функция будет недоступна.\u{07}\n\n"
            + "Используйте\u{202E} панель вкладок\u{2066} для\u{200F} навигации.\u{0}\u{1}\n\n"
            + "Выберите\tцвет\u{85} содержания.\u{1B}]0;title\u{07}\n"
        let doc = Self.parse(text)
        let repairs = doc.repairs.filter { $0.kind == .controlCharacter }
        // ESC[1;31m, ESC[0m, BEL; U+202E, U+2066, U+200F, NUL+SOH; NEL, OSC title
        #expect(repairs.count == 9)
        #expect(repairs.map(\.line).sorted() == [3, 3, 3, 5, 5, 5, 5, 7, 7])
        for r in repairs { #expect(Self.isPrintable(r.excerpt), "excerpt not printable: \(r.excerpt.debugDescription)") }
        #expect(repairs.contains { $0.excerpt.contains("U+001B[1;31m") })
        for r in doc.rules {
            #expect(Self.isPrintable(r.text) && Self.isPrintable(r.headline))
            #expect(!r.text.contains("[0m") && !r.text.contains("title"))
        }
        let rule = doc.rules.first { $0.text.hasPrefix("Не удаляйте") }
        #expect(rule?.text == "Не удаляйте вкладку, когда ее функция будет недоступна.")
        #expect(rule?.bars == [.tabBar] && rule?.kind == .guideline && rule?.modality == .dont)
        #expect(doc.rules.contains { $0.text == "Выберите цвет содержания." })  // tab -> space, not counted
        #expect(doc.rules.contains { $0.text == "Используйте панель вкладок для навигации." })
    }

    @Test("BOM, CRLF and CR line ends, NFC")
    func bomCrlfNfc() {
        let text = "\u{FEFF}Панель вкладок\r\n\r\nИспользуйте панель вкладок для навигации.\r"
            + "Не используйте панель вкладок для управления элементами экрана.\r\n"
            + "Выберите значки с буквой и\u{306}: кратко и ясно.\n"
        let doc = Self.parse(text)
        #expect(doc.repairs.filter { $0.kind == .bom }.map(\.line) == [1])
        #expect(doc.repairs.filter { $0.kind == .crlf }.map(\.line) == [1, 2, 3, 4])
        #expect(doc.repairs.filter { $0.kind == .nfc }.map(\.line) == [5])
        #expect(doc.title == "Панель вкладок")
        #expect(doc.lang == .ru)
        #expect(doc.rules.map(\.lines.start) == [3, 4, 5])
        #expect(doc.rules.last?.text.contains("буквой й:") == true)
        #expect(doc.rules.allSatisfy { !$0.text.contains("\r") && !$0.text.unicodeScalars.contains("\u{306}") })
    }

    @Test("pinyin: tone-marked or valid toneless syllables after Han only; real parentheses stay")
    func pinyinSynthetic() {
        let text = "導(dǎo)航欄(lán)\n\n"
            + "他們(men)不要在導航(bar)中放置(fàng)太多(duō)控件(中文版)。\n\n"
            + "Панель (показанный ниже) и текст(ok)。\n"
        let doc = Self.parse(text)
        #expect(doc.title == "導航欄")
        #expect(doc.repairs.filter { $0.kind == .pinyin }.count == 5)
        #expect(doc.rules.first?.text == "他們不要在導航(bar)中放置太多控件(中文版)。")
        #expect(doc.rules.contains { $0.text.contains("Панель (показанный ниже) и текст(ok)") })
    }

    @Test("lost space, stray question mark and mojibake on synthetic lines")
    func questionMarks() {
        let text = "Tab?Bar guide\n\n這是一個句子。?\n\n這是亂碼?yōu)閕Phone的文字。\n\nwhat?\n\nЧто это? Вопрос.\n\nпо адресу page.php?id=3 .\n\n缺失\u{FFFD}字符。\n"
        let doc = Self.parse(text)
        #expect(doc.title == "Tab Bar guide")
        #expect(doc.repairs.filter { $0.kind == .lostSpace }.map(\.line) == [1])
        #expect(doc.repairs.filter { $0.kind == .strayQuestion }.map(\.line) == [3])
        let moji = doc.diagnostics.filter { $0.code == "mojibake" }
        #expect(moji.map(\.line) == [5, 13])
        #expect(doc.rules.contains { $0.text == "what?" })
        #expect(doc.rules.contains { $0.text.contains("Что это? Вопрос.") })
        #expect(doc.rules.contains { $0.text.contains("page.php?id=3") })
        #expect(doc.rules.filter { $0.flags == ["garbled"] }.map(\.lines.start) == [5, 13])
    }

    @Test("lines are joined only where a sentence cannot end")
    func joinSynthetic() {
        let text = "Панели навигации реализованы в\nUINavigationBarкласс.\nНовая строка.\n\n• Пункт списка,\n• второй пункт\n"
        let doc = Self.parse(text)
        #expect(doc.repairs.filter { $0.kind == .joinedLine }.map(\.line) == [1])
        #expect(doc.rules.first?.text == "Панели навигации реализованы в UINavigationBar класс.")
        #expect(doc.rules.count == 4)
    }
}
