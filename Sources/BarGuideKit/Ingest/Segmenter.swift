// Segmentation: normalized lines -> blocks -> rule drafts, with the heading path and the zone
// (what kind of text a section holds) that classification needs.
//
// Blocks are non-empty logical lines (paragraphs: the texts use one line per paragraph, with or
// without blank lines between). Recognized:
//  - headings: short lines without terminal punctuation that are followed by a paragraph, or that
//    are exactly a bar's name. A heading naming bars other than the current section's opens a new
//    section (level 1); one naming the same bars is a level-2 heading ("Значки панели вкладок",
//    "Появление панелей навигации"); one naming no bar is a subsection under the deepest bar heading
//    ("外觀和行為", "使用指南", "Стиль панели"). English glosses in full-width brackets are dropped
//    from the heading path: "狀態欄（The Status Bar）" -> "狀態欄".
//  - the first line of a document, when it names no bar and a paragraph follows, is its title.
//  - captions: the same short lines when no paragraph follows (figure captions come in runs:
//    "(Темное) содержание по умолчанию" / "Легкое содержание"), or any starting with "(".
//  - "Строка состояния:" (a bar's name and a colon) introduces behaviour bullets: one rule each.
//  - bullets and numbered steps that complete a sentence ending in ":" belong to that rule, as do
//    short unmarked lines after it ("Цель. Панели навигации позволяют пользователям:" + two lines).
//    Labelled bullets ("• Кнопка Clear. …") describe one element each and stay separate rules.
//  - indented lines continue the previous bullet or paragraph.
//  - "СОВЕТ" (tip) / "重要：" (important) labels; run-in labels "Реализация." / "Конфигурация. …".
//  - exact duplicate paragraphs (40+ characters, not bullets) are dropped (duplicate-paragraph).

struct Segmenter {
    var repairs: [Repair] = []
    /// Source lines that hold no rule, with the reason: the document's title, headings, a table's
    /// header row (the coverage report names them).
    var named: [(lines: ClosedRange<Int>, reason: LineReason)] = []
    let referenceDocument: Bool
    var lang: Lang = .en

    // MARK: Block predicates

    static func isWordy(_ c: Unicode.Scalar) -> Bool {
        let v = c.value
        return Ch.isLetter(v) || Ch.isDigit(v) || (v > 0x2FF && (c.properties.isAlphabetic || c.properties.numericType != nil))
    }

    static func isBullet(_ s: Scalars) -> Bool {
        guard let f = s.first else { return false }
        switch f.value {
        // (‧ and ∙ mark list items in Taiwanese and typeset text)
        case 0x2022, 0x25CF, 0x25AA, 0x25E6, 0x2023, 0x00B7, 0x2043, 0x25A0, 0x25C6, 0x30FB, 0xFF65, 0x2027, 0x2219: return true
        case 0x2610, 0x2611, 0x2612: return true  // ☐ ☑ ☒: a checklist's boxes
        case 0x2D, 0x2A, 0x2013:
            return s.count > 1 && Ch.isSpace(s[1].value)
        case 0x2014:
            // an em dash opens a Russian list's items ("— показывает заголовок;", "— «Готово» — …");
            // "— — —" is a separator
            return s.count > 2 && Ch.isSpace(s[1].value) && (isWordy(s[2]) || Ch.isOpener(s[2].value))
        default: return false
        }
    }

    /// Whether bullet `b` continues the list that bullet `a` opened: the same list of a structured
    /// reader; in plain text the same bullet mark, or a changed mark where the items keep their
    /// kind (a converted text may change marks within one list). "•" properties followed by "-"
    /// instructions are two lists.
    static func sameList(_ a: Block, _ b: Block, lang: Lang) -> Bool {
        if let la = a.listItem, let lb = b.listItem { return la.list == lb.list }
        if a.text.first == b.text.first { return true }
        func instructs(_ x: Block) -> Bool {
            let first = Headline.first(itemBody(x))
            let p = LanguageProfile.of(lang)
            return !p.matches(p.statementStart, first) && (Classifier.lead(first, lang: lang)?.explicit ?? false)
        }
        return instructs(a) == instructs(b)
    }

    static func isNumbered(_ s: Scalars) -> Bool {
        guard let f = s.first?.value else { return false }
        // a circled number ("① …") or one in parentheses ("(2) …", "（3）…")
        if (0x2460...0x2473).contains(f) { return s.count > 1 }
        // a keycap number ("1️⃣ …", "🔟 …"), as posts number their points
        if keycapEnd(s) != nil { return true }
        if f == 0x28 || f == 0xFF08 {
            var k = 1
            while k < s.count, k < 4, Ch.isDigit(s[k].value) { k += 1 }
            return k > 1 && k < s.count - 1 && (s[k].value == 0x29 || s[k].value == 0xFF09)
        }
        var i = 0
        while i < s.count, i < 3, Ch.isDigit(s[i].value) { i += 1 }
        guard i > 0, i < s.count - 1 else { return false }
        let v = s[i].value
        guard v == 0x2E || v == 0x29 || v == 0x3001 || v == 0xFF0E else { return false }
        return !Ch.isDigit(s[i + 1].value)
    }

    /// A line that ends on an emoji after a clause break ("上期好多姐妹催更，来了来了🏃‍♀️", "Ну что,
    /// поехали 🚀"): a post's sentence, the emoji in place of its full stop.
    static func chattySentence(_ t: Scalars) -> Bool {
        var k = t.count - 1
        // (a variation selector, a joiner, a skin tone or a gender sign trail the emoji itself)
        while k > 0, [0xFE0F, 0x200D, 0x2640, 0x2642].contains(t[k].value) || (0x1F3FB...0x1F3FF).contains(t[k].value) || Ch.isSpace(t[k].value) {
            k -= 1
        }
        guard k > 2, t[k].value >= 0x1F300, t[k].properties.isEmoji else { return false }
        return t[..<k].contains { [0xFF0C, 0x2C, 0xFF5E, 0xFF01, 0x21, 0x3001].contains($0.value) }
    }

    /// Where a keycap number that opens `s` ends ("1️⃣", "1⃣", "🔟"), when text follows it.
    static func keycapEnd(_ s: Scalars) -> Int? {
        guard let f = s.first?.value else { return nil }
        if f == 0x1F51F { return s.count > 1 ? 1 : nil }
        guard Ch.isDigit(f), s.count > 2 else { return nil }
        var k = 1
        if s[k].value == 0xFE0F { k += 1 }
        guard k < s.count, s[k].value == 0x20E3, k + 1 < s.count else { return nil }
        return k + 1
    }

    /// The speaker's label that opens a line of a transcript or a chat ("Антон: …", "Игорь
    /// (iOS-разработчик): …", "Dana K.: …"): one or two capitalised words, an optional role in
    /// parentheses, then a colon. Where the name ends and the text starts, or nil.
    static func speakerLabel(_ t: Scalars) -> (name: String, end: Int)? {
        guard let f = t.first?.value, Ch.isASCIIUpper(f) || (0x410...0x42F).contains(f) || f == 0x401 else { return nil }
        var i = 0, words = 1
        while i < t.count, i < 40 {
            let v = t[i].value
            if Ch.isColon(v) { break }
            if Ch.isSpace(v) {
                // a role in parentheses after the name
                if i + 1 < t.count, t[i + 1].value == 0x28 {
                    guard let close = t[(i + 1)...].prefix(40).firstIndex(where: { $0.value == 0x29 }), close + 1 < t.count,
                          Ch.isColon(t[close + 1].value) else { return nil }
                    i = close + 1
                    break
                }
                words += 1
                guard words <= 2, i + 1 < t.count, Ch.isASCIIUpper(t[i + 1].value) || (0x410...0x42F).contains(t[i + 1].value) else { return nil }
            } else if !(Ch.isLetter(v) || v == 0x2E || v == 0x2D) { return nil }
            i += 1
        }
        guard i < t.count, i > 1, Ch.isColon(t[i].value), i + 1 < t.count, Ch.isSpace(t[i + 1].value) else { return nil }
        // (the name without its role)
        let paren = t[0..<i].firstIndex { $0.value == 0x28 } ?? i
        let name = Sc.str(Sc.trim(Array(t[0..<paren])))
        var end = i + 1
        while end < t.count, Ch.isSpace(t[end].value) { end += 1 }
        return (name, end)
    }

    /// The text ends with a question mark (closing quotes aside).
    static func endsWithQuestion(_ t: Scalars) -> Bool {
        var k = t.count - 1
        while k > 0, Ch.isCloser(t[k].value) || Ch.isSpace(t[k].value) { k -= 1 }
        return k > 0 && (t[k].value == 0x3F || t[k].value == 0xFF1F)
    }

    /// A question without its question mark and the spaces around it.
    static func withoutQuestionMark(_ t: Scalars) -> Scalars {
        Sc.trim(Array(t.filter { $0.value != 0x3F && $0.value != 0xFF1F }))
    }

    /// The speakers of a transcript: names that label two lines or more and are no label of any
    /// module ("Note:", «Важно:», "Q:").
    static func speakers(_ blocks: [Block]) -> Set<String> {
        var count: [String: Int] = [:]
        for b in blocks where !b.bullet && !b.isTableRow && b.cells.isEmpty {
            guard let s = speakerLabel(b.text) else { continue }
            count[s.name, default: 0] += 1
        }
        return Set(count.filter { name, n in
            // (a label that gives the force or names a note, "Exceptions:", "Tip:", is nobody's name)
            n >= 2 && Classifier.standaloneLabel(Sc.of(name)) == nil && !Languages.aboutDocument(Sc.of(name + ":"))
                && RuleBuilder.modalityLabel(Sc.of(name + ": x")) == nil && Classifier.inlineLabel(Sc.of(name + ": x")) == nil
                && withoutLabel(Sc.of(name + ": x"), \.questionLabel).count == name.count + 3
                && withoutLabel(Sc.of(name + ": x"), \.answerLabel).count == name.count + 3
        }.keys)
    }

    /// More units than this before the first section are the document's content, not its preface.
    static let prefaceLimit = 8

    /// The title of a tracker's ticket or a decision record: a key of two to six capitals, a
    /// hyphen and digits ("HBR-1402", "IOS-77", "ADR-004"), spaces, then a short title with no
    /// closing stop. A record's key may carry its date and status in parentheses and a dash before
    /// its title ("ADR-004 (17.04.2023, Accepted) — Tab bar: sections"); only then may the title
    /// hold a colon.
    static func ticketTitle(_ t: Scalars) -> Scalars? {
        guard t.count <= 120, let f = t.first, Ch.isASCIIUpper(f.value) else { return nil }
        var k = 0
        while k < t.count, k < 7, Ch.isASCIIUpper(t[k].value) { k += 1 }
        guard k >= 2, k <= 6, k < t.count, t[k].value == 0x2D else { return nil }
        k += 1
        let digits = k
        while k < t.count, Ch.isDigit(t[k].value) { k += 1 }
        guard k > digits, k - digits <= 6, k < t.count, Ch.isSpace(t[k].value) else { return nil }
        while k < t.count, Ch.isSpace(t[k].value) { k += 1 }
        var record = false
        if k < t.count, t[k].value == 0x28, let close = t[k...].firstIndex(where: { $0.value == 0x29 }), close - k <= 40 {
            k = close + 1
            while k < t.count, Ch.isSpace(t[k].value) { k += 1 }
            record = true
        }
        if k < t.count, Ch.isDash(t[k].value) || Ch.isColon(t[k].value) {
            k += 1
            while k < t.count, Ch.isSpace(t[k].value) { k += 1 }
            record = true
        }
        guard k < t.count, Ch.isLetter(t[k].value) else { return nil }
        let title = Array(t[k...])
        guard !endsTerminal(title), record || !title.contains(where: { Ch.isColon($0.value) }),
              Scan.words(title).count >= 2 else { return nil }
        return title
    }

    /// A line after a ticket's header that is its text, not a field: a sentence after the key
    /// ("Steps: Open a trip …", "Expected: The bar should …").
    static func ticketFieldIsText(_ t: Scalars) -> Bool {
        endsTerminal(t) || Scan.words(t).count > 8
    }

    /// The title of a Gherkin feature's line ("Feature: Tab bar", «Функция: Панель вкладок»,
    /// "功能：标签栏"), or nil.
    static func gherkinFeature(_ t: Scalars) -> Scalars? {
        guard t.count <= 100, let colon = t.prefix(12).firstIndex(where: { Ch.isColon($0.value) }) else { return nil }
        guard gherkinFeatureWords.contains(Sc.str(Array(t[..<colon]))) else { return nil }
        let title = Sc.trim(Array(t[(colon + 1)...]))
        return title.isEmpty ? nil : title
    }
    /// A Gherkin scenario, outline or background ("Scenario: Cancel leaves search", «Сценарий: …»,
    /// "场景：…"): its keyword and a colon open the unit.
    static func gherkinScenario(_ t: Scalars) -> Bool {
        guard let colon = t.prefix(20).firstIndex(where: { Ch.isColon($0.value) }), colon > 0 else { return false }
        return gherkinScenarioWords.contains(Sc.str(Sc.trim(Array(t[..<colon]))))
    }
    /// Gherkin's keywords in every module's dialect (`LanguageProfile.gherkinScenarioWords`, `gherkinFeatureWords`).
    static let gherkinScenarioWords: Set<String> = Set(Languages.profiles.flatMap(\.gherkinScenarioWords))
    static let gherkinFeatureWords: Set<String> = Set(Languages.profiles.flatMap(\.gherkinFeatureWords))

    /// The indent of the block that starts at line `start`, looked for back from block `i`; 0 when
    /// none does (a unit a structured reader made).
    static func indent(ofBlockAt start: Int, in blocks: [Block], before i: Int) -> Int {
        var j = i - 1
        while j >= 0, blocks[j].start > start { j -= 1 }
        return j >= 0 && blocks[j].start == start ? blocks[j].indent : 0
    }

    /// A line that opens with a reply arrow (↳ ↪ ⤷).
    static func opensReply(_ t: Scalars) -> Bool {
        guard let f = t.first(where: { !Ch.isSpace($0.value) }) else { return false }
        return f.value == 0x21B3 || f.value == 0x21AA || f.value == 0x2937
    }

    /// A post's header in an exported thread or chat: a short line that names its author and ends
    /// with the time it was posted ("Dana Kowalski, 9 Mar, 10:14", «Иван, 9 марта, 10:14»,
    /// "李明 3月9日 10:14", a chat's "Dana Kowalski  10:14" or «Иван Петров 10:14»).
    static func isPostHeader(_ t: Scalars) -> Bool {
        guard t.count >= 8, t.count <= 80, let f = t.first, Ch.isLetter(f.value) || Ch.isHan(f.value) || f.value == 0x40 else { return false }
        var k = t.count
        // an "am"/"pm" after the time
        if k >= 3, Ch.isSpace(t[k - 3].value), let m = Unicode.Scalar(Ch.lower(t[k - 2].value)), m == "a" || m == "p",
           Ch.lower(t[k - 1].value) == 0x6D { k -= 3 }
        // HH:MM at the end
        guard k >= 5, Ch.isDigit(t[k - 1].value), Ch.isDigit(t[k - 2].value), t[k - 3].value == 0x3A, Ch.isDigit(t[k - 4].value)
        else { return false }
        let hour = k - 4 > 0 && Ch.isDigit(t[k - 5].value) ? k - 5 : k - 4
        let head = t[..<hour]
        // no sentence and no key ("会议时间：…") inside it, and a separator between the author and the time
        if head.contains(where: { [0x3F, 0x21, 0x3002, 0xFF1F, 0x3A, 0xFF1A].contains($0.value) }) { return false }
        return head.contains { $0.value == 0x2C || $0.value == 0xFF0C || $0.value == 0x00B7 || $0.value == 0x2014 }
            || head.contains { Ch.isHan($0.value) } && head.contains { Ch.isDigit($0.value) }
            || chatAuthor(head)
    }

    /// A review comment's header: a source file's path with a line number, and maybe the
    /// reviewer after it ("Sources/Home/HomeViewController.swift:42 — Wang Lei",
    /// "TabBarController.m:88-90 (@anna)", "src/bars.kt#L12"). The line holds no sentence.
    static func isCodeLocation(_ t: Scalars) -> Bool {
        guard t.count >= 6, t.count <= 120, !t.contains(where: { $0.value == 0x0A }) else { return false }
        // the path: no space in it, a file extension of letters, then ":" or "#L" and digits
        var k = 0
        while k < t.count, !Ch.isSpace(t[k].value) { k += 1 }
        let path = t[..<k]
        guard let colon = path.lastIndex(where: { $0.value == 0x3A || $0.value == 0x23 }), colon > 2 else { return false }
        var d = colon + 1
        if t[colon].value == 0x23, d < k, t[d].value == 0x4C { d += 1 }  // "#L12"
        guard d < k, path[d...].allSatisfy({ Ch.isDigit($0.value) || $0.value == 0x2D || $0.value == 0x3A }),
              Ch.isDigit(t[d].value) else { return false }
        guard let dot = path[..<colon].lastIndex(where: { $0.value == 0x2E }), dot > 0, (2...6).contains(colon - dot),
              path[(dot + 1)..<colon].allSatisfy({ Ch.isASCIILetter($0.value) }) else { return false }
        // the rest: a reviewer's name or handle, no sentence
        let rest = t[k...]
        if rest.contains(where: { [0x2E, 0x3F, 0x21, 0x3002, 0xFF1F, 0xFF01, 0xFF0C, 0x2C].contains($0.value) }) { return false }
        return Scan.words(Array(rest)).count <= 4 && rest.filter({ Ch.isHan($0.value) }).count <= 6
    }

    /// The author before a chat message's time: a tab or a run of spaces before it (the columns
    /// of a chat export), or one to three names, each capitalised or a @handle («Аня Котова»,
    /// "Dana K.", "@dana").
    static func chatAuthor(_ head: Scalars.SubSequence) -> Bool {
        guard let last = head.last, Ch.isSpace(last.value) else { return false }
        let words = Scan.words(Array(head))
        guard (1...4).contains(words.count), BarLexicon.bars(Array(head)).isEmpty else { return false }
        if last.value == 0x09 || (head.count >= 2 && Ch.isSpace(head[head.endIndex - 2].value)) { return true }
        guard words.count <= 3 else { return false }
        let names = head.split { Ch.isSpace($0.value) }
        return names.count == words.count && names.allSatisfy { name in
            guard let f = name.first else { return false }
            return Ch.isUpper(f.value) || f.value == 0x40
        }
    }

    /// A line opened by a Chinese numeral and 、 ("三、工具列").
    static func chineseNumbered(_ s: Scalars) -> Bool {
        var k = 0
        while k < s.count, k < 3, chineseNumerals.contains(s[k].value) { k += 1 }
        return k > 0 && k < s.count - 1 && s[k].value == 0x3001
    }
    static let chineseNumerals: Set<UInt32> = Set("一二三四五六七八九十".unicodeScalars.map(\.value))

    /// A heading numbered as a chapter, a part or a section of a Chinese book or spec: "第一章 导航栏",
    /// "第2部分　标签栏", "第三节 标题". Its level: 1 for a chapter or a part, 2 for a section (节,
    /// 節); nil for other lines. (Other scripts' "Chapter 3", «Глава 2» head by their shape.)
    static func chapterLevel(_ t: Scalars) -> Int? {
        guard t.count > 3, t[0].value == 0x7B2C else { return nil }  // 第
        return t.withUnsafeBufferPointer { b -> Int? in
            let n = b.count
            var k = 1
            while k < n, k < 5, Ch.isDigit(b[k].value) || chineseNumerals.contains(b[k].value) || Ch.isSpace(b[k].value) { k += 1 }
            guard k > 1, let (unit, level) = chapterUnits.first(where: { Scan.hasPrefix(b, k, n, $0.0) }) else { return nil }
            // (then a space, a colon or a comma of enumeration; not "第一章的内容")
            let e = k + unit.count
            guard e < n, Ch.isSpace(b[e].value) || Ch.isColon(b[e].value) || b[e].value == 0x3001 || b[e].value == 0x3000 else { return nil }
            return level
        }
    }
    static let chapterUnits: [([UInt32], Int)] = [("部分", 1), ("章", 1), ("篇", 1), ("节", 2), ("節", 2)].map { (Scan.values($0.0), $0.1) }

    /// A meeting's numbered topic before its colon: "议题二：…", "議題 3：…", "Topic 3: …", «Тема 2: …».
    static func numberedTopic(_ t: Scalars) -> Bool {
        guard let c = t.prefix(16).firstIndex(where: { Ch.isColon($0.value) }), c > 1 else { return false }
        let key = Sc.str(Scan.lower(Sc.trim(Array(t[..<c]))))
        guard let word = topicWords.first(where: { key.hasPrefix($0) }) else { return false }
        let number = key.unicodeScalars.dropFirst(word.unicodeScalars.count).filter { !Ch.isSpace($0.value) }
        return !number.isEmpty && number.allSatisfy { Ch.isDigit($0.value) || chineseNumerals.contains($0.value) }
    }
    static let topicWords = ["议题", "議題", "议程", "議程", "话题", "話題", "topic", "agenda item", "тема", "вопрос"]

    /// A line of two or more hashtags and nothing else ("#hig #tabbar", "#переводимhig #ios", and
    /// closed ones, "#iOS设计# #UI设计#"): a post's tags. (One tag alone may be a heading's mark or an
    /// issue number.)
    static func onlyHashtags(_ t: Scalars) -> Bool {
        // (asked of every block: most open with no "#")
        guard let first = t.first(where: { !Ch.isSpace($0.value) }), first.value == 0x23 else { return false }
        var tags = 0, k = 0
        while k < t.count {
            if Ch.isSpace(t[k].value) { k += 1; continue }
            var end = k
            while end < t.count, !Ch.isSpace(t[end].value) { end += 1 }
            // "#tag" or "#tag#": a mark, then letters, digits or "_" with a letter among them
            var body = t[(k + 1)..<end]
            if body.count > 1, body.last?.value == 0x23 { body = body.dropLast() }
            guard t[k].value == 0x23, !body.isEmpty,
                  body.allSatisfy({ Ch.isLetter($0.value) || Ch.isHan($0.value) || Ch.isDigit($0.value) || $0.value == 0x5F }),
                  body.contains(where: { Ch.isLetter($0.value) || Ch.isHan($0.value) }) else { return false }
            tags += 1
            k = end
        }
        return tags >= 2
    }

    /// A line holding a key, a colon and a value after it ("版本：V2.1", "Owner: design team").
    /// (A numbered heading's subtitle is no value: "Post #3 — Nav bar, part 2: buttons".)
    static func keyValue(_ t: Scalars) -> Bool {
        guard let c = t.firstIndex(where: { Ch.isColon($0.value) }), c > 0, c + 1 < t.count else { return false }
        if wordNumberShape(t) != nil, dashSeparated(Array(t[..<c])) { return false }
        return t[(c + 1)...].contains { !Ch.isSpace($0.value) }
    }

    /// Words that join the names of bars in a heading ("Search bar and scope bar", «… и …», 和).
    static let barJoiners: Set<String> = ["and", "or", "&", "и", "или", "a", "the", "和", "与", "與", "及", "以及"]

    /// A heading that names two bars or more and nothing else ("SEARCH BAR AND SCOPE BAR",
    /// «Панель навигации и панель инструментов», 搜索栏与范围栏).
    static func namesOnlyBars(_ t: Scalars) -> Bool {
        let found = BarLexicon.mentions(t)
        guard found.count >= 2 else { return false }
        let rest = wordsBeside(found, in: t)
        return (rest.han.isEmpty || barJoiners.contains(rest.han)) && rest.words.allSatisfy { barJoiners.contains($0) }
    }

    /// What a text holds besides the bar names found in it: its Han text as one run ("是干什么的"),
    /// its other words one by one, lowercased.
    static func wordsBeside(_ found: [BarMention], in t: Scalars) -> (han: String, words: [String]) {
        var rest = t
        for m in found.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) { rest.removeSubrange(m.range) }
        let han = String(String.UnicodeScalarView(rest.filter { Ch.isHan($0.value) }))
        return (han, Scan.words(rest.filter { !Ch.isHan($0.value) }).map(\.text))
    }

    /// A line in capitals: two letters or more, none of them lowercase ("TOOLBAR", "OPTIONAL (FINE TO MOVE)").
    /// An aside in parentheses may keep its own case ("ПАНЕЛЬ ОБЛАСТИ (scope bar)").
    /// A line that only lists API names, two or more, apart by semicolons or commas
    /// ("UIToolbar; UIBarButtonItem; UIViewController.toolbarItems", "badgeValue, UITabBarItem"),
    /// a member's own words in brackets aside ("UINavigationBarAppearance (standardAppearance)").
    static func listsAPINames(_ t: Scalars) -> Bool {
        let parts = Classifier.outsideBrackets(t, square: false).split {
            $0.value == 0x3B || $0.value == 0x2C || $0.value == 0xFF1B || $0.value == 0xFF0C || $0.value == 0x3001
        }
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            let p = Sc.trim(Array(part))
            guard !p.isEmpty, !p.contains(where: { Ch.isSpace($0.value) }) else { return false }
            // a member path ("UIViewController.toolbarItems"), a call ("setNeeds…()"), or a name in camelCase
            let name = p.filter { $0.value != 0x28 && $0.value != 0x29 }
            return name.split { $0.value == 0x2E }.allSatisfy { BarLexicon.isAPIName($0[...]) || $0.allSatisfy { Ch.isASCIILower($0.value) } }
                && name.contains { Ch.isASCIIUpper($0.value) }
        }
    }

    /// The text without the words that name Apple's products in their own case ("iOS", "iPhone").
    static func withoutProductNames(_ t: Scalars) -> Scalars {
        var out = Scalars()
        var k = 0
        while k < t.count {
            if t[k].value == 0x69, k + 1 < t.count, Ch.isASCIIUpper(t[k + 1].value), k == 0 || !Ch.isLetter(t[k - 1].value) {
                while k < t.count, Ch.isLetter(t[k].value) { k += 1 }
                continue
            }
            out.append(t[k])
            k += 1
        }
        return out
    }

    static func isCapitals(_ t: Scalars) -> Bool {
        var upper = 0
        var depth = 0
        for c in t {
            if c.value == 0x28 || c.value == 0xFF08 { depth += 1; continue }
            if c.value == 0x29 || c.value == 0xFF09 { depth = max(0, depth - 1); continue }
            if depth > 0 { continue }
            if Ch.isLowerLetter(c.value) { return false }
            if Ch.isUpper(c.value) { upper += 1 }
        }
        return upper >= 2
    }

    /// The value after a key's colon is a bar's name ("Part 3: Tab bar", "第二部分：导航栏").
    static func valueIsBar(_ t: Scalars) -> Bool {
        guard let c = t.firstIndex(where: { Ch.isColon($0.value) }), c + 1 < t.count else { return false }
        let value = Sc.trim(Array(t[(c + 1)...]))
        // (or the bars of a shared section: "Часть 6. Поиск: панель поиска и панель области")
        return BarLexicon.wholeBar(value) != nil || namesOnlyBars(value)
    }

    /// A line that holds a written date ("2024-03-18", "18.03.2024", "2024/3/18", "2024年3月18日"):
    /// a byline or a date stamp, no heading.
    static func hasNumericDate(_ t: Scalars) -> Bool {
        var runs: [(start: Int, end: Int)] = []
        var i = 0
        while i < t.count {
            guard Ch.isDigit(t[i].value) else { i += 1; continue }
            var j = i
            while j < t.count, Ch.isDigit(t[j].value) { j += 1 }
            runs.append((i, j))
            i = j
        }
        /// Whether a date's separator follows the run ending at `end` and the next run starts at
        /// `next` (年 and 月 may have spaces around them: "2024 年 5 月 12 日").
        func joined(_ end: Int, _ next: Int) -> Bool {
            guard end < t.count else { return false }
            if [0x2D, 0x2E, 0x2F].contains(t[end].value) { return next == end + 1 }
            var k = end
            while k < next, Ch.isSpace(t[k].value) { k += 1 }
            guard k < next, t[k].value == 0x5E74 || t[k].value == 0x6708 else { return false }
            k += 1
            while k < next, Ch.isSpace(t[k].value) { k += 1 }
            return k == next
        }
        for (k, r) in runs.enumerated() where k + 2 < runs.count || (k + 1 < runs.count && r.end - r.start == 4) {
            let a = runs[k + 1]
            guard joined(r.end, a.start), a.end - a.start <= 2 else { continue }
            // a year first ("2024-03", "2024年3月"), or a day and a month before the year ("18.03.2024")
            if r.end - r.start == 4 { return true }
            if k + 2 < runs.count, r.end - r.start <= 2, joined(a.end, runs[k + 2].start),
               runs[k + 2].end - runs[k + 2].start == 4 { return true }
        }
        return false
    }

    /// The bar a marked or numbered heading names before its subtitle's colon ("📌 02 导航栏：告诉用户…",
    /// "3 | Tab bar: the front door", "■ Строка поиска: где её ждут"), when the line is one.
    static func barKeyedHeading(_ t: Scalars) -> Bar? {
        let start = headingShapeEnd(t)
        guard start > 0, let c = t[start...].firstIndex(where: { Ch.isColon($0.value) }), c + 1 < t.count else { return nil }
        let subtitle = Sc.trim(Array(t[(c + 1)...]))
        guard !subtitle.isEmpty, subtitle.count <= 32 else { return nil }
        return BarLexicon.wholeBar(Sc.trim(Array(t[start..<c])))
    }

    /// Where a heading's marks and numbers end ("📌 02 ", "3) ", "Part 4 — "): the run of glyphs,
    /// digits, spaces and punctuation before its first letter.
    static func headingShapeEnd(_ t: Scalars) -> Int {
        var i = 0
        while i < t.count, !Ch.isHan(t[i].value), !t[i].properties.isAlphabetic { i += 1 }
        return i
    }

    /// A heading's shape: its leading marks and punctuation, each run of digits as one "9", spaces
    /// dropped ("📌 01 …" and "📌 06 …" share "📌9"). Headings of one shape are siblings.
    static func headingShape(_ t: Scalars) -> String {
        var shape = String.UnicodeScalarView()
        var digit = false
        for c in t[0..<headingShapeEnd(t)] where !Ch.isSpace(c.value) {
            let d = Ch.isDigit(c.value)
            if d, digit { continue }
            shape.append(d ? "9" : c)
            digit = d
        }
        return String(shape)
    }

    /// The shape by which a heading's siblings are known: `headingShape`, and whether it is in
    /// capitals ("ЧАСТЬ 5. ПАНЕЛЬ ВКЛАДОК" and "ВМЕСТО ЗАКЛЮЧЕНИЯ" are siblings where nothing else
    /// marks their level).
    static func siblingShape(_ t: Scalars) -> String {
        (wordNumberShape(t) ?? headingShape(t)) + (isCapitals(t) ? capitalsMark : "")
    }
    static let capitalsMark = "\u{21E7}"

    /// Headings in capitals are siblings whatever else they hold, unless both are numbered to
    /// different depths ("3.2 TITLE" stands under "3 NAVIGATION BAR"); others when their shapes agree.
    static func siblings(_ a: String, _ b: String?) -> Bool {
        guard let b, !a.isEmpty else { return false }
        if a == b { return true }
        guard a.hasSuffix(capitalsMark), b.hasSuffix(capitalsMark) else { return false }
        let depth = { (s: String) in s.unicodeScalars.filter { $0 == "9" }.count }
        return depth(a) == 0 || depth(b) == 0 || depth(a) == depth(b)
    }

    /// "Unit 4.7 – …", "Part 3: …", «Глава 2. …», "Week #3 — …", «Разбор по кусочку №5 — …»: a
    /// series' name (a word, or up to four words before a number marked "#" or "№") and a number
    /// open the heading; its shape is the name, lowercased, and the number's ("unit9.9").
    static func wordNumberShape(_ t: Scalars) -> String? {
        var k = 0
        var words = 0
        while true {
            let start = k
            while k < t.count, Ch.isLatinLetter(t[k].value) || Ch.isCyrillic(t[k].value) { k += 1 }
            guard k > start else { return nil }
            words += 1
            guard k + 1 < t.count, t[k].value == 0x20 else { return nil }
            if Ch.isDigit(t[k + 1].value), words == 1 { break }
            // (a name of several words is a series' only when a number sign marks its number)
            if k + 2 < t.count, t[k + 1].value == 0x23 || t[k + 1].value == 0x2116, Ch.isDigit(t[k + 2].value) { break }
            guard words < 4 else { return nil }
            k += 1
        }
        guard k >= 2 else { return nil }
        var shape = Sc.str(Scan.lower(Array(t[0..<k])))
        if !Ch.isDigit(t[k + 1].value) { k += 1 }
        var j = k + 1, digit = false
        while j < t.count, Ch.isDigit(t[j].value) || t[j].value == 0x2E {
            let d = Ch.isDigit(t[j].value)
            if !(d && digit) { shape += d ? "9" : "." }
            digit = d
            j += 1
        }
        return shape
    }

    /// A numbered step's text after its number ("2. Кнопка …" -> "Кнопка …").
    static func numberedBody(_ s: Scalars) -> Scalars {
        s.withUnsafeBufferPointer { b in Array(s[LanguageProfile.textStart(b, 0, b.count)...]) }
    }

    static func bulletBody(_ s: Scalars) -> Scalars {
        var i = 1
        while i < s.count, Ch.isSpace(s[i].value) { i += 1 }
        // a task box after the mark ("- [ ] …", "* [x] …")
        if let box = taskBoxEnd(s, i) {
            i = box
            while i < s.count, Ch.isSpace(s[i].value) { i += 1 }
        }
        return Array(s[i...])
    }

    /// Where a task box "[ ]", "[x]" or "[X]" that stands at `i` ends, when one does.
    static func taskBoxEnd(_ s: Scalars, _ i: Int) -> Int? {
        guard i + 2 < s.count, s[i].value == 0x5B, s[i + 2].value == 0x5D,
              [0x20, 0x78, 0x58].contains(s[i + 1].value) else { return nil }
        return i + 3
    }

    /// Where the statement starts after a requirement's or a check's ID that opens the line
    /// ("TR-NAV-01  Заголовок — не длиннее 20 символов.", "ID: ТР-СС-2   Цвет текста …", "SB-03
    /// Текст …"): a code of capitals, dashes and a closing number, then a sentence. A ticket's key
    /// before a title without a sentence end ("HBR-1402  Status bar text unreadable") is no
    /// requirement. Nil when the line opens otherwise.
    static func requirementStart(_ t: Scalars) -> Int? {
        var k = 0
        // ("ID:" before it)
        if t.count > 4, t[0].value == 0x49, t[1].value == 0x44, Ch.isColon(t[2].value) {
            k = 3
            while k < t.count, Ch.isSpace(t[k].value) { k += 1 }
        }
        func upper(_ v: UInt32) -> Bool { Ch.isASCIIUpper(v) || Ch.isCyrillicUpper(v) }
        let code = k
        while k < t.count, k - code <= 6, upper(t[k].value) { k += 1 }
        guard k > code, k < t.count, t[k].value == 0x2D else { return nil }
        // more capitals and dashes, then the number: "TR-NAV-01", "ТР-ПИ-2", "SB-01"
        while k < t.count, k - code <= 16, upper(t[k].value) || t[k].value == 0x2D { k += 1 }
        let digits = k
        while k < t.count, Ch.isDigit(t[k].value) { k += 1 }
        guard k > digits, k - digits <= 4, t[digits - 1].value == 0x2D, k < t.count else { return nil }
        if t[k].value == 0x2E || Ch.isColon(t[k].value) { k += 1 }
        guard k < t.count, Ch.isSpace(t[k].value) else { return nil }
        while k < t.count, Ch.isSpace(t[k].value) { k += 1 }
        guard k < t.count, Ch.isLetter(t[k].value) || Ch.isHan(t[k].value) || ItemMatcher.isOpeningQuote(t[k].value),
              endsTerminal(Array(t[k...])) else { return nil }
        return k
    }

    /// A table header with two columns or more that name properties of an API (the modules'
    /// `apiColumn` cue: "Prop", "Type", "Default", «Свойство», 默认值).
    static func namesAPIColumns(_ header: [Scalars]) -> Bool {
        header.filter { c in Languages.profiles.contains { $0.matches($0.apiColumn, Sc.trim(c)) } }.count >= 2
    }

    /// A bullet that is a checklist item: a ballot box for its mark, or a task box after the mark.
    static func isTask(_ s: Scalars) -> Bool {
        guard let f = s.first?.value else { return false }
        if (0x2610...0x2612).contains(f) { return true }
        var i = 1
        while i < s.count, Ch.isSpace(s[i].value) { i += 1 }
        return taskBoxEnd(s, i) != nil
    }

    static func endsTerminal(_ s: Scalars) -> Bool {
        var k = s.count - 1
        while k >= 0, Ch.isCloser(s[k].value) {
            // "(показанный в Почте)": a bracket closing a parenthetical is not a sentence end
            if s[k].value == 0x29 || s[k].value == 0xFF09 { return k > 0 && Ch.isTerminator(s[k - 1].value) }
            k -= 1
        }
        guard k >= 0 else { return false }
        return Ch.isTerminator(s[k].value) || s[k].value == 0x2C || s[k].value == 0xFF0C
    }

    /// A heading for display: English gloss in brackets after non-latin text removed.
    static func headingText(_ s: Scalars) -> Scalars {
        var t = Sc.trim(markedHeadingBody(s) ?? s)
        guard let last = t.last, last.value == 0xFF09 || last.value == 0x29 else { return t }
        let open: UInt32 = last.value == 0xFF09 ? 0xFF08 : 0x28
        guard let o = t.lastIndex(where: { $0.value == open }), o > 0 else { return t }
        let inner = t[(o + 1)..<(t.count - 1)]
        guard !inner.isEmpty, inner.allSatisfy({ Ch.isASCIILetter($0.value) || Ch.isSpace($0.value) || $0.value == 0x2D }),
              !Ch.isASCIILetter(t[o - 1].value), !Ch.isSpace(t[o - 1].value) else { return t }
        t.removeSubrange(o...)
        return Sc.trim(t)
    }

    /// Glyphs that mark a heading in a plain-text spec ("■ 导航栏", "▶ 使用规则", "◆ Developer notes");
    /// ■ and ◆ mark list items too.
    static func isHeadingMark(_ v: UInt32) -> Bool {
        v == 0x25A0 || v == 0x25C6 || v == 0x25B6 || v == 0x25BA || v == 0x25B8 || v == 0x25C7 || v == 0x25A1 || v == 0x25FC || v == 0x25FE
    }

    /// A sub-heading's own words in any module: guidelines, behaviour, developer notes, a change log.
    static func namesSubsection(_ t: Scalars) -> Bool {
        Languages.aboutDocument(t) || Languages.profiles.contains {
            $0.matches($0.developerHeading, t) || $0.matches($0.guidelineHeading, t) || $0.matches($0.behaviorHeading, t)
        }
    }

    /// The text after a heading mark and its spaces, when the line opens with one.
    static func markedHeadingBody(_ s: Scalars) -> Scalars? {
        guard let f = s.first, isHeadingMark(f.value), s.count > 1, Ch.isSpace(s[1].value) || Ch.isHan(s[1].value) else { return nil }
        return Sc.trim(Array(s[1...]))
    }

    /// A rule drawn across the line ("━━━━━━", "-----", "* * * *", "────"): five or more of one mark.
    static func isRuleLine(_ t: Scalars) -> Bool {
        let marks = t.filter { !Ch.isSpace($0.value) }
        guard marks.count >= 5, let m = marks.first, !isWordy(m) else { return false }
        return marks.allSatisfy { $0 == m }
    }

    /// Blocks of a plain-text document: one per non-empty logical line, all inferred.
    func makeBlocks(_ lines: [SourceLine]) -> [Block] {
        var blocks: [Block] = []
        blocks.reserveCapacity(lines.count)
        // (after a rule across the line, the next line, or the one after a date stamp, may title a post)
        var afterRule = false
        // a line with no letter or digit ("•", "—", "?") is no text of its own
        for (k, l) in lines.enumerated() {
            guard l.text.contains(where: Self.isWordy) else {
                if Self.isRuleLine(l.text) { afterRule = true }
                continue
            }
            var b = Block(text: l.text, start: l.start, end: l.end, indent: l.indent, garbled: l.garbled)
            b.cells = l.cells
            // (a wiki's box: a note whatever it asks, as a Markdown box is)
            if let box = l.box { b.admonition = box; b.boxed = true }
            if l.cells.isEmpty, k + 1 < lines.count, lines[k + 1].start == l.end + 1, Self.isUnderline(lines[k + 1].text) {
                b.underlineLevel = lines[k + 1].text[0].value == 0x3D ? 1 : 2
            }
            Self.annotate(&b)
            if afterRule {
                // a post's date stamp ("14.03.2023 19:02") comes before its title
                if l.cells.isEmpty, b.short, Self.hasNumericDate(b.text), BarLexicon.bars(b.text).isEmpty, b.text.count <= 32 {
                    blocks.append(b)
                    continue
                }
                afterRule = false
                // a short line set apart by blank lines after a rule titles the post under it, even
                // when it exclaims or splits its subtitle off with "｜" ("🛠️工具栏 vs 标签栏，新人都搞混了！")
                let apart = k + 1 < lines.count
                    && (lines[k + 1].start > l.end + 1 || lines[k + 1].text.allSatisfy { Ch.isSpace($0.value) })
                if apart, b.text.count <= 60, !b.bullet, !b.numbered, b.note == nil, b.indent < 2,
                   !Self.keyValue(b.text), !Self.endsWithQuestion(b.text) || !BarLexicon.bars(b.text).isEmpty {
                    b.cells = []
                    b.terminal = false
                    b.candidate = true
                    b.postTitle = true
                    Self.mention(&b)
                }
            }
            blocks.append(b)
        }
        Self.markNumberedHeadings(&blocks)
        Self.markSiblingNumberedHeadings(&blocks)
        Self.joinLeadLines(&blocks)
        Self.joinContents(&blocks)
        return blocks
    }

    /// A line of a table of contents: a title, a leader of dots and its page number
    /// ("3  Navigation bar ........ 4", "Tab bar …… 7").
    static func contentsLine(_ t: Scalars) -> Bool {
        var k = t.count
        while k > 0, Ch.isSpace(t[k - 1].value) { k -= 1 }
        let digitsEnd = k
        while k > 0, Ch.isDigit(t[k - 1].value) { k -= 1 }
        guard k < digitsEnd, digitsEnd - k <= 4 else { return false }
        while k > 0, Ch.isSpace(t[k - 1].value) { k -= 1 }
        var dots = 0
        while k > 0, [0x2E, 0x2026, 0xB7, 0x2024].contains(t[k - 1].value) || (Ch.isSpace(t[k - 1].value) && dots > 0) {
            if !Ch.isSpace(t[k - 1].value) { dots += t[k - 1].value == 0x2026 ? 3 : 1 }
            k -= 1
        }
        return dots >= 4 && t[..<k].contains(where: { Ch.isLetter($0.value) || Ch.isHan($0.value) })
    }

    /// Lines of a table of contents one after the other: one block, about the document itself.
    static func joinContents(_ blocks: inout [Block]) {
        var i = 0
        while i < blocks.count {
            guard blocks[i].cells.isEmpty, contentsLine(blocks[i].text) else { i += 1; continue }
            var merged = blocks[i]
            var j = i + 1
            while j < blocks.count, blocks[j].start == blocks[j - 1].end + 1, blocks[j].cells.isEmpty, contentsLine(blocks[j].text) {
                merged.text += Sc.of("\n") + blocks[j].text
                merged.end = blocks[j].end
                j += 1
            }
            merged.contentsEntry = true
            merged.bullet = false
            merged.numbered = false
            merged.candidate = false
            merged.numberLevel = nil
            blocks.replaceSubrange(i..<j, with: [merged])
            i += 1
        }
    }

    /// A paragraph of two lines, a short sentence over a body at least twice as long, in a text
    /// whose paragraphs stand apart by blank lines: the first line is the paragraph's lead (a bold
    /// lead sentence that lost its marks when the page was saved as text, "只放当前页面最常用的操作。"
    /// over the line that explains it), not a paragraph of its own.
    static func joinLeadLines(_ blocks: inout [Block]) {
        func plain(_ b: Block) -> Bool {
            !b.bullet && !b.numbered && b.cells.isEmpty && !b.candidate && b.note == nil && b.label == nil
                && b.numberLevel == nil && !b.underlined && b.admonition == nil && !startsCaption(b.text)
        }
        var i = 1
        while i + 1 < blocks.count {
            let b = blocks[i], body = blocks[i + 1]
            let alone = blocks[i - 1].end + 1 < b.start && (i + 2 == blocks.count || body.end + 1 < blocks[i + 2].start)
            if alone, body.start == b.end + 1, b.indent == body.indent, b.short, b.terminal, !b.colon, plain(b), plain(body),
               body.terminal, body.text.count >= 2 * b.text.count, Headline.sentenceRanges(b.text).count == 1,
               // (a statement, not a question over its answer; no label opens either line: "Q:", «О:»)
               b.text.last.map({ $0.value == 0x2E || $0.value == 0x3002 }) == true,
               !b.text.prefix(24).contains(where: { Ch.isColon($0.value) }), !body.text.prefix(24).contains(where: { Ch.isColon($0.value) }),
               // (the body opens with a word, not a footnote's mark or a bracket: "² Translator's note …")
               body.text.first.map({ Ch.isLetter($0.value) }) == true {
                var joined = b
                joined.text = b.text + (Ch.isHan(b.text.last?.value ?? 0) || Normalizer.isWide(b.text.last?.value ?? 0) ? [] : Sc.of(" ")) + body.text
                joined.end = body.end
                joined.headline = b.text
                annotate(&joined)
                blocks[i] = joined
                blocks.remove(at: i + 1)
            }
            i += 1
        }
    }

    /// "6. Поиск и фильтры" among "2. Строка состояния" … "5. Панель вкладок": a short numbered line
    /// alone between blank lines, of the same shape as a numbered heading of the document, is a
    /// sibling heading of level 1, whatever it names (one that names no bar closes the bar's
    /// section before it). A plain-text reader's pass over its annotated blocks.
    static func markSiblingNumberedHeadings(_ blocks: inout [Block]) {
        func alone(_ i: Int) -> Bool {
            (i == 0 || blocks[i - 1].end + 1 < blocks[i].start) && (i + 1 == blocks.count || blocks[i].end + 1 < blocks[i + 1].start)
        }
        // "2. Панель навигации: заголовок и кнопка «Назад»": a numbered line alone between blank
        // lines, a bar's name and a short subtitle after its colon, heads that bar's section
        for i in blocks.indices where blocks[i].numbered && !blocks[i].terminal && !blocks[i].colon && blocks[i].short
            && blocks[i].indent < 2 && alone(i) && barKeyedHeading(blocks[i].text) != nil {
            blocks[i].numbered = false
            blocks[i].numberLevel = 1
            blocks[i].candidate = true
            mention(&blocks[i])
        }
        // (a bar's name after a number of several levels, "3.2. Панель навигации", heads its section too)
        func startsWithDigit(_ b: Block) -> Bool { b.text.first.map { Ch.isDigit($0.value) } == true }
        let shapes = Set(blocks.lazy.filter { ($0.numberLevel == 1 && !$0.numbered) || ($0.candidate && $0.wholeBar != nil && startsWithDigit($0)) }
            .map { headingShape($0.text) })
        guard !shapes.isEmpty else { return }
        // (a number of several levels, "3.4. Стандартные кнопки", marks no list item: such a line is
        // a heading candidate, and takes its level from its siblings as well)
        for i in blocks.indices where (blocks[i].numbered || (blocks[i].candidate && blocks[i].numberLevel == nil && startsWithDigit(blocks[i])))
            && !blocks[i].terminal && !blocks[i].colon && blocks[i].short
            && blocks[i].indent < 2 && (i == 0 || blocks[i - 1].end + 1 < blocks[i].start)
            && (i + 1 == blocks.count || blocks[i].end + 1 < blocks[i + 1].start)
            && shapes.contains(headingShape(blocks[i].text)) {
            blocks[i].numbered = false
            // (its level is its number's depth: "2.2 Titles" stands under "2. Navigation Bar"
            // and keeps its bar, even where "5.1 Search bar" gave the shape)
            blocks[i].numberLevel = numberDepth(blocks[i].text)
            blocks[i].candidate = true
            mention(&blocks[i])
        }
    }

    /// How many numbers a heading's number has: 1 for "2.", 2 for "3.4." and "2.2", at least 1.
    static func numberDepth(_ t: Scalars) -> Int {
        Swift.max(1, headingShape(t).unicodeScalars.filter { $0 == "9" }.count)
    }

    /// A question alone in its block: one sentence, ending with a question mark.
    static func isQuestion(_ b: Block) -> Bool {
        guard !b.bullet, !b.numbered, b.cells.isEmpty, !b.isTableRow, b.note == nil, b.text.count <= 120 else { return false }
        // (the question mark first: most lines end without one, and the words need not be counted)
        var k = b.text.count - 1
        while k > 0, Ch.isCloser(b.text[k].value) { k -= 1 }
        guard k > 0, b.text[k].value == 0x3F || b.text[k].value == 0xFF1F else { return false }
        // a question of a few words at least ("what?" alone asks nothing a FAQ answers), unless a
        // question label says it is one ("Q: Landscape?")
        let han = b.text.lazy.filter { Ch.isHan($0.value) }.count
        guard han >= 4 || Scan.wordRanges(b.text).count >= 3 || withoutLabel(b.text, \.questionLabel).count < b.text.count else { return false }
        return !b.text[..<k].contains { Ch.isTerminator($0.value) && $0.value != 0x3F && $0.value != 0xFF1F }
    }

    /// `t` without a leading label of any module's kind (`\.questionLabel`, `\.answerLabel`).
    static func withoutLabel(_ t: Scalars, _ label: KeyPath<LanguageProfile, Cue>) -> Scalars {
        t.withUnsafeBufferPointer { b in
            for p in Languages.profiles {
                if let k = p.labelEnd(p[keyPath: label], b, 0, b.count), k < b.count { return Array(t[k...]) }
            }
            return t
        }
    }

    /// A question that holds one bar's name and only words that ask what it is or is for ("What is
    /// a scope bar?", «Что такое панель вкладок?», 导航栏是干什么的？).
    static func asksWhatBarIs(_ q: Scalars) -> Bool {
        let found = BarLexicon.mentions(q)
        guard found.count == 1 else { return false }
        let (han, words) = wordsBeside(found, in: q)
        // (a bar's name alone, "Scope bar?", asks what it is)
        return (han.isEmpty || definitionQuestion.contains(han)) && words.allSatisfy { definitionQuestion.contains($0) }
    }

    static let definitionQuestion: Set<String> = Set(Languages.profiles.flatMap(\.definitionQuestion))

    /// A line of "=" or "-" (three or more, nothing else) that underlines the line above it.
    static func isUnderline(_ t: Scalars) -> Bool {
        guard t.count >= 3, let first = t.first, first.value == 0x3D || first.value == 0x2D else { return false }
        return t.allSatisfy { $0.value == first.value }
    }

    /// Blocks a structured reader made: their explicit fields are kept, the rest is derived from them.
    func prepare(_ input: [Block]) -> [Block] {
        var blocks: [Block] = []
        blocks.reserveCapacity(input.count)
        for var b in input where b.text.contains(where: Self.isWordy) {
            Self.annotate(&b)
            blocks.append(b)
        }
        return blocks
    }

    /// Fills a block's inferred fields: from the explicit ones when the reader set them, else from
    /// the shape of the line.
    static func annotate(_ b: inout Block) {
        let t = b.text
        b.colon = t.last.map { Ch.isColon($0.value) } ?? false
        b.terminal = endsTerminal(t)
        var words = 1
        for c in t where c.value == 0x20 { words += 1 }
        b.short = t.count <= 80 && words <= 12
        b.colonIntro = b.colon && t.count <= 40 && words <= 5
            && !t.dropLast().contains(where: { Ch.isTerminator($0.value) })
        if b.structured {
            b.bullet = b.listItem.map { !$0.ordered } ?? false
            b.numbered = b.listItem?.ordered ?? false
            b.task = b.listItem?.task ?? false
            b.candidate = b.headingLevel != nil
            b.note = b.admonition
        } else {
            b.bullet = isBullet(t)
            // (a requirement or a check opened by its ID is a task too: a statement there is what
            // is required)
            b.task = b.bullet ? isTask(t) : requirementStart(t) != nil
            b.numbered = !b.bullet && isNumbered(t)
            // "■ 导航栏", "▶ 使用规则": a short unpunctuated line after a heading mark heads a section
            // when it names a bar, or when its mark marks no list item
            if let body = markedHeadingBody(t), !b.terminal, !b.colon, b.indent < 2, body.count <= 24,
               BarLexicon.wholeBar(body) != nil || !b.bullet || namesSubsection(body) {
                b.bullet = false
            }
            // "2. 導覽列", "3) Toolbars": a numbered line that is only a short name of a bar heads
            // its section; it is no item of a list
            // "4. SEARCH BAR AND SCOPE BAR", "6. OPTIONAL": so are a name of several bars, and a
            // short line in capitals; such a numbered heading's level is its number's depth ("3.2
            // TITLE" under "3 NAVIGATION BAR" keeps that bar)
            if b.numbered, !b.terminal, !b.colon, b.indent < 2, b.short {
                let body = numberedBody(t)
                if body.count <= 24, BarLexicon.wholeBar(body) != nil || namesOnlyBars(body) {
                    b.numbered = false
                    b.numberLevel = numberDepth(t)
                } else if body.count <= 48, isCapitals(body) {
                    b.numbered = false
                    b.numberLevel = numberDepth(t)
                }
            }
            // "六、各列共通的原則": a Chinese numeral and 、 number the top-level sections, whatever
            // each names (one that names no bar closes the bar's section before it)
            if b.numberLevel == nil, !b.numbered, !b.terminal, !b.colon, b.short, b.indent < 2, Self.chineseNumbered(t) {
                b.numberLevel = 1
            }
            // "第二章 导航栏": a chapter's or a part's number gives the level
            if b.numberLevel == nil, !b.numbered, !b.terminal, b.short, b.indent < 2, let level = Self.chapterLevel(t) {
                b.numberLevel = level
            }
            // "真的，新人十个有九个分不清😂": a clause that ends on an emoji is a post's sentence, not a heading
            if !b.terminal, Self.chattySentence(t) { b.terminal = true }
            b.candidate = b.short && !b.bullet && !b.numbered && !b.colon && !b.terminal && b.indent < 2
            // "Always appears along the bottom of the window": a property bullet that lost its mark is no heading
            if b.candidate, Languages.profiles.contains(where: { $0.matches($0.statementStart, t) }) { b.candidate = false }
            b.note = Classifier.standaloneLabel(t)
            if b.note != nil { b.candidate = false }
            // a prohibition is no heading or caption, even without its full stop ("标签栏的图标不要使用照片"),
            // nor is a line a verdict mark opens ("✅ Keep the tab bar visible")
            if b.candidate, forbids(t) || LanguageProfile.openingVerdict(t) != nil { b.candidate = false }
            // "文档编号：UIS-03　版本：V2.1", "Updated: March 2024": a key and its value, no heading;
            // but "Part 3: Tab bar" names a bar's section
            // (a top-level section numbered with a Chinese numeral may carry a subtitle after its
            // colon: "一、写在前面：几条通用原则")
            // (nor may a meeting's numbered topic: "议题二：导航栏返回按钮", "Topic 3: Tab bar badges")
            if b.candidate, Self.keyValue(t), !Self.valueIsBar(t), !(b.numberLevel == 1 && Self.chineseNumbered(t)),
               !Self.numberedTopic(t) { b.candidate = false }
            // "原创 阿木 2024-03-18", "Anna K. · 18.03.2024": a byline is no heading
            if b.candidate, Self.hasNumericDate(t), BarLexicon.bars(t).isEmpty { b.candidate = false }
            // "С уважением, Мария", "Best regards, the design team": a sign-off is no heading or caption
            if b.candidate, Languages.profiles.contains(where: { $0.matches($0.selfReference, t) }) { b.candidate = false }
            // "📌 02 导航栏：告诉用户我在哪儿", "3 — Tab bar: the front door": after a mark or a number, a
            // bar's name with a short subtitle after its colon heads that bar's section, even when the
            // subtitle reads as advice ("状态栏：别跟它抢地盘")
            if !b.candidate, b.short, !b.terminal, !b.colon, !b.bullet, !b.numbered, b.note == nil, b.indent < 2,
               Self.barKeyedHeading(t) != nil {
                b.candidate = true
            }
            // "Tab bar:" alone on its line: a heading, unless a list of its properties follows
            // (the segmenter decides, seeing the next block)
            if !b.candidate, b.colonIntro, b.indent < 2, !b.bullet, !b.numbered, b.note == nil,
               BarLexicon.wholeBar(Sc.trim(Array(t.dropLast()))) != nil {
                b.barLabel = true
            }
            // an underlined line is a heading, whatever it reads like ("6. SEARCH BAR AND SCOPE BAR")
            if b.underlined {
                b.bullet = false; b.task = false; b.numbered = false; b.note = nil
                b.candidate = true
            }
        }
        mention(&b)
        if !b.bullet, b.headingLevel == nil, !b.isTableRow, !b.isCaption, b.cells.isEmpty { b.label = b.titleEnd ?? Classifier.runInLabel(t) }
    }

    /// A heading's bars, and whether it is a bar's name alone.
    static func mention(_ b: inout Block) {
        let t = b.text
        let head = b.short || b.headingLevel != nil ? headingText(t) : t
        // (the segmenter reads a block's bars only when it is a heading: no scan of every paragraph)
        b.mentions = b.candidate || b.headingLevel != nil ? BarLexicon.bars(head) : []
        // (a subtitle's bars are asides: "工具栏：别和标签栏抢位置" heads the toolbar's section)
        if !b.structured, b.candidate, let keyed = Self.barKeyedHeading(t) { b.mentions = [keyed] }
        // a short heading that says "Search" ("Поиск и скоуп-бар", "搜尋") heads the search bar's
        // section; one that names no bar but says "Tabs" or "Navigation" heads that bar's
        if b.candidate || b.headingLevel != nil, b.short {
            if !b.mentions.contains(.searchBar), Self.names(Self.searchWordValues, head) {
                b.mentions.insert(.searchBar, at: 0)
            } else if b.mentions.isEmpty, let bar = Self.functionWordValues.first(where: { Self.names($0.words, head) })?.bar {
                b.mentions = [bar]
            }
        }
        // (read only of a heading candidate and of a "Tab bar:" line, `colonIntro`: no scan of other lines)
        b.wholeBar = b.short && (b.candidate || b.colonIntro) ? BarLexicon.wholeBar(head) ?? glossedBar(head) : nil
    }

    /// A bar's name with its gloss in brackets ("Status bar (строка состояния)", "Tab bar (панель
    /// вкладок, «таббар»)"), or a translator's own words for it with the usual name in brackets
    /// ("Navigation panel (navigation bar)"): that bar, as its name alone would be.
    static func glossedBar(_ head: Scalars) -> Bar? {
        guard let last = head.last, last.value == 0x29 || last.value == 0xFF09,
              let open = head.lastIndex(where: { $0.value == 0x28 || $0.value == 0xFF08 }), open > 0 else { return nil }
        let outside = Sc.trim(Array(head[..<open]))
        guard !outside.isEmpty else { return nil }
        if let bar = BarLexicon.wholeBar(outside) { return bar }
        // (the words outside name no bar, and are a few words of letters: a rendering, not a topic
        // whose brackets list the bars it concerns, "常用系統按鈕（導覽列、工具列共用）"; the
        // brackets hold one bar's name alone)
        guard BarLexicon.bars(outside).isEmpty, !outside.contains(where: { Ch.isHan($0.value) }),
              Scan.wordRanges(outside).count <= 3 else { return nil }
        return BarLexicon.wholeBar(Sc.trim(Array(head[(open + 1)..<(head.count - 1)])))
    }

    /// "5. Поиск и фильтры" right before "5.1. …": a short numbered line whose number the next
    /// line extends heads a section of level 1, whatever it names (one that names no bar closes the
    /// bar's section before it). A plain-text reader's pass over its annotated blocks.
    static func markNumberedHeadings(_ blocks: inout [Block]) {
        for i in blocks.indices.dropLast() where blocks[i].numbered && !blocks[i].terminal && !blocks[i].colon
            && blocks[i].short && blocks[i].indent < 2 && extendsNumber(blocks[i].text, blocks[i + 1].text) {
            blocks[i].numbered = false
            blocks[i].numberLevel = 1
            blocks[i].candidate = true
            mention(&blocks[i])
        }
    }

    /// `b` opens with `a`'s number and a further one ("5." then "5.1", "2)" then "2.3").
    static func extendsNumber(_ a: Scalars, _ b: Scalars) -> Bool {
        var k = 0
        while k < a.count, k < 3, Ch.isDigit(a[k].value) { k += 1 }
        guard k > 0, k < a.count, a[k].value == 0x2E || a[k].value == 0x29 else { return false }
        guard b.count > k + 1, Array(b[0..<k]) == Array(a[0..<k]), b[k].value == 0x2E else { return false }
        return Ch.isDigit(b[k + 1].value)
    }

    /// Whether a heading holds one of `words` (a bar's function: the modules' `searchWords`,
    /// `tabWords`, `navigationWords`): a word of its own within the heading's first words ("Search",
    /// «Поиск и скоуп-бар»), or in Chinese what a short heading opens with (搜尋).
    static func names(_ words: [[UInt32]], _ head: Scalars) -> Bool {
        // A heading of scalars that are each a character of their own (`Scan.isOwnCharacter`, as
        // every search word is plainly NFC) compares as scalars: the same answer as the Strings
        // below, without building them.
        if head.allSatisfy({ Scan.isOwnCharacter($0.value) }) {
            return head.withUnsafeBufferPointer { b in
                Scan.wordRanges(b, 0, b.count, limit: 4).contains { r in
                    words.contains { Scan.lowerEquals(b, r.lowerBound, r.upperBound, $0) }
                } || (b.count <= 8 && words.contains { w in w.first.map(Ch.isHan) == true && Scan.hasPrefix(b, 0, b.count, w) })
            }
        }
        return namesComparingStrings(words, head)
    }

    /// `names` for any heading: its words and its text as Strings (canonical equivalence).
    static func namesComparingStrings(_ values: [[UInt32]], _ head: Scalars) -> Bool {
        let words = Set(values.map { String(String.UnicodeScalarView($0.compactMap(Unicode.Scalar.init))) })
        if Scan.words(head, limit: 4).contains(where: { words.contains($0.text) }) { return true }
        let t = Sc.str(head)
        return t.count <= 8 && words.contains { w in w.unicodeScalars.first.map { Ch.isHan($0.value) } == true && t.hasPrefix(w) }
    }

    /// A heading that opens an appendix in any module's words (`LanguageProfile.appendixWords`).
    static func opensAppendix(_ title: Scalars) -> Bool {
        title.withUnsafeBufferPointer { b in
            var k = 0
            while k < b.count, Ch.isSpace(b[k].value) { k += 1 }
            guard k < b.count, appendixFirsts.contains(Ch.lower(b[k].value)) else { return false }
            return appendixWordValues.contains { Scan.lowerHasPrefix(b, k, b.count, $0) }
        }
    }
    static let appendixWordValues: [[UInt32]] = Set(Languages.profiles.flatMap(\.appendixWords)).sorted().map(Scan.values)
    static let appendixFirsts: Set<UInt32> = Set(appendixWordValues.compactMap(\.first))

    /// A text that speaks of search in any module's words, inflected ("поиском", "searching", 搜尋).
    static func speaksOfSearch(_ t: Scalars) -> Bool { speaksOf(\.searchWords, t) }

    /// A text holds one of the modules' `list` words, or (five letters or more) an inflection of one.
    static func speaksOf(_ list: KeyPath<LanguageProfile, [String]>, _ t: Scalars) -> Bool {
        let forms = list == \LanguageProfile.tabWords ? tabForms : list == \LanguageProfile.searchWords ? searchForms
            : list == \LanguageProfile.segmentWords ? segmentForms : WordForms(Languages.profiles.flatMap { $0[keyPath: list] })
        return forms.found(in: t)
    }
    static let tabForms = WordForms(Languages.profiles.flatMap(\.tabWords))
    static let searchForms = WordForms(Languages.profiles.flatMap(\.searchWords))
    static let segmentForms = WordForms(Languages.profiles.flatMap(\.segmentWords))

    /// Words to find in a text, lowercase: a Han word anywhere; any other word as a word of its own
    /// or, five letters or more, inflected (a prefix and at most three more letters; a Cyrillic
    /// word's ending varies, so «вкладки» finds «вкладку», «вкладок»).
    struct WordForms {
        var han: [[UInt32]] = []
        var words: [(whole: [UInt32], stem: [UInt32]?)] = []
        var firsts: Set<UInt32> = []

        init(_ list: [String]) {
            for w in Set(list).sorted() {
                let v = Scan.values(w)
                guard let f = v.first else { continue }
                if Ch.isHan(f) { han.append(v); continue }
                let stem: [UInt32]? = v.count >= 6 && Ch.isCyrillic(f) ? Array(v.dropLast()) : v.count >= 5 ? v : nil
                words.append((v, stem))
                firsts.insert(f)
            }
        }

        func found(in t: Scalars) -> Bool {
            t.withUnsafeBufferPointer { b in
                if !han.isEmpty, han.contains(where: { Scan.contains(b, $0) }) { return true }
                guard !words.isEmpty else { return false }
                var i = 0
                let n = b.count
                while i < n {
                    guard Ch.isWordChar(b[i].value) else { i += 1; continue }
                    let st = i
                    while i < n, Ch.isWordChar(b[i].value) { i += 1 }
                    guard firsts.contains(Ch.lower(b[st].value)) else { continue }
                    for w in words {
                        if Scan.lowerEquals(b, st, i, w.whole) { return true }
                        if let stem = w.stem, i - st <= w.whole.count + 3, Scan.lowerHasPrefix(b, st, i, stem) { return true }
                    }
                }
                return false
            }
        }
    }

    /// The modules' words for a bar's function as scalar values (each plainly NFC and lowercase, a
    /// test checks it): search, and the tabs and navigation words with their bars.
    static let searchWordValues: [[UInt32]] = values(\.searchWords)
    static let functionWordValues: [(bar: Bar, words: [[UInt32]])] = [(.tabBar, values(\.tabWords)), (.navigationBar, values(\.navigationWords))]
    static func values(_ list: KeyPath<LanguageProfile, [String]>) -> [[UInt32]] {
        Set(Languages.profiles.flatMap { $0[keyPath: list] }).sorted().map(Scan.values)
    }

    /// A line that forbids or warns in any module's words: an instruction, never a label.
    static func forbids(_ t: Scalars) -> Bool {
        // (asked only of the modules whose script the line is written in: no other module's cue
        // can be in it)
        Languages.modules.contains { m in
            t.contains(where: { m.signature($0.value) })
                && (Classifier.cueLead(t, m.profile).map { $0.modality == .dont || $0.modality == .avoid } ?? false)
        }
    }

    /// A list item's text without its bullet glyph (a structured reader has removed it already).
    /// A list item's text after its bullet or number.
    static func itemBody(_ b: Block) -> Scalars {
        b.structured ? b.text : b.numbered ? numberedBody(b.text) : bulletBody(b.text)
    }

    // MARK: Duplicates

    mutating func dropDuplicates(_ blocks: [Block]) -> [Block] {
        // keyed by the hash of the collapsed text (computed without building it); the collapsed texts
        // are compared only when hashes meet
        var seen: [UInt64: [Int]] = [:]
        var out: [Block] = []
        out.reserveCapacity(blocks.count)
        for (index, b) in blocks.enumerated() {
            if !b.bullet, !b.candidate, b.text.count >= 40, b.indent < 2 {
                let h = Self.collapsedHash(b.text)
                if let earlier = seen[h] {
                    let key = Sc.collapse(b.text)
                    if earlier.contains(where: { Sc.collapse(blocks[$0].text) == key }) {
                        repairs.append(Repair(kind: .duplicateParagraph, line: b.start, excerpt: Excerpt.head(b.text, 60)))
                        continue
                    }
                }
                seen[h, default: []].append(index)
            }
            out.append(b)
        }
        return out
    }

    /// `Sc.hash(Sc.collapse(s))` without building the collapsed text.
    static func collapsedHash(_ s: Scalars) -> UInt64 {
        s.withUnsafeBufferPointer { buf in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            var pendingSpace = false, started = false
            for c in buf {
                let v = c.value
                if Ch.isSpace(v) || v == 0x0A {
                    pendingSpace = started
                } else {
                    if pendingSpace {
                        h ^= 0x20
                        h = h &* 0x0000_0100_0000_01B3
                    }
                    pendingSpace = false
                    started = true
                    h ^= UInt64(v)
                    h = h &* 0x0000_0100_0000_01B3
                }
            }
            return h
        }
    }

    // MARK: Sections

    struct Section {
        var l1: (title: String, bars: [Bar])? = nil
        var l2: (title: String, bars: [Bar])? = nil
        var sub: String? = nil
        /// The level of the heading that opened `l1`, where the reader gave one.
        var l1Level: Int? = nil
        /// The shape of the plain-text heading that opened `l1` (Segmenter.headingShape).
        var l1Shape: String? = nil
        /// The level of the last heading that had one: a bar's section opened after it by a
        /// heading without a level ("重點五　搜尋列" under "一、本週概要") lies one level deeper.
        var lastLevel: Int? = nil
        /// `l1` was opened by a transcript's question, not by a heading.
        var l1Topic = false
        var mode: Classifier.SubMode = .none { didSet { modeUnits = 0 } }
        /// Units drafted since the subsection's mode was set (under a purpose heading, only the
        /// first says what the bar is for by its place).
        var modeUnits = 0
        var expectDefinition = false

        /// Headings whose level a structured reader gives (Markdown): the path follows their levels.
        var outline: [(level: Int, title: String)] = []
        /// The headings with a level that named bars, of the current path: a sibling of a
        /// subsection returns to its parent's bars.
        var barHeadings: [(level: Int, title: String, bars: [Bar])] = []

        var path: [String] { outline.isEmpty ? [l1?.title, l2?.title, sub].compactMap { $0 } : outline.map(\.title) }

        /// An explicit heading: bars and zone as for any heading, the path by level.
        mutating func enter(_ title: String, bars: [Bar], level: Int) {
            if bars.isEmpty, Languages.aboutDocument(Sc.of(title)) {
                // a heading about the document itself ("## Change log") opens no bar's section
                enter(title, bars: bars)
            } else if bars.isEmpty, let top = l1Level, level <= top,
                      let parent = barHeadings.last(where: { $0.level < level }) {
                // a sibling of a bar's subsection ("5.2 Scopes" after "5.1 Search bar") under a
                // heading that names bars ("5. Search Bar and Scope Bar"): back in that section
                l1 = (parent.title, parent.bars)
                l1Topic = false
                l2 = nil
                sub = title
                mode = Classifier.subMode(title)
                expectDefinition = false
                l1Level = parent.level
            } else if bars.isEmpty, let top = l1Level, level <= top {
                // a heading at the bar section's level that names no bar ("## Final checklist")
                // closes that section: what follows is about the bars it names itself
                close(title)
                l1Level = level
            } else {
                enter(title, bars: bars)
                if !bars.isEmpty, l2 == nil { l1Level = level }
            }
            lastLevel = level
            while let last = outline.last, last.level >= level { outline.removeLast() }
            outline.append((level, title))
            while let last = barHeadings.last, last.level >= level { barHeadings.removeLast() }
            if !bars.isEmpty { barHeadings.append((level, title, bars)) }
        }
        var bars: [Bar] { l2?.bars ?? l1?.bars ?? [] }

        /// An appendix's heading: outside every bar's section, at the outline's top level where
        /// numbered headings gave it levels; one about the document itself ("附录 A　修订记录")
        /// holds text about the document.
        mutating func openAppendix(_ title: String) {
            if let top = outline.map(\.level).min() {
                enter(title, bars: [], level: top)
                if !Languages.aboutDocument(Sc.of(title)) { close(title) }
            } else if Languages.aboutDocument(Sc.of(title)) {
                enter(title, bars: [])
            } else {
                close(title)
            }
        }

        /// A heading at the level of the bar's section that names no bar: it closes that section,
        /// and what follows is about the bars it names itself.
        mutating func close(_ title: String) {
            l1 = (title, [])
            l1Topic = false
            l2 = nil
            sub = nil
            mode = Classifier.subMode(title)
            expectDefinition = false
        }

        /// A question in a transcript or a thread: where no heading names a bar, one that names
        /// bars opens their topic, as a heading would; else it is a FAQ's question.
        mutating func enterTopic(_ title: String, bars: [Bar], definition: Bool) {
            guard (l1?.bars ?? []).isEmpty || l1Topic, !bars.isEmpty else { return enterQuestion(title, definition: definition) }
            l1 = (title, bars)
            l2 = nil
            sub = nil
            mode = .none
            l1Topic = true
            expectDefinition = definition
        }

        /// A FAQ's question: the title of what follows, within the section; `definition`: it asks
        /// what a bar is, so its answer is where the bar's definition is looked for.
        mutating func enterQuestion(_ title: String, definition: Bool) {
            sub = title
            expectDefinition = definition && l1 != nil
        }

        mutating func enter(_ title: String, bars: [Bar]) {
            // a heading about the document itself ("譯者序", "Preface", «От переводчика») opens no
            // section: what follows it is preface, wherever it stands
            if bars.isEmpty, Languages.aboutDocument(Sc.of(title)) {
                l1 = nil
                l2 = nil
                sub = title  // (kept in the path: what follows is under it)
                mode = .none
                expectDefinition = false
                return
            }
            if !bars.isEmpty {
                if let cur = l1, Set(cur.bars) == Set(bars) {
                    l2 = (title, bars)
                    sub = nil
                    mode = .none
                    // (a subheading that asks what the bar is, "What is a navigation bar, exactly?",
                    // is answered by its definition)
                    expectDefinition = bars.count == 1 && Segmenter.asksWhatBarIs(Segmenter.withoutQuestionMark(Sc.of(title)))
                } else {
                    l1 = (title, bars)
                    l1Topic = false
                    // (a heading with a level sets its own after this)
                    l1Level = lastLevel.map { $0 + 1 }
                    l2 = nil
                    sub = nil
                    mode = .none
                    // a definition defines one bar: a section on two ("Toolbar and Navigation Bar
                    // Buttons") opens with what iOS provides, not with what a bar is
                    expectDefinition = bars.count == 1
                }
            } else if l1 == nil {
                l1 = (title, [])
                mode = Classifier.subMode(title)
                expectDefinition = false
            } else {
                sub = title
                mode = Classifier.subMode(title)
                expectDefinition = false
            }
        }
    }

    func zone(_ sec: Section) -> Zone {
        guard sec.l1 != nil else { return .preface }
        if sec.expectDefinition { return .definition }
        if referenceDocument { return .reference }
        switch sec.mode {
        case .behavior: return .behavior
        case .guideline: return .guideline
        case .decision: return .decision
        case .mistakes: return .mistakes
        case .dos: return .dos
        case .developer: return .reference
        case .purpose: return .definition
        case .none, .other: return .intro
        }
    }

    // MARK: Walk

    /// A block that reads as running text: it ends a sentence, is long, or is a list item.
    /// The last block of a quiz's question that opens at `i`: a question (a question mark, or a
    /// blank to mark, "（　）", "( )", "____") followed by two or more options lettered from A
    /// ("A. …", "B) …", "（C）…"), or by an answer key ("答案：×", "Answer: B", «Ответ: верно»),
    /// or both; nil for anything else.
    static func quizEnd(_ blocks: [Block], _ i: Int) -> Int? {
        let b = blocks[i]
        guard !b.isTableRow, b.cells.isEmpty, asksQuiz(b.text), i + 1 < blocks.count else { return nil }
        var j = i + 1
        // lettered in order from A (Latin "A, B, C" or Cyrillic «А, Б, В»)
        var letter: UInt32? = nil
        while j < blocks.count, !blocks[j].isTableRow, blocks[j].headingLevel == nil, let l = optionLetter(blocks[j].text),
              letter.map({ l == $0 + 1 }) ?? (l == 0x41 || l == 0x410) {
            letter = l
            j += 1
        }
        let options = j - i - 1
        // (a key joined with the explanation under it stays with it: the explanation is a rule)
        if j < blocks.count, blocks[j].headingLevel == nil, isQuizKey(blocks[j].text),
           !blocks[j].text.contains(where: { $0.value == 0x0A }) { return j }
        return options >= 2 ? j - 1 : nil
    }

    /// A quiz asks: its text ends with a question mark or holds a blank to mark (brackets with
    /// only spaces inside, "（　）", "( )", fullwidth ones empty too, or a run of four underscores).
    /// One pass over the scalars: every block of a document is asked.
    static func asksQuiz(_ t: Scalars) -> Bool {
        guard let last = t.last(where: { !Ch.isSpace($0.value) }) else { return false }
        if last.value == 0x3F || last.value == 0xFF1F { return true }
        let n = t.count
        var k = 0
        while k < n {
            let v = t[k].value
            if v == 0x28 || v == 0xFF08 {
                var j = k + 1
                while j < n, t[j].value == 0x20 || t[j].value == 0x3000 { j += 1 }
                if j < n, t[j].value == 0x29 || t[j].value == 0xFF09, j > k + 1 || v == 0xFF08 { return true }
            } else if v == 0x5F || v == 0xFF3F {
                var j = k
                while j < n, t[j].value == v { j += 1 }
                if j - k >= 4 { return true }
                k = j
                continue
            }
            k += 1
        }
        return false
    }

    /// The letter of a quiz's option line ("A. 三个", "B) Five", "（C）…", «Б. Время»), or nil.
    static func optionLetter(_ t: Scalars) -> UInt32? {
        var k = 0
        while k < t.count, Ch.isSpace(t[k].value) { k += 1 }
        var bracketed = false
        if k < t.count, t[k].value == 0x28 || t[k].value == 0xFF08 { bracketed = true; k += 1 }
        guard k + 1 < t.count, (0x41...0x48).contains(t[k].value) || (0x410...0x417).contains(t[k].value) else { return nil }
        let mark = t[k + 1].value
        let marks: Set<UInt32> = bracketed ? [0x29, 0xFF09] : [0x2E, 0xFF0E, 0x3001, 0x29, 0xFF09]
        return marks.contains(mark) ? t[k].value : nil
    }

    /// A quiz's answer key: a key label of a language module, a colon and a short key ("C", "×",
    /// "верно", "B and D").
    static func isQuizKey(_ t: Scalars) -> Bool {
        let lower = Scan.lower(Array(t.prefix { $0.value != 0x0A }))
        var k = 0
        while k < lower.count, Ch.isSpace(lower[k].value) { k += 1 }
        for p in Languages.profiles {
            for w in p.quizKeyWords where k + w.count < lower.count && (0..<w.count).allSatisfy({ lower[k + $0].value == w[$0] }) {
                var j = k + w.count
                while j < lower.count, Ch.isSpace(lower[j].value) { j += 1 }
                guard j < lower.count, Ch.isColon(lower[j].value) else { continue }
                let key = Sc.trim(Array(lower[(j + 1)...]))
                return !key.isEmpty && key.count <= 12
            }
        }
        return false
    }

    static func paragraphLike(_ b: Block) -> Bool {
        if b.bullet || b.numbered || b.note != nil { return true }
        if b.candidate { return false }
        if b.colonIntro { return false }
        return true
    }

    /// The cell of a table row that states it: the one with the most letters (the last of equals).
    /// An ID, a priority or a short name beside it ("TB-03 | Never … | P1") states nothing.
    static func leadCell(_ cells: [Scalars]) -> Scalars {
        var best = cells[cells.count - 1]
        var most = -1
        for c in cells {
            let letters = c.reduce(0) { $0 + (Ch.isLetter($1.value) ? 1 : 0) }
            if letters >= most { most = letters; best = c }
        }
        return best
    }

    /// A plain-text table header row: every cell a few words with no sentence end ("Button  Name  Meaning",
    /// "Item  Swift case  What it means here"),
    /// none of them code (".add", "`trash`") and no Chinese cell longer than a short name (按钮, 含义).
    /// A row whose cells a spaced dash sets apart ("Готово (Done) — завершает …") is a key and its
    /// meaning, never a header.
    static func isHeaderRow(_ b: Block) -> Bool {
        guard b.cells.count >= 2, !Self.dashSeparated(b.text) else { return false }
        return b.cells.allSatisfy { c in
            var words = 1
            for x in c where x.value == 0x20 { words += 1 }
            // (one short word ending in a period is an abbreviation, "Приор.", "Prio.": no sentence)
            let abbreviation = words == 1 && c.count <= 8 && c.last?.value == 0x2E
            // (a cell of four words reads as a phrase, a word after its first in lower case: not a
            // name in capitals, "Acme Mobile Platform Group")
            let phrase = words == 4 && !c.contains(where: { $0.value == 0x2C })
                && c.indices.dropFirst().contains(where: { Ch.isSpace(c[$0 - 1].value) && Ch.isLowerLetter(c[$0].value) })
            guard words <= 3 || phrase, !endsTerminal(c) || abbreviation else { return false }
            if let f = c.first, f.value == 0x60 || (f.value == 0x2E && c.count > 1 && Ch.isASCIILetter(c[1].value)) { return false }
            return c.filter({ Ch.isHan($0.value) }).count <= 8
        }
    }

    /// A catalog entry: a key that spells a system item, then its meaning after a spaced dash or a
    /// colon (".done — …", "UIBarButtonSystemItemTrash: …", "«Готово» (.done) — …", "Share (`.action`): …").
    static func keyedBySystemItem(_ t: Scalars) -> Bool {
        if RuleBuilder.opensWithItemKey(t) { return true }
        let head = t.prefix(60)
        guard let sep = head.indices.first(where: { k in
            (Ch.isColon(head[k].value) || ((head[k].value == 0x2014 || head[k].value == 0x2013) && k > 0 && Ch.isSpace(head[k - 1].value)))
        }) else { return false }
        let key = Array(head[..<sep])
        // a Swift case in brackets: "(.done)", "（.add）"
        if key.indices.contains(where: { k in
            (key[k].value == 0x28 || key[k].value == 0xFF08) && k + 2 < key.count && key[k + 1].value == 0x2E && Ch.isASCIILetter(key[k + 2].value)
        }) || Sc.str(key).contains("SystemItem") { return true }
        // or the item's own name in brackets after a label: "«Поделиться» (Action) — …", "撰寫（Compose）— …"
        guard let open = key.lastIndex(where: { $0.value == 0x28 || $0.value == 0xFF08 }),
              let close = key[open...].firstIndex(where: { $0.value == 0x29 || $0.value == 0xFF09 }), close > open + 1 else { return false }
        return itemNames.contains(Sc.str(Scan.lower(Sc.trim(Array(key[(open + 1)..<close])))))
    }

    /// The system items' short and Swift names, lowercased ("action", "flexiblespace", "mostrecent").
    static let itemNames: Set<String> = Set(ItemCatalog.embedded.items.flatMap { [$0.shortName.lowercased(), $0.swiftName.lowercased()] })

    /// A spaced em or en dash between words ("Done — ends editing").
    static func dashSeparated(_ t: Scalars) -> Bool {
        guard t.count >= 3 else { return false }
        return (1..<(t.count - 1)).contains { k in
            (t[k].value == 0x2014 || t[k].value == 0x2013) && Ch.isSpace(t[k - 1].value) && Ch.isSpace(t[k + 1].value)
        }
    }

    /// Whether a block is a caption by its first words ("Table 35-1 …", "表格 41-1 …", "Рисунок 2 …"):
    /// a caption cue followed by a number.
    static func startsCaption(_ t: Scalars) -> Bool {
        guard t.count <= 240 else { return false }
        // (after a recording's timecode: "00:16:00 [Slide 7: …]", "[04:15] （畫面：…）")
        let open = t.first.map { [0x5B, 0x28, 0x3010].contains($0.value) } ?? false ? 1 : 0
        if t.count > open, Ch.isDigit(t[open].value),
           var e = t.withUnsafeBufferPointer({ LanguageProfile.timecodeEnd($0, open, $0.count) }) {
            while e < t.count, Ch.isSpace(t[e].value) { e += 1 }
            if e < t.count { return startsCaption(Array(t[e...])) }
        }
        return Languages.profiles.contains { $0.matches($0.caption, t) } || bracketedFigure(t) || labelledFigure(t) || figureGlyph(t)
    }

    /// A line that opens with a figure glyph: "△ 左：标题居中…" and "▲ …" (the caption under an
    /// image in a WeChat or blog article), "▼ 表1 …" and "▽ …" (the one over it), "🖼 …", "📷 …", "📸 …".
    static func figureGlyph(_ t: Scalars) -> Bool {
        guard let f = t.first?.value, [0x25B3, 0x25B2, 0x25BC, 0x25BD, 0x1F5BC, 0x1F4F7, 0x1F4F8].contains(f), t.count > 2 else { return false }
        return t.dropFirst().prefix(2).contains { Ch.isSpace($0.value) || $0.value == 0xFE0F } || Ch.isHan(t[1].value)
    }

    /// A line that opens with a figure word as its label: "Макет: фрейм NB-01 …", "Mockup: the
    /// settings screen", "效果图：首页导航栏" (where the image or the mock-up is to be found), also
    /// after a word that qualifies it ("Attached mockup: …", «Итоговый макет: …») and inside
    /// parentheses or brackets ("（配图：左边是…）", "(Screenshot: the search results)",
    /// "[скрин: contrast.png — Рис. 2 …]").
    static func labelledFigure(_ t: Scalars) -> Bool {
        // (or square brackets: a chat export's "[картинка: tabbar.png — Рис. 1 …]", "[image: …]")
        let open = t.first.map { [0x28, 0xFF08, 0x5B, 0x3010].contains($0.value) } == true ? 1 : 0
        guard let colon = t.prefix(24).firstIndex(where: { Ch.isColon($0.value) }), colon > open + 1 else { return false }
        let label = Scan.lower(Sc.trim(Array(t[open..<colon])))
        if figureWords.contains(Sc.str(label)) { return true }
        // a short Chinese label that ends with a figure word ("畫面上的表格", "首页效果图")
        if label.count <= 8, label.allSatisfy({ Ch.isHan($0.value) }),
           hanFigureWords.contains(where: { w in label.count > w.count && Array(label.suffix(w.count)).map(\.value) == w }) { return true }
        // one qualifying word before the figure word
        guard let space = label.firstIndex(where: { Ch.isSpace($0.value) }), space > 0,
              !label[(space + 1)...].contains(where: { Ch.isSpace($0.value) }) else { return false }
        return figureWords.contains(Sc.str(Array(label[(space + 1)...])))
    }

    /// A line that opens with a bracketed figure mark: "[配图] …", "【截图】…", "[Screenshot] …",
    /// "[Рисунок] …" (a blog's or a wiki's placeholder for an image).
    /// So is a line wholly in brackets that opens with a figure word and its number ("[Слайд 7:
    /// обычный и крупный заголовок]", "[Screenshot 2 – the inbox]").
    static func bracketedFigure(_ t: Scalars) -> Bool {
        guard let f = t.first?.value, f == 0x5B || f == 0x3010 || f == 0xFF3B,
              let close = t.firstIndex(where: { [0x5D, 0x3011, 0xFF3D].contains($0.value) }), close > 1
        else { return false }
        if close <= 16, figureWords.contains(Sc.str(Scan.lower(Sc.trim(Array(t[1..<close]))))) { return true }
        guard close == t.count - 1 || t[(close + 1)...].allSatisfy({ Ch.isSpace($0.value) || Ch.isTerminator($0.value) }) else { return false }
        var k = 1
        while k < close, Ch.isSpace(t[k].value) { k += 1 }
        let w = k
        while k < close, Ch.isLetter(t[k].value), !Ch.isHan(t[k].value) || k - w < 3 { k += 1 }
        guard k > w, figureWords.contains(Sc.str(Scan.lower(Array(t[w..<k])))) else { return false }
        while k < close, Ch.isSpace(t[k].value) { k += 1 }
        return k < close && Ch.isDigit(t[k].value)
    }

    /// The figure words written in Han, as scalar values.
    static let hanFigureWords: [[UInt32]] = figureWords.filter { $0.unicodeScalars.first.map { Ch.isHan($0.value) } == true }.sorted().map(Scan.values)

    /// The modules' figure words, and their caption words ("table", "图", «рисунок») without the number.
    static let figureWords: Set<String> = Set(Languages.profiles.flatMap { p in
        p.figureWords + p.caption.phrases.map { Sc.str(Sc.trim(Sc.of($0.lowercased()))).filter { $0 != "." } }
    })

    /// A lead-in that names its list as checks or rules to follow ("Acceptance criteria:",
    /// «Критерии приёмки:», 验收标准：) in any module's words.
    static func introducesChecks(_ t: Scalars) -> Bool {
        t.count <= 80 && Languages.profiles.contains { $0.matches($0.guidelineHeading, t) }
    }

    /// The last sentence of a lead-in announces a number of points or rules (`pointsIntro`).
    static func introducesPoints(_ t: Scalars) -> Bool { lastSentence(of: t, fires: \.pointsIntro) }

    /// The last sentence of a lead-in announces a bar's properties or parts (`propertiesIntro`).
    static func introducesProperties(_ t: Scalars) -> Bool { lastSentence(of: t, fires: \.propertiesIntro) }

    /// A paragraph whose last sentence offers alternative techniques ("Here are a few ways to …:").
    static func introducesAlternatives(_ t: Scalars) -> Bool { lastSentence(of: t, fires: \.alternatives) }

    /// Whether any module's `cue` fires on the last sentence of `t`.
    static func lastSentence(of t: Scalars, fires cue: KeyPath<LanguageProfile, Cue>) -> Bool {
        let last = Headline.sentenceRanges(t).last.map { Array(t[$0]) } ?? t
        return Languages.profiles.contains { $0.matches($0[keyPath: cue], last) }
    }

    /// Whether a list's items are rules of their own: they instruct (`separateInstructions`), or
    /// the lead-in `lead` announces them as its points ("请注意以下几点：").
    static func splitsIntoRules(_ group: [[Block]], lead: Scalars, lang: Lang) -> Bool {
        separateInstructions(group, lang: lang, underBarName: namesBarAlone(lead)) || (group.count >= 2 && introducesPoints(lead))
            // (a meeting's "结论：" / "Decisions:" over its points: each point is a rule adopted)
            || (group.count >= 2 && lead.count <= 24 && Languages.profiles.contains { $0.matches($0.decisionHeading, lead) })
    }

    /// A list item opening with a label that names an element: "The Clear button. …", "Кнопка
    /// Bookmarks. …", "清除按钮(The Clear button)。…". Returns the end of the label (its period).
    static func elementLabel(_ body: Scalars) -> Int? {
        if let dot = Classifier.runInLabel(body) { return dot }
        return Classifier.zhRunInLabel(body)
    }

    mutating func drafts(_ blocksIn: [Block]) -> [Draft] {
        let blocks = dropDuplicates(blocksIn)
        var out: [Draft] = []
        var sec = Section()
        var pendingNote: (Classifier.NoteLabel, Int)? = nil
        var pendingLabel: (Scalars, Int)? = nil
        var lastEnd = -1  // index of the block the last draft ended with
        var inTable = false
        // the table's header names columns of requirements or checks: its rows are instructions,
        // each stated by its fullest cell in those columns (a "Criterion" column of short names
        // beside a "Full credit" column of sentences states its rule in the sentences)
        var requirementColumns: [Int] = []
        // the table's header names properties of an API ("Prop | Type | Default | Description")
        var apiTable = false
        var elementList = false  // inside a list of labelled elements ("A search bar can display …:")
        var answering = false  // the block after a FAQ's question: its answer
        var inFootnotes = false
        var i = 0
        let n = blocks.count
        // (a transcript's speakers: their labels are no part of what they say)
        let speakers = Self.speakers(blocks)
        func spoken(_ b: Block) -> Int? {
            guard !speakers.isEmpty, let s = Self.speakerLabel(b.text), speakers.contains(s.name) else { return nil }
            return s.end
        }

        func draft(_ b: Block, lead: Scalars) -> Draft {
            var d = Draft(parts: [b.text], start: b.start, end: b.end, garbled: b.garbled, path: sec.path,
                          sectionBars: sec.bars, zone: zone(sec), lead: lead)
            // (a later paragraph under a purpose heading defines only by its own words)
            d.laterInPurpose = sec.mode == .purpose && sec.modeUnits > 0 && !sec.expectDefinition
            sec.modeUnits += 1
            d.code = b.isCode
            d.contents = b.contentsEntry
            // (under a heading of mistakes, its list items are the mistakes; a paragraph introduces them)
            if d.zone == .mistakes || d.zone == .dos, !(b.bullet || b.numbered) { d.zone = .intro }
            return d
        }
        func append(_ d: inout Draft, _ b: Block) {
            d.parts.append(b.text)
            d.end = Swift.max(d.end, b.end)
            d.garbled = d.garbled || b.garbled
        }

        func caption(_ b: Block) {
            var d = draft(b, lead: b.text)
            d.caption = true
            out.append(d)
            lastEnd = i
            i += 1
        }

        while i < n {
            var b = blocks[i]
            // a line above an underlined title ("Rev. 2 -- June 2025") is no heading of its own
            if i == 0, !b.underlined, i + 1 < n, blocks[i + 1].underlined { b.candidate = false }
            // (a row's cell wrapped onto a line of its own, indented under its column, goes on
            // with the row: the table goes on after it)
            let wrappedCell = inTable && b.indent >= 2 && lastEnd == i - 1 && (out.last?.tableRow ?? false)
            if b.cells.isEmpty, !b.isTableRow, !wrappedCell { inTable = false }
            // the footnotes after the text (a translator's "[^1]: …") stand outside every bar's
            // section: each concerns the bars it names itself
            if b.footnote, !inFootnotes {
                inFootnotes = true
                sec.close(sec.l1?.title ?? "")
                lastEnd = -1
            }
            // indented continuation of the previous bullet or paragraph
            // (a reply to a comment, "↳ [Reply — Anna] …", says something of its own; so does a
            // catalog's entry, "    .trash — «Удалить», корзина", one per line under its lead, and
            // a translator's note under the segment it comments on, "   【译注】…")
            // (only deeper than the unit it would continue: in a text indented as a whole, a Gherkin
            // feature's description and comments at the scenarios' depth, blocks at one depth are
            // siblings)
            // (nor a caption's: "图 4-6 …" and an indented API note after it are two units)
            if b.indent >= 2, !b.bullet, lastEnd == i - 1, let last = out.last, !last.caption, !b.isTableRow, b.cells.isEmpty, !Self.opensReply(b.text),
               !RuleBuilder.opensWithItemKey(b.text), !Languages.opensTranslatorNote(b.text), b.indent > Self.indent(ofBlockAt: last.start, in: blocks, before: i) {
                append(&out[out.count - 1], b)
                lastEnd = i
                i += 1
                continue
            }
            // a code block right after the paragraph that introduces it is that paragraph's example
            // ("Override … :" and the override): one rule with it; after a paragraph that says
            // something else, the code is a rule of its own
            // (and so is the next code block right after it: the same example in another language or
            // framework, a documentation site's content tabs, "UIKit" then "SwiftUI")
            if b.isCode, lastEnd == i - 1, let last = out.last, !last.tableRow, !last.caption,
               let tail = (last.introducesCode ? last.parts.first : last.parts.last).map(Sc.trim)?.last, Ch.isColon(tail.value) {
                append(&out[out.count - 1], b)
                out[out.count - 1].introducesCode = true
                for s in b.symbols where !out[out.count - 1].symbols.contains(s) { out[out.count - 1].symbols.append(s) }
                lastEnd = i
                i += 1
                continue
            }
            let next = i + 1 < n ? blocks[i + 1] : nil
            // "#hig #tabbar", "#iOS设计# #UI设计#": a post's hashtags file it (about the post, never a
            // heading, nor a caption)
            if b.headingLevel == nil, b.cells.isEmpty, !b.isCode, Self.onlyHashtags(b.text) {
                var d = draft(b, lead: b.text)
                d.tags = true
                out.append(d)
                lastEnd = i
                i += 1
                continue
            }
            // a plain text's table of contents ("1  Status bar ........ 2"): one unit about the
            // document, never a heading or a caption
            if !b.structured, b.contentsEntry {
                out.append(draft(b, lead: b.text))
                lastEnd = i
                i += 1
                continue
            }
            // "原文：People glance …" over "譯：使用者會…": a quoted original and its translation are
            // one unit, and the translation leads it
            // (RuleBuilder.leadSentence reads the translation)
            if let nb = next, nb.start == b.end + 1, b.headingLevel == nil, nb.headingLevel == nil,
               RuleBuilder.opensWithOriginal(b.text), RuleBuilder.afterTranslationLabel(nb.text, LanguageProfile.of(lang)) != nil {
                var d = draft(b, lead: b.text)
                append(&d, nb)
                out.append(d)
                lastEnd = i + 1
                i += 2
                continue
            }
            // a quiz's question with its options and its answer key ("4. …几个标签？ / A. 三个 /
            // B. 四个 / 答案：C"): one unit, and no option is a heading; the explanation after the
            // key states the rule
            if b.headingLevel == nil, let end = Self.quizEnd(blocks, i) {
                var d = draft(b, lead: b.text)
                for k in (i + 1)...end { append(&d, blocks[k]) }
                d.quiz = true
                out.append(d)
                lastEnd = end
                i = end + 1
                continue
            }
            if b.structured {
                // what the reader said the block is
                if b.headingLevel != nil {
                    // a first heading that names several bars ("From the status bar to the tab bar"),
                    // over sections that name their own, is the document's title: what stands before
                    // the first of them is the preface
                    // (one whose words name fewer, «Панели навигации, инструментов и вкладок», is the title
                    // too when the sections under it name two other bars)
                    if let level = b.headingLevel, i == 0,
                       b.mentions.count >= 2 ? blocks.dropFirst().contains(where: { h in h.headingLevel.map { $0 > level } == true && !h.mentions.isEmpty })
                                             : Set(blocks.dropFirst().lazy.filter { h in h.headingLevel.map { $0 > level } == true }
                                                .flatMap(\.mentions)).subtracting(b.mentions).count >= 2 {
                        sec.outline.append((level, Sc.str(Self.headingText(b.text))))
                        named.append((b.start...b.end, .title))
                    } else if let level = b.headingLevel, !(i == 0 && b.mentions.isEmpty) {  // a first heading naming no bar: the title
                        sec.enter(Sc.str(Self.headingText(b.text)), bars: b.mentions, level: level)
                        elementList = false
                        named.append((b.start...b.end, .heading))
                    } else {
                        named.append((b.start...b.end, .title))
                    }
                    i += 1
                    continue
                }
            }
            // tables: explicit rows, or plain lines with tab-separated cells in a run of such lines
            if b.isTableRow || (!b.cells.isEmpty && (inTable || next.map { !$0.cells.isEmpty } ?? false)) {
                let nextIsRow = next.map { $0.isTableRow || !$0.cells.isEmpty } ?? false
                let firstRow = !inTable
                if firstRow { requirementColumns = [] }
                // (the paragraph right before the table introduces it)
                if firstRow, lastEnd == i - 1, let last = out.last, last.end + 2 >= b.start, last.parts.count == 1, !last.tableRow {
                    out[out.count - 1].introducesTable = true
                }
                inTable = true
                // Only a table's first row can name its columns: a reader's header row, or a plain
                // first row of short cells with rows after it. Every other row is a rule, whatever
                // its punctuation.
                if firstRow { apiTable = false }
                if b.isTableHeader || (!b.structured && firstRow && nextIsRow && Self.isHeaderRow(b)) {
                    requirementColumns = b.cells.indices.filter { k in Languages.profiles.contains { $0.matches($0.requirementColumn, b.cells[k]) } }
                    apiTable = Self.namesAPIColumns(b.cells)
                    named.append((b.start...b.end, .tableHeader))
                    i += 1
                    continue
                }
                // (a structured reader's row carries its column names: its header is no block)
                let required = b.columns.isEmpty ? requirementColumns : b.columns.indices.filter { k in
                    Languages.profiles.contains { $0.matches($0.requirementColumn, b.columns[k]) }
                }
                let stated = required.filter { $0 < b.cells.count && !Sc.trim(b.cells[$0]).isEmpty }
                    .max { Sc.trim(b.cells[$0]).count < Sc.trim(b.cells[$1]).count }.map { b.cells[$0] }
                let leadCell = stated ?? (b.cells.count >= 2 ? Self.leadCell(b.cells) : b.text)
                var d = draft(b, lead: leadCell)
                d.tableRow = true
                d.apiRow = b.columns.isEmpty ? apiTable : Self.namesAPIColumns(b.columns)
                // the row's key cell heads its headline when another cell states the rule
                // ("Reply — Answers the operator", "Legibility — Status bar text stays readable")
                if b.cells.count >= 2, leadCell != b.cells[0] { d.key = b.cells[0] }
                d.task = !required.isEmpty
                d.cells = b.cells
                d.symbols = b.symbols
                out.append(d)
                // (the section's first paragraph comes before its table, if at all)
                sec.expectDefinition = false
                lastEnd = i
                i += 1
                continue
            }
            if b.isCaption || (!b.numbered && b.headingLevel == nil && Self.startsCaption(b.text)) {
                caption(b)
                continue
            }
            // a plain text's first line that is short, unpunctuated and names no bar is its title,
            // even when it reads as a key and a value ("Release review: bars")
            if i == 0, !b.structured, !b.candidate, b.short, !b.terminal, !b.colon, !b.bullet, !b.numbered, b.indent < 2,
               next != nil, BarLexicon.bars(b.text).isEmpty, !(next?.underlined ?? false) {
                named.append((b.start...b.end, .title))
                i += 1
                continue
            }
            // a label alone ("СОВЕТ", "API 注释") labels what follows; a structured reader has already
            // attached its labels to their blocks, so only a block that is nothing but a label waits
            if let note = b.note, !b.structured || Classifier.standaloneLabel(b.text) != nil {
                pendingNote = (note, b.start)
                i += 1
                continue
            }
            // a speaker's question in a transcript heads the answer after it ("Игорь: Начнём с простого.
            // Что такое навигационная панель?"); where no heading names a bar, a question that names
            // one opens that bar's topic
            if let k = spoken(b), b.headingLevel == nil, let nb = next, spoken(nb) != nil || Self.paragraphLike(nb),
               Self.endsWithQuestion(b.text) {
                let said = Array(b.text[k...])
                let asked = Headline.sentenceRanges(said).last.map { Array(said[$0]) } ?? said
                // (a question about search, "Что с поиском — в навигационную панель или отдельным
                // экраном?", is about the search bar first, wherever it asks to put it)
                // (and one about segments under the search, about the scope bar); the bars it names
                // there are places, each answer names its own
                var topicBars = BarLexicon.bars(said)
                if !topicBars.contains(.searchBar), !topicBars.contains(.scopeBar), Self.speaksOfSearch(said) {
                    topicBars = Self.speaksOf(\.segmentWords, said) ? [.scopeBar] : [.searchBar]
                }
                sec.enterTopic(Sc.str(said), bars: topicBars, definition: Self.asksWhatBarIs(Self.withoutQuestionMark(asked)))
                named.append((b.start...b.end, .heading))
                answering = true
                i += 1
                continue
            }
            // a FAQ's question on a line of its own heads its answer ("Can I hide the status bar?",
            // "问：标签栏最多放几个标签？"); a question asking what a bar is is answered by a definition
            if b.headingLevel == nil, Self.isQuestion(b), let nb = next, !Self.isQuestion(nb), !nb.candidate,
               nb.headingLevel == nil, nb.cells.isEmpty, !nb.isTableRow, Self.paragraphLike(nb) {
                let question = Self.withoutLabel(b.text, \.questionLabel)
                sec.enterQuestion(Sc.str(question), definition: Self.asksWhatBarIs(question))
                named.append((b.start...b.end, .heading))
                answering = true
                i += 1
                continue
            }
            // "HBR-1402  Status bar text unreadable": a ticket's key and title open the ticket, as a
            // heading of level 1 with the bars its title names
            // its fields on the lines right after it ("Reported by: …", "Component: Navigation bar",
            // "Status: Resolved") belong to the header; a component that is a bar gives the ticket
            // its bar when the title names none
            if !b.structured, !b.bullet, b.indent < 2, let title = Self.ticketTitle(b.text) {
                var bars = BarLexicon.bars(title)
                named.append((b.start...b.end, .heading))
                i += 1
                while i < n, !blocks[i].structured, blocks[i].short, blocks[i].start == blocks[i - 1].end + 1,
                      Self.keyValue(blocks[i].text), !Self.ticketFieldIsText(blocks[i].text) {
                    if bars.isEmpty, Self.valueIsBar(blocks[i].text) { bars = BarLexicon.bars(blocks[i].text) }
                    named.append((blocks[i].start...blocks[i].end, .heading))
                    i += 1
                }
                sec.enter(Sc.str(title), bars: bars, level: 1)
                elementList = false
                continue
            }
            // "Feature: Search bar and scope bar": a Gherkin feature's title heads its section, with the
            // bars it names (its description, comments and scenarios follow, indented)
            if !b.structured, !b.bullet, b.indent < 2, let title = Self.gherkinFeature(b.text) {
                sec.enter(Sc.str(title), bars: BarLexicon.bars(title), level: 1)
                named.append((b.start...b.end, .heading))
                elementList = false
                i += 1
                continue
            }
            // "Dana K., 9 Mar, 10:14", «Аня Котова  14:32»: the header of a post in a thread or a
            // chat opens the post. The first ends the preface, as a heading that names no bar; the
            // later ones go on with the thread's topic (a reply is about what was being discussed
            // until it names bars of its own)
            // ("Sources/Home/HomeViewController.swift:42 — Wang", a review comment's place in the
            // code, heads its comment the same way)
            if !b.structured, !b.bullet, b.indent < 2, Self.isPostHeader(b.text) || Self.isCodeLocation(b.text) {
                if sec.l1 == nil && sec.sub == nil { sec.enter(Sc.str(b.text), bars: [], level: 1) }
                named.append((b.start...b.end, .heading))
                elementList = false
                i += 1
                continue
            }
            // "附：文中提到的系统按钮", "Appendix: system items": a short line that opens an
            // appendix is its heading, outside every bar's section, colon or not
            if !b.structured, !b.bullet, !sec.bars.isEmpty, b.text.count <= 60, !Self.endsTerminal(b.text), b.mentions.isEmpty,
               Self.opensAppendix(b.text), next != nil {
                sec.openAppendix(Sc.str(b.text))
                named.append((b.start...b.end, .heading))
                elementList = false
                i += 1
                continue
            }
            if b.candidate {
                let followedByText = next.map(Self.paragraphLike) ?? false
                if i == 0, b.mentions.isEmpty, followedByText || (next?.candidate ?? false) {
                    named.append((b.start...b.end, .title))
                    i += 1  // the document's title line
                    continue
                }
                // an underlined line naming no bar before any section: the document's title
                if b.underlined, b.mentions.isEmpty, sec.l1 == nil, !named.contains(where: { $0.reason == .title }) {
                    named.append((b.start...b.end, .title))
                    i += 1
                    continue
                }
                // a line in capitals before the first section, after a header block of fields: the
                // document's title ("GUIDELINE ON THE BARS OF iOS APPLICATIONS"), not a caption
                if sec.l1 == nil, b.mentions.isEmpty, b.text.count >= 12, next?.candidate ?? false,
                   Self.isCapitals(Self.withoutProductNames(b.text)) {
                    named.append((b.start...b.end, .title))
                    i += 1
                    continue
                }
                let startsParen = b.text.first.map { $0.value == 0x28 } ?? false
                // (a numbered heading by its shape, "5. Search Bar and Scope Bar" before "5.1 Basic
                // Description", heads its section even when a sub-heading follows it directly)
                if b.wholeBar != nil || b.underlined || b.numberLevel != nil || b.postTitle || (followedByText && !startsParen) {
                    let title = Sc.str(Self.headingText(b.text))
                    let shape = Self.siblingShape(b.text)
                    if let level = b.underlineLevel ?? b.numberLevel {
                        // an underline gives the level: a heading at a bar section's level that names
                        // no bar closes that section
                        sec.enter(title, bars: b.mentions, level: level)
                    } else if Self.siblings(shape, sec.l1Shape), b.mentions.isEmpty, !Languages.aboutDocument(Sc.of(title)) {
                        // a heading of the same shape as the one that opened the bar's section
                        // ("📌 06 几句通用的碎碎念" after "📌 05 搜索栏") is its sibling: naming no
                        // bar, it closes that section
                        sec.close(title)
                    } else if b.mentions.isEmpty, Self.opensAppendix(Sc.of(title)) {
                        // an appendix ("附：文中提到的系统按钮", "Appendix: …", «Приложение А»)
                        // stands outside every bar's section; one about the document itself
                        // ("附录 A　修订记录") holds text about the document
                        sec.openAppendix(title)
                    } else {
                        sec.enter(title, bars: b.mentions)
                    }
                    if sec.l2 == nil, sec.l1?.title == title { sec.l1Shape = shape }
                    named.append((b.start...b.end, .heading))
                    elementList = false
                    i += 1
                    continue
                }
                // (a byline that gives the document's version is no caption: text about the document;
                // nor is a list of API names, "UIToolbar; UIBarButtonItem; toolbarItems")
                if !RuleBuilder.versionPart(b.text), !Self.listsAPINames(b.text), !Languages.aboutDocument(b.text) {
                    caption(b)
                    continue
                }
            }
            // a line with no sentence end right before a heading (or at the end): the label under a figure
            if !b.structured, !b.terminal, !b.colon, !b.bullet, !b.numbered, b.label == nil, b.text.count <= 200,
               !RuleBuilder.versionPart(b.text), !Self.listsAPINames(b.text),
               next.map({ $0.candidate && $0.wholeBar != nil }) ?? b.short, !Self.forbids(b.text),
               !Self.keyValue(b.text), !Languages.aboutDocument(b.text), !Self.hasNumericDate(b.text),
               !Languages.profiles.contains(where: { $0.matches($0.selfReference, b.text) }) {
                caption(b)
                continue
            }
            // "Tab bar:" alone, followed by running text rather than a list: the bar's heading
            if b.barLabel, let nb = next, !nb.bullet, !nb.numbered, nb.cells.isEmpty, !nb.isTableRow, nb.indent < 2,
               Self.paragraphLike(nb) {
                sec.enter(Sc.str(Sc.trim(Array(b.text.dropLast()))), bars: BarLexicon.bars(b.text))
                named.append((b.start...b.end, .heading))
                elementList = false
                i += 1
                continue
            }
            // "Строка состояния:" / "A tab bar:" / "导航栏：" — a property list: the intro and the
            // bullets that complete it are one behaviour rule
            if b.colonIntro, b.wholeBar != nil, let nb = next, nb.bullet, !Self.instructingBullets(blocks, from: i + 1, lang: lang) {
                var d = draft(b, lead: b.text)
                d.propertyList = true
                lastEnd = i
                i += 1
                let first = i
                while i < n, blocks[i].bullet, Self.sameList(blocks[first], blocks[i], lang: lang) {
                    let body = Self.itemBody(blocks[i])
                    d.parts.append(body)
                    // the headline reads the list: "Панель вкладок: Полупрозрачно; Всегда появляется …"
                    d.lead += d.parts.count == 2 ? Sc.of(" ") : Sc.of("; ")
                    d.lead += body
                    d.end = Swift.max(d.end, blocks[i].end)
                    d.garbled = d.garbled || blocks[i].garbled
                    lastEnd = i
                    i += 1
                    while i < n, blocks[i].indent >= 2, !blocks[i].bullet, blocks[i].cells.isEmpty {
                        append(&d, blocks[i])
                        lastEnd = i
                        i += 1
                    }
                }
                out.append(d)
                sec.expectDefinition = false
                continue
            }
            // a labelled element after an element list, with paragraphs between
            if elementList, b.bullet, Self.elementLabel(Self.itemBody(b)) != nil {
                var item = [b]
                lastEnd = i
                i += 1
                while i < n, blocks[i].indent >= 2, !blocks[i].bullet, blocks[i].cells.isEmpty {
                    item.append(blocks[i])
                    lastEnd = i
                    i += 1
                }
                var e = itemDraft(item, sec: sec, labelled: true)
                e.elementBullet = true
                out.append(e)
                continue
            }
            // "Реализация." alone (one or two words): a run-in label for the next paragraph
            if let dot = b.label, dot == b.text.count - 1, b.text[0..<dot].filter({ $0.value == 0x20 }).count <= 1,
               let nb = next, !nb.candidate, !nb.bullet, nb.note == nil {
                pendingLabel = (Array(b.text[0..<dot]), b.start)
                i += 1
                continue
            }
            // a paragraph or a bullet standing on its own
            var lead = b.bullet ? Self.itemBody(b) : b.text
            // "A: …", "答：…": an answer's label is no part of what it says; nor is a speaker's
            if answering {
                lead = Self.withoutLabel(lead, \.answerLabel)
                answering = false
            }
            if !b.bullet, let k = spoken(b) { lead = Array(b.text[k...]) }
            // (a requirement's ID states nothing: its sentence leads)
            if !b.bullet, b.task, let k = Self.requirementStart(lead) { lead = Array(lead[k...]) }
            // (a bold question, "**Q: Can the tab bar float?** A: Better not.", is read with its
            // answer: the whole paragraph leads)
            let asked = b.headline?.last.map { $0.value == 0x3F || $0.value == 0xFF1F } ?? false
            var d = draft(b, lead: asked ? lead : b.headline ?? lead)
            d.boldLead = !asked && b.headline != nil
            d.symbols = b.symbols
            d.task = b.task
            if b.bullet {
                d.parts = [lead]
            }
            if let (note, line) = pendingNote {
                d.note = note
                d.noteStandalone = true
                d.start = Swift.min(d.start, line)
                pendingNote = nil
            } else if b.structured, let note = b.note {
                d.note = note
                // a label run in ("提示：…", "Important: Don't …") reads as on the text path; else a box
                if let (_, rest) = Classifier.inlineLabel(lead) {
                    if note != .important { lead = Array(lead[rest...]); if b.headline == nil { d.lead = lead } }
                    // "> **Warning:** Don't …": a labelled note in a box is a note, whatever it asks
                    if b.boxed { d.noteStandalone = true }
                } else {
                    d.noteStandalone = true
                }
            } else if !b.structured, b.boxed, let note = b.admonition {
                d.note = note
                d.noteStandalone = true
            } else if let (note, rest) = Classifier.inlineLabel(lead) {
                d.note = note
                if note != .important { lead = Array(lead[rest...]); d.lead = lead }
                // (in a box, "> ⚠️ **注意**　…", a labelled note is a note, whatever it asks)
                if b.boxed { d.noteStandalone = true }
            }
            if let (label, line) = pendingLabel {
                d.label = label
                d.parts[0] = label + Sc.of(". ") + d.parts[0]
                d.start = Swift.min(d.start, line)
                pendingLabel = nil
            } else if let dot = b.label, !b.bullet, dot < b.text.count - 1 {
                // (a short sentence alone, "The toolbar holds actions.", labels nothing)
                d.label = Array(b.text[0..<dot])
                var k = dot + 1
                while k < b.text.count, Ch.isSpace(b.text[k].value) { k += 1 }
                d.lead = Array(b.text[k...])
            }
            if elementList {
                d.elementContext = true
                // an instruction ends the element list
                if let l = Classifier.lead(Headline.first(d.lead), lang: lang), l.explicit { elementList = false }
            }
            lastEnd = i
            i += 1
            if b.colon {
                attachList(&d, blocks, &i, &lastEnd, &out, sec: sec, elementList: &elementList)
            }
            out.append(d)
            if !d.caption { sec.expectDefinition = false }
        }
        // a document with no section at all is never one preface: its paragraphs are its content
        // (nor is a long run of paragraphs before a late first section: a preface is short)
        let leading = out.prefix { $0.zone == .preface }.count
        if leading == out.count || leading > Self.prefaceLimit { for k in 0..<leading { out[k].zone = .intro } }
        // a specification (its modal, "shall", in three paragraphs or more): its numbered clauses
        // state requirements, in the passive too
        let clauses = out.indices.filter { Self.opensWithClauseNumber(out[$0].parts[0]) }
        if !clauses.isEmpty, let modal = Self.specificationModals[lang.moduleIndex],
           blocksIn.lazy.filter({ modal.anyLowering($0.text) }).prefix(3).count == 3 {
            for k in clauses { out[k].specClause = true }
        }
        return out
    }

    /// Each module's specification modal as a phrase set, by module index (matched without copying
    /// a block's text to lowercase).
    static let specificationModals: [PhraseSet?] = Languages.modules.map { m in m.specificationModal.map { PhraseSet(Needles([$0])) } }

    /// A clause's number of two levels or more at the text's start ("4.3.6. ", "2.1 ").
    static func opensWithClauseNumber(_ t: Scalars) -> Bool {
        var k = 0, levels = 0
        while k < t.count, Ch.isDigit(t[k].value) {
            while k < t.count, Ch.isDigit(t[k].value) { k += 1 }
            levels += 1
            guard k < t.count, t[k].value == 0x2E else { break }
            k += 1
        }
        return levels >= 2 && k < t.count && Ch.isSpace(t[k].value)
    }

    /// A list item (its first block and indented continuations) as a draft of its own; `labelled`:
    /// an element's label ("The Clear button.") is split from its lead.
    func itemDraft(_ item: [Block], sec: Section, labelled: Bool) -> Draft {
        let body = Self.itemBody(item[0])
        var e = Draft(parts: [body], start: item[0].start, end: item[0].end, garbled: item[0].garbled,
                      path: sec.path, sectionBars: sec.bars, zone: zone(sec), lead: body)
        e.task = item[0].task
        e.contents = item[0].contentsEntry
        if labelled, let dot = Self.elementLabel(body) {
            e.label = Array(body[0..<dot])
            var k = dot + 1
            while k < body.count, Ch.isSpace(body[k].value) { k += 1 }
            e.lead = Array(body[k...])
        }
        for cont in item.dropFirst() {
            e.parts.append(cont.text)
            e.end = Swift.max(e.end, cont.end)
            e.garbled = e.garbled || cont.garbled
        }
        return e
    }

    /// Whether the bullets from `start` on read as separate instructions (`separateInstructions`);
    /// asked where a bar's name and its colon lead them in ("Tab bar:").
    static func instructingBullets(_ blocks: [Block], from start: Int, lang: Lang) -> Bool {
        var group: [[Block]] = []
        var j = start
        while j < blocks.count, blocks[j].bullet, Self.sameList(blocks[start], blocks[j], lang: lang) { group.append([blocks[j]]); j += 1 }
        return separateInstructions(group, lang: lang, underBarName: true)
    }

    /// Three or more items that each open on a bar of their own ("‧ 導覽列管「我在哪」", "‧ 工具列管「這頁能
    ///做什麼」", …): a summary over the bars, each item about its bar, not properties of one.
    static func eachOfItsOwnBar(_ group: [[Block]]) -> Bool {
        guard group.count >= 3 else { return false }
        var seen: Set<Bar> = []
        for item in group {
            guard let bar = BarLexicon.bars(itemBody(item[0])).first, seen.insert(bar).inserted else { return false }
        }
        return true
    }

    /// A lead-in that is a bar's name and its colon, maybe glossed ("导航栏：", "搜索栏（UISearchBar）：",
    /// "Tab bar:").
    static func namesBarAlone(_ lead: Scalars) -> Bool {
        let t = Sc.trim(lead)
        guard let last = t.last, Ch.isColon(last.value), t.count <= 40 else { return false }
        let name = Sc.trim(Array(t.dropLast()))
        return BarLexicon.wholeBar(name) != nil || glossedBar(name) != nil
    }

    /// Whether a list's items read as instructions of their own: at least two items, and most of
    /// them open with an instruction (an imperative, a prohibition, a modal), not a property
    /// ("Is translucent") or a fragment that completes the lead-in.
    /// `underBarName`: the lead-in is a bar's name alone ("导航栏："), which announces no completion: an
    /// item that recommends with a modal ("标题一定要…", "should …") instructs as one that commands.
    static func separateInstructions(_ group: [[Block]], lang: Lang, underBarName: Bool = false) -> Bool {
        guard group.count >= 2 else { return false }
        // (a checklist item is a check to perform: an instruction, whatever its words)
        let instructing = group.filter { item in
            item[0].task || instructs(itemBody(item[0]), lang: lang, modal: underBarName)
        }.count
        return instructing * 2 > group.count
    }

    /// An item's text opens with an instruction, maybe after a topic of a few words ("Crowded bars.
    /// Keep one or two items a side.").
    static func instructs(_ body: Scalars, lang: Lang, modal: Bool = false) -> Bool {
        let first = Headline.first(body)
        if let lead = Classifier.lead(first, lang: lang), lead.explicit || modal { return true }
        guard let dot = Classifier.runInLabel(first), dot >= first.count - 2 else { return false }
        let ranges = Headline.sentenceRanges(body)
        return ranges.count >= 2 && (Classifier.lead(Array(body[ranges[1]]), lang: lang)?.explicit ?? false)
    }

    /// A table's row or header (a structured one, or a plain-text line of columns) or a caption.
    static func tableOrCaption(_ b: Block) -> Bool {
        b.isTableRow || b.isTableHeader || !b.cells.isEmpty || b.isCaption || (!b.numbered && b.headingLevel == nil && startsCaption(b.text))
    }

    /// What follows a paragraph ending in ":" and completes it.
    mutating func attachList(_ d: inout Draft, _ blocks: [Block], _ i: inout Int, _ lastEnd: inout Int,
                             _ out: inout [Draft], sec: Section, elementList: inout Bool) {
        let n = blocks.count
        guard i < n else { return }
        func append(_ b: Block) {
            d.parts.append(b.text)
            d.end = Swift.max(d.end, b.end)
            d.garbled = d.garbled || b.garbled
        }
        /// A list of separate instructions: each item is a rule of its own, with the lead-in's
        /// modality where it gives none; the lead-in is a rule of its own.
        func splitInstructions(_ group: [[Block]]) {
            // (a bar's name and its colon over its rules, "搜索栏（UISearchBar）：", heads them: no rule)
            if d.parts.count == 1, Self.namesBarAlone(d.lead) {
                named.append((d.start...d.end, .heading))
            } else {
                out.append(d)
            }
            let inherited = Classifier.lead(Headline.first(d.lead), lang: lang)?.modality
            var items = group.map { item -> Draft in
                var e = itemDraft(item, sec: sec, labelled: false)
                e.inherited = inherited
                return e
            }
            d = items.removeLast()
            out.append(contentsOf: items)
        }
        let first = blocks[i]
        if first.bullet {
            // the bullet group with its indented continuations
            var group: [[Block]] = []
            var j = i
            while j < n, blocks[j].bullet, Self.sameList(first, blocks[j], lang: lang) {
                var item = [blocks[j]]
                // a continuation is indented deeper than its bullet: a paragraph back at the text's
                // own indent ("   4.1.2  …" after bullets at ten spaces) is not part of the list
                let deeper = max(2, blocks[j].indent + 1)
                j += 1
                while j < n, blocks[j].indent >= deeper, !blocks[j].bullet { item.append(blocks[j]); j += 1 }
                group.append(item)
            }
            let labelled = group.filter { Self.elementLabel(Self.itemBody($0[0])) != nil }.count
            if group.allSatisfy({ $0[0].contentsEntry }) {
                // a table of contents under its lead-in ("Contents:", «Содержание статьи:»)
                for item in group { for b in item { append(b) } }
                d.contents = true
            } else if Self.introducesAlternatives(d.parts[d.parts.count - 1]) {
                // "Here are a few ways to …:" — the guideline is one rule, each technique its own,
                // with the guideline as context
                out.append(d)
                var techniques: [Draft] = []
                for item in group {
                    var e = itemDraft(item, sec: sec, labelled: false)
                    e.technique = true
                    e.context = Headline.first(d.lead)
                    techniques.append(e)
                }
                d = techniques.removeLast()
                out.append(contentsOf: techniques)
            } else if group.count >= 2, labelled == group.count {
                elementList = true
                // an element list: each bullet is a rule of its own; a one-sentence lead-in ("A search
                // bar can display elements such as these:") has no content of its own and opens the
                // first element's rule instead of being one
                let leadIn = d.parts.count == 1 && d.label == nil && d.note == nil && d.parts[0].count <= 200
                    && Headline.sentenceRanges(d.parts[0]).count == 1
                if !leadIn { out.append(d) }
                var elements: [Draft] = []
                for item in group {
                    var e = itemDraft(item, sec: sec, labelled: true)
                    e.elementBullet = true
                    if leadIn, elements.isEmpty {
                        e.parts.insert(d.parts[0], at: 0)
                        e.start = d.start
                    }
                    elements.append(e)
                }
                // the caller appends `d`; hand it the last element instead and put the rest in order
                d = elements.removeLast()
                out.append(contentsOf: elements)
            } else if group.count >= 2, group.allSatisfy({ Self.keyedBySystemItem(Self.itemBody($0[0])) }) {
                // a catalog of system items ("- `.done` — «Готово»: ends editing", "- .trash — …"):
                // each entry is a rule of its own, as a catalog table's rows are
                out.append(d)
                var entries = group.map { item -> Draft in
                    var e = itemDraft(item, sec: sec, labelled: false)
                    e.itemRow = true
                    return e
                }
                d = entries.removeLast()
                out.append(contentsOf: entries)
            } else if Self.introducesProperties(d.parts[d.parts.count - 1]) {
                // "标签栏具有以下特点：" — the items describe the bar, whatever their verbs
                for item in group { for b in item { append(b) } }
                d.propertyList = true
            } else if group.count >= 2, Self.introducesChecks(d.parts[d.parts.count - 1]) {
                // "Критерии приёмки:", "Acceptance criteria:" — each item is a check to perform
                splitInstructions(group)
                d.task = true
                for k in out.indices.suffix(group.count - 1) { out[k].task = true }
            } else if Self.splitsIntoRules(group, lead: d.parts[d.parts.count - 1], lang: lang) || Self.eachOfItsOwnBar(group) {
                splitInstructions(group)
            } else {
                for item in group { for b in item { append(b) } }
            }
            lastEnd = j - 1
            i = j
            return
        }
        if first.numbered {
            var group: [[Block]] = []
            var j = i
            let deeper = max(2, first.indent + 1)
            while j < n, blocks[j].numbered || (blocks[j].indent >= deeper && !blocks[j].bullet) {
                if blocks[j].numbered || group.isEmpty { group.append([blocks[j]]) } else { group[group.count - 1].append(blocks[j]) }
                j += 1
            }
            // numbered steps that each instruct on their own ("1. Убедитесь, что …", "2. Кнопка не должна …")
            // are separate rules, as bullets are; steps that complete the lead-in stay with it, and
            // so do the numbered parts of a bar that a lead-in announces ("由以下部分组成：（1）…")
            if Self.introducesProperties(d.parts[d.parts.count - 1]) {
                for item in group { for b in item { append(b) } }
                d.propertyList = true
            } else if Self.splitsIntoRules(group, lead: d.parts[d.parts.count - 1], lang: lang) {
                splitInstructions(group)
            } else {
                for item in group { for b in item { append(b) } }
            }
            lastEnd = j - 1
            i = j
            return
        }
        if first.candidate, first.wholeBar == nil {
            var j = i
            // (a caption or a table's row is a unit of its own: "…就用系统的：" + "▼ 表1 …" + columns)
            while j < n, blocks[j].candidate, blocks[j].wholeBar == nil, !Self.tableOrCaption(blocks[j]) { j += 1 }
            guard j > i else { return }
            let count = j - i
            let nextIsText = j < n && Self.paragraphLike(blocks[j]) && blocks[j].label == nil
            if count >= 2 || !nextIsText {
                for k in i..<j { append(blocks[k]) }
                lastEnd = j - 1
                i = j
            }
            return
        }
        // "При отладке … наблюдайте за этой распространенной ошибкой:" + "Указание конфликтных
        // настроек появления. При настройке …": a short intro and one labelled paragraph
        if let dot = first.label, dot < first.text.count - 1, d.parts.count == 1, d.parts[0].count <= 160,
           BarLexicon.wholeBar(Array(first.text[0..<dot])) == nil, !first.candidate {
            append(first)
            lastEnd = i
            i += 1
        }
    }
}
