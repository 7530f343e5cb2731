// Russian: the imperative mood as its morphology hook, Cyrillic as its signature.

enum Russian: LanguageModule {
    static let family = "ru"
    static let langs: [Lang] = [.ru]

    static let profile = LanguageProfile(
        name: family,
        editorial: Cue(.start, ["от переводчика", "примечание переводчика", "история изменений", "список изменений",
                                "обновлено", "последнее обновление", "редакция от", "в этой редакции", "в этой версии документа",
                                "этот документ", "эта страница", "этот раздел обновлён", "этот раздел обновлен"],
                       triggers: ["Обновлено в марте: добавлен раздел о панели поиска.", "От переводчика: термины оставлены как в оригинале.",
                                  "История изменений: 12.03 — новые примеры."],
                       nonTriggers: ["Обновлять счётчик на вкладке стоит сразу.", "Этот значок показывает загрузку."]),
        dont: Cue(.anywhere, ["не должн", "не должен", "не нужно", "не следует", "нельзя", "не стоит", "не надо", "ни в коем случае не",
                              "не допускается", "запрещено", "запрещается", "нет необходимости", "нет нужды"],
                  triggers: ["Панель вкладок не должна содержать кнопки действий.", "Вкладки нельзя удалять без причины.",
                             "Разработчикам не стоит менять порядок вкладок.", "В поиске не надо прятать кнопку отмены.",
                             "Менять высоту панели программно не следует.", "Скрывать строку состояния в играх запрещено.",
                             "Разработчик не должен менять шрифт заголовка.", "Подписывать очевидные значки не нужно.",
                             "Нет необходимости повторять заголовок в подписи.", "Запрещается закрывать строку состояния."],
                  nonTriggers: ["Создавайте кнопки только с текстом.", "Это никогда не происходит само.", "Заголовок должен быть коротким.",
                                "Кнопка стоит справа от заголовка.", "Панель должна оставаться видимой."]),
        dontStart: Cue(.start, ["никогда не", "ни при каких условиях не", "никаких"],
                       triggers: ["Никогда не скрывайте строку состояния.", "Ни при каких условиях не меняйте высоту панели.",
                                  "Никаких кнопок удаления в панели навигации!"],
                       nonTriggers: ["Строка состояния никогда не исчезает сама.", "Не бойтесь добавить подпись."]),
        encouragement: Cue(.anywhere, ["не бойтесь", "не стесняйтесь", "не забывайте", "не забудьте", "не пренебрегайте",
                                       "бояться", "стесняться", "забывать"],
                           triggers: ["Не бойтесь использовать системные значки.", "Не забывайте подписывать кнопки.",
                                      "Не стесняйтесь показывать индикатор сети.", "Не стоит бояться пустого места на панели.",
                                      "Скрывать панель при чтении не нужно стесняться.",
                                      "Не стоит забывать о подписях к значкам."],
                           nonTriggers: ["Не скрывайте строку состояния.", "Пользователи боятся потерять данные."]),
        avoid: Cue(.anywhere, ["избегать", "старайтесь не", "постарайтесь не", "не рекомендуется", "лучше не", "желательно не",
                               "по возможности не", "не рекомендуем", "не советуем", "нежелательно", "рекомендуется не",
                               "рекомендуем не", "советуем не", "обычно не стоит", "обычно не следует", "как правило, не стоит",
                               "как правило, не следует"],
                   triggers: ["Таких жестов лучше избегать.", "Старайтесь не перегружать панель.",
                              "Не рекомендуется скрывать панель вкладок.", "В заголовке лучше не ставить точку.",
                              "По возможности не меняйте цвет строки состояния.", "Разработчикам рекомендуется избегать мигающих значков.",
                              "Обычно не стоит менять цвет панели.", "Как правило, не следует прятать строку поиска.",
                              "Мы не советуем менять шрифт вкладок.", "Не рекомендуем прятать кнопку отмены.",
                              "Нежелательно менять цвет строки состояния.", "Рекомендуется не скрывать панель вкладок."],
                   nonTriggers: ["Избыточные жесты мешают.", "Лучше всего подходит короткий заголовок.",
                                 "Пользователи избегают длинных меню.", "Обычно панель не исчезает."]),
        avoidStart: Cue(.start, ["избегайте", "избегай"],
                        triggers: ["Избегайте длинных подписей.", "Избегайте перегруженных панелей инструментов."],
                        nonTriggers: ["Пользователи избегают длинных меню.", "Так вы избегаете путаницы."]),
        thinkTwice: Cue(.anywhere, ["думайте дважды", "подумайте дважды", "дважды подумайте", "подумайте, прежде чем",
                                     "хорошо подумайте"],
                        triggers: ["Думайте дважды прежде постоянно скрыть строку состояния.",
                                   "Меняя порядок вкладок, подумайте дважды.", "Подумайте, прежде чем убирать вкладку.",
                                   "Прежде чем красить панель, хорошо подумайте."],
                        nonTriggers: ["Подумайте о том, чтобы скрыть панель.", "Нажмите дважды."]),
        consider: Cue(.anywhere, ["можно рассмотреть", "стоит подумать", "стоит рассмотреть", "может быть полезно", "могли бы",
                                  "иногда полезно", "бывает полезно", "имеет смысл", "при необходимости можно", "допускается",
                                  "допустимо", "необязательно", "не обязательно", "не обязан", "возможно, стоит", "пожалуй, стоит"],
                      triggers: ["Иногда стоит рассмотреть панель вкладок.", "Может быть полезно показать подсказку.",
                                 "Иногда полезно показать счётчик на вкладке.", "Имеет смысл добавить строку поиска в список.",
                                 "На iPad Вы могли бы использовать панель вкладок в поповере.", "Допускается показывать на вкладке бейдж.",
                                 "Подписывать значки в панели инструментов необязательно.",
                                 "Кнопки не обязаны иметь подписи.",
                                 "Возможно, стоит подписать значки.", "Для iPad, пожалуй, стоит показать панель области сразу."],
                      nonTriggers: ["Рассмотрим пример ниже.", "Это полезно знать.", "Обязательно подпишите кнопку."]),
        hedge: Cue(.anywhere, ["если уместно", "при необходимости", "может оказаться полезным", "если нужно,", "если необходимо,",
                               "при желании"],
                   triggers: ["Если уместно, покажите индикатор сети.", "При необходимости покажите подсказку.",
                              "Если нужно, добавьте кнопку закладок.", "Покажите подсказку, если необходимо, под строкой."],
                   nonTriggers: ["Покажите индикатор сети.", "Если нужно много места, скройте панель."]),
        soft: Cue(.start, ["можно", "вы можете", "вы могли бы", "если уместно", "при необходимости можно"],
                  triggers: ["Можно показать значок на вкладке.", "Если уместно, покажите индикатор сети."],
                  nonTriggers: ["Нельзя менять высоту панели.", "Покажите индикатор, если можно."]),
        doVerbs: Cue(.start, ["удостоверьтесь", "убедитесь", "обязательно", "важно", "лучше", "стоит", "пусть"],
                     triggers: ["Убедитесь, что кнопки не слипаются.", "Обязательно подпишите кнопку.",
                                "Важно, чтобы вкладки не менялись местами.", "Важно сохранять текст запроса.",
                                "Лучше использовать системные значки.", "Стоит подписать каждую вкладку.",
                                "Пусть заголовок показывает, где находится пользователь."],
                     nonTriggers: ["Кнопки не слипаются.", "Подпись кнопки необязательна.", "Важность кнопки видна по цвету.",
                                   "Так будет лучше.", "Кнопка стоит справа."]),
        normative: Cue(.anywhere, ["должн", "должен", "необходимо", "следует", "нужно", "надо ", "обязательно", "рекомендуется",
                                        "рекомендуем", "советуем", "желательно"],
                       triggers: ["Панель должна оставаться видимой.", "Рекомендуется показать заголовок.",
                                  "Заголовок должен быть коротким.", "Вкладки надо подписывать.",
                                  "Рекомендуем подписывать вкладки.", "Мы советуем показывать заголовок.",
                                  "Желательно подписывать значки."],
                       nonTriggers: ["Панель остаётся видимой.", "Заголовок виден всегда.", "Надоедливые подсказки мешают."]),
        pointer: Cue(.start, ["см.", "см ", "смотрите", "посмотрите", "чтобы узнать", "для получения", "подробнее",
                              "для узнавания", "дополнительную информацию", "дополнительные сведения",
                              "для получения общей информации", "за подробностями", "за дополнительной информацией",
                              "подробности", "о классе", "о методе", "о свойстве"],
                     triggers: ["См. справочник класса UIBarButtonItem.", "Чтобы узнать больше, смотрите раздел «Панели».",
                                "О классе UITabBar читайте в справочнике.", "За подробностями обращайтесь к документации UIKit."],
                     nonTriggers: ["Используйте панель инструментов (см. ниже).", "Смотреть на экран удобно."]),
        permissive: Cue(.anywhere, ["можно также", "также можно", "вы также можете", "можете также"],
                        triggers: ["В панели инструментов можно также разместить кнопку Info.", "Вы также можете показать кнопку."],
                        nonTriggers: ["Можно показать кнопку.", "Также покажите кнопку."]),
        // finite verbs of what a bar shows and how it changes, with the bar as subject (the infinitives
        // after «должна» are not among them: «должна показывать» is an instruction)
        behaviorVerb: Cue(.anywhere, ["всегда появляется", "всегда отображается", "находится", "располагается",
                                      "появляется", "отображается в", "исчезает", "скрывается", "показывает",
                                      "меняет", "становится", "содержит", "остаётся", "остается", "занимает",
                                      "прокручивается", "подсвечивает", "растягивается", "сжимается"],
                          triggers: ["Панель вкладок всегда появляется внизу экрана.", "Строка состояния находится вверху.",
                                     "Строка состояния не исчезает при прокрутке.", "Панель инструментов показывает до пяти кнопок."],
                          nonTriggers: ["Панель вкладок помогает переключать режимы.", "Покажите панель внизу.",
                                        "Панель вкладок должна показывать все разделы."]),
        statementStart: Cue(.start, ["всегда появляется", "всегда отображается", "обычно появляется", "полупрозрачно",
                                     "полупрозрачна", "прозрачно", "прозрачна"],
                            triggers: ["Всегда появляется в нижней части экрана", "Полупрозрачно"],
                            nonTriggers: ["Покажите панель внизу экрана.", "Прозрачность панели настраивается."]),
        definitionVerb: Cue(.anywhere, ["позволяет", "позволяют", "дает возможность", "даёт возможность", "служит для",
                                        "используется для", "используются для", "предназначен", "помогает", "помогают",
                                        "нужна", "нужен"],
                            triggers: ["Панель вкладок позволяет переключаться между разделами.",
                                       "Панель навигации помогает вернуться назад.", "Строка поиска нужна для быстрого поиска."],
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
                          triggers: ["предоставленную системой кнопку", "системные кнопки"], nonTriggers: ["кнопки приложения"]),
        exampleMarker: Cue(.anywhere, ["например", "такие как", "таких как", "такими как", "такие, как", "таких, как", "такими, как", "в том числе"],
                           triggers: ["системные вкладки, например «Избранное»", "кнопки, такие как «Готово» и «Отмена»"],
                           nonTriggers: ["кнопка «Готово»"]),
        codeWords: ["свойств", "метод", "переопредел", "подкласс", "в коде", "программно"])

    static let clauseBreaks: [UInt32] = Array(",;:—".unicodeScalars.map(\.value))

    static func signature(_ v: UInt32) -> Bool { Ch.isCyrillic(v) }
    static func variant(_ sample: Scalars) -> Lang { .ru }

    static let stopWords: [String] = [
        "а", "без", "бы", "был", "была", "были", "было", "быть", "в", "вам", "вас", "весь", "во", "все",
        "вся", "всё", "вы", "где", "да", "для", "до", "его", "ее", "ему", "если", "есть", "еще", "ещё", "её",
        "же", "за", "и", "из", "или", "им", "их", "к", "как", "какие", "какой", "ко", "когда", "которая",
        "которое", "которые", "который", "ли", "между", "может", "можно", "мы", "на", "над", "нас", "не", "нет", "ни", "но",
        "о", "об", "обо", "он", "она", "они", "оно", "от", "очень", "по", "под", "при", "про", "с", "своих",
        "свой", "свою", "сколько", "со", "та", "так", "также", "там", "те", "то", "тоже", "только", "тот", "тут", "ты",
        "у", "уже", "чем", "через", "что", "чтобы", "эта", "эти", "это", "этот", "я",
    ]

    static let exampleSection = (heading: "Панель вкладок",
                                 definition: "Панель вкладок позволяет переключаться между разделами приложения.",
                                 guidelinesHeading: "Рекомендации")

    // MARK: Morphology: the imperative mood

    /// The imperative mood and its negation, then an English lead (English titles in Russian text).
    static func morphologyLead(_ s: Scalars) -> Lead? { imperativeLead(s) ?? English.morphologyLead(s) }

    static let notImperative = Classifier.valueList(["хотите", "можете", "будете", "сайте", "идите", "видите", "ищите"])
    static let noImperativeAfter = Classifier.valueList(["вы", "мы", "они", "в", "во", "на", "о", "об", "при", "по"])
    static let imperativeEndings = Classifier.valueList(["йте", "ите", "ьте", "йтесь", "итесь", "ьтесь"])
    static let avoidStem = Scan.values("избег")
    static let considerStems = Classifier.valueList(["рассмотр", "подума", "обдума", "считайте"])
    static let forgetStems = Classifier.valueList(["забыва", "забуд"])
    static let wNe = Scan.values("не"), wNever = Scan.values("никогда"), wYou = Scan.values("вы")
    static let pitfall = PhraseSet(Needles(["ошибк"]))
    /// "generally" before a negated imperative: "Как правило, не делайте …" is avoid, not dont.
    static let generally = Classifier.valueList(["обычно", "правило"])
    /// The predicative "можно" (one may) and "можете" after "вы" grant a permission: consider; not
    /// after a word that makes them a degree or a question ("как можно короче", "можно ли"), nor in a
    /// subordinate clause ("…, чтобы их можно было различить"; "Если …, можно …" is a main clause again).
    static let wCan = Scan.values("можно"), wYouCan = Scan.values("можете")
    static let notPermissionAfter = Classifier.valueList(["как", "насколько", "ли"])
    static let subordinators = Classifier.valueList(["если", "когда", "чтобы", "что", "где", "куда", "пока", "хотя",
                                                     "который", "которая", "которое", "которые", "которых", "которой"])

    /// Whether the word `L[w]` of a lowercased buffer is an imperative, after the word `L[prev]` (if any).
    static func isImperative(_ L: ScalarBuf, _ w: Range<Int>, prev: Range<Int>?) -> Bool {
        let lo = w.lowerBound, hi = w.upperBound
        guard hi - lo >= 5, Ch.isCyrillic(L[lo].value) else { return false }
        guard imperativeEndings.contains(where: { Scan.hasSuffix(L, lo, hi, $0) }) else { return false }
        if notImperative.contains(where: { Scan.equals(L, lo, hi, $0) }) { return false }
        if let p = prev, noImperativeAfter.contains(where: { Scan.equals(L, p.lowerBound, p.upperBound, $0) }) {
            return false
        }
        return true
    }

    /// Whether any word of `s` is an imperative.
    static func hasImperative(_ s: Scalars) -> Bool {
        let lower = Scan.lower(s)
        return lower.withUnsafeBufferPointer { L in
            let ws = Classifier.wordRanges(L, 0, L.count, limit: 8)
            return ws.indices.contains { isImperative(L, ws[$0], prev: $0 > 0 ? ws[$0 - 1] : nil) }
        }
    }

    static func imperativeLead(_ s: Scalars) -> Lead? {
        let lower = Scan.lower(s)
        return lower.withUnsafeBufferPointer { L -> Lead? in
            // the loop looks at words 0...16 (a word and the one after it, for the first 16)
            let ws = Classifier.wordRanges(L, 0, L.count, limit: 17)
            func wordIs(_ r: Range<Int>, _ w: [UInt32]) -> Bool { Scan.equals(L, r.lowerBound, r.upperBound, w) }
            func starts(_ r: Range<Int>, _ stems: [[UInt32]]) -> Bool {
                stems.contains { Scan.hasPrefix(L, r.lowerBound, r.upperBound, $0) }
            }
            var pitfallFound: Bool? = nil
            // in a subordinate clause, and whether that clause opened the sentence
            var subordinate = false, leadingClause = false
            var k = 0
            while k < ws.count, k < 16 {
                let w = ws[k]
                let prev = k > 0 ? ws[k - 1] : nil
                if let p = prev, leadingClause, (p.upperBound..<w.lowerBound).contains(where: { LanguageProfile.isClauseBreak(L[$0].value) }) {
                    subordinate = false; leadingClause = false
                }
                if subordinators.contains(where: { wordIs(w, $0) }) { subordinate = true; leadingClause = k == 0 }
                if wordIs(w, wNever), k + 1 < ws.count, isImperative(L, ws[k + 1], prev: nil) {
                    return Lead(modality: .dont, explicit: true)
                }
                if wordIs(w, wNe), k + 1 < ws.count, isImperative(L, ws[k + 1], prev: nil), k < 1 || !wordIs(ws[k - 1], wYou) {
                    let v = ws[k + 1]
                    if starts(v, forgetStems) { return Lead(modality: .do, explicit: true) }
                    if starts(v, [avoidStem]) { return Lead(modality: .avoid, explicit: true) }
                    if k >= 1, generally.contains(where: { wordIs(ws[k - 1], $0) }) { return Lead(modality: .avoid, explicit: true) }
                    return Lead(modality: .dont, explicit: true)
                }
                if !subordinate, wordIs(w, wCan) || (wordIs(w, wYouCan) && k >= 1 && wordIs(ws[k - 1], wYou)) {
                    let before = wordIs(w, wCan) ? prev : (k >= 2 ? ws[k - 2] : nil)
                    if before.map({ b in !notPermissionAfter.contains { wordIs(b, $0) } }) ?? true {
                        return Lead(modality: .consider, explicit: true)
                    }
                }
                if isImperative(L, w, prev: prev), !(k >= 2 && wordIs(ws[k - 2], wYou)) {
                    if pitfallFound == nil { pitfallFound = pitfall.any(L, 0, L.count) }
                    if pitfallFound! { return Lead(modality: .avoid, explicit: true) }
                    if starts(w, [avoidStem]) { return Lead(modality: .avoid, explicit: true) }
                    if starts(w, considerStems) { return Lead(modality: .consider, explicit: true) }
                    return Lead(modality: .do, explicit: true)
                }
                k += 1
            }
            return nil
        }
    }
}
