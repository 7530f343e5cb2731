// Per-language profiles: the cues ingest reads a language by, as data.
//
// Each language (ru, zh — both scripts —, en) has one `LanguageProfile` value. A profile holds its
// cues (what makes a lead sentence dont / avoid / consider / do, what makes it a bare developer
// pointer, what introduces alternative techniques, what starts a caption, what labels a tip, an
// important note or an API note, what states a bar's behaviour), the words a Chinese clause may open
// with before its verb, and its morphology hook (the Russian imperative mood, the English base-form
// verb), which stays code in Classifier.
//
// Every cue carries examples that must trigger it and examples that must not, in the spirit of
// SwiftLint's RuleDescription; ProfileTests runs them all. Adding a language means adding a profile
// and its examples (and a Lang case).
//
// Matching is table-driven over scalars (PhraseSet / prefix tables): no String is built and nothing
// is hashed per text.

/// A class, like `LanguageProfile`: passed around by reference, no copy of its tables per use.
final class Cue: Sendable {
    /// Where a phrase must sit to count.
    enum Place: Sendable {
        /// anywhere in the text
        case anywhere
        /// at the start of the text (after spaces, brackets, quotes and bullets)
        case start
        /// at the start of a clause (after the profile's clause openers: 也, 还, 你, …)
        case clauseStart
        /// a label: the whole text (a trailing colon or period aside), or its start before a colon
        case label
        /// at the start of the text and followed by a number ("Table 35-1", "图 3")
        case numbered
    }
    let place: Place
    let phrases: [String]
    /// Examples that must trigger the cue, and examples that must not.
    let triggers: [String]
    let nonTriggers: [String]
    let set: PhraseSet
    let lowered: [[UInt32]]

    init(_ place: Place, _ phrases: [String], triggers: [String], nonTriggers: [String]) {
        self.place = place
        self.phrases = phrases
        self.triggers = triggers
        self.nonTriggers = nonTriggers
        set = PhraseSet(Needles(phrases))
        lowered = phrases.map { Sc.lower(Sc.of($0)).map(\.value) }
    }

    /// Whether `s` (lowercased or not) starts with one of the phrases at `at`. A phrase ending in a
    /// Latin or Cyrillic letter ends a word there ("you can" is not "you cannot").
    @inline(__always) func startsAt(_ s: ScalarBuf, _ at: Int, _ hi: Int) -> Int? {
        for p in lowered where Scan.lowerHasPrefix(s, at, hi, p) {
            let end = at + p.count
            if end < hi, let last = p.last, Self.isAlphabetic(last), Self.isAlphabetic(s[end].value) { continue }
            return p.count
        }
        return nil
    }

    @inline(__always) static func isAlphabetic(_ v: UInt32) -> Bool { Ch.isLatinLetter(v) || Ch.isCyrillic(v) }
}

final class LanguageProfile: Sendable {
    /// How a language marks an instruction in its words (Classifier.morphologyLead): the Russian
    /// imperative mood (-йте/-ите/-ьте, не + imperative), the English base-form verb at the start
    /// (after a leading adverbial clause); Chinese needs none beyond its clause cues.
    enum Morphology: Sendable { case none, russianImperative, englishBaseForm }

    let name: String
    let morphology: Morphology
    /// Lead-sentence modality cues.
    let dont: Cue
    let avoid: Cue
    /// "Think twice" / 三思 / "Думайте дважды": avoid, wherever it stands.
    let thinkTwice: Cue
    let consider: Cue
    /// Hedges anywhere in the sentence that soften an instruction to consider ("it can be useful").
    let hedge: Cue
    /// Soft forms: consider (可以, "you might", Можно).
    let soft: Cue
    /// Verbs (and verb-like openers) that make a clause an instruction: do.
    let doVerbs: Cue
    /// Normative words ("should", 应该, должны): do, but weaker than an imperative.
    let normative: Cue
    /// A bare developer pointer at the start of a sentence ("See …", 请参阅…, "См. …"): reference.
    let pointer: Cue
    /// "You can also …": what is available; with a pointer in the unit it is reference.
    let permissive: Cue
    /// What a bar does or where it sits, with the bar as subject: behaviour.
    let behaviorVerb: Cue
    /// A statement with no subject, as property bullets read ("Always appears at the top", "是半透明的"):
    /// behaviour, not an instruction.
    let statementStart: Cue
    /// What a bar is for, with the bar as subject ("A tab bar lets people …", 标签栏让用户…): definition.
    let definitionVerb: Cue
    /// A paragraph ending in ":" that offers alternative techniques ("Here are a few ways …:").
    let alternatives: Cue
    /// A figure or table caption ("Table 35-1 …", "图 4", "Рисунок 2").
    let caption: Cue
    /// Admonition labels: a line of its own or a run-in prefix with a colon.
    let tipLabel: Cue
    let importantLabel: Cue
    let apiNoteLabel: Cue
    /// Words that mark reference text anywhere (documentation, class reference, tables).
    let referenceMarker: Cue
    /// A run-in label that states a purpose ("Цель.", "Purpose."): definition.
    let purposeLabel: Cue
    /// Subsection headings whose text is behaviour ("Appearance and Behavior") or guidelines ("使用指南").
    let behaviorHeading: Cue
    let guidelineHeading: Cue
    /// Run-in labels of an API reference page ("Implementation.", "Реализация.").
    let catalogMarker: Cue
    /// Words for a button or a tab, near which an item's label names the item (стемы: "кнопк").
    let buttonWord: Cue
    /// "system-provided": an item label in such a sentence names the system item.
    let systemMarker: Cue
    /// What a Chinese clause may open with before its verb (subjects, adverbs, modal verbs).
    let clauseOpeners: [[UInt32]]
    /// Scalars that end a locative or temporal phrase opened by 在 ("在工具栏里放置…").
    let locativeEnds: Set<UInt32>
    /// Words that look like a verb cue but are not one (为了 "in order to" is no 为 "for").
    let blockers: [[UInt32]]
    /// The cues that decide a lead on their own, in precedence order; those placed at a clause's start.
    let ordered: [(cue: Cue, modality: Modality)]
    let clauseOrdered: [(cue: Cue, modality: Modality)]
    let clauseCues: [Cue]

    init(name: String, morphology: Morphology, dont: Cue, avoid: Cue, thinkTwice: Cue, consider: Cue, hedge: Cue, soft: Cue, doVerbs: Cue, normative: Cue,
         pointer: Cue, permissive: Cue, behaviorVerb: Cue, statementStart: Cue, definitionVerb: Cue, alternatives: Cue, caption: Cue, tipLabel: Cue,
         importantLabel: Cue, apiNoteLabel: Cue, referenceMarker: Cue, purposeLabel: Cue, behaviorHeading: Cue,
         guidelineHeading: Cue, catalogMarker: Cue, buttonWord: Cue, systemMarker: Cue, clauseOpeners: [String] = [], locativeEnds: String = "",
         blockers: [String] = []) {
        self.name = name
        self.morphology = morphology
        self.dont = dont; self.avoid = avoid; self.thinkTwice = thinkTwice; self.consider = consider
        self.hedge = hedge; self.soft = soft
        self.blockers = blockers.map { Sc.of($0).map(\.value) }
        ordered = [(dont, .dont), (avoid, .avoid), (consider, .consider), (soft, .consider), (doVerbs, .do)]
        clauseOrdered = ordered.filter { $0.cue.place == .clauseStart }
        clauseCues = clauseOrdered.map(\.cue)
        self.doVerbs = doVerbs; self.normative = normative; self.pointer = pointer; self.permissive = permissive
        self.behaviorVerb = behaviorVerb; self.statementStart = statementStart; self.definitionVerb = definitionVerb; self.alternatives = alternatives; self.caption = caption
        self.tipLabel = tipLabel; self.importantLabel = importantLabel; self.apiNoteLabel = apiNoteLabel
        self.referenceMarker = referenceMarker; self.purposeLabel = purposeLabel
        self.behaviorHeading = behaviorHeading; self.guidelineHeading = guidelineHeading
        self.catalogMarker = catalogMarker; self.buttonWord = buttonWord; self.systemMarker = systemMarker
        // longest first: "应当" before "应"
        self.clauseOpeners = clauseOpeners.map { Sc.of($0).map(\.value) }.sorted { $0.count > $1.count }
        self.locativeEnds = Set(locativeEnds.unicodeScalars.map(\.value))
        // (the cues the classification of a lead sentence asks about: `Classifier.lead`, `RuleBuilder.classify`)
        let anywhere = [thinkTwice, dont, avoid, consider, soft, doVerbs, hedge, normative, pointer, permissive,
                        statementStart].filter { $0.place == .anywhere }
        anywhereCues = anywhere
        anywhereSet = PhraseMaskSet(anywhere.map(\.set))
    }

    /// The lead sentence's cues placed anywhere, and their phrases in one table: which of them fire
    /// on a sentence is one pass over it (`anywhereMask`), not one per cue. Other cues are matched
    /// on their own by `matches(_:_:_:_:mask:)`.
    let anywhereCues: [Cue]
    let anywhereSet: PhraseMaskSet

    /// Bit k set when `anywhereCues[k]` fires on `s[lo..<hi]`.
    func anywhereMask(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> UInt32 { anywhereSet.lowerMask(s, lo, hi) }

    /// `matches(cue, s, lo, hi)`, with `mask` = `anywhereMask(s, lo, hi)` answering for a cue placed anywhere.
    @inline(__always) func matches(_ cue: Cue, _ s: ScalarBuf, _ lo: Int, _ hi: Int, mask: UInt32) -> Bool {
        if cue.place == .anywhere {
            for k in anywhereCues.indices where anywhereCues[k] === cue { return mask & (1 << UInt32(k)) != 0 }
        }
        return matches(cue, s, lo, hi)
    }

    var cues: [(name: String, cue: Cue)] {
        [("dont", dont), ("avoid", avoid), ("thinkTwice", thinkTwice), ("consider", consider), ("hedge", hedge),
         ("soft", soft), ("do", doVerbs),
         ("normative", normative), ("pointer", pointer), ("permissive", permissive),
         ("behaviorVerb", behaviorVerb), ("statementStart", statementStart), ("definitionVerb", definitionVerb), ("alternatives", alternatives), ("caption", caption),
         ("tipLabel", tipLabel), ("importantLabel", importantLabel), ("apiNoteLabel", apiNoteLabel),
         ("referenceMarker", referenceMarker), ("purposeLabel", purposeLabel), ("behaviorHeading", behaviorHeading),
         ("guidelineHeading", guidelineHeading), ("catalogMarker", catalogMarker), ("buttonWord", buttonWord),
         ("systemMarker", systemMarker)]
    }

    static func of(_ lang: Lang) -> LanguageProfile {
        switch lang {
        case .ru: return Profiles.ru
        case .zhHant, .zhHans: return Profiles.zh
        case .en: return Profiles.en
        }
    }

    // MARK: Matching

    /// Whether the cue fires on `s`.
    func matches(_ cue: Cue, _ s: Scalars) -> Bool {
        s.withUnsafeBufferPointer { matches(cue, $0, 0, $0.count) }
    }

    func matches(_ cue: Cue, _ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Bool {
        switch cue.place {
        case .anywhere:
            return cue.set.anyLowering(s, lo, hi)
        case .start:
            let at = Self.textStart(s, lo, hi)
            return cue.startsAt(s, at, hi) != nil
        case .clauseStart:
            var at = lo
            while at < hi {
                let end = Self.clauseEnd(s, at, hi)
                if clauseStarts(cue, s, at, end) { return true }
                at = end + 1
            }
            return false
        case .label:
            return labelEnd(cue, s, lo, hi) != nil
        case .numbered:
            let at = Self.textStart(s, lo, hi)
            for p in cue.lowered where Scan.lowerHasPrefix(s, at, hi, p) {
                var k = at + p.count
                while k < hi, Ch.isSpace(s[k].value) { k += 1 }
                if k < hi, Ch.isDigit(s[k].value) { return true }
            }
            return false
        }
    }

    /// A label cue at the start of `s[lo..<hi]`: where the text after it starts (`hi` for a label
    /// standing alone), or nil.
    func labelEnd(_ cue: Cue, _ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int? {
        let at = Self.textStart(s, lo, hi)
        for p in cue.lowered where Scan.lowerHasPrefix(s, at, hi, p) {
            var k = at + p.count
            while k < hi, Ch.isSpace(s[k].value) { k += 1 }
            if k == hi { return hi }
            let v = s[k].value
            if Ch.isColon(v) || v == 0x2E || v == 0x3002 {
                k += 1
                while k < hi, Ch.isSpace(s[k].value) { k += 1 }
                return k
            }
        }
        return nil
    }

    /// The first scalar of the text that is no space, bracket, quote or bullet.
    static func textStart(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int {
        var at = lo
        while at < hi {
            let v = s[at].value
            if Ch.isSpace(v) || Ch.isOpener(v) || v == 0x2022 || v == 0x25CF || v == 0x2D || v == 0x2A { at += 1 } else { break }
        }
        return at
    }

    /// Clause breaks: ，；：,;:— and the sentence ends. Not the enumeration comma 、.
    @inline(__always) static func isClauseBreak(_ v: UInt32) -> Bool {
        v == 0xFF0C || v == 0xFF1B || v == 0xFF1A || v == 0x2C || v == 0x3B || v == 0x3A || v == 0x2014
            || v == 0x3002 || v == 0xFF01 || v == 0xFF1F
    }

    static func clauseEnd(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int {
        var k = lo
        while k < hi, !isClauseBreak(s[k].value) { k += 1 }
        return k
    }

    /// Where the clause's verb can start: after spaces, the clause openers (也, 你, 应当, …); and, for a
    /// clause opened by 在 / 當 / 当, after each scalar of `locativeEnds` that may close its locative or
    /// temporal phrase ("在工具栏里放置…", "在适当的时候展示…").
    @inline(__always) func verbStart(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int {
        var at = lo
        var moved = true
        while moved, at < hi {
            moved = false
            while at < hi, Ch.isSpace(s[at].value) || Ch.isOpener(s[at].value) { at += 1; moved = true }
            for o in clauseOpeners where Scan.hasPrefix(s, at, hi, o) {
                at += o.count
                moved = true
                break
            }
        }
        return at
    }

    func clauseStarts(_ cue: Cue, _ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Bool {
        firstClauseCue([cue], s, lo, hi) != nil
    }

    /// The first of `cues` found at a verb position of the clause `s[lo..<hi]` (the position after
    /// the openers first, then those after a locative phrase), as its index in `cues`.
    func firstClauseCue(_ cues: [Cue], _ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int? {
        func hit(_ at: Int) -> Int? {
            for (k, cue) in cues.enumerated() where cue.startsAt(s, at, hi) != nil {
                if blockers.contains(where: { Scan.hasPrefix(s, at, hi, $0) }) { return nil }
                return k
            }
            return nil
        }
        let at = verbStart(s, lo, hi)
        if let k = hit(at) { return k }
        guard at < hi, !locativeEnds.isEmpty, s[at].value == 0x5728 || s[at].value == 0x7576 || s[at].value == 0x5F53
        else { return nil }
        var k = at + 1
        while k < hi {
            if locativeEnds.contains(s[k].value) {
                var j = k + 1
                while j < hi, Ch.isSpace(s[j].value) || s[j].value == 0x7684 /* 的 */ { j += 1 }
                if let c = hit(j) { return c }
            }
            k += 1
        }
        return nil
    }
}

enum Profiles {
    static let all: [LanguageProfile] = [ru, zh, en]

    /// A cue of every profile as one phrase set: texts mix languages (English page titles in a
    /// Russian text), so some cues are looked for in all of them at once.
    static func union(_ cue: (LanguageProfile) -> Cue) -> PhraseSet { PhraseSet(Needles(all.flatMap { cue($0).phrases })) }
    static let referenceMarkers = union(\.referenceMarker)
    static let buttonWords = union(\.buttonWord)
    static let systemMarkers = union(\.systemMarker)

    // MARK: Russian

    static let ru = LanguageProfile(
        name: "ru", morphology: .russianImperative,
        dont: Cue(.start, ["никогда не", "ни в коем случае не", "не следует", "нельзя"],
                  triggers: ["Никогда не скрывайте строку состояния.", "Ни в коем случае не удаляйте вкладку.",
                             "Не следует менять высоту панели программно."],
                  nonTriggers: ["Создавайте кнопки только с текстом.", "Это никогда не происходит само."]),
        avoid: Cue(.anywhere, ["лучше избегать", "следует избегать", "старайтесь не", "не рекомендуется", "лучше не"],
                   triggers: ["Таких жестов лучше избегать.", "Старайтесь не перегружать панель.",
                              "Не рекомендуется скрывать панель вкладок."],
                   nonTriggers: ["Избыточные жесты мешают."]),
        thinkTwice: Cue(.anywhere, ["думайте дважды", "подумайте дважды", "дважды подумайте"],
                        triggers: ["Думайте дважды прежде постоянно скрыть строку состояния."],
                        nonTriggers: ["Подумайте о том, чтобы скрыть панель.", "Нажмите дважды."]),
        consider: Cue(.anywhere, ["можно рассмотреть", "стоит подумать", "стоит рассмотреть", "может быть полезно", "могли бы"],
                      triggers: ["Иногда стоит рассмотреть панель вкладок.", "Может быть полезно показать подсказку.",
                                 "На iPad Вы могли бы использовать панель вкладок в поповере."],
                      nonTriggers: ["Рассмотрим пример ниже.", "Это полезно знать."]),
        hedge: Cue(.anywhere, ["если уместно", "при необходимости", "может оказаться полезным"],
                   triggers: ["Если уместно, покажите индикатор сети.", "При необходимости покажите подсказку."],
                   nonTriggers: ["Покажите индикатор сети."]),
        soft: Cue(.start, ["можно", "вы можете", "вы могли бы", "если уместно", "при необходимости можно"],
                  triggers: ["Можно показать значок на вкладке.", "Если уместно, покажите индикатор сети."],
                  nonTriggers: ["Нельзя менять высоту панели.", "Покажите индикатор, если можно."]),
        doVerbs: Cue(.start, ["удостоверьтесь", "убедитесь", "обязательно"],
                     triggers: ["Убедитесь, что кнопки не слипаются.", "Обязательно подпишите кнопку."],
                     nonTriggers: ["Кнопки не слипаются.", "Подпись кнопки необязательна."]),
        normative: Cue(.anywhere, ["должн", "необходимо", "следует", "нужно", "обязательно", "рекомендуется"],
                       triggers: ["Панель должна оставаться видимой.", "Рекомендуется показать заголовок."],
                       nonTriggers: ["Панель остаётся видимой.", "Заголовок виден всегда."]),
        pointer: Cue(.start, ["см.", "см ", "смотрите", "посмотрите", "чтобы узнать", "для получения", "подробнее",
                              "для узнавания", "дополнительную информацию", "дополнительные сведения",
                              "для получения общей информации"],
                     triggers: ["См. справочник класса UIBarButtonItem.", "Чтобы узнать больше, смотрите раздел «Панели»."],
                     nonTriggers: ["Используйте панель инструментов (см. ниже).", "Смотреть на экран удобно."]),
        permissive: Cue(.anywhere, ["можно также", "также можно", "вы также можете", "можете также"],
                        triggers: ["В панели инструментов можно также разместить кнопку Info.", "Вы также можете показать кнопку."],
                        nonTriggers: ["Можно показать кнопку.", "Также покажите кнопку."]),
        behaviorVerb: Cue(.anywhere, ["всегда появляется", "всегда отображается", "находится", "располагается",
                                      "появляется", "отображается в"],
                          triggers: ["Панель вкладок всегда появляется внизу экрана.", "Строка состояния находится вверху."],
                          nonTriggers: ["Панель вкладок помогает переключать режимы.", "Покажите панель внизу."]),
        statementStart: Cue(.start, ["всегда появляется", "всегда отображается", "обычно появляется", "полупрозрачно",
                                     "полупрозрачна", "прозрачно", "прозрачна"],
                            triggers: ["Всегда появляется в нижней части экрана", "Полупрозрачно"],
                            nonTriggers: ["Покажите панель внизу экрана.", "Прозрачность панели настраивается."]),
        definitionVerb: Cue(.anywhere, ["позволяет", "позволяют", "дает возможность", "даёт возможность", "служит для",
                                        "используется для", "используются для", "предназначен"],
                            triggers: ["Панель вкладок позволяет переключаться между разделами."],
                            nonTriggers: ["Панель вкладок всегда внизу."]),
        alternatives: Cue(.anywhere, ["способ", "вот как можно", "варианты"],
                          triggers: ["Вот несколько способов этого добиться:", "Есть два способа:"],
                          nonTriggers: ["Панель навигации:", "Сделайте так:"]),
        caption: Cue(.numbered, ["рисунок ", "рис. ", "таблица ", "иллюстрация "],
                     triggers: ["Рисунок 3. Панель вкладок", "Таблица 2 Стандартные кнопки"],
                     nonTriggers: ["Рисуйте значки по сетке.", "Таблицы показывают данные."]),
        tipLabel: Cue(.label, ["совет", "примечание", "подсказка"],
                      triggers: ["СОВЕТ", "Совет: покажите кнопку."], nonTriggers: ["Советуем показать кнопку."]),
        importantLabel: Cue(.label, ["важно"], triggers: ["ВАЖНО", "Важно: не скрывайте панель."],
                            nonTriggers: ["Неважно, где кнопка."]),
        apiNoteLabel: Cue(.label, ["примечание api", "примечание по api", "api"],
                          triggers: ["Примечание API", "API: класс UITabBar"], nonTriggers: ["Приложение API", "APIs differ."]),
        referenceMarker: Cue(.anywhere, ["посмотрите", "см.", "см ", "смотрите", "ссылк", "документаци",
                                         "руководства разработчика", "таблиц"],
                             triggers: ["Подробности в документации UIKit.", "Символы перечислены в Таблице 37-1."],
                             nonTriggers: ["Используйте панель вкладок."]),
        purposeLabel: Cue(.label, ["цель", "назначение"], triggers: ["Цель.", "Назначение: навигация"],
                          nonTriggers: ["Целью панели является навигация."]),
        behaviorHeading: Cue(.anywhere, ["внешний вид и поведение"], triggers: ["Внешний вид и поведение"],
                             nonTriggers: ["Рекомендации"]),
        guidelineHeading: Cue(.anywhere, ["рекомендации", "руководство по использованию"],
                              triggers: ["Рекомендации по использованию"], nonTriggers: ["Внешний вид и поведение"]),
        catalogMarker: Cue(.start, ["реализация.", "конфигурация."],
                           triggers: ["Реализация.", "Конфигурация. Сконфигурируйте панель в Interface Builder."],
                           nonTriggers: ["Реализация панели скрыта.", "Реализация"]),
        buttonWord: Cue(.anywhere, ["кнопк", "вкладк"], triggers: ["Нажмите кнопку Готово.", "вкладку More"],
                        nonTriggers: ["Панель вкладок"]),
        systemMarker: Cue(.anywhere, ["системой", "системные", "системных", "системная", "системную"],
                          triggers: ["предоставленную системой кнопку", "системные кнопки"], nonTriggers: ["кнопки приложения"]))

    // MARK: Chinese (both scripts)

    static let zh = LanguageProfile(
        name: "zh", morphology: .none,
        dont: Cue(.clauseStart, ["不要", "不宜", "別", "别", "切勿", "請勿", "请勿", "不應", "不应", "禁止", "勿", "千萬不要", "千万不要"],
                  triggers: ["不要創建自定義狀態欄。", "即使空间足够，也不要放太多按钮。", "就算标签不可用，也别删除它。"],
                  nonTriggers: ["使用工具栏来放置常用指令。", "用户不需要隐藏它。"]),
        avoid: Cue(.clauseStart, ["盡可能不要", "尽可能不要", "盡量不要", "尽量不要", "最好不要", "盡量避免", "尽量避免", "避免",
                                  "不建議", "不建议", "不推薦", "不推荐"],
                   triggers: ["避免在导航栏中放太多控件。", "即使空间充足，也应当避免放置多余的控件。", "盡量不要隱藏狀態欄。",
                              "不建议在标签栏中放置超过五个标签。"],
                   nonTriggers: ["使用图标可以避免文字挤在一起。", "确保按钮之间有足够的间距。"]),
        thinkTwice: Cue(.anywhere, ["三思", "慎重", "謹慎", "谨慎"],
                        triggers: ["关闭状态栏之前请慎重考虑。", "永久隱藏狀態欄之前要三思。"],
                        nonTriggers: ["隐藏状态栏。", "思考用户的需求。"]),
        consider: Cue(.clauseStart, ["考慮", "考虑", "可以考慮", "可以考虑"],
                      triggers: ["考虑在导航栏中放置分段控件。", "如果需要的话，可以考虑使用提示语。"],
                      nonTriggers: ["用户会考虑很多因素才做决定。", "放置分段控件。"]),
        hedge: Cue(.anywhere, ["非常有用", "很有用", "是有用的", "會很有用", "如果合适", "如果合適", "在合适的情况下", "不妨"],
                   triggers: ["当用户想在明确的范围内搜索时，使用范围栏是非常有用的。", "如果合适，显示网络活动指示器。"],
                   nonTriggers: ["使用范围栏。", "显示网络活动指示器。"]),
        soft: Cue(.clauseStart, ["可以", "可能會", "可能会", "也可以", "還可以", "还可以", "如果合適", "如果合适", "不妨",
                                 "可使用", "可採用", "可采用", "可選擇", "可选择"],
                  triggers: ["你可以用标签栏切换视图。", "如果需要展示更多项目，可以使用图标。", "你可能會在浮出層中使用標籤欄。"],
                  nonTriggers: ["导航栏可以隐藏。", "使用图标。"]),
        doVerbs: Cue(.clauseStart, ["要確保", "要确保", "確保", "确保", "保證", "保证", "確定", "确定", "務必", "务必", "請", "请",
                                    "使用", "將", "将", "把", "根據", "根据", "選擇", "选择", "顯示", "显示", "展示", "提供",
                                    "定制", "保持", "盡量", "尽量", "放置", "放", "为", "為", "讓", "让", "給", "给",
                                    "設計", "设计", "加入", "添加", "隱藏", "隐藏", "留出", "限制", "遵循", "采用", "採用", "要",
                                    "建議", "建议", "推薦", "推荐", "最好使用", "最好"],
                     triggers: ["选择与内容相配的状态栏样式。", "在工具栏里放置最常用的指令。", "为你的应用选择合适的颜色。",
                                "建议使用系统提供的图标。",
                                "在适当的时候展示网络活动指示器。", "保證按鈕之間有足夠的間距。"],
                     nonTriggers: ["标签栏位于应用窗口的底部。", "为了方便用户，工具栏是半透明的。", "状态栏展示了设备的重要信息。"]),
        normative: Cue(.anywhere, ["有必要", "必須", "必须", "應該", "应该", "應當", "应当", "非常重要", "需要", "很關鍵", "很关键"],
                       triggers: ["工具栏按钮应该反映当前页面的内容。", "根據語義來使用按鈕是很關鍵的。"],
                       nonTriggers: ["导航栏标题变成当前层级的标题。"]),
        pointer: Cue(.start, ["想要了解", "想了解", "要了解", "了解更多", "更多详情", "更多詳情", "詳情請", "详情请",
                              "请参阅", "請參閱", "请参考", "請參考", "请查看", "請查看", "参看", "參看", "参见", "參見", "请参看", "請參看"],
                     triggers: ["想要了解如何在代码中定义标签栏，请参考 UITabBar。", "請參閱 UIBarButtonItem Class Reference。"],
                     nonTriggers: ["使用标签栏，详情请参考下文。", "了解用户的需求很重要。"]),
        permissive: Cue(.anywhere, ["你也可以", "你还可以", "你還可以", "也可以使用", "还可以使用", "還可以使用"],
                        triggers: ["你还可以使用系统提供的编辑按钮。", "另外，你還可以在工具欄中放置信息按鈕。"],
                        nonTriggers: ["你可以使用系统提供的按钮。"]),
        behaviorVerb: Cue(.anywhere, ["位于", "位於", "始终", "始終", "总是", "總是", "出现在", "出現在", "固定在"],
                          triggers: ["标签栏位于应用窗口的底部。", "工具欄總是出現在屏幕底部。"],
                          nonTriggers: ["标签栏让用户切换视图。", "把工具栏放在屏幕底部。"]),
        statementStart: Cue(.start, ["是半透明的", "是透明的", "始终出现", "始終出現", "总是出现", "總是出現", "通常位于", "通常位於"],
                            triggers: ["是半透明的", "始终出现在窗口最下方"], nonTriggers: ["始终把标签栏放在底部。"]),
        definitionVerb: Cue(.anywhere, ["可以用來", "可以用来", "用來", "用来", "用於", "用于", "允許用戶", "允许用户", "讓用戶",
                                        "让用户", "能夠實現", "能够实现", "使用戶", "使用户"],
                            triggers: ["標籤欄允許用戶在不同視圖間切換。", "导航栏能够实现在不同层级间的导航。"],
                            nonTriggers: ["标签栏位于应用窗口的底部。"]),
        alternatives: Cue(.anywhere, ["一些方法", "以下方法", "几种方法", "幾種方法", "一些方式", "几种方式", "幾種方式", "以下方式"],
                          triggers: ["以下有一些方法可以让内容不透过状态栏显示：", "你可以用幾種方式做到這一點："],
                          nonTriggers: ["导航栏：", "当用户进入下一级页面时，工具栏会有以下变化："]),
        caption: Cue(.numbered, ["表格 ", "表格", "表 ", "图 ", "圖 ", "图片 ", "圖片 "],
                     triggers: ["表格 41-1 工具栏标准按钮", "图 3 标签栏", "圖 3 標籤欄"],
                     nonTriggers: ["图标应当简洁。", "表示当前状态。"]),
        tipLabel: Cue(.label, ["提示", "小提示", "小贴士", "小貼士"],
                      triggers: ["提示", "提示：用图标代替文字。"], nonTriggers: ["提示语是一句短句。"]),
        importantLabel: Cue(.label, ["重要", "注意"], triggers: ["重要", "重要：不要删除标签。", "注意："],
                            nonTriggers: ["重要的信息放在顶部。", "注意用户的习惯。"]),
        apiNoteLabel: Cue(.label, ["api 注释", "api 註釋", "api注释", "api註釋", "api 注解", "api 說明", "api 说明"],
                          triggers: ["API 注释", "API 註釋"], nonTriggers: ["API 很多。"]),
        referenceMarker: Cue(.anywhere, ["參看", "参看", "查看", "參考", "参考", "參閱", "参阅"],
                             triggers: ["详情可参考 UITabBar。", "可查看表格 33-1。"], nonTriggers: ["使用标签栏组织信息。"]),
        purposeLabel: Cue(.label, ["用途", "目的"], triggers: ["用途：导航", "目的"], nonTriggers: ["目的地"]),
        behaviorHeading: Cue(.anywhere, ["外觀和行為", "外观和行为", "外觀與行為", "外观与行为"],
                             triggers: ["外觀和行為", "外观与行为"], nonTriggers: ["使用指南"]),
        guidelineHeading: Cue(.anywhere, ["使用指南", "使用指引", "使用準則", "使用准则"],
                              triggers: ["使用指南", "使用準則"], nonTriggers: ["外觀和行為"]),
        catalogMarker: Cue(.start, ["实现。", "實現。", "配置。"], triggers: ["实现。", "配置。在 Interface Builder 中配置导航栏。"],
                           nonTriggers: ["实现导航。", "配置"]),
        buttonWord: Cue(.anywhere, ["按鈕", "按钮", "標簽", "標籤", "标签"], triggers: ["“更多”标签", "編輯按鈕"],
                        nonTriggers: ["导航栏"]),
        systemMarker: Cue(.anywhere, ["系統提供", "系统提供"], triggers: ["系统提供的编辑按钮"], nonTriggers: ["自定义按钮"]),
        clauseOpeners: ["也", "还", "還", "就", "都", "并", "並", "而", "但", "你", "您", "我们", "我們", "千万千万", "千萬千萬",
                        "千万", "千萬", "应当", "應當", "应该", "應該", "一定要", "一般来说", "一般來說", "一般而言", "通常",
                        "尽可能地", "盡可能地", "然后", "然後", "另外", "此外"],
        locativeEnds: "时時候里裡中上下后後内內外前",
        blockers: ["为了", "為了", "将来", "將來", "要是", "放心", "给予", "給予", "使用者", "选择器", "選擇器"])

    // MARK: English

    static let en = LanguageProfile(
        name: "en", morphology: .englishBaseForm,
        dont: Cue(.start, ["don't", "don’t", "do not", "never"],
                  triggers: ["Don't remove a tab when it is unavailable.", "Never hide the status bar permanently."],
                  nonTriggers: ["Donate buttons are rare.", "Do use a toolbar here."]),
        avoid: Cue(.start, ["avoid", "try not to", "it's best to avoid", "it is best to avoid", "it's best not to",
                            "it is best not to", "it's not a good idea", "it is not a good idea", "we don't recommend",
                            "it's rarely a good idea", "it is rarely a good idea"],
                   triggers: ["Avoid crowding a toolbar.", "It's best to avoid changing the color.",
                              "It's not a good idea to hide the tab bar."],
                   nonTriggers: ["Use icons to avoid crowding a toolbar."]),
        thinkTwice: Cue(.anywhere, ["think twice"], triggers: ["Think twice before hiding the tab bar."],
                        nonTriggers: ["Think about the user first.", "Tap twice to zoom."]),
        consider: Cue(.start, ["consider "], triggers: ["Consider badging a tab."], nonTriggers: ["Considering the space, use icons."]),
        hedge: Cue(.anywhere, ["can be useful", "can be helpful", "is often useful", "it's useful to", "it is useful to"],
                   triggers: ["In a search, it can be useful to display a scope bar."],
                   nonTriggers: ["Display a scope bar.", "Useful categories help."]),
        soft: Cue(.start, ["you can", "you might", "you may want", "you could", "it can be useful", "it can be helpful",
                           "it's often useful", "it is often useful", "if appropriate", "when appropriate", "where appropriate",
                           "if necessary, consider", "optionally"],
                  triggers: ["You might use a tab bar in a popover.", "It can be useful to show a scope bar.",
                             "When appropriate, show the activity indicator."],
                  nonTriggers: ["Use a tab bar so that you can switch modes.", "Appropriate titles help.",
                                "You cannot change the height."]),
        doVerbs: Cue(.start, ["make sure", "be sure", "be prepared", "ensure", "it's essential", "it is essential",
                              "it's important", "it is important", "it's a good idea", "it is a good idea",
                              "we recommend"],
                     triggers: ["Make sure buttons have enough space.", "Be prepared for a change in height.",
                                "It's a good idea to label each tab."],
                     nonTriggers: ["Sure, buttons can be tinted."]),
        normative: Cue(.anywhere, [" should ", " must ", "it is important", "it's important", "it's essential", "it is essential"],
                       triggers: ["The title should change to the new level's title."],
                       nonTriggers: ["The title changes to the new level's title."]),
        pointer: Cue(.start, ["see ", "to learn", "to find out", "for more information", "for more", "for details",
                              "learn more", "for usage guidelines", "refer to", "read "],
                     triggers: ["For more on toolbars, see Toolbars.", "See UIBarButtonItem Class Reference."],
                     nonTriggers: ["Use a toolbar (to learn more, see Toolbar).", "Seeing the bar helps."]),
        permissive: Cue(.anywhere, ["you can also", "you can also use", "can also use"],
                        triggers: ["You can also use the system-provided Info button."],
                        nonTriggers: ["You can use the Info button."]),
        behaviorVerb: Cue(.anywhere, ["always appears", "appears at", "appears in", "is translucent", "is transparent",
                                      "sits at", "is located", "is always"],
                          triggers: ["A tab bar always appears at the bottom edge.", "The status bar is transparent."],
                          nonTriggers: ["A tab bar lets people switch modes.", "Put the toolbar at the bottom."]),
        statementStart: Cue(.start, ["is translucent", "is transparent", "always appears", "generally appears",
                                     "usually appears", "appears at", "appears in", "maintains the same", "can automatically"],
                            triggers: ["Always appears along the bottom of the window", "Is translucent"],
                            nonTriggers: ["Always use a tab bar for top-level modes.", "Keep the bar translucent."]),
        definitionVerb: Cue(.anywhere, ["enables", "lets ", "allows", "gives people", "gives users", "helps users",
                                        "helps people", "is used to", "accepts"],
                            triggers: ["A tab bar gives people the ability to switch modes.", "A scope bar helps users define a search."],
                            nonTriggers: ["A tab bar always appears at the bottom."]),
        alternatives: Cue(.anywhere, ["a few ways", "several ways", "ways to", "some ways", "options:", "alternatives"],
                          triggers: ["Here are a few ways to keep content from showing through:", "There are two ways to do this:"],
                          nonTriggers: ["A navigation bar:", "When the user goes to a new level, two things should happen:"]),
        caption: Cue(.numbered, ["table ", "figure ", "fig. "],
                     triggers: ["Table 12-4 System buttons for navigation bars", "Figure 3 A tab bar"],
                     nonTriggers: ["Tables show data.", "Figure out what users need."]),
        tipLabel: Cue(.label, ["tip", "note"], triggers: ["Tip", "Note: icons can be tinted."], nonTriggers: ["Tiptoe.", "Notes uses a toolbar."]),
        importantLabel: Cue(.label, ["important"], triggers: ["Important", "Important: Don't hide the bar."],
                            nonTriggers: ["Importantly, the bar is translucent."]),
        apiNoteLabel: Cue(.label, ["api note", "api notes"], triggers: ["API Note", "API Note: Use UITabBar."],
                          nonTriggers: ["API names are in code."]),
        referenceMarker: Cue(.anywhere, ["class reference", "table ", "see ", "reference", "documentation"],
                             triggers: ["Symbol names are in the documentation.", "The buttons in Table 35-1 …"],
                             nonTriggers: ["Use a tab bar to organize information."]),
        purposeLabel: Cue(.label, ["purpose"], triggers: ["Purpose.", "Purpose: navigation"], nonTriggers: ["Purposeful design."]),
        behaviorHeading: Cue(.anywhere, ["appearance and behavior", "appearance and behaviour"],
                             triggers: ["Appearance and Behavior"], nonTriggers: ["Guidelines"]),
        guidelineHeading: Cue(.anywhere, ["usage guideline", "guidelines"], triggers: ["Guidelines", "Usage Guidelines"],
                              nonTriggers: ["Appearance and Behavior"]),
        catalogMarker: Cue(.start, ["implementation.", "configuration."],
                           triggers: ["Implementation.", "Configuration. Configure navigation bars in Interface Builder."],
                           nonTriggers: ["Implementation details vary.", "Implementation"]),
        buttonWord: Cue(.anywhere, ["button", "tab", "item"], triggers: ["the More tab", "a Done button"],
                        nonTriggers: ["a navigation bar"]),
        systemMarker: Cue(.anywhere, ["system-provided", "system provided", "system item"],
                          triggers: ["the system-provided Edit button"], nonTriggers: ["a custom Edit button"]))
}
