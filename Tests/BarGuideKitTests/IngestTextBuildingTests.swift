// How the parsing threads build their text: Strings made from scalars without validating UTF-8
// again, and a line's repairs copied only when a pass changes something. Checked against the plain
// (validating, copy-everything) forms on our own examples in ru, zh-Hant, zh-Hans and en.
import Testing
@testable import BarGuideKit

@Suite("Ingest: text building (unchecked Strings, lazy line edits)")
struct IngestTextBuildingTests {
    static let samples: [String] = [
        "",
        "a",
        "Tab bar",  // small (inline) ASCII string
        "Put the actions people reach for most on the toolbar.",  // large ASCII string
        "Панель вкладок позволяет переключаться между разделами приложения.",
        "導航欄出現在屏幕頂部，狀態欄下方。",
        "导航栏出现在屏幕顶部，状态栏下方。",
        "é",  // two bytes, small
        "Mixed: UITabBar — «вкладки», 標籤欄 and 😀 (U+1F600) \u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
        String(repeating: "工具欄 toolbar панель ", count: 200),  // several KB: a heap buffer, not the stack
    ]

    @Test("a String from scalars equals the validated String, in every language and length")
    func uncheckedStrings() {
        for text in Self.samples {
            let scalars = Array(text.unicodeScalars)
            let made = Sc.str(scalars)
            let reference = String(String.UnicodeScalarView(scalars))
            #expect(made == reference)
            #expect(Array(made.utf8) == Array(text.utf8))
            #expect(made.utf8.count == text.utf8.count)
            #expect(Array(made.unicodeScalars) == scalars)
            #expect(made.count == text.count)  // grapheme breaking works on it
            #expect(made.hashValue == reference.hashValue)
            if scalars.count > 3 {
                let slice = scalars[1..<(scalars.count - 1)]
                #expect(Sc.str(slice) == String(String.UnicodeScalarView(slice)))
                let same = slice.withUnsafeBufferPointer { b in
                    scalars.withUnsafeBufferPointer { Scan.str($0, 1, scalars.count - 1) == Sc.str(b) }
                }
                #expect(same)
            }
        }
        // what a String made this way is used for downstream: comparison with a validated one,
        // lowercasing, prefix tests, and its own bytes
        let ru = Sc.str(Array("Панель Вкладок".unicodeScalars))
        #expect(ru.lowercased() == "панель вкладок")
        #expect(ru.hasPrefix("Панель"))
        let zh = Sc.str(Array("標籤欄".unicodeScalars))
        #expect(zh.utf8.elementsEqual("標籤欄".utf8) && zh.unicodeScalars.count == 3)
    }

    @Test("a lazy edit returns its input untouched until the first edit, then the edited copy")
    func lazyEdit() {
        let s = Array("他們(men)不要在導航(bar)中放置(fàng)太多".unicodeScalars)
        var none = LazyEdit(s)
        #expect(none.result() == s)
        #expect(none.edited.isEmpty)

        // drop two annotations, as removePinyin does
        var two = LazyEdit(s)
        two.skip(2, to: 7)  // "(men)"
        #expect(String(String.UnicodeScalarView(two.edited)) == "他們")
        two.skip(20, to: 26)  // "(fàng)"
        #expect(String(String.UnicodeScalarView(two.result())) == "他們不要在導航(bar)中放置太多")

        // replace a scalar, look back at what is kept, trim it (repairQuestionMarks' moves)
        let q = Array("Tab?Bar 消失。 ? end".unicodeScalars)
        var edit = LazyEdit(q)
        edit.skip(3, to: 4)
        edit.edited.append(" ")
        edit.flush(upTo: 12)
        #expect(String(String.UnicodeScalarView(edit.edited)) == "Tab Bar 消失。 ")
        edit.skip(12, to: 13)
        edit.edited.removeSubrange(11...)
        #expect(String(String.UnicodeScalarView(edit.result())) == "Tab Bar 消失。 end")

        // an edit at the very end, and one covering everything
        var tail = LazyEdit(q)
        tail.skip(q.count - 3, to: q.count)
        #expect(String(String.UnicodeScalarView(tail.result())) == "Tab?Bar 消失。 ? ")
        var all = LazyEdit(q)
        all.skip(0, to: q.count)
        #expect(all.result().isEmpty)
    }

    @Test("the line passes give the same lines as before with edits anywhere, and none")
    func linePasses() {
        var n = Normalizer(file: "t.txt")
        // nothing to change: the very same scalars come back
        for line in ["Панель (показанный ниже) и текст?", "導航欄（中文版）的用途", "What is a tab bar? It is <b>bold</b>-free."] {
            let s = Array(line.unicodeScalars)
            #expect(n.removePinyin(s, line: 1) == s)
            #expect(n.repairQuestionMarks(s, line: 1) == s)
        }
        #expect(n.repairs.isEmpty)
        let pinyin = n.removePinyin(Array("導(dǎo)航欄(lán)放置(fàng)".unicodeScalars), line: 2)
        #expect(String(String.UnicodeScalarView(pinyin)) == "導航欄放置")
        #expect(n.repairs.filter { $0.kind == .pinyin }.count == 3)
        let markup = n.removeMarkup(Array("Tab<b>bar</b> 工具欄</div>按鈕 <span class=\"x\">ok</span>".unicodeScalars), line: 3)
        #expect(String(String.UnicodeScalarView(markup)) == "Tab bar 工具欄按鈕 ok")
        let questions = n.repairQuestionMarks(Array("Tab?Bar 「中文?英文」 這是句子。 ? 尾".unicodeScalars), line: 4)
        #expect(String(String.UnicodeScalarView(questions)) == "Tab Bar 「中文 英文」 這是句子。 尾")
        #expect(n.repairs.filter { $0.line == 4 }.map(\.kind) == [.lostSpace, .lostSpace, .strayQuestion])
    }

    @Test("a rule's content hash is FNV-1a of the document, a zero byte and the collapsed text, for every kind of space")
    func contentHash() {
        func reference(_ document: String, _ text: String) -> UInt64 {
            var h = FNV1a64.offsetBasis
            FNV1a64.feed(&h, document.utf8)
            FNV1a64.feed(&h, [UInt8(0)])
            FNV1a64.feed(&h, Sc.str(Sc.collapse(Array(text.unicodeScalars))).utf8)
            return h
        }
        // every space Ch.isSpace knows (and LF), next to characters sharing their first byte:
        // © (C2 A9), — and • (E2 80 94 / E2 80 A2), U+2060 (E2 81 A0), 、 and 「 (E3 80 81 / E3 80 8C)
        let spaces = [" ", "\t", "\n", "\u{A0}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}"]
        let neighbours = ["©", "—", "•", "\u{2060}", "\u{200B}", "、", "「", "é", "😀", "\r", "x"]
        var texts = [
            "", " ", "\u{3000}\u{3000}", "Use a tab bar.",
            "  Панель   вкладок\u{A0}\u{A0}позволяет\n\nпереключаться.  ",
            "\u{3000}導航欄出現在屏幕頂部，\u{3000}狀態欄下方。",
            "导航栏 \t 出现在屏幕顶部 — 状态栏下方\u{202F}。",
        ]
        for a in spaces {
            for b in neighbours {
                texts.append(a + b + a + a + "tab" + b + b + a + "栏" + a)
                texts.append(b + a + b)
            }
        }
        for document in ["guide.txt", "導航欄.md", ""] {
            for text in texts {
                #expect(RuleIdentity.contentHash(document: document, text: text) == reference(document, text),
                        "\(document) «\(text.debugDescription)»")
            }
        }
        // whitespace alone never changes a rule's id
        #expect(RuleIdentity.contentHash(document: "d", text: "Tab\u{3000} bar\n") == RuleIdentity.contentHash(document: "d", text: "Tab bar"))
        #expect(RuleIdentity.contentHash(document: "d", text: "Tab—bar") != RuleIdentity.contentHash(document: "d", text: "Tab bar"))
    }
}
