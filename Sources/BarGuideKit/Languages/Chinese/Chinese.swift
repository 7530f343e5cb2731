// Chinese, both scripts: instructions known by structure (a verb at a clause's start, after its
// openers or a leading locative phrase), Han as its signature, the script told by its characters.

enum Chinese: LanguageModule {
    static let family = "zh"
    static let langs: [Lang] = [.zhHans, .zhHant]

    static let profile = LanguageProfile(
        name: family,
        editorial: Cue(.start, ["更新记录", "更新紀錄", "更新日志", "更新日誌", "修订记录", "修訂記錄", "译者注", "譯者註", "译者按",
                                "译者的话", "譯者的話", "本文", "这篇文章", "這篇文章", "写在前面", "寫在前面", "前言"],
                       triggers: ["更新记录：三月补充了范围栏一节。", "写在前面：这是我学习界面规范时的笔记。", "本文是我的学习笔记。"],
                       nonTriggers: ["更新标签上的徽章数字。", "本地化时注意按钮的宽度。"]),
        dont: Cue(.anywhere, ["不应", "不應", "不能", "不得", "不可以", "千万不要", "千萬不要", "切勿", "禁止", "请勿", "請勿",
                              "绝不要", "絕不要", "决不要", "決不要", "不要"],
                  triggers: ["开发者不应随意更改标签的顺序。", "标签栏里不能放操作按钮。", "导航栏的标题不得超过一行。",
                             "请不要在工具栏中放置太多按钮。", "搜索栏中禁止显示广告。", "你的应用千万不要隐藏状态栏。"],
                  nonTriggers: ["使用工具栏来放置常用指令。", "用户不需要隐藏它。", "状态栏显示时间和电量。"]),
        dontStart: Cue(.clauseStart, ["不宜", "別", "别", "勿"],
                       triggers: ["別在標籤欄中放置操作按鈕。", "即使空间足够，也别放太多按钮。", "勿在状态栏上叠加内容。"],
                       nonTriggers: ["别人的应用也这样做。", "使用系统按钮。"]),
        encouragement: Cue(.anywhere, ["不要犹豫", "不要猶豫", "不要害怕", "不要怕", "别怕", "別怕", "不要忘记", "不要忘記",
                                       "别忘了", "別忘了", "不用担心", "不用擔心"],
                           triggers: ["不要犹豫，尽管使用系统图标。", "别忘了给每个标签配上文字。", "不用担心，系统会自动调整高度。"],
                           nonTriggers: ["不要隐藏状态栏。", "用户忘记了密码。"]),
        avoid: Cue(.anywhere, ["盡可能不要", "尽可能不要", "盡量不要", "尽量不要", "最好不要", "盡量避免", "尽量避免",
                               "最好避免", "不建議", "不建议", "不推薦", "不推荐", "尽量别", "盡量別"],
                   triggers: ["开发者尽量不要修改返回按钮的文字。", "盡量不要隱藏狀態欄。", "不建议在标签栏中放置超过五个标签。",
                              "工具栏上最好避免出现长文字。"],
                   nonTriggers: ["使用图标可以避免文字挤在一起。", "确保按钮之间有足够的间距。"]),
        avoidStart: Cue(.clauseStart, ["避免", "應避免", "应避免"],
                        triggers: ["避免在标签栏里塞进五个以上的图标。", "就算屏幕很宽，也应当避免在工具栏上堆满按钮。"],
                        nonTriggers: ["使用图标可以避免文字挤在一起。", "这样能避免误触。"]),
        thinkTwice: Cue(.anywhere, ["三思", "慎重", "謹慎", "谨慎"],
                        triggers: ["关闭状态栏之前请慎重考虑。", "永久隱藏狀態欄之前要三思。"],
                        nonTriggers: ["隐藏状态栏。", "思考用户的需求。"]),
        consider: Cue(.clauseStart, ["考慮", "考虑", "可以考慮", "可以考虑"],
                      triggers: ["考虑在导航栏中放置分段控件。", "如果需要的话，可以考虑使用提示语。"],
                      nonTriggers: ["用户会考虑很多因素才做决定。", "放置分段控件。"]),
        hedge: Cue(.anywhere, ["非常有用", "很有用", "是有用的", "會很有用", "如果合适", "如果合適", "在合适的情况下", "不妨",
                               "如有需要", "如有必要", "必要时可以", "必要時可以", "需要时可以", "需要時可以"],
                   triggers: ["结果能按类别分开时，范围栏会很有用。", "如果合适，在标题下方显示副标题。",
                              "如有需要，在导航栏右侧放一个添加按钮。"],
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
                                "在用户编辑列表的时候展示完成按钮。", "保證標籤的文字簡短易懂。"],
                     nonTriggers: ["标签栏位于应用窗口的底部。", "为了方便用户，工具栏是半透明的。", "状态栏展示了设备的重要信息。"]),
        normative: Cue(.anywhere, ["有必要", "必須", "必须", "應該", "应该", "應當", "应当", "非常重要", "需要", "很關鍵", "很关键"],
                       triggers: ["工具栏按钮应该反映当前页面的内容。", "根據語義來使用按鈕是很關鍵的。"],
                       nonTriggers: ["导航栏标题变成当前层级的标题。"]),
        pointer: Cue(.start, ["想要了解", "想了解", "要了解", "了解更多", "更多详情", "更多詳情", "詳情請", "详情请",
                              "请参阅", "請參閱", "请参考", "請參考", "请查看", "請查看", "参看", "參看", "参见", "參見", "请参看", "請參看"],
                     triggers: ["想了解搜索栏的接口，请查看 UISearchBar 文档。", "請參閱 UIToolbar 的類別說明。"],
                     nonTriggers: ["使用标签栏，详情请参考下文。", "了解用户的需求很重要。"]),
        permissive: Cue(.anywhere, ["你也可以", "你还可以", "你還可以", "也可以使用", "还可以使用", "還可以使用"],
                        triggers: ["你还可以在导航栏右侧放一个分享按钮。", "必要時你還可以給標籤加上徽章。"],
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
        subordinateEnds: "时時后後下",
        blockers: ["别人", "別人", "别的", "別的", "为了", "為了", "将来", "將來", "要是", "放心", "给予", "給予", "使用者", "选择器", "選擇器"])

    static let clauseBreaks: [UInt32] = Array("，；：,;:—".unicodeScalars.map(\.value))

    static func signature(_ v: UInt32) -> Bool { Ch.isHan(v) }

    /// zh-Hant when the text has Traditional-only characters (at least as many as Simplified-only ones).
    static func variant(_ sample: Scalars) -> Lang {
        var trad = 0, simp = 0
        for c in sample {
            if traditionalOnly.contains(c.value) { trad += 1 } else if simplifiedOnly.contains(c.value) { simp += 1 }
        }
        return trad > 0 && trad >= simp ? .zhHant : .zhHans
    }

    /// Characters that exist only in Traditional Chinese (their Simplified forms differ), and the reverse.
    static let traditionalOnly: Set<UInt32> = Set(
        "們這個為與欄標導說實設計時來對會過還說們們經讓從點麼現當種進頭發發應關開樣無長問間網頁體義變權區圖處見車門書東業幾條調認覽務動軟檔選擇顯屬樣據離開網絡電視聽鍵盤陰陽".unicodeScalars
            .map(\.value))
    static let simplifiedOnly: Set<UInt32> = Set(
        "们这个为与栏标导说实设计时来对会过还经让从点么现当种进头发应关开样无长问间网页体义变权区图处见车门书东业几条调认览务动软档选择显属据离络电视听键盘阴阳".unicodeScalars
            .map(\.value))

    static let stopWords: [String] = [
        "一个", "上", "与", "个", "中", "为", "之", "也", "了", "于", "些", "什么", "从", "他", "他们", "以", "以及", "但是", "你",
        "你们", "其", "又", "及", "可以", "向", "吗", "吧", "呀", "呢", "和", "啊", "嘛", "因为", "在", "地", "她", "如何", "如果",
        "它", "它们", "对", "就", "并", "并且", "应当", "应该", "很", "得", "怎么", "怎样", "我", "我们", "或", "或者", "所以", "时",
        "时候", "是", "是不是", "的", "着", "给", "而", "而且", "能不能", "被", "要不要", "该", "请", "过", "还", "这", "这个", "这些", "那", "那个", "那些", "都",
        "里",
    ]

    static let exampleSection = (heading: "标签栏", definition: "标签栏让用户在应用的几个主要部分之间切换。",
                                 guidelinesHeading: "使用指南")

    /// Chinese marks no instruction in a word's form: its clause cues (`profile`) decide.
    static func morphologyLead(_ s: Scalars) -> Lead? { nil }
}
