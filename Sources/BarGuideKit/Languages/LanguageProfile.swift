// The cue machinery every language module fills: a `Cue` is a list of short phrases with the
// place where they count, and examples that must and must not trigger it (in the spirit of
// SwiftLint's RuleDescription; ProfileTests runs them all). A `LanguageProfile` is one module's
// cues, labels and clause openers as data (Languages/<Language>/<Language>.swift).
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
    let firsts: FirstScalarFilter

    init(_ place: Place, _ phrases: [String], triggers: [String], nonTriggers: [String]) {
        self.place = place
        self.phrases = phrases
        self.triggers = triggers
        self.nonTriggers = nonTriggers
        set = PhraseSet(Needles(phrases))
        lowered = phrases.map { Scan.lower(Sc.of($0)).map(\.value) }
        firsts = FirstScalarFilter(lowered)
    }

    /// Whether `s` (lowercased or not) starts with one of the phrases at `at`. A phrase ending in a
    /// Latin or Cyrillic letter ends a word there ("you can" is not "you cannot").
    @inline(__always) func startsAt(_ s: ScalarBuf, _ at: Int, _ hi: Int) -> Int? {
        guard firsts.mayStart(s, at, hi) else { return nil }
        for p in lowered where Scan.lowerHasPrefix(s, at, hi, p) {
            let end = at + p.count
            if end < hi, let last = p.last, Self.isAlphabetic(last), Self.isAlphabetic(s[end].value) { continue }
            // a Chinese verb before 的是 names what is done, it asks nothing ("放的是对当前内容的操作")
            if end + 1 < hi, s[end].value == 0x7684, s[end + 1].value == 0x662F { continue }
            return p.count
        }
        return nil
    }

    @inline(__always) static func isAlphabetic(_ v: UInt32) -> Bool { Ch.isLatinLetter(v) || Ch.isCyrillic(v) }
}

final class LanguageProfile: Sendable {
    /// The module's family code ("ru", "zh", "en").
    let name: String
    /// Text about the document itself, at the start of a paragraph: a change log, a revision
    /// note, a translator's or a blog's preface ("Revision 3:", «От переводчика», 更新记录).
    let editorial: Cue
    /// A note in the margin of the text by its label: a translator's ("TN:", «Прим. пер.», 译注,
    /// 【校对注】), or a question a lecturer puts to the listeners («Вопрос к аудитории:», 思考题：).
    /// Inside a bar's section it is about that bar, so it keeps the section's bar.
    let translatorNote: Cue
    /// Lead-sentence modality cues. `dont` is a negated modal or imperative anywhere in the
    /// sentence, unless `encouragement` fires there: "don't hesitate to", "не бойтесь" urge, they
    /// do not forbid.
    let dont: Cue
    /// A prohibition that counts only where a sentence or clause starts ("Never …", "Do not …", 不要…).
    let dontStart: Cue
    let encouragement: Cue
    let avoid: Cue
    /// An avoid verb that counts only where a sentence or clause starts ("Avoid …", 避免…).
    let avoidStart: Cue
    /// "Think twice" / 三思 / "Думайте дважды": avoid, wherever it stands.
    let thinkTwice: Cue
    /// A sentence's opening that makes a prohibition a general rule rather than an absolute one
    /// ("In general, …", «Как правило, …», 一般来说…): such a prohibition advises against, `avoid`.
    let softener: Cue
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
    /// The system, or the element itself, does it ("the system adds a More tab", «кнопка сама
    /// превращается в «Готово»», 系统会自动收起): an item of a checklist that says so checks
    /// what happens, it asks nobody to do anything.
    let systemAgency: Cue
    /// A statement with no subject, as property bullets read ("Always appears at the top", "是半透明的"):
    /// behaviour, not an instruction.
    let statementStart: Cue
    /// What a bar is for, with the bar as subject ("A tab bar lets people …", 标签栏让用户…): definition.
    let definitionVerb: Cue
    /// A paragraph ending in ":" that offers alternative techniques ("Here are a few ways …:").
    let alternatives: Cue
    /// A lead-in that announces a number of points or rules ("the following three rules:",
    /// «следующие три правила:», 以下三點): its items are rules of their own.
    let pointsIntro: Cue
    /// A need denied ("you don't need to", 不需要, «не обязательно»): no call to do anything, so
    /// the normative word inside it (need, 需要, обязательно) asks for nothing.
    let noNeed: Cue
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
    /// A lead-in that announces a bar's properties or parts ("has the following features:", 由以下部分组成,
    /// «состоит из»): the list after it describes, whatever its items' verbs.
    let propertiesIntro: Cue
    let guidelineHeading: Cue
    /// Headings of a section for developers ("For Developers", «Для разработчиков», 开发者须知): what
    /// stands under them is reference unless it forbids.
    let developerHeading: Cue
    /// Run-in labels of an API reference page ("Implementation.", "Реализация.").
    let catalogMarker: Cue
    /// Words for a button or a tab, near which an item's label names the item (стемы: "кнопк").
    let buttonWord: Cue
    /// "system-provided": an item label in such a sentence names the system item.
    let systemMarker: Cue
    /// What opens a list of examples ("such as", "например", 比如): a capitalized or quoted label
    /// listed after it names an item, even where the sentence says no "button".
    let exampleMarker: Cue
    /// A finding of a review ("We found that …", "Мы заметили, что …", 我们发现): a report whose
    /// answer is the instruction in the next sentence.
    let finding: Cue
    /// A review's verdict or severity labelling a finding ("(2) Red. …", "Issue: …", «Замечание. …»,
    /// 问题：…): what it reports is answered by the first sentence after it that instructs.
    let findingLabel: Cue
    /// The document naming itself anywhere in a sentence ("treat this email as …", «в этом
    /// документе», 本文档): with no bar named, what the sentence says is about the document.
    let selfReference: Cue
    /// The labels of a FAQ's question and answer ("Q:", "A:", «Вопрос:», 问：, 答：).
    let questionLabel: Cue
    let answerLabel: Cue
    /// A user story's role at a sentence's start ("As a cook, …", «Как покупатель, …», 作为用户，…) and
    /// the wishes that open its next clause ("I want", «я хочу», 我希望), lowercased: the wish is
    /// the story's requirement, a do (`Classifier.storyLead`).
    let userStory: Cue
    /// A bug report's labels for what was done and what happened ("Steps:", "Actual:",
    /// «Фактический результат:», 复现步骤：): such a paragraph reports, it states no rule.
    let reportLabel: Cue
    /// A table column's header that says its cells are requirements or checks ("Requirement",
    /// «Проверка», 要求): each row below states one, so an instruction (do) unless its words
    /// say otherwise.
    let requirementColumn: Cue
    /// A table column's header that names a property of an API ("Prop", "Type", "Default",
    /// «Свойство», 默认值): a table with two such columns documents an API, and its rows are
    /// `reference` whatever their words.
    let apiColumn: Cue
    /// A heading over what a meeting or a decision record decided ("Decisions", «Решение», 决定):
    /// each statement below it is a rule the team adopted, an instruction (do) unless its words say
    /// otherwise.
    let decisionHeading: Cue
    /// A heading over a list of mistakes ("Common mistakes", «Частые ошибки», 常见错误): each item
    /// describes what not to do, a prohibition (dont) unless its words say otherwise.
    let mistakeHeading: Cue
    /// What bars are, as a family ("Bars are the strips …", «Панели — это …», 栏是…): before the
    /// first bar's section, a definition.
    let familyDefinition: Cue
    /// A summary's heading ("Key takeaways", «Выводы», 本章重點): what follows restates the rules,
    /// though the heading may name the document ("本章").
    let summaryHeading: Cue
    /// A quoted original and its translation, each under its label ("原文：People glance …" then
    /// "譯：使用者會…", "Original: …" / "Translation: …"): the translation is the unit's lead.
    let originalLabel: Cue
    let translationLabel: Cue
    /// A post's reading time ("11 min read", «5 мин чтения», 阅读时间 3 分钟): the line that states
    /// it is the byline.
    let readingTime: Cue
    let storyWishes: [[UInt32]]
    /// Words that open a clause as the consequence of the one before ("…，就别…", "…，则…"): that
    /// earlier clause is a condition, however it is worded.
    let consequenceOpeners: [[UInt32]]
    /// The words that, with a bar's name, ask what the bar is or is for ("What is a tab bar?",
    /// «Что такое панель вкладок?», 标签栏是什么？): all a question holds besides the name.
    let definitionQuestion: Set<String>
    /// System buttons or icons as a kind ("system icons", 系统按钮): what such text says holds for
    /// toolbars and navigation bars alike.
    let systemButton: Cue
    /// What a Chinese clause may open with before its verb (subjects, adverbs, modal verbs).
    let clauseOpeners: [[UInt32]]
    /// The first scalars of `clauseOpeners` (lowercased, as the filter compares): most positions
    /// are skipped without a look at the openers.
    let openerFirsts: FirstScalarFilter
    /// Scalars that end a locative or temporal phrase opened by 在 ("在工具栏里放置…").
    let locativeEnds: Set<UInt32>
    /// Scalars that end a leading temporal or conditional phrase (时, 后, 下): such a clause's verb
    /// does not make the sentence an instruction.
    let subordinateEnds: Set<UInt32>
    /// Words of code (property, method, override, 属性, свойство): with an API name, an
    /// instruction is about implementation, not design.
    let codeWords: PhraseSet
    /// Words that look like a verb cue but are not one (为了 "in order to" is no 为 "for").
    let blockers: [[UInt32]]
    /// The particle that ends a clause modifying a noun (Chinese 的): a negation inside such a
    /// clause ("暂时不能用的按钮", "the buttons that cannot be used") forbids nothing.
    let relativeMarker: UInt32?

    /// Chinese co-verbs and prepositions: 把 将 在 从 给 对 让 被 向 跟 和 与 为.
    static let coVerbs: Set<UInt32> = Set("把将將在从從给給对對让讓被向跟和与與为為".unicodeScalars.map(\.value))

    /// Whether every occurrence of `cue` in `s` stands in a clause that modifies a noun: one or
    /// two Han characters after it (no co-verb first), then the relative marker and a noun
    /// ("不能用的按钮"; not "不能…的是", which names what is done). False where the module has no marker.
    func onlyInRelativeClauses(_ cue: Cue, _ s: ScalarBuf, _ n: Int) -> Bool {
        guard let marker = relativeMarker else { return false }
        var any = false
        var at = 0
        while at < n {
            guard let length = cue.startsAt(s, at, n) else { at += 1; continue }
            var k = at + length
            // (a co-verb after the negation opens a verb phrase with its object: "不要把对应的标签删除")
            if k < n, Self.coVerbs.contains(s[k].value) { return false }
            var han = 0
            while k < n, han < 2, Ch.isHan(s[k].value), s[k].value != marker { k += 1; han += 1 }
            guard han >= 1, k + 1 < n, s[k].value == marker, Ch.isHan(s[k + 1].value), s[k + 1].value != 0x662F /* 是 */ else { return false }
            any = true
            at = k + 1
        }
        return any
    }
    /// A polite request that opens a clause (请, 請): the sentence's lead, whatever a later clause forbids.
    let requestOpeners: [[UInt32]]
    /// A negation that contrasts with the instruction before it ("…，而不要…", "rather than"): what
    /// the instruction rules out, no prohibition of its own.
    let contrastNegations: [[UInt32]]
    /// What opens a clause that only sets a condition (如果, 若, 当): its own instruction leads nothing.
    let conditionOpeners: [[UInt32]]
    /// Words that call for attention to what follows rather than instruct (注意, 记住).
    let attentionWords: [[UInt32]]
    /// Words that, bracketed at a line's start, mark a figure ("[配图]", "[Screenshot]", «[Рисунок]»).
    let figureWords: [String]
    /// The word for search as a function, which in a short heading of a guide to bars heads the
    /// search bar's section ("Search", «Поиск», 搜索).
    let searchWords: [String]
    /// Words for a segmented control's segments ("segments", «сегменты», 分段): segments under a
    /// search scope it, so a question about them and about search is about the scope bar.
    let segmentWords: [String]
    /// What opens an appendix's heading ("appendix", «приложение», 附录, 附：): it stands outside
    /// every bar's section.
    let appendixWords: [String]
    /// Gherkin's keywords in the language's dialect: a feature's ("Feature", «Функция», 功能),
    /// which heads the section of the bars it names, and a scenario's, outline's or
    /// background's ("Scenario", «Сценарий», 场景), which opens a unit of behaviour.
    let gherkinFeatureWords: [String]
    let gherkinScenarioWords: [String]
    /// The labels of a quiz's answer key ("Answer: B", «Ответ: верно», 答案：×), lowercased: with
    /// the options above it, the key marks its question as a quiz's, no rule of its own.
    let quizKeyWords: [[UInt32]]
    /// Words for tabs and for navigation, which in a short heading that names no bar head the tab
    /// bar's and the navigation bar's sections ("Tabs", «Навигация», 导航).
    let tabWords: [String], navigationWords: [String]
    /// Words that, before a version number, open a line about the document's own version
    /// ("Version 1.3 of 14 March", «Версия 1.3 от 14.03», "版本 2.1").
    let versionWords: [String]
    /// Labels that give the force of what follows ("Optional:", «Обязательно:», 禁止：), lowercased,
    /// with the modality each gives.
    let modalityLabels: [String: Modality]
    /// Words that make a bar's name a place, not a subject: before it ("below the search bar",
    /// «под строкой поиска»), lowercased, or after it (搜索栏下方).
    let placeBefore: [[UInt32]]
    let placeAfter: [[UInt32]]
    /// Articles that may stand between a place word and the bar's name ("below the search bar").
    let placeArticles: [[UInt32]]
    /// Words that answer yes or no at a sentence's start ("Yes, …", «Нет, …», 是的，…): such a lead
    /// is read with the sentence after it.
    let answerWords: [[UInt32]]
    /// Phrases for every bar at once ("every bar", «во всех барах», 所有栏): in a bar's section, a unit
    /// that names no bar but these is about all bars, not the section's one.
    let everyBarWords: [[UInt32]]
    /// Words for a scope bar's segments ("scopes", «области», 范围): in a section on the search bar
    /// and its scope bar, a unit that names neither bar but its scopes is about the scope bar.
    let scopeWords: Set<String>
    /// The cues that decide a lead on their own, in precedence order; those placed at a clause's start.
    let ordered: [(cue: Cue, modality: Modality)]
    let clauseOrdered: [(cue: Cue, modality: Modality)]
    let clauseCues: [Cue]

    init(name: String, editorial: Cue, translatorNote: Cue, dont: Cue, dontStart: Cue, encouragement: Cue, avoid: Cue, avoidStart: Cue, thinkTwice: Cue, softener: Cue, consider: Cue, hedge: Cue, soft: Cue, doVerbs: Cue, normative: Cue,
         pointer: Cue, permissive: Cue, behaviorVerb: Cue, systemAgency: Cue, statementStart: Cue, definitionVerb: Cue, alternatives: Cue, pointsIntro: Cue, noNeed: Cue, caption: Cue, tipLabel: Cue,
         importantLabel: Cue, apiNoteLabel: Cue, referenceMarker: Cue, purposeLabel: Cue, behaviorHeading: Cue, propertiesIntro: Cue, developerHeading: Cue,
         guidelineHeading: Cue, catalogMarker: Cue, buttonWord: Cue, systemMarker: Cue, exampleMarker: Cue, systemButton: Cue, finding: Cue, findingLabel: Cue, selfReference: Cue, userStory: Cue, storyWishes: [String], reportLabel: Cue, requirementColumn: Cue, apiColumn: Cue, decisionHeading: Cue, mistakeHeading: Cue, familyDefinition: Cue, summaryHeading: Cue, originalLabel: Cue, translationLabel: Cue, readingTime: Cue,
         questionLabel: Cue, answerLabel: Cue,
         definitionQuestion: [String], clauseOpeners: [String] = [], locativeEnds: String = "", subordinateEnds: String = "", codeWords: [String] = [],
         blockers: [String] = [], requestOpeners: [String] = [], contrastNegations: [String] = [],
         conditionOpeners: [String] = [], consequenceOpeners: [String] = [], attentionWords: [String] = [], figureWords: [String] = [], searchWords: [String] = [], segmentWords: [String] = [], appendixWords: [String] = [],
         quizKeyWords: [String] = [], gherkinFeatureWords: [String] = [], gherkinScenarioWords: [String] = [],
         tabWords: [String] = [], navigationWords: [String] = [],
         versionWords: [String] = [], placeBefore: [String] = [], placeAfter: [String] = [], placeArticles: [String] = [], answerWords: [String] = [],
         everyBarWords: [String] = [], scopeWords: [String] = [],
         modalityLabels: [String: Modality] = [:], relativeMarker: String = "") {
        self.name = name
        self.relativeMarker = relativeMarker.unicodeScalars.first?.value
        self.editorial = editorial
        self.translatorNote = translatorNote
        self.encouragement = encouragement
        self.dontStart = dontStart
        self.avoidStart = avoidStart
        self.dont = dont; self.avoid = avoid; self.thinkTwice = thinkTwice; self.softener = softener; self.consider = consider
        self.hedge = hedge; self.soft = soft
        self.blockers = blockers.map { Sc.of($0).map(\.value) }
        self.requestOpeners = requestOpeners.map { Sc.of($0).map(\.value) }
        self.contrastNegations = contrastNegations.map { Sc.of($0).map(\.value) }
        self.conditionOpeners = conditionOpeners.map { Sc.of($0).map(\.value) }
        self.consequenceOpeners = consequenceOpeners.map { Sc.of($0).map(\.value) }
        self.attentionWords = attentionWords.map { Sc.of($0).map(\.value) }
        self.figureWords = figureWords
        self.searchWords = searchWords
        self.segmentWords = segmentWords
        self.appendixWords = appendixWords
        self.gherkinFeatureWords = gherkinFeatureWords; self.gherkinScenarioWords = gherkinScenarioWords
        self.quizKeyWords = quizKeyWords.map { Scan.lower(Sc.of($0)).map(\.value) }
        self.tabWords = tabWords; self.navigationWords = navigationWords
        self.versionWords = versionWords
        self.modalityLabels = modalityLabels
        self.placeBefore = placeBefore.map { Scan.lower(Sc.of($0)).map(\.value) }
        self.placeArticles = placeArticles.map(Scan.values)
        self.answerWords = answerWords.map(Scan.values)
        self.everyBarWords = everyBarWords.map { Scan.lower(Sc.of($0)).map(\.value) }
        self.scopeWords = Set(scopeWords)
        self.placeAfter = placeAfter.map { Sc.of($0).map(\.value) }
        ordered = [(avoid, .avoid), (dont, .dont), (dontStart, .dont), (avoidStart, .avoid), (consider, .consider), (soft, .consider), (doVerbs, .do)]
        clauseOrdered = ordered.filter { $0.cue.place == .clauseStart }
        clauseCues = clauseOrdered.map(\.cue)
        self.doVerbs = doVerbs; self.normative = normative; self.pointer = pointer; self.permissive = permissive
        self.behaviorVerb = behaviorVerb; self.systemAgency = systemAgency; self.statementStart = statementStart; self.definitionVerb = definitionVerb; self.alternatives = alternatives; self.pointsIntro = pointsIntro; self.noNeed = noNeed; self.caption = caption
        self.tipLabel = tipLabel; self.importantLabel = importantLabel; self.apiNoteLabel = apiNoteLabel
        self.referenceMarker = referenceMarker; self.purposeLabel = purposeLabel
        self.behaviorHeading = behaviorHeading; self.propertiesIntro = propertiesIntro; self.guidelineHeading = guidelineHeading; self.developerHeading = developerHeading
        self.catalogMarker = catalogMarker; self.buttonWord = buttonWord; self.systemMarker = systemMarker
        self.exampleMarker = exampleMarker; self.systemButton = systemButton; self.finding = finding
        self.findingLabel = findingLabel
        self.selfReference = selfReference
        self.questionLabel = questionLabel; self.answerLabel = answerLabel;
        self.userStory = userStory; self.reportLabel = reportLabel; self.requirementColumn = requirementColumn; self.apiColumn = apiColumn; self.decisionHeading = decisionHeading; self.mistakeHeading = mistakeHeading; self.familyDefinition = familyDefinition; self.summaryHeading = summaryHeading; self.originalLabel = originalLabel; self.translationLabel = translationLabel; self.readingTime = readingTime; self.storyWishes = storyWishes.map { Scan.lower(Sc.of($0)).map(\.value) }; self.definitionQuestion = Set(definitionQuestion)
        // longest first: "应当" before "应"
        self.clauseOpeners = clauseOpeners.map { Sc.of($0).map(\.value) }.sorted { $0.count > $1.count }
        openerFirsts = FirstScalarFilter(self.clauseOpeners.map { o in o.first.map { [Ch.lower($0)] } ?? [] })
        self.locativeEnds = Set(locativeEnds.unicodeScalars.map(\.value))
        self.subordinateEnds = Set(subordinateEnds.unicodeScalars.map(\.value))
        self.codeWords = PhraseSet(Needles(codeWords))
        // (the cues the classification of a lead sentence asks about: `Classifier.lead`, `RuleBuilder.classify`)
        let anywhere = [thinkTwice, encouragement, dont, dontStart, avoid, avoidStart, consider, soft, doVerbs, hedge, normative, pointer, permissive,
                        statementStart, selfReference].filter { $0.place == .anywhere }
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
        [("editorial", editorial), ("translatorNote", translatorNote), ("dont", dont), ("dontStart", dontStart), ("encouragement", encouragement), ("avoid", avoid), ("avoidStart", avoidStart), ("thinkTwice", thinkTwice), ("softener", softener), ("consider", consider), ("hedge", hedge),
         ("soft", soft), ("do", doVerbs),
         ("normative", normative), ("pointer", pointer), ("permissive", permissive),
         ("behaviorVerb", behaviorVerb), ("systemAgency", systemAgency), ("statementStart", statementStart), ("definitionVerb", definitionVerb), ("alternatives", alternatives), ("pointsIntro", pointsIntro), ("noNeed", noNeed), ("caption", caption),
         ("tipLabel", tipLabel), ("importantLabel", importantLabel), ("apiNoteLabel", apiNoteLabel),
         ("referenceMarker", referenceMarker), ("purposeLabel", purposeLabel), ("behaviorHeading", behaviorHeading), ("propertiesIntro", propertiesIntro),
         ("guidelineHeading", guidelineHeading), ("developerHeading", developerHeading), ("catalogMarker", catalogMarker), ("buttonWord", buttonWord),
         ("systemMarker", systemMarker), ("exampleMarker", exampleMarker), ("systemButton", systemButton), ("finding", finding), ("findingLabel", findingLabel), ("selfReference", selfReference),
         ("questionLabel", questionLabel), ("answerLabel", answerLabel), ("userStory", userStory), ("reportLabel", reportLabel),
         ("requirementColumn", requirementColumn), ("apiColumn", apiColumn), ("decisionHeading", decisionHeading), ("mistakeHeading", mistakeHeading), ("familyDefinition", familyDefinition), ("summaryHeading", summaryHeading), ("originalLabel", originalLabel), ("translationLabel", translationLabel), ("readingTime", readingTime)]
    }

    static func of(_ lang: Lang) -> LanguageProfile { Languages.module(lang).profile }

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
                // a Chinese numeral, then a colon, a space or a stop ("圖三：…", "表二　系統按鈕")
                var e = k
                while e < hi, e - k < 3, Self.hanNumerals.contains(s[e].value) { e += 1 }
                if e > k, e == hi || Ch.isColon(s[e].value) || Ch.isSpace(s[e].value) || [0x3001, 0x3002, 0xFF0E, 0x2E, 0x2014].contains(s[e].value) {
                    return true
                }
                // an appendix's number: a capital letter, then a hyphen or a dot and a digit ("Figure C-1")
                if k + 2 < hi, Ch.isASCIIUpper(s[k].value) || (0x410...0x42F).contains(s[k].value), s[k + 1].value == 0x2D || s[k + 1].value == 0x2E,
                   Ch.isDigit(s[k + 2].value) { return true }
            }
            return false
        }
    }

    /// Chinese numerals of a figure's or a table's number (一 … 十).
    static let hanNumerals: Set<UInt32> = Set("一二三四五六七八九十".unicodeScalars.map(\.value))

    /// A label cue at the start of `s[lo..<hi]`: where the text after it starts (`hi` for a label
    /// standing alone), or nil.
    func labelEnd(_ cue: Cue, _ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int? {
        var at = Self.textStart(s, lo, hi)
        // a label may say whose it is ("My note:", «Моё примечание:», "(Our tip: …)")
        if at < hi, Self.labelOwnerFirsts.contains(Ch.lower(s[at].value)),
           let w = Self.labelOwners.first(where: { Scan.lowerHasPrefix(s, at, hi, $0) }) { at += w.count }
        // (most texts open with a scalar no label starts with)
        guard cue.firsts.mayStart(s, at, hi) else { return nil }
        for p in cue.lowered where Scan.lowerHasPrefix(s, at, hi, p) {
            var k = at + p.count
            while k < hi, Ch.isSpace(s[k].value) { k += 1 }
            // a label may name whom it is for ("Implementation note for Tom:", «Примечание для Анны:»)
            if let addressed = Self.addresseeEnd(s, k, hi) { k = addressed }
            // or whose it is, or what it is about, in brackets ("Tip (Ji-woo):", «Совет (iOS 17):», 提示（小王）：)
            if let closed = Self.bracketEnd(s, k, hi) {
                var j = closed
                while j < hi, Ch.isSpace(s[j].value) { j += 1 }
                if j < hi, Ch.isColon(s[j].value) { k = j }
            }
            if k == hi { return hi }
            let v = s[k].value
            if Ch.isColon(v) || v == 0x2E || v == 0x3002 {
                k += 1
                while k < hi, Ch.isSpace(s[k].value) { k += 1 }
                return k
            }
            // a label in capitals set apart by a wide gap, as a PDF lays out its notes ("NOTE  The
            // bar …", "TIP   For tab icons …"): no colon needed
            let end = at + p.count
            if k - end >= 2 || (k > end && s[end].value == 0x09),
               s[at..<end].allSatisfy({ !Ch.isLetter($0.value) || Ch.isUpper($0.value) }), s[at..<end].contains(where: { Ch.isLetter($0.value) }) {
                return k
            }
        }
        return nil
    }

    /// After a label's words: "for" / «для» and up to three words, ending right before a colon; the
    /// colon's index, or nil.
    static func addresseeEnd(_ s: ScalarBuf, _ k: Int, _ hi: Int) -> Int? {
        guard let w = addressees.first(where: { Scan.lowerHasPrefix(s, k, hi, $0) }) else { return nil }
        var j = k + w.count, words = 0, inWord = false
        // «всем» is whom it is for on its own («Совет всем: …»)
        if w == everyone {
            while j < hi, Ch.isSpace(s[j].value) || s[j].value == 0x2C { j += 1 }
            if j < hi, Ch.isColon(s[j].value) { return j }
        }
        while j < hi, j - k < 40 {
            let v = s[j].value
            if Ch.isColon(v) { return words >= 1 && words <= 3 ? j : nil }
            if Ch.isSpace(v) { inWord = false } else if !inWord { inWord = true; words += 1 }
            if Ch.isTerminator(v) { return nil }
            j += 1
        }
        return nil
    }
    /// A short bracketed aside that opens at `k`: the index after its closing bracket, or nil.
    static func bracketEnd(_ s: ScalarBuf, _ k: Int, _ hi: Int) -> Int? {
        guard k < hi, s[k].value == 0x28 || s[k].value == 0xFF08 else { return nil }
        var j = k + 1
        while j < hi, j - k <= 40 {
            let v = s[j].value
            if v == 0x29 || v == 0xFF09 { return j > k + 1 ? j + 1 : nil }
            if v == 0x28 || v == 0xFF08 || Ch.isTerminator(v) { return nil }
            j += 1
        }
        return nil
    }
    /// "Implementation note for Tom:", «Примечание для Анны:», «Совет всем, кто собирает сборки:».
    static let addressees: [[UInt32]] = ["for ", "для ", "всем"].map(Scan.values)
    static let everyone: [UInt32] = Scan.values("всем")
    /// Possessives before a label's word: "my ", "our ", «моё », «наше » (lowercased).
    static let labelOwners: [[UInt32]] = ["my ", "our ", "моё ", "мое ", "моя ", "мой ", "наше ", "наша ", "наш "].map(Scan.values)
    static let labelOwnerFirsts: Set<UInt32> = Set(labelOwners.map { $0[0] })

    /// The first scalar of the text that is no space, bracket, quote or bullet.
    /// Past a chat's emoji code at `at` (":pushpin:", ":+1:", ":white_check_mark:") and the space
    /// after it, or nil: ASCII lowercase letters, digits, "_", "+" and "-" between two colons, no
    /// digit first.
    static func emojiCodeEnd(_ s: ScalarBuf, _ at: Int, _ hi: Int) -> Int? {
        // (a digit after the colon is a time's minutes: "10:30: …")
        guard at + 1 < hi, !Ch.isDigit(s[at + 1].value) else { return nil }
        var k = at + 1
        while k < hi, k - at <= 32 {
            let v = s[k].value
            if v == 0x3A { return k > at + 1 && (k + 1 == hi || Ch.isSpace(s[k + 1].value)) ? k + 1 : nil }
            guard (0x61...0x7A).contains(v) || Ch.isDigit(v) || v == 0x5F || v == 0x2B || v == 0x2D else { return nil }
            k += 1
        }
        return nil
    }

    static func textStart(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int {
        var at = lo
        while at < hi {
            let v = s[at].value
            // ("#" opens a comment line in plain text: a Gherkin file's, a script's)
            // ("_" opens a wiki's or a plain text's emphasis: "_TODO: …_")
            if Ch.isSpace(v) || Ch.isOpener(v) || v == 0x2022 || v == 0x25CF || v == 0x2D || v == 0x2A || v == 0x23 || v == 0x5F
                || (0x2460...0x2473).contains(v) /* ① … ⑳ */ || v == 0x203B /* ※ */ || v == 0x2605 || v == 0x2606 /* ★ ☆ */
                || v == 0xA7 /* § */ || v == 0xFE0F || Self.verdictMark(v) != nil
                || v == 0xB9 || v == 0xB2 || v == 0xB3 || (0x2070...0x2079).contains(v) /* ¹ ² ³: a footnote's mark */
                || (0x1F300...0x1FAFF).contains(v) || (0x2600...0x27BF).contains(v) /* 💡 📌 🛠 ⚠ ✏ */
                || v == 0x21B3 || v == 0x21AA || v == 0x2937 /* ↳ ↪ ⤷: a reply */
            { at += 1 } else { break }
        }
        // a chat's emoji written as its code (":pushpin: ", ":+1: "): a mark, as the emoji is
        while at + 2 < hi, s[at].value == 0x3A, let end = Self.emojiCodeEnd(s, at, hi) {
            at = end
            while at < hi, Ch.isSpace(s[at].value) { at += 1 }
        }
        // a reviewer's comment or reply, exported with its author in brackets ("[Comment — Dana,
        // 12 Mar] …", «[Ответ — Анна · решено] …», "[批注 - 王工] …"): what they say starts after it
        if at > lo, s[at - 1].value == 0x5B || s[at - 1].value == 0x3010,
           commentWords.contains(where: { Scan.lowerHasPrefix(s, at, hi, $0) }),
           let close = (at..<min(hi, at + 80)).first(where: { s[$0].value == 0x5D || s[$0].value == 0x3011 }) {
            at = close + 1
            while at < hi, Ch.isSpace(s[at].value) { at += 1 }
        }
        // a list item's letter ("a) ", "б) ")
        if at + 2 < hi, Ch.isLowerLetter(s[at].value), s[at + 1].value == 0x29, Ch.isSpace(s[at + 2].value) {
            at += 2
            while at < hi, Ch.isSpace(s[at].value) { at += 1 }
        }
        // a requirement's identifier ("R-4.2.3 ", "REQ-12: ", "FR-1.2 "): capitals, a hyphen, then
        // digits and dots
        if at < hi, Ch.isASCIIUpper(s[at].value) {
            var k = at
            while k < hi, k - at < 5, Ch.isASCIIUpper(s[k].value) { k += 1 }
            if k + 1 < hi, s[k].value == 0x2D, Ch.isDigit(s[k + 1].value) {
                k += 1
                while k < hi, Ch.isDigit(s[k].value) || (s[k].value == 0x2E && k + 1 < hi && Ch.isDigit(s[k + 1].value)) { k += 1 }
                if k < hi, s[k].value == 0x3A || s[k].value == 0xFF1A || s[k].value == 0x2E { k += 1 }
                if k < hi, Ch.isSpace(s[k].value) {
                    at = k
                    while at < hi, Ch.isSpace(s[at].value) { at += 1 }
                }
            }
        }
        // a recording's timecode ("00:12:30 ", "[14:05] "): notes taken along a talk or a video
        if let e = timecodeEnd(s, at, hi) {
            at = e
            while at < hi, Ch.isSpace(s[at].value) { at += 1 }
        }
        // a Chinese article's number ("第四十条 可在标签上…", "第12條　…"), as statutes and formal
        // specifications number their clauses
        if at + 2 < hi, s[at].value == 0x7B2C /* 第 */ {
            var k = at + 1
            while k < hi, k - at <= 6, Ch.isDigit(s[k].value) || Self.articleNumerals.contains(s[k].value) { k += 1 }
            if k > at + 1, k + 1 < hi, [0x6761, 0x689D, 0x6B3E].contains(s[k].value) /* 条 條 款 */,
               Ch.isSpace(s[k + 1].value) || Ch.isColon(s[k + 1].value) {
                at = k + 2
                while at < hi, Ch.isSpace(s[at].value) { at += 1 }
            }
        }
        // a list item's number ("2. ", "3、", "4)", "5．"), not a decimal ("1.5 倍")
        var d = at
        while d < hi, d - at < 3, Ch.isDigit(s[d].value) { d += 1 }
        if d > at, d < hi, [0x2E, 0x3001, 0x29, 0xFF0E, 0xFF09].contains(s[d].value),
           !(d + 1 < hi && Ch.isDigit(s[d + 1].value)) {
            at = d + 1
            while at < hi, Ch.isSpace(s[at].value) { at += 1 }
        } else if d > at, let e = clauseNumberEnd(s, at, hi) {
            at = e
        }
        return at
    }

    /// Han numerals as an article's number writes them ("第一百零二条"): 〇 零 一 … 九 十 百 两.
    static let articleNumerals: Set<UInt32> = Set("〇零一二三四五六七八九十百两兩".unicodeScalars.map(\.value))

    /// Whether a text opens with a bracketed comment's label ("[Comment — Dana] …").
    static func opensWithComment(_ t: Scalars) -> Bool {
        t.withUnsafeBufferPointer { b in
            var at = 0
            while at < b.count, Ch.isSpace(b[at].value) || [0x21B3, 0x21AA, 0x2937].contains(b[at].value) { at += 1 }
            guard at < b.count, b[at].value == 0x5B || b[at].value == 0x3010 else { return false }
            return commentWords.contains { Scan.lowerHasPrefix(b, at + 1, b.count, $0) }
        }
    }

    /// The words a bracketed comment of a shared document opens with (lowercased).
    static let commentWords: [[UInt32]] = ["comment", "reply", "комментарий", "ответ", "評論", "评论", "回覆", "回复", "批注", "批註"].map(Scan.values)

    /// Where a timecode at `lo` ends ("12:30", "1:02:30", then a closing bracket if any), when a space
    /// follows it; else nil.
    static func timecodeEnd(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int? {
        var k = lo, groups = 0
        while groups < 3 {
            let start = k
            while k < hi, k - start < 2, Ch.isDigit(s[k].value) { k += 1 }
            // the hours may have one digit; minutes and seconds have two
            guard k > start, groups == 0 || k - start == 2 else { return nil }
            groups += 1
            guard k < hi, s[k].value == 0x3A, k + 1 < hi, Ch.isDigit(s[k + 1].value) else { break }
            k += 1
        }
        guard groups >= 2 else { return nil }
        if k < hi, s[k].value == 0x5D || s[k].value == 0x29 || s[k].value == 0x3011 { k += 1 }
        return k < hi && Ch.isSpace(s[k].value) ? k : nil
    }

    /// A spec's clause number and the space after it ("3.1 ", "3.2.1 "), not a measure ("1.5 倍",
    /// "2.5 pt"): where the clause's text starts, or nil.
    /// A mark that says whether what follows is to do or not to do: ✅ ✓ ✔ 👍 (true), ❌ ✗ ✘ 👎 ⛔ 🚫
    /// (false); nil for any other scalar.
    static func verdictMark(_ v: UInt32) -> Bool? {
        switch v {
        case 0x2705, 0x2713, 0x2714, 0x1F44D: return true
        case 0x274C, 0x274E, 0x2717, 0x2718, 0x1F44E, 0x26D4, 0x1F6AB: return false
        default: return nil
        }
    }

    /// The verdict mark that opens a text (after spaces), if one does.
    static func openingVerdict(_ s: Scalars) -> Bool? {
        guard let k = s.firstIndex(where: { !Ch.isSpace($0.value) }), let verdict = verdictMark(s[k].value) else { return nil }
        // a legend says what the marks mean ("✅ = do it, ❌ = please don't"): no verdict
        return opensWithLegend(s) ? nil : verdict
    }

    /// "✅ = do it, ❌ = please don't": the text opens with a verdict mark and an equals sign, a
    /// legend of the document's marks.
    static func opensWithLegend(_ s: Scalars) -> Bool {
        guard let k = s.firstIndex(where: { !Ch.isSpace($0.value) }), verdictMark(s[k].value) != nil else { return false }
        return s[(k + 1)...].first(where: { !Ch.isSpace($0.value) && $0.value != 0xFE0F }).map { $0.value == 0x3D } ?? false
    }

    static func clauseNumberEnd(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int? {
        var k = lo, dots = 0
        while k < hi, Ch.isDigit(s[k].value) || (s[k].value == 0x2E && k + 1 < hi && Ch.isDigit(s[k + 1].value)) {
            if s[k].value == 0x2E { dots += 1 }
            k += 1
        }
        // "4.1.2. Не скрывать …": the number may close with a period of its own
        if dots >= 1, k + 1 < hi, s[k].value == 0x2E, Ch.isSpace(s[k + 1].value) { k += 1 }
        guard dots >= 1, k < hi, Ch.isSpace(s[k].value) else { return nil }
        while k < hi, Ch.isSpace(s[k].value) { k += 1 }
        guard k < hi, !Ch.isDigit(s[k].value) else { return nil }
        let units: [[UInt32]] = ["倍", "秒", "毫秒", "pt", "px", "%", "x ", "s ", "mm", "cm", "em"].map(Scan.values)
        if units.contains(where: { Scan.lowerHasPrefix(s, k, hi, $0) }) { return nil }
        return k
    }

    /// Clause breaks: every module's (`LanguageModule.clauseBreaks`) and the sentence ends 。！？.
    /// Texts mix scripts, so a clause ends at any module's break.
    @inline(__always) static func isClauseBreak(_ v: UInt32) -> Bool { clauseBreaks.contains(v) }

    static let clauseBreaks: [UInt32] = Array(Set(Languages.modules.flatMap { $0.clauseBreaks } + [0x3002, 0xFF01, 0xFF1F])).sorted()

    static func clauseEnd(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int {
        var k = lo
        while k < hi, !isClauseBreak(s[k].value) { k += 1 }
        return k
    }

    /// Where the clause's verb can start: after spaces, the clause openers (也, 你, 应当, …); and, for a
    /// clause opened by 在 / 當 / 当, after each scalar of `locativeEnds` that may close its locative or
    /// temporal phrase ("在工具栏里放置…", "在适当的时候展示…").
    @inline(__always) func verbStart(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Int {
        var at = LanguageProfile.textStart(s, lo, hi)
        var moved = true
        while moved, at < hi {
            moved = false
            while at < hi, Ch.isSpace(s[at].value) || Ch.isOpener(s[at].value) { at += 1; moved = true }
            guard openerFirsts.mayStart(s, at, hi) else { break }
            for o in clauseOpeners where Scan.hasPrefix(s, at, hi, o) {
                at += o.count
                moved = true
                break
            }
        }
        return at
    }

    /// A pointer that opens a later clause after a leading phrase that instructs nothing
    /// ("有關狀態欄的介面，請參考 UIApplication", "For the API, see UITabBar"): the clauses before it
    /// hold no cue of an instruction.
    func pointsInLaterClause(_ s: Scalars) -> Bool {
        s.withUnsafeBufferPointer { b in
            let n = b.count
            var at = LanguageProfile.clauseEnd(b, 0, n) + 1
            // (no pointer after the first clause, none can open a later one: one pass, not a
            // cue test of every clause)
            guard at < n, pointer.firsts.hasEmpty || pointer.set.anyLowering(b, at, n) else { return false }
            guard !(clauseCues.isEmpty ? false : firstClauseCue(clauseCues, b, 0, at - 1) != nil) else { return false }
            while at < n {
                let end = LanguageProfile.clauseEnd(b, at, n)
                if pointer.startsAt(b, LanguageProfile.textStart(b, at, end), end) != nil { return true }
                if !clauseCues.isEmpty, firstClauseCue(clauseCues, b, at, end) != nil { return false }
                at = end + 1
            }
            return false
        }
    }

    /// Whether the clause `s[lo..<hi]` ends in one of `subordinateEnds` ("…以后", "…时", "…下"): a
    /// leading temporal or conditional phrase, not a main clause.
    func endsSubordinate(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Bool {
        var k = hi - 1
        while k >= lo, Ch.isSpace(s[k].value) { k -= 1 }
        return k >= lo && subordinateEnds.contains(s[k].value)
    }

    /// A Chinese clause whose verb is in the perfective: 了 after it, not "了解", "为了" or "除了",
    /// nor a verdict such as "就好了" / "就行了" / "可以了", which recommends.
    static func perfective(_ s: ScalarBuf, _ lo: Int, _ hi: Int) -> Bool {
        var k = lo + 1
        while k < hi {
            if s[k].value == 0x4E86 {  // 了
                let next = k + 1 < hi ? s[k + 1].value : 0
                let prev = s[k - 1].value
                let notAspect: Set<UInt32> = [0x4E3A, 0x70BA, 0x9664, 0x597D, 0x884C, 0x4EE5]  // 为 為 除 好 行 以
                if next != 0x89E3, !notAspect.contains(prev) { return true }  // 解
            }
            k += 1
        }
        return false
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
                // a verb in the perfective ("把配色统一了起来", "增加了大标题") tells what was
                // done: no instruction
                if cue === doVerbs, Self.perfective(s, at, hi) { continue }
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
                // the openers may follow the locative phrase too ("在横屏下都展示…")
                if let c = hit(verbStart(s, j, hi)) { return c }
            }
            k += 1
        }
        return nil
    }
}

