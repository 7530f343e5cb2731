// Russian: the imperative mood as its morphology hook, Cyrillic as its signature.

enum Russian: LanguageModule {
    static let family = "ru"
    static let langs: [Lang] = [.ru]

    static let profile = LanguageProfile(
        name: family,
        editorial: Cue(.start, ["от переводчика", "примечание переводчика", "история изменений", "список изменений",
                                "обновлено", "последнее обновление", "редакция от", "в этой редакции", "в этой версии документа",
                                "этот документ", "эта страница", "этот раздел обновлён", "этот раздел обновлен", "прим. пер",
                                "примечание к переводу", "о переводе", "этот отчёт", "этот отчет", "в этом отчёте", "в этом отчете",
                                "автор:", "авторы:", "последняя проверка", "проверено:", "составил", "составила", "подготовил", "подготовила",
                                "upd:", "upd.", "p.s.", "обновление:", "настоящий стандарт", "настоящий документ", "обозначение:",
                                "лист регистрации изменений", "регистрация изменений", "версия документа", "ответственный:", "владелец:", "статус:", "статус документа", "открытые вопросы", "нерешённые вопросы", "нерешенные вопросы",
                                "владелец документа", "редакция:", "ревьюеры документа", "рецензенты:", "ревьюеры:"],
                       triggers: ["Обновлено в марте: добавлен раздел о панели поиска.", "От переводчика: термины оставлены как в оригинале.",
                                  "История изменений: 12.03 — новые примеры.", "Этот отчёт составлен по итогам тестирования сборки 5.1.",
                                  "В этом отчете собраны замечания дизайнеров.", "Автор: команда дизайна.",
                                  "Последняя проверка — 12 мая, команда iOS.", "Подготовила Анна Смирнова, дизайнер.",
                                  "UPD: поправил раздел про вкладки.", "P.S. Спасибо всем, кто прислал замечания.",
                                  "Версия документа: 1.4, ответственный — отдел дизайна.", "Ответственный: Анна С."],
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
        avoid: Cue(.anywhere, ["избегать", "старайтесь не", "постарайтесь не", "стараемся не", "стараемся избегать", "не рекомендуется", "лучше не", "желательно не",
                               "по возможности не", "не рекомендуем", "не советуем", "нежелательно", "рекомендуется не",
                               "рекомендуем не", "советуем не", "обычно не стоит", "обычно не следует", "как правило, не стоит",
                               "как правило, не следует"],
                   triggers: ["Таких жестов лучше избегать.", "Старайтесь не перегружать панель.", "Мы стараемся не прятать строку поиска.",
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
        pointer: Cue(.start, ["см.", "см ", "смотрите ", "посмотрите ", "чтобы узнать", "для получения", "подробнее",
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
                                        "нужна", "нужен", "её задача", "его задача", "отвечает за"],
                            triggers: ["Навбар висит сверху, его задача — показать, где вы.", "Таб-бар отвечает за переключение разделов.", "Панель вкладок позволяет переключаться между разделами.",
                                       "Панель навигации помогает вернуться назад.", "Строка поиска нужна для быстрого поиска."],
                            nonTriggers: ["Панель вкладок всегда внизу."]),
        alternatives: Cue(.anywhere, ["способ", "вот как можно", "варианты"],
                          triggers: ["Вот несколько способов этого добиться:", "Есть два способа:"],
                          nonTriggers: ["Панель навигации:", "Сделайте так:"]),
        caption: Cue(.numbered, ["рисунок ", "рис. ", "таблица ", "иллюстрация ", "скриншот ", "снимок экрана ", "скрин "],
                     triggers: ["Рисунок 3. Панель вкладок", "Таблица 2 Стандартные кнопки", "Скрин 1. Навбар в списке заметок"],
                     nonTriggers: ["Рисуйте значки по сетке.", "Таблицы показывают данные."]),
        tipLabel: Cue(.label, ["совет", "примечание", "подсказка", "заметка"],
                      triggers: ["СОВЕТ", "Совет: покажите кнопку."], nonTriggers: ["Советуем показать кнопку."]),
        importantLabel: Cue(.label, ["важно", "внимание", "предупреждение"], triggers: ["ВАЖНО", "Важно: не скрывайте панель."],
                            nonTriggers: ["Неважно, где кнопка."]),
        apiNoteLabel: Cue(.label, ["примечание api", "примечание по api", "заметка api", "api", "для разработчиков",
                                   "примечание для разработчиков", "разработчикам", "для разработки", "в коде", "со стороны кода", "по коду"],
                          triggers: ["Примечание API", "API: класс UITabBar", "Для разработчиков: панель задаёт UITabBar.",
                                     "Примечание для разработчиков: стиль задаётся в коде.",
                                     "Разработчикам: панель вкладок создаёт UITabBarController.", "В коде: стиль задаёт preferredStatusBarStyle."],
                          nonTriggers: ["Приложение API", "APIs differ.", "Разработчикам не стоит менять высоту панели.",
                                        "В коде приложения панель создаётся один раз."]),
        referenceMarker: Cue(.anywhere, ["посмотрите", "см.", "см ", "смотрите ", "ссылк", "документаци",
                                         "руководства разработчика", "таблиц"],
                             triggers: ["Подробности в документации UIKit.", "Символы перечислены в Таблице 37-1."],
                             nonTriggers: ["Используйте панель вкладок."]),
        purposeLabel: Cue(.label, ["цель", "назначение", "термины и определения", "термины", "определения", "глоссарий"],
                          triggers: ["Цель.", "Назначение: навигация", "Термины и определения"],
                          nonTriggers: ["Целью панели является навигация."]),
        behaviorHeading: Cue(.anywhere, ["внешний вид и поведение"], triggers: ["Внешний вид и поведение"],
                             nonTriggers: ["Рекомендации"]),
        propertiesIntro: Cue(.anywhere, ["следующие особенности", "следующими особенностями", "следующие свойства", "следующими свойствами",
                                         "следующие элементы", "следующих элементов", "следующих частей", "состоит из", "включает следующие",
                                         "содержит следующие"],
                             triggers: ["Панель вкладок обладает следующими свойствами:", "Панель навигации состоит из трёх частей:",
                                        "Строка поиска по умолчанию содержит следующие элементы:"],
                             nonTriggers: ["Сделайте следующее:", "Есть несколько способов это сделать:"]),
        developerHeading: Cue(.start, ["для разработчиков", "разработчикам", "примечания для разработчиков", "реализация в коде",
                                       "в коде", "техническая реализация", "реализация"],
                              triggers: ["Для разработчиков", "Разработчикам", "Реализация в коде"],
                              nonTriggers: ["Рекомендации", "Разработчики часто прячут панель."]),
        guidelineHeading: Cue(.anywhere, ["рекомендации", "руководство по использованию", "лучшие практики",
                                          "что делать и чего не делать", "критерии приёмки", "критерии приемки"],
                              triggers: ["Рекомендации по использованию", "Лучшие практики", "Критерии приёмки:",
                                         "Критерии приемки к разделу 3"], nonTriggers: ["Внешний вид и поведение"]),
        catalogMarker: Cue(.start, ["реализация.", "конфигурация."],
                           triggers: ["Реализация.", "Конфигурация. Сконфигурируйте панель в Interface Builder."],
                           nonTriggers: ["Реализация панели скрыта.", "Реализация"]),
        buttonWord: Cue(.anywhere, ["кнопк", "вкладк", "элемент"], triggers: ["Нажмите кнопку Готово.", "вкладку More", "системные элементы вкладок"],
                        nonTriggers: ["Панель вкладок"]),
        systemMarker: Cue(.anywhere, ["системой", "системные", "системных", "системная", "системную"],
                          triggers: ["предоставленную системой кнопку", "системные кнопки"], nonTriggers: ["кнопки приложения"]),
        exampleMarker: Cue(.anywhere, ["например", "такие как", "таких как", "такими как", "такие, как", "таких, как", "такими, как", "в том числе"],
                           triggers: ["системные вкладки, например «Избранное»", "кнопки, такие как «Готово» и «Отмена»"],
                           nonTriggers: ["кнопка «Готово»"]),
        systemButton: Cue(.anywhere, ["системные кнопки", "системных кнопок", "системную кнопку", "системной кнопки",
                                      "системными кнопками", "системные значки", "системных значков", "системный значок",
                                      "системные иконки", "системных иконок", "системную иконку", "системными иконками",
                                      "стандартные кнопки", "стандартных кнопок", "стандартную кнопку"],
                          triggers: ["Используйте системные кнопки по назначению.", "Не рисуйте копии системных значков."],
                          nonTriggers: ["Используйте значки на панели."]),
        finding: Cue(.start, ["мы обнаружили", "мы заметили", "мы нашли", "при проверке", "в ходе проверки", "тестировщики заметили",
                              "сейчас ", "сейчас,", "сейчас у нас", "на экране", "на экранах", "в текущей версии", "в текущей сборке",
                              "в сборке", "на тестах", "на тестировании", "пользователи жалуются", "у нас сейчас"],
                     triggers: ["Мы заметили, что заголовок обрезается. Впредь сокращайте его.",
                                "При проверке кнопка «Назад» пропала.", "Сейчас у нас семь вкладок. Оставьте пять.",
                                "На экране настроек заголовок не помещается. Сокращайте заголовки.",
                                "В текущей сборке строка поиска прячется. Держите её на виду."], nonTriggers: ["Заметьте, что панель прозрачна."]),
        selfReference: Cue(.anywhere, ["это письмо", "этом письме", "этот документ", "этом документе", "это руководство",
                                       "этом руководстве", "эта статья", "этой статье", "эти заметки", "этих заметках",
                                       // к кому с вопросами: строка автора
                                       "в личку", "пишите мне", "напишите мне", "пишите в канал", "пишите в чат",
                                       "в комментарии", "в комментариях", "эта презентация", "этой презентации", "этот доклад",
                                       "этом докладе",
                                       // приветствие и подпись письма или поста
                                       "всем привет", "добрый день", "здравствуйте", "спасибо, что дочитали", "на сегодня всё",
                                       "на сегодня все", "с уважением",
                                       // что дальше: следующее ревью, встреча, занятие
                                       "следующее ревью", "следующая встреча", "следующее занятие", "обсудим отдельно"],
                           triggers: ["Пока считайте это письмо главным источником.", "Если что-то в этом документе устареет, напишите мне.",
                                      "Возражения — в личку до пятницы.", "Всё неясное пишите в канал дизайна.",
                                      "Если правило мешает, пишите мне или в чат команды.",
                                      "Присылайте свои экраны в комментарии.", "Вопросы оставляйте в комментариях к посту.",
                                      "Всем привет! Сегодня про навигацию.", "Добрый день, коллеги!", "Здравствуйте, Ирина!",
                                      "Спасибо, что дочитали до конца.", "На сегодня всё.", "С уважением, Павел",
                                      "Следующее ревью — после второй беты.", "Следующая встреча в четверг.",
                                      "Следующее занятие посвятим модальным экранам.", "Цвета обсудим отдельно на планёрке."],
                           nonTriggers: ["Этот экран открывается из настроек.", "Документы открываются в просмотрщике."]),
        questionLabel: Cue(.label, ["вопрос", "в"], triggers: ["Вопрос: можно ли скрыть строку состояния?", "В: сколько вкладок?"],
                           nonTriggers: ["Вопросы задавайте в чате.", "В панели пять вкладок."]),
        answerLabel: Cue(.label, ["ответ", "о"], triggers: ["Ответ: только в полноэкранном режиме.", "О: пять на iPhone."],
                         nonTriggers: ["Ответы придут позже.", "О панели вкладок см. ниже."]),
        definitionQuestion: ["что", "такое", "это", "зачем", "нужна", "нужен", "нужно", "нужны", "для", "чего", "и", "вообще",
                             "она", "он", "служит", "такая", "такой",
                             // «Таб-бар в двух словах?», «Строка поиска — коротко?»
                             "в", "двух", "словах", "коротко", "одним", "предложением", "кратко"],
        codeWords: ["свойств", "метод", "переопредел", "подкласс", "в коде", "программно"],
        figureWords: ["скриншот", "рисунок", "изображение", "картинка", "макет", "макеты", "скриншоты", "скрин", "табличка"], searchWords: ["поиск"],
        tabWords: ["вкладки", "табы"], navigationWords: ["навигация"],
        versionWords: ["версия", "редакция", "ред.", "вер."],
        placeBefore: ["под", "над", "рядом с", "ниже", "выше", "позади", "сразу под", "прямо под"],
        answerWords: ["да", "нет", "конечно"],
        barWords: ["бар", "бары", "баров", "барам", "барах", "барами", "бару", "баре"],
        everyBarWords: ["все бары", "всех баров", "всех барах", "всем барам", "всеми барами", "любой бар", "любом баре",
                        "каждый бар", "каждом баре"],
        scopeWords: ["область", "области", "областей", "областям", "областями", "областях", "скоуп", "скоупы", "скоупов"],
        modalityLabels: ["опционально": .consider, "необязательно": .consider, "по желанию": .consider, "можно": .consider,
                         "допускается": .consider, "обязательно": .do, "рекомендуется": .do, "требование": .do, "правило": .do,
                         "не рекомендуется": .avoid, "запрещено": .dont, "нельзя": .dont, "недопустимо": .dont])

    static let clauseBreaks: [UInt32] = Array(",;:—".unicodeScalars.map(\.value))

    static func signature(_ v: UInt32) -> Bool { Ch.isCyrillic(v) }
    static func variant(_ sample: Scalars) -> Lang { .ru }

    static let countWords: (asks: [String], numbers: [String]) = (
        ["сколько", "максимум", "максимальное", "максимальный", "максимальная", "максимальным"],
        ["два", "две", "двух", "двумя", "три", "трёх", "трех", "тремя", "четыре", "четырёх", "четырех",
         "пять", "пяти", "пятью", "шесть", "шести", "семь"])

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

    /// A spoken opener in the imperative before a comma («Смотрите, …», «Слушайте, …», «Знаете, …»)
    /// asks for attention, not for what the sentence says: blanked out.
    static func cueText(_ s: Scalars) -> Scalars {
        let at = s.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        for w in discourseOpeners where at + w.count < s.count && s[at + w.count].value == 0x2C {
            guard (0..<w.count).allSatisfy({ Ch.lower(s[at + $0].value) == w[$0] }) else { continue }
            var out = s
            for k in at...(at + w.count) { out[k] = " " }
            return out
        }
        return s
    }
    static let discourseOpeners: [[UInt32]] = ["смотрите", "слушайте", "знаете", "понимаете", "представьте", "послушайте"].map(Scan.values)

    /// A one-word label that is a noun or a substantivized adjective, in its other cases: «Корзину»,
    /// «Закладок», «Избранного», «Недавних». Verbs and adverbs («Готово», «Отменить») keep their form.
    static func labelForms(_ label: String) -> [String] {
        guard !label.contains(" "), label.unicodeScalars.allSatisfy({ Ch.isCyrillic($0.value) }), label.count >= 4 else { return [] }
        for (ending, others) in labelEndings where label.hasSuffix(ending) {
            let stem = String(label.dropLast(ending.count))
            return others.map { stem + $0 }
        }
        return []
    }

    /// Noun and adjective endings of the nominative and the case endings a text writes them with.
    static let labelEndings: [(String, [String])] = [
        ("ое", ["ого", "ому", "ым", "ом"]),      // Избранное
        ("ие", ["их", "им", "ими"]),             // Недавние (plural adjective)
        ("ые", ["ых", "ым", "ыми"]),             // Самые просматриваемые
        ("ки", ["ок", "кам", "ками", "ках"]),    // Закладки, Загрузки
        ("а", ["у", "ы", "е", "ой"]),            // Корзина, Камера, Пауза
        ("я", ["ю", "и", "ей"]),                 // История
    ]

    static let notImperative = Classifier.valueList(["хотите", "можете", "будете", "сайте", "идите", "видите", "ищите"])
    static let noImperativeAfter = Classifier.valueList(["вы", "мы", "они", "в", "во", "на", "о", "об", "при", "по"])
    static let imperativeEndings = Classifier.valueList(["йте", "ите", "ьте", "йтесь", "итесь", "ьтесь"])
    static let avoidStem = Scan.values("избег")
    static let considerStems = Classifier.valueList(["рассмотр", "подума", "обдума", "считайте"])
    static let forgetStems = Classifier.valueList(["забыва", "забуд"])
    static let wNe = Scan.values("не"), wNever = Scan.values("никогда"), wYou = Scan.values("вы"), wBetter = Scan.values("лучше")
    static let pitfall = PhraseSet(Needles(["ошибк"]))
    /// "generally" before a negated imperative: "Как правило, не делайте …" is avoid, not dont.
    static let generally = Classifier.valueList(["обычно", "правило"])
    /// The predicative "можно" (one may) and "можете" after "вы" grant a permission: consider; not
    /// after a word that makes them a degree or a question ("как можно короче", "можно ли"), nor in a
    /// subordinate clause ("…, чтобы их можно было различить"; "Если …, можно …" is a main clause again).
    static let wCan = Scan.values("можно"), wYouCan = Scan.values("можете")
    static let notPermissionAfter = Classifier.valueList(["как", "насколько", "ли"])
    /// Words that govern an infinitive after them: with one before it, "не" + infinitive is part
    /// of their phrase ("может не заметить", "лучше не скрывать"), no prohibition of its own.
    static let infinitiveGovernors = Classifier.valueList([
        "может", "могут", "можно", "можете", "нужно", "надо", "лучше", "стоит", "следует", "чтобы", "будет", "будут",
        "хочет", "хотят", "должен", "должна", "должно", "должны", "стараемся", "старайтесь", "постарайтесь", "решили",
        "просим", "рекомендуем", "советуем", "важно", "необходимо", "желательно", "проще", "легче", "удобнее", "нельзя",
        "разрешается", "допускается", "допустимо", "или", "ли", "как", "чем", "бы", "а", "и", "но"])

    /// A word in an infinitive's form: -ть, -ться, -чь, -ти, -тись.
    static func isInfinitive(_ L: ScalarBuf, _ w: Range<Int>) -> Bool {
        guard w.count >= 4 else { return false }
        for e in infinitiveEnds where Scan.hasSuffix(L, w.lowerBound, w.upperBound, e) { return true }
        return false
    }
    static let infinitiveEnds = Classifier.valueList(["ть", "ться", "чь", "ти", "тись"])

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
            let ws = Scan.wordRanges(L, 0, L.count, limit: 8)
            return ws.indices.contains { isImperative(L, ws[$0], prev: $0 > 0 ? ws[$0 - 1] : nil) }
        }
    }

    static func imperativeLead(_ s: Scalars) -> Lead? {
        let lower = Scan.lower(s)
        return lower.withUnsafeBufferPointer { L -> Lead? in
            // the loop looks at words 0...16 (a word and the one after it, for the first 16), from
            // the text's start after a list item's or a clause's number ("4.4.4. Если …")
            let ws = Scan.wordRanges(L, LanguageProfile.textStart(L, 0, L.count), L.count, limit: 17)
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
                // a checklist's short verbless limit: «Не больше пяти вкладок.», «Максимум две кнопки.»
                // (after the counted word too: «Сегментов не больше четырёх, подписи короткие.», «Вкладок максимум пять»)
                if (k <= 1 && ws.count <= 10 && wordIs(w, wAtMost))
                    || (k <= 1 && ws.count <= 10 && wordIs(w, wNe) && k + 1 < ws.count && limitWords.contains(where: { wordIs(ws[k + 1], $0) })) {
                    return Lead(modality: .do, explicit: true)
                }
                if wordIs(w, wNever), k + 1 < ws.count, isImperative(L, ws[k + 1], prev: nil) {
                    return Lead(modality: .dont, explicit: true)
                }
                // "Строку состояния не скрывать", "4.1.6. Не располагать кнопки …": a negated
                // infinitive that no word governs is a requirement's prohibition
                if !subordinate, wordIs(w, wNe), k + 1 < ws.count, isInfinitive(L, ws[k + 1]),
                   prev.map({ p in !infinitiveGovernors.contains { wordIs(p, $0) } }) ?? true {
                    // "лучше до «Ещё» не доводить": "better not", with words between
                    if ws[..<k].contains(where: { wordIs($0, wBetter) }) { return Lead(modality: .avoid, explicit: true) }
                    return Lead(modality: .dont, explicit: true)
                }
                if wordIs(w, wNe), k + 1 < ws.count, isImperative(L, ws[k + 1], prev: nil), k < 1 || !wordIs(ws[k - 1], wYou) {
                    let v = ws[k + 1]
                    if starts(v, forgetStems) { return Lead(modality: .do, explicit: true) }
                    if starts(v, [avoidStem]) { return Lead(modality: .avoid, explicit: true) }
                    if k >= 1, generally.contains(where: { wordIs(ws[k - 1], $0) }) { return Lead(modality: .avoid, explicit: true) }
                    return Lead(modality: .dont, explicit: true)
                }
                // "better" or "worth" before an infinitive after the sentence's topic: "Кнопок в тулбаре
                // лучше держать не больше пяти", "Подписи стоит делать короткими" ("лучше не" is avoid)
                if !subordinate, k >= 1, adviceWords.contains(where: { wordIs(w, $0) }), !wordIs(ws[k - 1], wNe),
                   k + 1 < ws.count, isInfinitive(L, ws[k + 1]) {
                    return Lead(modality: .do, explicit: true)
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
                // a team's convention in the first person plural: "Мы ставим «Отмена» слева",
                // "Ставим подпись под каждым значком", "Мы не прячем панель вкладок"
                if !subordinate, let l = conventionLead(L, ws, k, wordIs) { return l }
                k += 1
            }
            return nil
        }
    }

    /// The lead of a verb in the first person plural present at word `k`: after "мы" (and an adverb),
    /// or opening the sentence, or after a "не" that does; "не" makes it a prohibition.
    static func conventionLead(_ L: ScalarBuf, _ ws: [Range<Int>], _ k: Int, _ wordIs: (Range<Int>, [UInt32]) -> Bool) -> Lead? {
        let w = ws[k]
        guard w.count >= 4, weEndings.contains(where: { Scan.hasSuffix(L, w.lowerBound, w.upperBound, $0) }) else { return nil }
        var j = k - 1
        let negated = j >= 0 && (wordIs(ws[j], wNe) || wordIs(ws[j], wNever))
        if negated { j -= 1 }
        if j >= 0, weAdverbs.contains(where: { wordIs(ws[j], $0) }) { j -= 1 }
        let afterWe = j >= 0 && wordIs(ws[j], wWe)
        // without "мы": a word that opens the sentence, or one whose ending only a verb has («ставим»,
        // «показываем»), and no adjective or noun of the same ending
        let verbal = verbalWeEndings.contains(where: { Scan.hasSuffix(L, w.lowerBound, w.upperBound, $0) })
        guard afterWe || ((j < 0 || verbal) && w.count >= 5
                          && !notWeEndings.contains(where: { Scan.hasSuffix(L, w.lowerBound, w.upperBound, $0) })
                          && !notWeWords.contains(where: { wordIs(w, $0) })) else { return nil }
        return Lead(modality: negated ? .dont : .do, explicit: true)
    }
    /// Endings of the first person plural that no adjective or noun has: -аем, -яем, -уем, -аём, and -им
    /// after a consonant an adjective's -ым would follow («ставим», «выводим», «переносим»).
    static let verbalWeEndings = Classifier.valueList(["аем", "яем", "уем", "юем", "аём", "вим", "дим", "сим", "зим", "тим", "бим",
                                                       "пим", "мим", "лим", "рим"])
    static let wWe = Scan.values("мы"), wAtMost = Scan.values("максимум")
    /// Words that make the infinitive after them advice: "лучше" (better), "стоит" (worth).
    static let adviceWords = Classifier.valueList(["лучше", "стоит"])
    static let limitWords = Classifier.valueList(["больше", "более"])
    static let weEndings = Classifier.valueList(["ем", "им", "ём"])
    /// Adjectives and pronouns in the instrumental end the same way: "верхним", "таким", "свежим".
    static let notWeEndings = Classifier.valueList(["ним", "шим", "жим", "ким", "гим", "хим", "чим", "щим", "оим", "ьим"])
    static let notWeWords = Classifier.valueList(["режим", "объем", "объём", "прием", "приём", "подъем", "подъём", "всем",
                                                  "этим", "тем", "нем", "нём", "чем", "затем", "причем", "причём", "итем",
                                                  "краем", "случаем", "чаем", "раем", "сараем", "трамваем", "лишаем"])
    static let weAdverbs = Classifier.valueList(["всегда", "обычно", "тоже", "также", "сразу", "только", "сами", "по-прежнему"])
}
