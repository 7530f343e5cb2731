// Modality from the lead sentence of a rule, and the labels and markers that tell reference text
// from advice.
//
// The cues are data in the language modules (Languages/): evidence from the whole lead sentence.
// Think-twice (avoid) anywhere; an encouragement ("don't hesitate", "не бойтесь") rules out every
// prohibition; then the cues placed anywhere (avoid phrases, negated modals), then those at the
// sentence's start, then the first clause whose verb position holds a cue; a hedge turns a do into
// consider. Then the module's morphology hook (the Russian imperative mood with its negation and
// stems, the English base-form verb after a leading adverbial clause); then a normative word (a
// weak do). A guideline without a recognizable lead defaults to `do` (decided by the caller).

struct Lead {
    var modality: Modality
    /// An imperative or a modal keyword, not just a normative word such as "должны".
    var explicit: Bool
    /// What decided it: a cue of the module's profile, or its morphology hook.
    var cue: Cue? = nil
}

enum Classifier {
    // MARK: - Modality

    /// The lead of a sentence in its language: the profile's cues, then its morphology hook, then a
    /// normative word (a weak do).
    static func lead(_ sentence: Scalars, lang: Lang) -> Lead? {
        let p = LanguageProfile.of(lang)
        let mask = sentence.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) }
        return lead(sentence, p, mask: mask)
    }

    /// `lead(sentence, lang:)` with the profile's `anywhereMask` of the sentence.
    static func lead(_ sentence: Scalars, _ p: LanguageProfile, mask: UInt32) -> Lead? {
        guard let l = unsoftenedLead(sentence, p, mask: mask) else { return nil }
        // a prohibition put as a general rule ("In general, a search bar doesn't belong …",
        // «Как правило, … не следует», 一般来说…不应…) advises against: avoid
        if l.modality == .dont, p.matches(p.softener, sentence) { return Lead(modality: .avoid, explicit: true, cue: p.softener) }
        return l
    }

    static func unsoftenedLead(_ sentence: Scalars, _ p: LanguageProfile, mask: UInt32) -> Lead? {
        // a contrasting negation after an instruction ("应说明…，而不要…") forbids nothing of its own
        if let masked = maskingContrasts(sentence, p) ?? maskingLeadingCondition(sentence, p) {
            return lead(masked, p, mask: masked.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) })
        }
        if let l = storyLead(sentence, p) { return l }
        if let l = cueLead(sentence, p, mask: mask) {
            // a prohibition in a later clause of a Chinese sentence whose first clause instructs on
            // its own is a second instruction, not the lead
            // (a priority tag before it, "[必須]", "【P0】", instructs nothing on its own)
            if l.modality == .dont, let first = firstClauseLead(withoutLeadingTag(sentence), p), first.modality != .dont { return first }
            // and a first clause that warns or forbids outweighs a later clause's "建议…" (avoid
            // beats should: "搜索栏里避免加太多按钮，…，建议去掉")
            if l.modality == .do, let first = firstClauseLead(sentence, p), first.modality == .avoid || first.modality == .dont { return first }
            // what comes before a semicolon ("沉浸式页面可以考虑隐藏；普通页面就尽量别藏") is an
            // instruction of its own: it leads what the clauses after it add
            if let k = sentence.firstIndex(where: { $0.value == 0xFF1B || $0.value == 0x3B }), k > 0, k < sentence.count - 1 {
                let part = Array(sentence[0..<k])
                if let first = lead(part, p, mask: part.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) }),
                   first.modality != l.modality { return first }
            }
            // a prohibition in the verb's own form ("Не перегружайте …", "按钮别堆太多") outweighs a
            // later hedge or a statement of what suffices ("…，两个就够了")
            // (not an encouragement's own negation: "Не бойтесь оставить …" forbids nothing)
            if l.modality == .consider || (l.modality == .do && !l.explicit),
               !sentence.withUnsafeBufferPointer({ p.matches(p.encouragement, $0, 0, $0.count, mask: mask) }),
               let m = Languages.module(of: p).morphologyLead(sentence), m.cue == nil, m.modality == .dont || m.modality == .avoid {
                return m
            }
            return l
        }
        if sentence.withUnsafeBufferPointer({ p.matches(p.encouragement, $0, 0, $0.count, mask: mask) }) {
            return Lead(modality: .do, explicit: true, cue: p.encouragement)
        }
        if let l = Languages.module(of: p).morphologyLead(sentence) { return l }
        if sentence.withUnsafeBufferPointer({ p.matches(p.normative, $0, 0, $0.count, mask: mask) }),
           !normativeOnlyDenied(sentence, p) {
            return Lead(modality: .do, explicit: false, cue: p.normative)
        }
        return nil
    }

    /// Whether each normative word of `s` is part of a need denied ("you don't need to write code",
    /// 不需要另外画一个): such a sentence says what is not needed, and asks for nothing.
    static func normativeOnlyDenied(_ s: Scalars, _ p: LanguageProfile) -> Bool {
        guard p.matches(p.noNeed, s) else { return false }
        var blanked = s
        s.withUnsafeBufferPointer { b in
            var k = 0
            while k < b.count {
                if let n = p.noNeed.startsAt(b, k, b.count) {
                    for j in k..<(k + n) { blanked[j] = " " }
                    k += n
                } else {
                    k += 1
                }
            }
        }
        return !p.matches(p.normative, blanked)
    }

    /// A user story ("As a cook, I want …, so that …", «Как покупатель, я хочу …», 作为用户，我希望…):
    /// the role at the sentence's start, then a clause that opens with a wish. What the role
    /// wants is a requirement, a do, whatever the wish's own words say.
    static func storyLead(_ s: Scalars, _ p: LanguageProfile) -> Lead? {
        guard !p.storyWishes.isEmpty, p.matches(p.userStory, s),
              let comma = s.prefix(80).firstIndex(where: { [0x2C, 0xFF0C, 0x3001].contains($0.value) }) else { return nil }
        var k = comma + 1
        while k < s.count, Ch.isSpace(s[k].value) { k += 1 }
        let rest = Scan.lower(Array(s[k..<min(s.count, k + 16)]))
        guard p.storyWishes.contains(where: { rest.count >= $0.count && zip(rest, $0).allSatisfy { $0.value == $1 } }) else { return nil }
        return Lead(modality: .do, explicit: true, cue: p.userStory)
    }

    /// Chinese strings instructions into one sentence with "；" and "，": the first clause's own
    /// instruction, when it has one, leads it ("標題應簡短…；…不要依賴…" asks first, then rules out),
    /// unless that clause only sets a condition ("若…", "…時") or calls for attention ("請注意，不要…").
    static func firstClauseLead(_ s: Scalars, _ p: LanguageProfile) -> Lead? {
        guard !p.subordinateEnds.isEmpty else { return nil }
        return s.withUnsafeBufferPointer { b -> Lead? in
            let n = b.count
            let end = LanguageProfile.clauseEnd(b, 0, n)
            guard end < n - 1, !p.endsSubordinate(b, 0, end) else { return nil }
            let start = LanguageProfile.textStart(b, 0, end)
            if p.conditionOpeners.contains(where: { Scan.hasPrefix(b, start, end, $0) }) { return nil }
            var after = end + 1
            while after < n, Ch.isSpace(b[after].value) { after += 1 }
            if p.consequenceOpeners.contains(where: { Scan.hasPrefix(b, after, n, $0) }) { return nil }
            if p.attentionWords.contains(where: { w in (start..<end).contains { Scan.hasPrefix(b, $0, end, w) } }) { return nil }
            let clause = Array(s[0..<end])
            if let l = lead(clause, p, mask: clause.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) }) { return l }
            // a topic that instructs nothing ("以模态方式打开的表单，左侧放…，不要…"): the next clause
            // leads when it instructs and is not itself the last one
            let next = LanguageProfile.clauseEnd(b, end + 1, n)
            guard next < n - 1, !p.matches(p.dont, b, 0, end), !p.matches(p.avoid, b, 0, end) else { return nil }
            let second = Array(s[(end + 1)..<next])
            return lead(second, p, mask: second.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) })
        }
    }


    /// A leading temporal or conditional clause ("某个操作暂时不能用的时候，可以考虑…") frames what
    /// follows: a negation inside it forbids nothing, a modal inside it grants nothing. `s` with
    /// that clause blanked out, when it holds either and is not itself the instruction
    /// ("不要在滚动时，…"); else nil.
    static func maskingLeadingCondition(_ s: Scalars, _ p: LanguageProfile) -> Scalars? {
        guard !p.subordinateEnds.isEmpty else { return nil }
        return s.withUnsafeBufferPointer { b -> Scalars? in
            let n = b.count
            let end = LanguageProfile.clauseEnd(b, 0, n)
            guard end < n - 1, p.endsSubordinate(b, 0, end) else { return nil }
            // (nor does a modal inside it grant anything: "只有当内容可以分类时，才…")
            guard p.matches(p.dont, b, 0, end) || p.matches(p.avoid, b, 0, end) || p.matches(p.soft, b, 0, end)
                    || Languages.module(of: p).morphologyLead(Array(s[0..<end]))?.modality == .consider else { return nil }
            let start = LanguageProfile.textStart(b, 0, end)
            if p.dont.startsAt(b, start, end) != nil || p.dontStart.startsAt(b, start, end) != nil
                || p.avoid.startsAt(b, start, end) != nil || p.requestOpeners.contains(where: { Scan.hasPrefix(b, start, end, $0) }) {
                return nil
            }
            var out = s
            for j in 0...end { out[j] = " " }
            return out
        }
    }

    /// `s` with its contrasting negations blanked out, when it has one after some text; else nil.
    static func maskingContrasts(_ s: Scalars, _ p: LanguageProfile) -> Scalars? {
        guard !p.contrastNegations.isEmpty,
              s.contains(where: { c in p.contrastNegations.contains { $0.first == c.value } }) else { return nil }
        var out = s
        var changed = false
        s.withUnsafeBufferPointer { b in
            for k in 1..<Swift.max(1, b.count) {
                for c in p.contrastNegations where Scan.hasPrefix(b, k, b.count, c) {
                    for j in k..<(k + c.count) { out[j] = " " }
                    changed = true
                }
            }
        }
        return changed ? out : nil
    }

    /// The profile's cues that decide on their own, in precedence order: think-twice (avoid), then
    /// dont, avoid, consider, soft (consider), do; a hedge turns a do into consider.
    /// `s` without a short tag in square or lenticular brackets at its start ("[必須] …",
    /// "【P0】…", "[Must] …"): a checklist's priority, not the sentence's first clause.
    static func withoutLeadingTag(_ s: Scalars) -> Scalars {
        var k = 0
        while k < s.count, Ch.isSpace(s[k].value) { k += 1 }
        guard k < s.count, [0x5B, 0x3010, 0xFF3B].contains(s[k].value) else { return s }
        let limit = Swift.min(s.count, k + 10)
        guard let close = s[k..<limit].firstIndex(where: { [0x5D, 0x3011, 0xFF3D].contains($0.value) }), close + 1 < s.count
        else { return s }
        return Array(s[(close + 1)...])
    }

    static func cueLead(_ s: Scalars, _ p: LanguageProfile) -> Lead? {
        cueLead(s, p, mask: s.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) })
    }

    /// `cueLead(s, p)` with the profile's `anywhereMask` of `s`.
    static func cueLead(_ s: Scalars, _ p: LanguageProfile, mask: UInt32) -> Lead? {
        s.withUnsafeBufferPointer { b -> Lead? in
            let n = b.count
            if p.matches(p.thinkTwice, b, 0, n, mask: mask) { return Lead(modality: .avoid, explicit: true, cue: p.thinkTwice) }
            let encouraged = p.matches(p.encouragement, b, 0, n, mask: mask)
            var found: Lead? = nil
            var barTopic = false
            for (cue, m) in p.ordered where cue.place != .clauseStart && !(encouraged && m == .dont) {
                guard p.matches(cue, b, 0, n, mask: mask) else { continue }
                // (a negation inside a clause that modifies a noun, "暂时不能用的按钮设成停用", forbids nothing)
                if m == .dont, cue === p.dont, p.onlyInRelativeClauses(cue, b, n) { continue }
                found = Lead(modality: m, explicit: true, cue: cue); break
            }
            // a request that opens the sentence ("請優先使用…，不要…") is its lead: a prohibition in a
            // later clause only says what the request rules out
            if found?.modality == .dont || found?.modality == .avoid, !p.requestOpeners.isEmpty {
                // the clauses before the one that forbids: a condition ("如果分类很多，…") is passed
                // over; one that opens with a request or a hedge ("…，可以考虑改成…，不要…") leads
                var at = 0
                while at < n {
                    let end = LanguageProfile.clauseEnd(b, at, n)
                    if p.matches(p.dont, b, at, end) || p.matches(p.dontStart, b, at, end)
                        || p.matches(p.avoid, b, at, end) || p.matches(p.avoidStart, b, at, end) { break }
                    // (past a priority tag: "[必須] …，不可以…" is a prohibition tagged as required)
                    let start = LanguageProfile.textStart(b, at == 0 ? n - withoutLeadingTag(s).count : at, end)
                    if !p.blockers.contains(where: { Scan.hasPrefix(b, start, end, $0) }) {  // "请注意，…" asks nothing itself
                        if p.requestOpeners.contains(where: { Scan.hasPrefix(b, start, end, $0) }) {
                            found = Lead(modality: .do, explicit: true, cue: p.doVerbs)
                            break
                        }
                        if at > 0, p.matches(p.hedge, b, at, end) {
                            found = Lead(modality: .consider, explicit: true, cue: p.hedge)
                            break
                        }
                    }
                    // only a leading condition is passed over: any other clause ends the search
                    if at == 0, !p.conditionOpeners.contains(where: { Scan.hasPrefix(b, start, end, $0) }) { break }
                    at = end + 1
                }
            }
            if found == nil {
                // Chinese: the first clause whose verb position holds a cue decides. A leading
                // temporal phrase ("隐藏键盘以后，…", "限制模式下，…") is no main clause: its verb
                // does not instruct. When the first clause opens with a bar and holds no cue, the
                // clauses chained to it share that subject ("搜索栏接收…，显示…"): their verbs are
                // the bar's, and only a prohibition, avoid or consider there still counts.
                var at = 0
                while !p.clauseCues.isEmpty, at < n {
                    let end = LanguageProfile.clauseEnd(b, at, n)
                    if end < n, p.endsSubordinate(b, at, end) { at = end + 1; continue }
                    if let k = p.firstClauseCue(p.clauseCues, b, at, end),
                       !(encouraged && p.clauseOrdered[k].modality == .dont),
                       !(barTopic && (p.clauseOrdered[k].modality == .do || p.clauseOrdered[k].modality == .consider)) {
                        found = Lead(modality: p.clauseOrdered[k].modality, explicit: true, cue: p.clauseOrdered[k].cue)
                        break
                    }
                    // a side, then what to place there, after the clause's topic ("表单右上角放「完成」"),
                    // where nothing in the clause grants or hedges ("你可以在…右侧放…")
                    if Self.placesOnSide(b, at, end), !p.soft.set.any(b, at, end), !p.hedge.set.any(b, at, end) {
                        found = Lead(modality: .do, explicit: true, cue: p.doVerbs)
                        break
                    }
                    // (a bar followed by a locative suffix is a place, not the subject: "搜尋列裡請放…")
                    if at == 0, let m = BarLexicon.mentions(UnsafeBufferPointer(rebasing: b[0..<end])).first,
                       m.range.lowerBound <= LanguageProfile.textStart(b, 0, end) {
                        // a side of the bar, then what to place there: "导航栏右侧最多放两个按钮"
                        if let side = Self.sideOfBar(b, m.range.upperBound, end),
                           Self.placementVerbs.contains(where: { Scan.hasPrefix(b, p.verbStart(b, side, end), end, $0) }) {
                            found = Lead(modality: .do, explicit: true, cue: p.doVerbs)
                            break
                        }
                        if !(m.range.upperBound < end && Self.locativeSuffixes.contains(b[m.range.upperBound].value)) { barTopic = true }
                    }
                    at = end + 1
                }
            }
            // (what a bar that opens the sentence "can also" do is the bar's capability, no hedge:
            // "导航栏出现在顶部，…，也可以放置按钮")
            // (an encouragement that grants, "工具栏别怕留空", is a permission whatever its topic)
            if found == nil || found?.modality == .do, !(found == nil && barTopic && !encouraged), p.matches(p.hedge, b, 0, n, mask: mask) {
                return Lead(modality: .consider, explicit: true, cue: p.hedge)
            }
            return found
        }
    }

    /// A side of the screen or of a bar (右上角, 左侧 …), then a placement verb, within the clause.
    static func placesOnSide(_ b: ScalarBuf, _ lo: Int, _ hi: Int) -> Bool {
        var k = lo
        while k < hi {
            if b[k].value == 0x53F3 || b[k].value == 0x5DE6 /* 右 左 */ {
                for w in sides where Scan.hasPrefix(b, k, hi, w) {
                    let after = k + w.count
                    if placementVerbs.contains(where: { Scan.hasPrefix(b, after, hi, $0) }) { return true }
                }
            }
            k += 1
        }
        return false
    }

    /// Where a side of a bar named at `at` ends ("右侧", "的左上角", "里"), or nil.
    static func sideOfBar(_ b: ScalarBuf, _ at: Int, _ end: Int) -> Int? {
        var k = at
        if k < end, b[k].value == 0x7684 /* 的 */ { k += 1 }
        for w in barSides where Scan.hasPrefix(b, k, end, w) { return k + w.count }
        return nil
    }
    /// Sides and parts of a bar, longest first.
    static let sides: [[UInt32]] = ["左上角", "右上角", "左下角", "右下角", "右侧", "右側", "左侧", "左側", "右边", "右邊",
                                    "左边", "左邊"].map(Scan.values)
    static let barSides: [[UInt32]] = sides + ["两侧", "兩側", "中间", "中間", "两端", "兩端", "里", "裡", "上", "中", "内", "內"].map(Scan.values)
    /// What a designer places on a side of a bar: with a bar's side before it, an instruction
    /// ("…右侧放…", "…里只保留…"); the bar's own verbs (显示, 出现) describe it.
    static let placementVerbs: [[UInt32]] = ["放置", "摆放", "擺放", "放", "摆", "擺", "保留", "使用", "只放", "只用", "只保留",
                                             "加上", "添加", "收进", "收進", "移到", "挪到"].map(Scan.values)

    /// 裡 里 中 上 內 内 下: after a bar's name, a place ("in the search bar"), not a subject.
    static let locativeSuffixes: Set<UInt32> = [0x88E1, 0x91CC, 0x4E2D, 0x4E0A, 0x5167, 0x5185, 0x4E0B]

    // MARK: Words

    static func valueList(_ words: [String]) -> [[UInt32]] { words.map(Scan.values) }

    // MARK: - Kind markers

    /// Pointers to other documentation, tables, developer references, in any profile's words.
    static func hasRefMarker(_ s: Scalars) -> Bool { Languages.referenceMarkers.anyLowering(s) }

    /// The text names an API (class, property or selector).
    static func hasAPIName(_ s: Scalars) -> Bool { !Symbols.extract(s, itemIdentifiers: []).isEmpty }

    /// Whether `s` names an API outside its asides: a type or a member path in its own words, or
    /// lists cases written as members, three or more (".favorites、.bookmarks、.more"; two, ".done"
    /// against ".cancel", are named to tell how they look). An API named only in
    /// brackets glosses a statement ("The navigation bar (UINavigationBar) is …", "[в оригинале —
    /// hidesBarsOnSwipe]"): it does not make it API text.
    static func hasAPINameOutsideAsides(_ s: Scalars) -> Bool {
        hasAPIName(withoutAsides(s)) || memberCases(s) >= 3
    }

    /// How many words of `s` are written as a member: a dot, then a lowercase ASCII letter, after
    /// no letter or digit (".favorites", "`.action`").
    static func memberCases(_ s: Scalars) -> Int {
        var n = 0
        for k in s.indices.dropLast() where s[k].value == 0x2E && (0x61...0x7A).contains(s[k + 1].value) {
            if k == 0 || !(Ch.isLatinLetter(s[k - 1].value) || Ch.isDigit(s[k - 1].value)) { n += 1 }
        }
        return n
    }

    /// `s` without its asides in round or square brackets (either width), when it keeps some text
    /// of its own.
    static func withoutAsides(_ s: Scalars) -> Scalars {
        let out = outsideBrackets(s, square: true)
        return out.contains(where: { Ch.isLetter($0.value) }) ? out : s
    }

    /// `text` without what stands in round brackets (either width), and with `square`, in square
    /// brackets too; the brackets go with it.
    static func outsideBrackets(_ text: Scalars, square: Bool) -> Scalars {
        var out: Scalars = []
        out.reserveCapacity(text.count)
        var depth = 0
        for c in text {
            switch c.value {
            case 0x28, 0xFF08: depth += 1
            case 0x29, 0xFF09: depth = Swift.max(0, depth - 1)
            case 0x5B, 0xFF3B where square: depth += 1
            case 0x5D, 0xFF3D where square: depth = Swift.max(0, depth - 1)
            default: if depth == 0 { out.append(c) }
            }
        }
        return out
    }

    // MARK: - Labels

    typealias NoteLabel = Admonition

    /// A block that is just a label: "СОВЕТ", "Tip", "重要：", "API 注释".
    static func standaloneLabel(_ s: Scalars) -> NoteLabel? {
        guard s.count <= 24 else { return nil }
        return s.withUnsafeBufferPointer { b -> NoteLabel? in
            for p in Languages.profiles {
                if p.labelEnd(p.apiNoteLabel, b, 0, b.count) == b.count { return .note }
                if p.labelEnd(p.tipLabel, b, 0, b.count) == b.count { return .tip }
                if p.labelEnd(p.importantLabel, b, 0, b.count) == b.count { return .important }
            }
            return nil
        }
    }

    /// A paragraph opening with a label and a colon: "重要：跟所有…", "Совет: …", "API Note: …".
    /// Returns the label kind and where the text after it starts.
    static func inlineLabel(_ s: Scalars) -> (NoteLabel, Int)? {
        s.withUnsafeBufferPointer { b -> (NoteLabel, Int)? in
            let n = b.count
            for p in Languages.profiles {
                if let k = p.labelEnd(p.apiNoteLabel, b, 0, n), k < n { return (.note, k) }
                if let k = p.labelEnd(p.tipLabel, b, 0, n), k < n { return (.tip, k) }
                if let k = p.labelEnd(p.importantLabel, b, 0, n), k < n { return (.important, k) }
            }
            // the reference mark that opens a note in Japanese and Chinese layouts ("※ 长按可…",
            // "※Please check …"): a note, the text after it what it says
            var k = 0
            while k < n, Ch.isSpace(b[k].value) { k += 1 }
            if k < n, b[k].value == 0x203B {
                k += 1
                while k < n, Ch.isSpace(b[k].value) { k += 1 }
                if k < n, b[k...].contains(where: { Ch.isLetter($0.value) || Ch.isHan($0.value) }) { return (.tip, k) }
            }
            // a warning sign without a label ("⚠️ The bar is taller on …"): an important note, a
            // guideline when its words instruct
            if k < n, b[k].value == 0x26A0 {
                k += 1
                while k < n, b[k].value == 0xFE0F || Ch.isSpace(b[k].value) { k += 1 }
                if k < n, b[k...].contains(where: { Ch.isLetter($0.value) || Ch.isHan($0.value) }) { return (.important, k) }
            }
            return nil
        }
    }

    /// Run-in label "Цель. …", "Конфигурация. …", "Кнопка Bookmarks. …", "Панель инструментов. …",
    /// "Правило 2. …": one to four words (a number among them) and a period, then a capitalized
    /// sentence (or nothing: a label-only line).
    /// Returns the index of the period.
    /// Quotes a run-in label may hold around a button's name ("Кнопка «Назад».", "The “Done” button.").
    static let labelQuotes: Set<UInt32> = [0xAB, 0xBB, 0x201C, 0x201D, 0x22]

    static func runInLabel(_ s: Scalars) -> Int? {
        // (after a list item's number or a marker's, "(2) Red. …")
        let start = s.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        guard start < s.count, Ch.isUpper(s[start].value) else { return nil }
        var i = start
        var words = 1
        while i < s.count, i <= 48 {
            let v = s[i].value
            if v == 0x2E { break }
            if Ch.isSpace(v) {
                words += 1
                if words > 4 { return nil }
            } else if !(Ch.isLatinLetter(v) || Ch.isCyrillic(v) || v == 0x2D || Ch.isDigit(v) || Self.labelQuotes.contains(v)) {
                return nil
            }
            i += 1
        }
        guard i < s.count, s[i].value == 0x2E, i - start >= 3 else { return nil }
        if i + 1 < s.count {
            guard Ch.isSpace(s[i + 1].value) else { return nil }
            var k = i + 1
            while k < s.count, Ch.isSpace(s[k].value) { k += 1 }
            guard k < s.count, Ch.isUpper(s[k].value) || s[k].value == 0xAB || s[k].value == 0x201C else { return nil }
        }
        // a label names something; it does not tell to do something
        let label = Array(s[start..<i])
        if Russian.hasImperative(label) { return nil }
        if let w = Scan.words(label, limit: 1).first?.text, English.imperatives.contains(w) { return nil }
        // nor does a team guide's terse requirement ("Max five tabs.", "Two to four scopes.")
        if English.requiresTersely(Array(s[start...i])) { return nil }
        return i
    }

    /// "清除按钮(The Clear button)。…", "占位符文本(Placeholder text)。…": a short Chinese name, maybe
    /// with its English gloss in brackets, a full stop, then the description. Returns the index of the 。.
    static func zhRunInLabel(_ s: Scalars) -> Int? {
        guard let f = s.first, Ch.isHan(f.value) else { return nil }
        var i = 0, han = 0, gloss = false
        while i < s.count, i <= 48 {
            let v = s[i].value
            if v == 0x3002 { break }
            if v == 0x28 || v == 0xFF08 {
                guard let close = s[i...].firstIndex(where: { $0.value == 0x29 || $0.value == 0xFF09 }) else { return nil }
                gloss = true
                i = close + 1
                continue
            }
            if Ch.isHan(v) { han += 1 } else if !Ch.isSpace(v) { return nil }
            i += 1
        }
        guard i < s.count, s[i].value == 0x3002, i + 1 < s.count, han >= 2, han <= (gloss ? 10 : 6) else { return nil }
        // a label names something; an instruction is no label
        if cueLead(Array(s[0..<i]), Chinese.profile) != nil { return nil }
        return i
    }

    /// "角标要克制。", "只用来导航。": a sentence of two to eight Han characters and its full stop,
    /// no comma: a topic or a slogan, where the sentence after it says what to do. (Not a short
    /// statement: "标签栏是半透明的。" says what the bar is, with 是 or with the bar as its subject.)
    static func isHanTopic(_ s: Scalars) -> Bool {
        let t = Sc.trim(s)
        guard let last = t.last, last.value == 0x3002 || last.value == 0xFF01 else { return false }
        let body = Array(t.dropLast())
        guard (2...8).contains(body.count), body.allSatisfy({ Ch.isHan($0.value) }), !body.contains(where: { $0.value == 0x662F }) else { return false }
        return !BarLexicon.mentions(body).contains { $0.range.lowerBound == 0 }
    }

    /// "原文翻譯：…", "心得：…": what follows a label of two to six Han characters and its colon, when
    /// the label neither instructs nor names a bar.
    static func afterHanLabel(_ s: Scalars) -> Scalars? {
        let start = s.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        guard let colon = s[start...].prefix(7).firstIndex(where: { Ch.isColon($0.value) }), (start + 2...start + 6).contains(colon),
              s[start..<colon].allSatisfy({ Ch.isHan($0.value) }) else { return nil }
        let label = Array(s[start..<colon])
        let rest = Sc.trim(Array(s[(colon + 1)...]))
        guard !rest.isEmpty, lead(label, lang: .zhHans) == nil, BarLexicon.mentions(label).isEmpty else { return nil }
        return rest
    }

    /// "Цель", "Purpose", 用途: a run-in label stating a purpose.
    static func isPurposeLabel(_ label: Scalars) -> Bool {
        Languages.profiles.contains { $0.matches($0.purposeLabel, label) }
    }

    // MARK: - Subsection headings

    enum SubMode { case none, behavior, guideline, decision, mistakes, dos, developer, purpose, other }

    /// The force a heading gives when it is one of the modules' force labels and nothing else
    /// ("Do", "Don't", "Dos", «Не делайте», 错误做法), marks and emoji codes before it aside.
    static func verdictHeading(_ h: Scalars) -> Modality? {
        let start = h.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        guard start < h.count, h.count - start <= 24 else { return nil }
        var key = Sc.str(Scan.lower(Sc.trim(Array(h[start...]))))
        while let l = key.last, l == ":" || l == "：" || l == "." { key.removeLast() }
        for p in Languages.profiles { if let m = p.modalityLabels[key] { return m == .do || m == .dont ? m : nil } }
        return nil
    }

    static func subMode(_ heading: String) -> SubMode {
        let h = Sc.of(Outline.strip(heading))  // "2 Термины и определения": the number is no part of it
        if Languages.profiles.contains(where: { $0.matches($0.behaviorHeading, h) }) { return .behavior }
        if Languages.profiles.contains(where: { $0.matches($0.guidelineHeading, h) }) { return .guideline }
        if Languages.profiles.contains(where: { $0.matches($0.decisionHeading, h) }) { return .decision }
        if Languages.profiles.contains(where: { $0.matches($0.mistakeHeading, h) }) { return .mistakes }
        // a heading that is a verdict alone ("✅ Do", ":x: Don't", "Dos", «Не делайте»): its list
        // items take its force
        switch verdictHeading(h) {
        case .do?: return .dos
        case .dont?: return .mistakes
        default: break
        }
        if Languages.profiles.contains(where: { $0.matches($0.developerHeading, h) }) { return .developer }
        // a purpose heading ("用途", "Purpose", «Назначение») opens what the bar is for
        if Languages.profiles.contains(where: { $0.matches($0.purposeLabel, h) }) { return .purpose }
        return .other
    }
}
