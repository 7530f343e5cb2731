// Modality from the lead of a rule, and the markers that tell reference text from advice.
//
// Modality comes from the lead verb of the first sentence:
//   dont     "Не создавайте", "Не используйте", "Никогда", 不要 / 別 / 切勿, "Don't", "Never"
//   avoid    "Избегайте", "Избегите", 避免, 盡可能不要 / 盡量不要 (do-not-if-you-can = avoid), "Avoid",
//            and a lead that points at a common mistake ("наблюдайте за этой распространенной ошибкой")
//   consider "Рассмотрите", "Подумайте", "Думайте дважды", "Считайте" (a mistranslated "Consider"),
//            "Вы могли бы", "Может быть полезно", 考慮, "…之前要三思" (think twice before: weigh it, not
//            a prohibition, as the Russian "Думайте дважды" of the same guideline), "Consider"
//   do       any other imperative ("Используйте", "Удостоверьтесь", "Выберите", 確保, 要確保, 使用, 將, 為,
//            根據, 如果合適…) or a normative statement ("должны", "необходимо", 有必要)
// A guideline without a recognizable lead verb defaults to `do` (decided by the caller).

struct Lead {
    var modality: Modality
    /// An imperative or a modal keyword, not just a normative word such as "должны".
    var explicit: Bool
}

enum Classifier {
    // MARK: - Modality

    static func lead(_ sentence: Scalars, lang: Lang) -> Lead? {
        switch lang {
        case .ru: return ruLead(sentence) ?? enLead(sentence)
        case .zhHant, .zhHans: return zhLead(sentence)
        case .en: return enLead(sentence)
        }
    }

    // MARK: Russian

    static let ruNotImperative: Set<String> = [
        "хотите", "можете", "будете", "сайте", "идите", "видите", "ищите",
    ]
    static let ruNoImperativeAfter: Set<String> = [
        "вы", "мы", "они", "в", "во", "на", "о", "об", "при", "по",
    ]

    static func isRuImperative(_ w: String, prev: String?) -> Bool {
        guard w.unicodeScalars.count >= 5, let f = w.unicodeScalars.first, Ch.isCyrillic(f.value) else { return false }
        guard w.hasSuffix("йте") || w.hasSuffix("ите") || w.hasSuffix("ьте") || w.hasSuffix("йтесь")
            || w.hasSuffix("итесь") || w.hasSuffix("ьтесь") else { return false }
        if ruNotImperative.contains(w) { return false }
        if let p = prev, ruNoImperativeAfter.contains(p) { return false }
        return true
    }

    static func ruStemModality(_ w: String) -> Modality {
        if w.hasPrefix("избег") { return .avoid }
        for stem in ["рассмотр", "подума", "думайте", "обдума", "считайте"] where w.hasPrefix(stem) {
            return .consider
        }
        return .do
    }

    static func ruLead(_ s: Scalars) -> Lead? {
        let ws = BarLexicon.words(s).map(\.text)
        let lower = Sc.str(Sc.lower(s))
        let pitfall = lower.contains("ошибк")
        var k = 0
        while k < ws.count, k < 16 {
            let w = ws[k]
            let prev = k > 0 ? ws[k - 1] : nil
            if w == "никогда", k + 1 < ws.count, isRuImperative(ws[k + 1], prev: nil) {
                return Lead(modality: .dont, explicit: true)
            }
            if w == "не", k + 1 < ws.count, isRuImperative(ws[k + 1], prev: nil),
               k < 1 || ws[k - 1] != "вы" {
                let v = ws[k + 1]
                if v.hasPrefix("забыва") || v.hasPrefix("забуд") { return Lead(modality: .do, explicit: true) }
                if v.hasPrefix("избег") { return Lead(modality: .avoid, explicit: true) }
                return Lead(modality: .dont, explicit: true)
            }
            if isRuImperative(w, prev: prev), !(k >= 2 && ws[k - 2] == "вы") {
                if pitfall { return Lead(modality: .avoid, explicit: true) }
                return Lead(modality: ruStemModality(w), explicit: true)
            }
            k += 1
        }
        for p in ["могли бы", "может быть полезно", "можно рассмотреть", "стоит подумать", "стоит рассмотреть"]
        where lower.contains(p) {
            return Lead(modality: .consider, explicit: true)
        }
        if lower.contains("лучше избегать") || lower.contains("следует избегать") {
            return Lead(modality: .avoid, explicit: true)
        }
        for p in ["должн", "необходимо", "следует", "нужно", "обязательно", "рекомендуется"] where lower.contains(p) {
            return Lead(modality: .do, explicit: false)
        }
        return nil
    }

    // MARK: Chinese

    static let zhAvoid = ["盡可能不要", "尽可能不要", "盡量不要", "尽量不要", "盡量避免", "尽量避免", "避免"]
    static let zhDont = ["不要", "別", "别", "切勿", "請勿", "请勿", "不應", "不应", "禁止", "勿"]
    static let zhConsider = ["考慮", "考虑", "可以考慮", "可以考虑"]
    static let zhDo = ["要確保", "要确保", "確保", "确保", "確定", "确定", "務必", "务必", "請", "请", "使用", "將", "将",
                       "根據", "根据", "要", "選擇", "选择", "顯示", "显示", "提供", "定制", "保持", "盡量", "尽量"]

    /// Clause-initial keywords of the first sentence; the first clause with a keyword decides.
    static func zhLead(_ s: Scalars) -> Lead? {
        let str = Sc.str(s)
        if str.contains("三思") { return Lead(modality: .consider, explicit: true) }
        var clauses: [String] = []
        var cur = ""
        for c in s {
            let v = c.value
            // clause breaks; not the enumeration comma 、 ("編輯、取消、保存、確定" is one clause)
            if v == 0xFF0C || v == 0xFF1B || v == 0xFF1A || v == 0x2C || v == 0x3A || v == 0x2014 {
                clauses.append(cur); cur = ""
            } else if !Ch.isSpace(v) {
                cur.unicodeScalars.append(c)
            }
        }
        clauses.append(cur)
        for clause in clauses {
            if zhAvoid.contains(where: { clause.hasPrefix($0) }) { return Lead(modality: .avoid, explicit: true) }
            if zhDont.contains(where: { clause.hasPrefix($0) }) { return Lead(modality: .dont, explicit: true) }
            if zhConsider.contains(where: { clause.hasPrefix($0) }) {
                return Lead(modality: .consider, explicit: true)
            }
            if clause.hasPrefix("為了") || clause.hasPrefix("为了") { continue }
            if zhDo.contains(where: { clause.hasPrefix($0) }) { return Lead(modality: .do, explicit: true) }
        }
        for p in ["有必要", "必須", "必须", "應該", "应该", "應當", "应当", "非常重要", "需要"] where str.contains(p) {
            return Lead(modality: .do, explicit: false)
        }
        return nil
    }

    // MARK: English

    static let enImperatives: Set<String> = [
        "use", "make", "ensure", "provide", "display", "choose", "include", "place", "keep", "show", "hide", "be",
        "let", "prefer", "write", "create", "add", "set", "put", "give", "follow", "minimize", "maximize", "help",
        "try", "limit", "reduce", "remove", "select", "pick", "position", "design", "define", "specify", "always",
        "take", "test", "label", "adjust", "customize", "allow", "offer", "support", "respect", "reserve",
    ]

    static func enLead(_ s: Scalars) -> Lead? {
        let ws = BarLexicon.words(s).map(\.text)
        guard let first = ws.first, let f = first.unicodeScalars.first, Ch.isASCIILetter(f.value) else { return nil }
        var k = 0
        // skip a leading conditional clause: "If necessary, use …" / "When appropriate, …"
        if ["if", "when", "in", "on", "as", "generally", "whenever"].contains(first),
           let comma = s.firstIndex(where: { $0.value == 0x2C }) {
            let before = BarLexicon.words(Array(s[..<comma])).count
            k = before
        }
        guard k < ws.count else { return nil }
        let w = ws[k]
        if w == "don" || w == "never" || (w == "do" && k + 1 < ws.count && ws[k + 1] == "not") {
            return Lead(modality: .dont, explicit: true)
        }
        if w == "avoid" { return Lead(modality: .avoid, explicit: true) }
        if w == "consider" || (w == "think" && ws.dropFirst(k).prefix(3).contains("twice")) {
            return Lead(modality: .consider, explicit: true)
        }
        if enImperatives.contains(w) { return Lead(modality: .do, explicit: true) }
        let lower = Sc.str(Sc.lower(s))
        for p in [" should ", " must ", "it is important", "it's important"] where lower.contains(p) {
            return Lead(modality: .do, explicit: false)
        }
        return nil
    }

    // MARK: - Kind markers

    /// Pointers to other documentation, tables, developer references.
    static let refMarkers = [
        "посмотрите", "см.", "см ", "смотрите", "ссылк", "документаци", "руководства разработчика", "таблиц",
        "參看", "参看", "查看", "參考", "参考", "參閱", "参阅", "class reference", "table ",
        "see ", "reference", "documentation",
    ]
    /// "You can also …": what is available, not what to do.
    static let permissiveMarkers = ["можно также", "также можно", "你也可以", "你还可以", "你還可以", "you can also"]

    static func hasRefMarker(_ s: Scalars) -> Bool {
        let lower = Sc.str(Sc.lower(s))
        return refMarkers.contains { lower.contains($0) }
    }

    static func isPermissive(_ s: Scalars) -> Bool {
        let lower = Sc.str(Sc.lower(s))
        return permissiveMarkers.contains { lower.contains($0) }
    }

    /// The text names an API (class, property or selector).
    static func hasAPIName(_ s: Scalars) -> Bool { !Symbols.extract(s, itemIdentifiers: []).isEmpty }

    // MARK: - Labels

    enum NoteLabel { case tip, important }

    static let tipWords: Set<String> = ["совет", "tip", "提示", "小提示", "примечание", "note"]
    static let importantWords: Set<String> = ["важно", "important", "重要", "注意"]

    /// A block that is just a label: "СОВЕТ", "Tip", "重要：".
    static func standaloneLabel(_ s: Scalars) -> NoteLabel? {
        var t = Sc.trim(s)
        while let l = t.last, Ch.isColon(l.value) || l.value == 0x2E { t.removeLast() }
        let w = Sc.str(Sc.lower(t))
        if tipWords.contains(w) { return .tip }
        if importantWords.contains(w) { return .important }
        return nil
    }

    /// A paragraph opening with a label and a colon: "重要：跟所有…", "Совет: …". Returns the label
    /// kind and where the text after it starts.
    static func inlineLabel(_ s: Scalars) -> (NoteLabel, Int)? {
        var i = 0
        while i < s.count, i < 14, !Ch.isColon(s[i].value) { i += 1 }
        guard i < s.count, i > 0, Ch.isColon(s[i].value) else { return nil }
        let w = Sc.str(Sc.lower(Sc.trim(Array(s[0..<i]))))
        var rest = i + 1
        while rest < s.count, Ch.isSpace(s[rest].value) { rest += 1 }
        if tipWords.contains(w) { return (.tip, rest) }
        if importantWords.contains(w) { return (.important, rest) }
        return nil
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
        let ws = BarLexicon.words(Array(s[0..<i])).map(\.text)
        for (k, w) in ws.enumerated() where isRuImperative(w, prev: k > 0 ? ws[k - 1] : nil) { return nil }
        if let w = ws.first, enImperatives.contains(w) || w == "avoid" || w == "consider" { return nil }
        return i
    }

    static let purposeLabels: Set<String> = ["цель", "назначение", "purpose", "用途", "目的"]

    // MARK: - Subsection headings

    enum SubMode { case none, behavior, guideline, other }

    static func subMode(_ heading: String) -> SubMode {
        let h = heading.lowercased()
        for p in ["外觀和行為", "外观和行为", "appearance and behavior", "внешний вид и поведение"] where h.contains(p) {
            return .behavior
        }
        for p in ["使用指南", "usage guideline", "guidelines", "рекомендации", "руководство по использованию"]
        where h.contains(p) {
            return .guideline
        }
        return .other
    }
}
