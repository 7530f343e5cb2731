// The parser never traps: random bytes, random text, invalid encodings, huge lines.
import Testing
@testable import BarGuideKit

/// SplitMix64: a tiny seeded PRNG, so every run sees the same "random" documents.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Ingest: robustness")
struct IngestRobustnessTests {
    typealias C = IngestCorpus

    static func parse(_ bytes: [UInt8], name: String = "fuzz.txt") -> ParsedDocument {
        DocumentParser.parse(name: name, bytes: bytes, manifest: nil, catalog: C.catalog)
    }

    /// Reference for the first invalid byte: the standard library's strict UTF-8 decoder.
    static func referenceInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var it = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&it) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    static func printable(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { c in
            let v = c.value
            return v == 0x0A || !(v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
                || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C)
        }
    }

    static func checkInvariants(_ doc: ParsedDocument, sourceLocation: SourceLocation = #_sourceLocation) {
        for r in doc.rules {
            #expect(!r.bars.isEmpty && !r.text.isEmpty && !r.headline.isEmpty, "\(r.text.debugDescription) \(r.headline.debugDescription)", sourceLocation: sourceLocation)
            #expect((r.modality != nil) == (r.kind == .guideline), sourceLocation: sourceLocation)
            #expect(printable(r.text) && printable(r.headline) && r.heading.allSatisfy(printable),
                    "control character in \(r.text.debugDescription)", sourceLocation: sourceLocation)
            #expect(r.id.hasPrefix(r.primaryBar.rawValue + "."), sourceLocation: sourceLocation)
            #expect(r.lines.start >= 1 && r.lines.start <= r.lines.end, sourceLocation: sourceLocation)
        }
        #expect(Set(doc.rules.map(\.id)).count == doc.rules.count, sourceLocation: sourceLocation)
        for r in doc.repairs { #expect(printable(r.excerpt), sourceLocation: sourceLocation) }
        for d in doc.diagnostics { #expect(printable(d.excerpt ?? "") && printable(d.message), sourceLocation: sourceLocation) }
    }

    @Test("1,000 seeded random byte documents")
    func randomBytes() {
        var rng = SplitMix64(seed: 0xBA2_6D1DE)
        var valid = 0
        for _ in 0..<1_000 {
            let count = Int.random(in: 0...2_000, using: &rng)
            // mostly ASCII-ish bytes with a share of high bytes, so some documents are valid UTF-8
            let highShare = Int.random(in: 0...3, using: &rng)
            let bytes: [UInt8] = (0..<count).map { _ in
                Int.random(in: 0..<10, using: &rng) < highShare ? UInt8.random(in: 0x80...0xFF, using: &rng)
                    : UInt8.random(in: 0x00...0x7F, using: &rng)
            }
            let doc = Self.parse(bytes)
            Self.checkInvariants(doc)
            if let bad = Self.referenceInvalidOffset(bytes) {
                #expect(doc.rules.isEmpty)
                #expect(doc.diagnostics.map(\.code) == ["invalid-utf8"])
                #expect(doc.diagnostics.first?.byteOffset == bad)
                #expect(doc.diagnostics.first?.severity == .error)
            } else if bytes.isEmpty {
                #expect(doc.diagnostics.map(\.code) == ["empty-file"])
            } else {
                valid += 1
                #expect(!doc.diagnostics.contains { $0.code == "invalid-utf8" })
            }
        }
        #expect(valid > 100)
    }

    static let fragments: [String] = [
        "Панель вкладок", "Панель навигации:", "Строка состояния", "• ", "  ", "\n", "\n\n", "\r\n", "\r", "\t",
        "Не используйте ", "Избегайте ", "Рассмотрите ", "Используйте ", "кнопки Undo ", "вкладку More ", "Кнопка Edit",
        "UIBarButtonSystemItemFixedSpace", "UINavigationBarкласс", "setItems:animated:", "NOfalse", "tintColor свойство",
        "導(dǎo)航欄", "狀態(tài)欄（The Status Bar）", "外觀和行為", "使用指南", "不要", "避免", "考慮", "確保", "。", "。?", "?",
        "split?view", "中文?英文", "他們?yōu)閕Phone", "</div>", "?/div>", "<b>", "\u{1B}[31m", "\u{1B}]0;x\u{07}", "\u{1B}",
        "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{FEFF}", "\u{0}", "\u{7F}", "\u{85}", "\u{FFFD}", "e\u{301}",
        "(", ")", "（", "）", ":", "：", ". ", "т.е. ", "см. ", "1.", "2) ", "СОВЕТ", "重要：", "Цель. ", "Реализация.",
        "«Назад»", "…", "—", "a", "Б", "中", "😀", "\u{10FFFF}", "x", " в", "?", "((", "(men)", "(bar)",
    ]

    @Test("1,000 seeded random texts built from corpus-like fragments")
    func randomTexts() {
        var rng = SplitMix64(seed: 42)
        var rules = 0
        for _ in 0..<1_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...120, using: &rng) {
                text += Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &rng)]
            }
            let doc = Self.parse(Array(text.utf8))
            Self.checkInvariants(doc)
            rules += doc.rules.count
            #expect(!doc.diagnostics.contains { $0.code == "invalid-utf8" })
        }
        #expect(rules > 1_000)
    }

    @Test("invalid UTF-8: the first bad byte's offset and line; the file is skipped")
    func invalidUTF8() {
        let prefix = Array("Строка\nсостояния\n".utf8)  // 12 + 1 + 18 + 1 bytes
        let cases: [([UInt8], Int)] = [
            (prefix + [0xFF] + Array("текст".utf8), 32),
            (prefix + [0xD0], 32),                       // truncated sequence at the end
            ([0xC0, 0xAF], 0),                           // overlong "/"
            ([0x41, 0xED, 0xA0, 0x80], 1),               // UTF-16 surrogate
            ([0x41, 0x42, 0xF4, 0x90, 0x80, 0x80], 2),   // beyond U+10FFFF
            ([0xE2, 0x82], 0),
        ]
        for (bytes, offset) in cases {
            let doc = Self.parse(bytes)
            #expect(doc.rules.isEmpty && doc.repairs.isEmpty)
            #expect(doc.diagnostics.count == 1)
            #expect(doc.diagnostics.first?.code == "invalid-utf8")
            #expect(doc.diagnostics.first?.byteOffset == offset)
            #expect(doc.diagnostics.first?.file == "fuzz.txt")
            #expect(Self.referenceInvalidOffset(bytes) == offset)
        }
        #expect(Self.parse(prefix + [0xFF]).diagnostics.first?.line == 3)
        #expect(Self.parse(prefix + [0xFF]).diagnostics.first?.excerpt == "FF")
    }

    @Test("a Windows-1251 file is not UTF-8")
    func cp1251() {
        // "Панель вкладок" in Windows-1251: А..я are 0xC0..0xFF
        func cp1251(_ s: String) -> [UInt8] {
            s.unicodeScalars.map { c -> UInt8 in
                switch c.value {
                case 0x410...0x44F: return UInt8(c.value - 0x410 + 0xC0)
                case 0x401: return 0xA8
                case 0x451: return 0xB8
                default: return UInt8(truncatingIfNeeded: c.value)
                }
            }
        }
        let doc = Self.parse(cp1251("Панель вкладок\n\nНе удаляйте вкладку.\n"), name: "cp1251.txt")
        #expect(doc.rules.isEmpty)
        #expect(doc.diagnostics.map(\.code) == ["invalid-utf8"])
        #expect(doc.diagnostics.first?.byteOffset == 0 && doc.diagnostics.first?.line == 1)
        let late = Self.parse(Array("Tab bar\n".utf8) + cp1251("Панель"))
        #expect(late.diagnostics.first?.byteOffset == 8 && late.diagnostics.first?.line == 2)
    }

    @Test("empty and blank files")
    func empty() {
        for bytes in [[], Array("\u{FEFF}".utf8), Array("   \n\n\t\r\n".utf8)] as [[UInt8]] {
            let doc = Self.parse(bytes)
            #expect(doc.rules.isEmpty)
            #expect(doc.diagnostics.map(\.code) == ["empty-file"])
            #expect(doc.diagnostics.allSatisfy { $0.severity == .warning })
        }
    }

    @Test("the item matcher follows the catalog it is given (cached per catalog)")
    func catalogSwitch() {
        let name = C.statusNav
        let fragment = "Редактирование, Отмену, Сохранить, Сделанный, Восстановление и кнопки Undo"
        func items(_ catalog: ItemCatalog) -> [String] {
            DocumentParser.parse(name: name, bytes: C.bytes(name), manifest: C.manifest?.document(named: name), catalog: catalog)
                .rules.first { $0.text.contains(fragment) }?.items ?? ["missing"]
        }
        let full = items(C.catalog)
        #expect(items(ItemCatalog(items: [])) == [])
        #expect(items(C.catalog) == full)
        let onlyUndo = ItemCatalog(items: C.fallbackCatalog.items.filter { $0.identifier.hasSuffix("Undo") })
        #expect(items(onlyUndo) == ["UIBarButtonSystemItemUndo"])
        #expect(items(C.catalog) == full)
    }

    @Test("parsing concurrently gives the same result as sequentially")
    func concurrent() async {
        let names = C.all + C.all
        let sequential = names.map { C.parse($0).rules }
        let parallel = await withTaskGroup(of: (Int, [Rule]).self) { group in
            for (i, name) in names.enumerated() {
                group.addTask { (i, C.parse(name).rules) }
            }
            var out = [[Rule]](repeating: [], count: names.count)
            for await (i, rules) in group { out[i] = rules }
            return out
        }
        #expect(parallel == sequential)
    }

    @Test("a 2 MB single line parses in reasonable time")
    func longLine() {
        var line = ""
        let sentence = "Используйте панель вкладок для навигации UINavigationBarкласс split?view 導(dǎo)航欄 кнопки Undo. "
        while line.utf8.count < 2_000_000 { line += sentence }
        let clock = ContinuousClock()
        var doc: ParsedDocument? = nil
        let elapsed = clock.measure { doc = Self.parse(Array(line.utf8)) }
        #expect(doc?.rules.count == 1)
        #expect((doc?.rules.first?.headline.count ?? 0) <= Headline.maxLength + 1)
        #expect(doc?.repairs.filter { $0.kind == .pinyin }.count == doc?.repairs.filter { $0.kind == .lostSpace }.count)
        #expect(elapsed < .seconds(30), "took \(elapsed)")
    }
}
