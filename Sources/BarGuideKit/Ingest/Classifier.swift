// Modality from the lead sentence of a rule, and the labels and markers that tell reference text
// from advice.
//
// The cues are data in the language profiles (Profiles.swift): think-twice (avoid) anywhere, then
// the first clause whose verb position holds a dont / avoid / consider / soft (consider) / do cue,
// a hedge turning a do into consider; then the profile's morphology hook (the Russian imperative
// mood with its negation and stems, the English base-form verb after a leading adverbial clause);
// then a normative word (a weak do). A guideline without a recognizable lead defaults to `do`
// (decided by the caller).

struct Lead {
    var modality: Modality
    /// An imperative or a modal keyword, not just a normative word such as "должны".
    var explicit: Bool
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
        if let l = cueLead(sentence, p, mask: mask) { return l }
        if let l = morphologyLead(sentence, p) { return l }
        if sentence.withUnsafeBufferPointer({ p.matches(p.normative, $0, 0, $0.count, mask: mask) }) {
            return Lead(modality: .do, explicit: false)
        }
        return nil
    }

    static func morphologyLead(_ s: Scalars, _ p: LanguageProfile) -> Lead? {
        switch p.morphology {
        case .none: return nil
        case .russianImperative: return ruLead(s, p) ?? enLead(s, Profiles.en)  // English titles in Russian text
        case .englishBaseForm: return enLead(s, p)
        }
    }

    /// The profile's cues that decide on their own, in precedence order: think-twice (avoid), then
    /// dont, avoid, consider, soft (consider), do; a hedge turns a do into consider.
    static func cueLead(_ s: Scalars, _ p: LanguageProfile) -> Lead? {
        cueLead(s, p, mask: s.withUnsafeBufferPointer { p.anywhereMask($0, 0, $0.count) })
    }

    /// `cueLead(s, p)` with the profile's `anywhereMask` of `s`.
    static func cueLead(_ s: Scalars, _ p: LanguageProfile, mask: UInt32) -> Lead? {
        s.withUnsafeBufferPointer { b -> Lead? in
            let n = b.count
            if p.matches(p.thinkTwice, b, 0, n, mask: mask) { return Lead(modality: .avoid, explicit: true) }
            var found: Lead? = nil
            for (cue, m) in p.ordered where cue.place != .clauseStart {
                if p.matches(cue, b, 0, n, mask: mask) { found = Lead(modality: m, explicit: true); break }
            }
            if found == nil {
                // Chinese: the first clause whose verb position holds a cue decides
                var at = 0
                while !p.clauseCues.isEmpty, at < n {
                    let end = LanguageProfile.clauseEnd(b, at, n)
                    if let k = p.firstClauseCue(p.clauseCues, b, at, end) {
                        found = Lead(modality: p.clauseOrdered[k].modality, explicit: true)
                        break
                    }
                    at = end + 1
                }
            }
            if found == nil || found?.modality == .do, p.matches(p.hedge, b, 0, n, mask: mask) {
                return Lead(modality: .consider, explicit: true)
            }
            return found
        }
    }

    // MARK: Russian

    static func scalarSet(_ words: [String]) -> Set<Scalars> { Set(words.map(Sc.of)) }
    static func scalarList(_ words: [String]) -> [Scalars] { words.map(Sc.of) }

    static let ruNotImperative = scalarSet(["хотите", "можете", "будете", "сайте", "идите", "видите", "ищите"])
    static let ruNoImperativeAfter = scalarSet(["вы", "мы", "они", "в", "во", "на", "о", "об", "при", "по"])
    static let ruImperativeEndings = scalarList(["йте", "ите", "ьте", "йтесь", "итесь", "ьтесь"])
    static let ruAvoidStem = Sc.of("избег")
    static let ruConsiderStems = scalarList(["рассмотр", "подума", "обдума", "считайте"])
    static let ruForgetStems = scalarList(["забыва", "забуд"])
    static let wNe = Sc.of("не"), wNever = Sc.of("никогда"), wYou = Sc.of("вы")

    @inline(__always) static func hasSuffix(_ w: Scalars, _ x: Scalars) -> Bool {
        w.count >= x.count && w[(w.count - x.count)...].elementsEqual(x)
    }
    @inline(__always) static func hasPrefix(_ w: Scalars, _ x: Scalars) -> Bool {
        w.count >= x.count && w[0..<x.count].elementsEqual(x)
    }

    /// Lowercased words (letters and digits) of a text.
    static func lowerWords(_ s: Scalars) -> [Scalars] {
        var out: [Scalars] = []
        var i = 0
        while i < s.count {
            guard Ch.isWordChar(s[i].value) else { i += 1; continue }
            var w = Scalars()
            while i < s.count, Ch.isWordChar(s[i].value) {
                let v = s[i].value, l = Ch.lower(v)
                w.append(l == v ? s[i] : (Unicode.Scalar(l) ?? s[i]))
                i += 1
            }
            out.append(w)
        }
        return out
    }

    static func isRuImperative(_ w: Scalars, prev: Scalars?) -> Bool {
        guard w.count >= 5, let f = w.first, Ch.isCyrillic(f.value) else { return false }
        guard ruImperativeEndings.contains(where: { hasSuffix(w, $0) }) else { return false }
        if ruNotImperative.contains(w) { return false }
        if let p = prev, ruNoImperativeAfter.contains(p) { return false }
        return true
    }

    static func ruStemModality(_ w: Scalars) -> Modality {
        if hasPrefix(w, ruAvoidStem) { return .avoid }
        if ruConsiderStems.contains(where: { hasPrefix(w, $0) }) { return .consider }
        return .do
    }

    // The word lists above as scalar values, for words given as ranges of a lowercased buffer.
    static func valueList(_ words: [Scalars]) -> [[UInt32]] { words.map { $0.map(\.value) } }
    static func valueList(_ words: Set<Scalars>) -> [[UInt32]] { valueList(words.sorted { $0.lexicographicallyPrecedes($1) { $0.value < $1.value } }) }
    static let ruNotImperativeV = valueList(ruNotImperative)
    static let ruNoImperativeAfterV = valueList(ruNoImperativeAfter)
    static let ruImperativeEndingsV = valueList(ruImperativeEndings)
    static let ruAvoidStemV = ruAvoidStem.map(\.value)
    static let ruConsiderStemsV = valueList(ruConsiderStems)
    static let ruForgetStemsV = valueList(ruForgetStems)
    static let wNeV = wNe.map(\.value), wNeverV = wNever.map(\.value), wYouV = wYou.map(\.value)

    /// `isRuImperative` for the word `L[w]` of a lowercased buffer, after the word `L[prev]` (if any).
    static func isRuImperative(_ L: ScalarBuf, _ w: Range<Int>, prev: Range<Int>?) -> Bool {
        let lo = w.lowerBound, hi = w.upperBound
        guard hi - lo >= 5, Ch.isCyrillic(L[lo].value) else { return false }
        guard ruImperativeEndingsV.contains(where: { Scan.hasSuffix(L, lo, hi, $0) }) else { return false }
        if ruNotImperativeV.contains(where: { Scan.equals(L, lo, hi, $0) }) { return false }
        if let p = prev, ruNoImperativeAfterV.contains(where: { Scan.equals(L, p.lowerBound, p.upperBound, $0) }) {
            return false
        }
        return true
    }

    /// Ranges of the first `limit` words (letters and digits) of `L[lo..<hi]`.
    static func wordRanges(_ L: ScalarBuf, _ lo: Int, _ hi: Int, limit: Int) -> [Range<Int>] {
        var out: [Range<Int>] = []
        out.reserveCapacity(Swift.min(limit, 20))
        var i = lo
        while i < hi, out.count < limit {
            guard Ch.isWordChar(L[i].value) else { i += 1; continue }
            let st = i
            while i < hi, Ch.isWordChar(L[i].value) { i += 1 }
            out.append(st..<i)
        }
        return out
    }

    @inline(__always) static func wordIs(_ L: ScalarBuf, _ r: Range<Int>, _ w: [UInt32]) -> Bool {
        Scan.equals(L, r.lowerBound, r.upperBound, w)
    }

    static func ruLead(_ s: Scalars, _ p: LanguageProfile) -> Lead? {
        let lower = Scan.lower(s)
        return lower.withUnsafeBufferPointer { L -> Lead? in
            // the loop looks at words 0...16 (a word and the one after it, for the first 16)
            let ws = wordRanges(L, 0, L.count, limit: 17)
            var pitfall: Bool? = nil
            var k = 0
            while k < ws.count, k < 16 {
                let w = ws[k]
                let prev = k > 0 ? ws[k - 1] : nil
                if wordIs(L, w, wNeverV), k + 1 < ws.count, isRuImperative(L, ws[k + 1], prev: nil) {
                    return Lead(modality: .dont, explicit: true)
                }
                if wordIs(L, w, wNeV), k + 1 < ws.count, isRuImperative(L, ws[k + 1], prev: nil),
                   k < 1 || !wordIs(L, ws[k - 1], wYouV) {
                    let v = ws[k + 1]
                    if ruForgetStemsV.contains(where: { Scan.hasPrefix(L, v.lowerBound, v.upperBound, $0) }) {
                        return Lead(modality: .do, explicit: true)
                    }
                    if Scan.hasPrefix(L, v.lowerBound, v.upperBound, ruAvoidStemV) {
                        return Lead(modality: .avoid, explicit: true)
                    }
                    return Lead(modality: .dont, explicit: true)
                }
                if isRuImperative(L, w, prev: prev), !(k >= 2 && wordIs(L, ws[k - 2], wYouV)) {
                    if pitfall == nil { pitfall = ruPitfallP.any(L, 0, L.count) }
                    if pitfall! { return Lead(modality: .avoid, explicit: true) }
                    if Scan.hasPrefix(L, w.lowerBound, w.upperBound, ruAvoidStemV) {
                        return Lead(modality: .avoid, explicit: true)
                    }
                    if ruConsiderStemsV.contains(where: { Scan.hasPrefix(L, w.lowerBound, w.upperBound, $0) }) {
                        return Lead(modality: .consider, explicit: true)
                    }
                    return Lead(modality: .do, explicit: true)
                }
                k += 1
            }
            // (the profile's consider / avoid phrases and its normative words were looked for by `lead`)
            return nil
        }
    }

    static let ruPitfallP = PhraseSet(Needles(["ошибк"]))

    // MARK: English

    static let enImperatives: Set<String> = [
        "use", "make", "ensure", "provide", "display", "choose", "include", "place", "keep", "show", "hide", "be",
        "let", "prefer", "write", "create", "add", "set", "put", "give", "follow", "minimize", "maximize", "help",
        "try", "limit", "reduce", "remove", "select", "pick", "position", "design", "define", "specify", "always",
        "take", "test", "label", "adjust", "customize", "allow", "offer", "support", "respect", "reserve",
        "prevent", "enable", "center", "badge", "hide", "replace", "supply", "avoid", "start", "consider", "organize",
        "base", "keep", "ask", "combine", "rely", "group", "present", "draw", "align", "title",
    ]

    static func enLead(_ s: Scalars, _ p: LanguageProfile) -> Lead? {
        guard let f0 = s.first(where: { !Ch.isSpace($0.value) && !Ch.isOpener($0.value) }), Ch.isASCIILetter(f0.value)
        else { return nil }
        if let l = cueLead(s, p) { return l }
        let words = BarLexicon.words(s)
        let ws = words.map(\.text)
        guard let first = ws.first, let f = first.unicodeScalars.first, Ch.isASCIILetter(f.value) else { return nil }
        var k = 0
        // skip a leading adverbial clause: "If necessary, use …" / "On iPad, avoid …"
        if enClauseOpeners.contains(first), let comma = s.firstIndex(where: { $0.value == 0x2C }) {
            let before = BarLexicon.words(Array(s[..<comma])).count
            k = before
            if k < ws.count, let l = cueLead(Array(s[words[k].range.lowerBound...]), p) { return l }
        }
        guard k < ws.count else { return nil }
        let w = ws[k]
        if w == "don" || w == "never" || (w == "do" && k + 1 < ws.count && ws[k + 1] == "not") {
            return Lead(modality: .dont, explicit: true)
        }
        if w == "avoid" { return Lead(modality: .avoid, explicit: true) }
        if w == "consider" { return Lead(modality: .consider, explicit: true) }
        if enImperatives.contains(w) { return Lead(modality: .do, explicit: true) }
        if p.matches(p.normative, s) { return Lead(modality: .do, explicit: false) }
        return nil
    }

    static let enClauseOpeners: Set<String> = ["if", "when", "in", "on", "as", "generally", "whenever", "unless", "where", "for", "while"]

    // MARK: - Kind markers

    /// Pointers to other documentation, tables, developer references, in any profile's words.
    static func hasRefMarker(_ s: Scalars) -> Bool { Profiles.referenceMarkers.anyLowering(s) }

    /// The text names an API (class, property or selector).
    static func hasAPIName(_ s: Scalars) -> Bool { !Symbols.extract(s, itemIdentifiers: []).isEmpty }

    // MARK: - Labels

    typealias NoteLabel = Admonition

    /// A block that is just a label: "СОВЕТ", "Tip", "重要：", "API 注释".
    static func standaloneLabel(_ s: Scalars) -> NoteLabel? {
        guard s.count <= 24 else { return nil }
        return s.withUnsafeBufferPointer { b -> NoteLabel? in
            for p in Profiles.all {
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
            for p in Profiles.all {
                if let k = p.labelEnd(p.apiNoteLabel, b, 0, n), k < n { return (.note, k) }
                if let k = p.labelEnd(p.tipLabel, b, 0, n), k < n { return (.tip, k) }
                if let k = p.labelEnd(p.importantLabel, b, 0, n), k < n { return (.important, k) }
            }
            return nil
        }
    }

    /// Run-in label "Цель. …", "Конфигурация. …", "Кнопка Bookmarks. …", "Панель инструментов. …":
    /// one to four words and a period, then a capitalized sentence (or nothing: a label-only line).
    /// Returns the index of the period.
    static func runInLabel(_ s: Scalars) -> Int? {
        guard let f = s.first, Ch.isUpper(f.value) else { return nil }
        var i = 0
        var words = 1
        while i < s.count, i <= 48 {
            let v = s[i].value
            if v == 0x2E { break }
            if Ch.isSpace(v) {
                words += 1
                if words > 4 { return nil }
            } else if !(Ch.isLatinLetter(v) || Ch.isCyrillic(v) || v == 0x2D) {
                return nil
            }
            i += 1
        }
        guard i < s.count, s[i].value == 0x2E, i >= 3 else { return nil }
        if i + 1 < s.count {
            guard Ch.isSpace(s[i + 1].value) else { return nil }
            var k = i + 1
            while k < s.count, Ch.isSpace(s[k].value) { k += 1 }
            guard k < s.count, Ch.isUpper(s[k].value) || s[k].value == 0xAB || s[k].value == 0x201C else { return nil }
        }
        // a label names something; it does not tell to do something
        let ws = lowerWords(Array(s[0..<i]))
        for (k, w) in ws.enumerated() where isRuImperative(w, prev: k > 0 ? ws[k - 1] : nil) { return nil }
        if let w = ws.first, let f = w.first, Ch.isASCIILetter(f.value) {
            let word = Sc.str(w)
            if enImperatives.contains(word) || word == "avoid" || word == "consider" { return nil }
        }
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
        if cueLead(Array(s[0..<i]), Profiles.zh) != nil { return nil }
        return i
    }

    /// "Цель", "Purpose", 用途: a run-in label stating a purpose.
    static func isPurposeLabel(_ label: Scalars) -> Bool {
        Profiles.all.contains { $0.matches($0.purposeLabel, label) }
    }

    // MARK: - Subsection headings

    enum SubMode { case none, behavior, guideline, other }

    static func subMode(_ heading: String) -> SubMode {
        let h = Sc.of(heading)
        if Profiles.all.contains(where: { $0.matches($0.behaviorHeading, h) }) { return .behavior }
        if Profiles.all.contains(where: { $0.matches($0.guidelineHeading, h) }) { return .guideline }
        return .other
    }
}
