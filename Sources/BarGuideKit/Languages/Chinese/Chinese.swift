// Chinese, both scripts: instructions known by structure (a verb at a clause's start, after its
// openers or a leading locative phrase), Han as its signature, the script told by its characters.

enum Chinese: LanguageModule {
    static let family = "zh"
    static let langs: [Lang] = [.zhHans, .zhHant]

    static let profile = LanguageProfile(
        name: family,
        editorial: Cue(.start, ["这篇是", "這篇是", "本篇", "这份笔记", "這份筆記", "文／", "文/", "更新记录", "更新紀錄", "更新日志", "更新日誌", "修订记录", "修訂記錄", "修訂紀錄", "修订纪录",
                                "变更记录", "變更記錄", "變更紀錄", "版本记录", "版本記錄", "版本紀錄", "译者注", "譯者註", "译者按",
                                "译者的话", "譯者的話", "本文", "这篇文章", "這篇文章", "写在前面", "寫在前面", "前言",
                                "译注", "譯註", "譯注", "翻译说明", "翻譯說明", "本节", "本節", "本页", "本頁", "本章", "这页", "這頁", "此页", "此頁",
                                "最后更新", "最後更新", "更新于", "更新於", "适用范围", "適用範圍", "文档编号", "文檔編號", "版本号", "版本號",
                                "譯者按", "译者序", "譯者序", "本报告", "本報告",
                                "作者：", "作者:", "撰文：", "编写：", "編寫：", "整理：", "最后审阅", "最後審閱", "审阅：", "審閱：",
                                "这一章", "這一章", "这一节", "這一節",
                                "变更记录", "變更紀錄", "變更記錄", "修改记录", "修改紀錄", "版本记录", "版本紀錄",
                                "文档版本", "文檔版本", "版本：", "负责人：", "負責人：", "状态：", "狀態：", "文档状态", "文檔狀態", "维护人：", "維護人：", "维护：", "維護：", "最后修订", "最後修訂", "更新日期", "修订日期", "修訂日期",
                                "待定问题", "待定問題", "遗留问题", "遺留問題", "待讨论问题", "待討論問題",
                                "待讨论事项", "待討論事項", "待确认事项", "待確認事項", "未决事项", "未決事項", "撰写：", "撰寫：",
                                // an engineering proposal's sections about itself: why, what else, when
                                "动机", "動機", "考虑过的其他方案", "考慮過的其他方案", "考虑过的方案", "考慮過的方案",
                                "推行计划", "推行計畫", "推行計劃", "上线计划", "上線計畫", "上線計劃"],
                       triggers: ["這篇是我給新同事整理的筆記。", "本篇整理自上週的設計分享。", "文／小陈｜2024 年 6 月", "更新记录：三月补充了范围栏一节。", "写在前面：这是我学习界面规范时的笔记。", "本文是我的学习笔记。",
                                  "譯註：原文在這裡用的是舊版的術語。", "本节根据 iOS 7 版本的文档翻译。", "最後更新於 2015 年 3 月。",
                                  "本报告汇总了第三轮测试发现的问题。", "本報告由設計組整理。",
                                  "作者：王小明（设计师）", "最后审阅：2024 年 5 月，设计组。", "编写：设计组　审阅：架构组",
                                  "這一章介紹幾種系統列，動手之前先讀一遍。", "變更紀錄", "修改记录：补充了范围栏。",
                                  "動機", "2. 考虑过的其他方案", "推行計畫：先在設定頁試行。",
                                  "文档版本：2.0　负责人：设计组", "更新日期：2025-01-08", "負責人：李四（設計）",
                                  "維護：平台設計組", "最后修订：2025-06-02，补充了标签栏一节", "待討論事項",
                                  "撰寫：產品經理王小明｜最後修訂：2024-05-01"],
                       nonTriggers: ["更新标签上的徽章数字。", "本地化时注意按钮的宽度。", "本来就有的按钮不要删掉。"]),
        dont: Cue(.anywhere, ["不应", "不應", "不能", "不得", "不可以", "千万不要", "千萬不要", "切勿", "禁止", "请勿", "請勿",
                              "绝不要", "絕不要", "决不要", "決不要", "不要", "不宜", "不该", "不該", "不允许", "不允許",
                              "可别", "可別", "千万别", "千萬別", "严禁", "嚴禁", "不许", "不許", "切忌",
                              // "then don't", after a condition ("用了系统图标，就别…", "名字太长就别放")
                              "就别", "就別"],
                  triggers: ["开发者不应随意更改标签的顺序。", "标签栏里不能放操作按钮。", "导航栏的标题不得超过一行。",
                             "请不要在工具栏中放置太多按钮。", "搜索栏中禁止显示广告。", "你的应用千万不要隐藏状态栏。",
                             "工具栏上的按钮不宜太多。", "標籤的名稱不該超過四個字。", "范围栏里不允许出现图标。",
                             "可別在範圍欄裡放太多選項。", "就算有空位，也千万别塞满按钮。",
                             "严禁在标签栏中放置广告。", "切忌把範圍欄做成下拉選單。",
                             "选了系统图标，就别再改它的含义。", "標題太長就別放在導覽列上。"],
                  nonTriggers: ["使用工具栏来放置常用指令。", "用户不需要隐藏它。", "状态栏显示时间和电量。"]),
        dontStart: Cue(.clauseStart, ["別", "别", "勿"],
                       triggers: ["別在標籤欄中放置操作按鈕。", "即使空间足够，也别放太多按钮。", "勿在状态栏上叠加内容。"],
                       nonTriggers: ["别人的应用也这样做。", "使用系统按钮。"]),
        encouragement: Cue(.anywhere, ["不要犹豫", "不要猶豫", "不要害怕", "不要怕", "别怕", "別怕", "不要忘记", "不要忘記",
                                       "别忘了", "別忘了", "不用担心", "不用擔心",
                                       // "have to": a double negation, no prohibition
                                       "不得不", "不能不", "别小看", "別小看", "不要小看"],
                           triggers: ["不要犹豫，尽管使用系统图标。", "别忘了给每个标签配上文字。", "不用担心，系统会自动调整高度。",
                                      "如果不得不隐藏状态栏，请提供让它重新出现的方式。", "標籤太多時，不得不把一部分收進列表。",
                                      "别小看状态栏的颜色。"],
                           nonTriggers: ["不要隐藏状态栏。", "用户忘记了密码。"]),
        avoid: Cue(.anywhere, ["盡可能不要", "尽可能不要", "盡量不要", "尽量不要", "最好不要", "盡量避免", "尽量避免",
                               "最好避免", "不建議", "不建议", "不推薦", "不推荐", "尽量别", "盡量別", "尽量少用", "盡量少用", "尽可能少用", "盡可能少用", "最好别", "最好別", "不是一个好", "不是一個好",
                               "不是好主意", "不可取", "得不偿失", "得不償失",
                               // "it is recommended not to": softer than a prohibition
                               "建议避免", "建議避免", "建议不要", "建議不要", "不太建议", "不太建議", "不太推荐", "不太推薦",
                               "一般不要", "通常不要", "一般别", "一般別", "通常别", "通常別", "一般不需要", "通常不需要", "一般不必", "通常不必", "一般不宜", "通常不宜",
                               "应避免", "應避免", "应该避免", "應該避免", "应当避免", "應當避免",
                               // "please avoid": a request to avoid is avoid
                               "请避免", "請避免", "请尽量避免", "請盡量避免"],
                   triggers: ["开发者尽量不要修改返回按钮的文字。", "返回按钮的文字一般别改。", "設定頁通常別放工具列。", "盡量不要隱藏狀態欄。", "不建议在标签栏中放置超过五个标签。",
                              "工具栏上最好避免出现长文字。", "范围栏的按钮标题应避免使用长句。", "導覽列的按鈕應該避免堆疊。", "尽量少用文字按钮。",
                              "工具列上盡可能少用彩色圖示。", "工具栏最好别放超过五个按钮。",
                              "把搜索栏藏起来并不是一个好做法。", "自訂返回按鈕往往得不償失。",
                              "建議不要在標籤欄中使用紅色。", "不太建议在工具栏里放文字按钮。", "工具列按鈕請避免使用彩色插圖。", "请避免在导航栏里放太多按钮。", "设置页面通常不需要工具栏。", "一般不要在狀態列上放互動元素。"],
                   nonTriggers: ["使用图标可以避免文字挤在一起。", "确保按钮之间有足够的间距。"]),
        avoidStart: Cue(.clauseStart, ["避免", "應避免", "应避免", "不必", "无需", "無需", "没有必要", "沒有必要"],
                        triggers: ["避免在标签栏里塞进五个以上的图标。", "就算屏幕很宽，也应当避免在工具栏上堆满按钮。",
                                   "不必在导航栏中重复显示应用的名称。", "內容很少時，你無需顯示工具列。"],
                        nonTriggers: ["使用图标可以避免文字挤在一起。", "这样能避免误触。", "用户无需离开当前页面。"]),
        thinkTwice: Cue(.anywhere, ["三思", "慎重", "謹慎", "谨慎", "慎用"],
                        triggers: ["关闭状态栏之前请慎重考虑。", "永久隱藏狀態欄之前要三思。", "慎用自定义的返回按钮。",
                                   "在導覽列中慎用大面積的品牌色。"],
                        nonTriggers: ["隐藏状态栏。", "思考用户的需求。"]),
        consider: Cue(.clauseStart, ["考慮", "考虑", "可以考慮", "可以考虑", "建议考虑", "建議考慮", "可考虑", "可考慮"],
                      triggers: ["考虑在导航栏中放置分段控件。", "如果需要的话，可以考虑使用提示语。", "建议考虑在搜索栏中加入语音输入。",
                                 "列表很長時，建議考慮加上搜尋列。", "可考慮在導覽列中顯示搜尋列。"],
                      nonTriggers: ["用户会考虑很多因素才做决定。", "放置分段控件。"]),
        hedge: Cue(.anywhere, ["非常有用", "很有用", "是有用的", "會很有用", "如果合适", "如果合適", "在合适的情况下", "不妨",
                               "如有需要", "如有必要", "必要时可以", "必要時可以", "需要时可以", "需要時可以",
                               "必要时", "必要時", "必要的时候", "必要的時候", "如果需要，", "如果需要的话", "如果需要的話",
                               "有需要的话", "有需要的話", "如果你愿意", "如果你願意", "视情况", "視情況", "在合适的", "在合適的",
                               "不错的选择", "不錯的選擇", "好主意", "不失为", "不失為", "也可以", "酌情",
                               // after the clause's subject ("这两个页面可以考虑改用大标题")
                               "可以考虑", "可以考慮", "可考虑", "可考慮"],
                   triggers: ["结果能按类别分开时，范围栏会很有用。", "如果合适，在标题下方显示副标题。",
                              "如有需要，在导航栏右侧放一个添加按钮。", "必要时，暂时收起导航栏。",
                              "視情況在工具列上加一個分享按鈕。", "给标签加上徽章是一个不错的选择。",
                              "导航栏的标题也可以省略。", "如果你願意，也可以換一種底色。", "可酌情在导航栏右侧加一个按钮。"],
                   nonTriggers: ["使用范围栏。", "显示网络活动指示器。", "如果需要输入文字，请显示键盘。", "导航栏可以包含分段控件。"]),
        soft: Cue(.clauseStart, ["可以", "可能會", "可能会", "也可以", "還可以", "还可以", "如果合適", "如果合适", "不妨",
                                 "可使用", "可採用", "可采用", "可選擇", "可选择", "或许可以", "或許可以", "也许可以", "也許可以"],
                  triggers: ["你可以用标签栏切换视图。", "如果需要展示更多项目，可以使用图标。", "你可能會在浮出層中使用標籤欄。",
                            "或许可以把搜索栏放进导航栏。", "空間不夠時，也許可以改用圖示。"],
                  nonTriggers: ["导航栏可以隐藏。", "使用图标。"]),
        doVerbs: Cue(.clauseStart, ["要確保", "要确保", "確保", "确保", "保證", "保证", "確定", "确定", "務必", "务必", "請", "请",
                                    "使用", "將", "将", "把", "根據", "根据", "選擇", "选择", "顯示", "显示", "展示", "提供",
                                    "定制", "保持", "盡量", "尽量", "放置", "放", "为", "為", "讓", "让", "給", "给",
                                    "設計", "设计", "加入", "添加", "隱藏", "隐藏", "留出", "限制", "遵循", "采用", "採用", "要",
                                    "建議", "建议", "推薦", "推荐", "最好使用", "最好",
                                    // "it is necessary to …", opening its clause: an instruction to the reader
                                    "有必要", "必须", "必須",
                                    // a general lexicon of what guides tell a designer to do
                                    "用", "调整", "調整", "选用", "選用", "遵守", "替换", "替換", "标注", "標注", "標註",
                                    "设置", "設置", "设定", "設定", "设为", "設為", "改用", "保留", "检查", "檢查", "记得", "記得",
                                    "区分", "區分", "统一", "統一", "移除", "删除", "刪除", "减少", "減少", "突出", "标明", "標明",
                                    "写上", "寫上", "写明", "寫明", "配上", "加上", "附上", "优先", "優先", "尝试", "嘗試", "注意",
                                    "支持", "支援", "告诉", "告訴", "避开", "避開", "恢复", "恢復", "建立", "创建", "創建",
                                    "打开", "打開", "开启", "開啟", "关闭", "關閉", "切换", "切換", "对齐", "對齊", "合并", "合併",
                                    "缩短", "縮短", "省略", "简化", "簡化", "预留", "預留", "确认", "確認", "修改", "更换", "更換",
                                    "换成", "換成", "搭配", "移到", "放到", "移动", "移動", "固定", "启用", "啟用", "禁用", "停用",
                                    "分组", "分組", "排列", "安排", "记住", "記住", "切记", "切記", "列出", "列舉", "列举",
                                    "更新", "刷新", "说明", "說明", "描述", "写", "寫", "告知", "引导", "引導", "控制", "插入",
                                    "准备", "準備", "说清楚", "說清楚", "讲清楚", "講清楚", "写清楚", "寫清楚",
                                    // a checklist's limit ("不超过五个标签")
                                    "不超过", "不超過"],
                     triggers: ["选择与内容相配的状态栏样式。", "在工具栏里放置最常用的指令。", "为你的应用选择合适的颜色。",
                                "建议使用系统提供的图标。",
                                "在用户编辑列表的时候展示完成按钮。", "保證標籤的文字簡短易懂。",
                                "用简短的名词给每个标签命名。", "在導覽列中，用文字按鈕表示主要操作。",
                                "调整搜索栏的高度，让它和列表对齐。", "橫向擺放時，調整工具列按鈕的間距。",
                                "选用一种与应用风格一致的状态栏样式。", "設計師應選用系統的圖示。",
                                "遵守平台对按钮尺寸的约定。", "自訂圖示時，遵守系統的線條粗細。",
                                "替换图标时，保持原有的含义。", "替換預設的返回按鈕前，先確認使用者能看懂。",
                                "标注每个标签的含义。", "開發者需要標註按鈕的用途。",
                                "你的应用要设置合适的状态栏样式。", "開發人員務必設定標籤的徽章。",
                                "检查每个按钮在深色模式下的效果。", "發布之前，記得檢查狀態欄的顏色。",
                                "只在需要时显示范围栏。", "立即隐藏搜索栏的键盘。", "始終保持導航欄可見。",
                                "撤销操作之后，恢复工具栏原来的按钮。", "離開編輯模式時，恢復導覽列的標題。",
                                "缩短导航栏的标题，让返回按钮有地方显示。", "標題太長時，縮短它或改用圖示。",
                                "禁用当前不能执行的工具栏按钮。", "沒有內容可分享時，停用分享按鈕。",
                                "记住：每个标签都对应一个功能区。", "切記，返回按鈕要指向上一頁。",
                                "在设计标签栏之前，先列出应用的几个主要功能。", "列出工具列上每個按鈕的用途。",
                                "顯示搜尋結果後，及時更新範圍欄上的計數。", "切換帳號時，刷新標籤上的徽章。"],
                     nonTriggers: ["标签栏位于应用窗口的底部。", "为了方便用户，工具栏是半透明的。", "状态栏展示了设备的重要信息。",
                                   "用户点按标签时，标签栏高亮它。", "使用者可以在搜尋欄中輸入文字。", "用于导航的按钮放在左侧。",
                                   "设计师们常常讨论工具栏的颜色。", "导航栏的标题也显示在返回按钮里。",
                                   "同时显示的标签最多五个。", "搜索栏接收文字，用以作为关键字。",
                                   "设置页面的工具栏通常只有一两个按钮。", "有關樣式的程式介面，請參考 UIApplication。"]),
        normative: Cue(.anywhere, ["有必要", "必須", "必须", "應該", "应该", "應當", "应当", "非常重要", "需要", "很關鍵", "很关键",
                                   "都要", "也要", "一定要", "务必", "務必", "最合适", "最合適", "最理想", "为宜", "為宜", "控制在", "控製在",
                                   // 应 before a common verb, after the clause's subject ("样式应保持一致")
                                   "应保持", "應保持", "应使用", "應使用", "应确保", "應確保", "应提供", "應提供", "应显示", "應顯示",
                                   "应尽量", "應盡量", "应尽可能", "應盡可能", "应与", "應與", "应放在", "應放在",
                                   "要留出", "要保持", "要与", "要與", "要确保", "要確保",
                                   // 最好 + a verb ("had better"), and the style predicates guides ask for with 要/应
                                   "最好只", "最好在", "最好用", "最好放", "最好保持", "最好能", "最好与", "最好與", "最好和",
                                   "要简短", "要簡短", "要简洁", "要簡潔", "要清楚", "要清晰", "要一致", "应简短", "應簡短",
                                   "应简洁", "應簡潔", "应清楚", "應清楚", "应清晰", "應清晰", "应一致", "應一致",
                                   // what is enough ("一两个词就够了", "只留「完成」就好"): a requirement's measure
                                   "就够了", "就夠了", "就足够了", "就足夠了", "就好", "就行了", "就可以了",
                                   // a spec's rule of thumb ("以三到五個為原則")
                                   "为原则", "為原則", "要配合", "应配合", "應配合",
                                   // "use it wherever you can" ("系统图标能用就用", "能用系統按鈕的地方就用系統按鈕")
                                   "能用就用", "的地方就用", "的地方都用",
                                   // "by preference", "uniformly", before the verb after the clause's topic
                                   "优先用", "優先用", "优先使用", "優先使用", "优先选用", "優先選用",
                                   "统一放在", "統一放在", "统一用", "統一用", "统一使用", "統一使用",
                                   // "must follow" ("文字颜色要跟着背景走")
                                   "要跟着", "要跟著", "应跟随", "應跟隨"],
                       triggers: ["工具列的按鈕以三到五個為原則。", "文字的顏色要配合背景。", "工具栏按钮应该反映当前页面的内容。", "標籤標題一兩個詞就夠了。", "右上角只留一個按鈕就好。",
                                  "范围栏有三四个选项就可以了。", "根據語義來使用按鈕是很關鍵的。", "每个标签都要配上文字。",
                                  "标签以四到五个为宜。", "導覽列標題以不超過八個字為宜。", "按钮数量控制在五个以内。",
                                  "分段控制在四个以内。",
                                  "橫向時，導覽列的標題也要清楚可讀。", "所有頁面的導覽列樣式應保持一致。",
                                  "标签栏的图标应与文字的颜色一致。", "工具列的按鈕之間要留出足夠的間距。", "範圍欄最好只在搜尋時出現。",
                                  "工具栏按钮的图标要简洁明了。",
                                  "系统自带的分享图标能用就用。", "能用系統按鈕的地方就用系統按鈕。",
                                  "标签的图标优先用系统提供的。", "導覽列右側的按鈕優先使用文字。",
                                  "编辑类的按钮统一放在右上角。", "所有頁面的返回按鈕統一用系統樣式。",
                                  "状态栏的文字颜色要跟着背景走。", "搜尋列的顏色要跟著導覽列。"],
                       nonTriggers: ["导航栏标题变成当前层级的标题。"]),
        pointer: Cue(.start, ["想要了解", "想了解", "要了解", "了解更多", "更多详情", "更多詳情", "詳情請", "详情请",
                              "请参阅", "請參閱", "请参考", "請參考", "请查看", "請查看", "参看", "參看", "参见", "參見", "请参看", "請參看",
                              "想要瞭解", "想瞭解", "要瞭解", "如需了解", "如需瞭解", "若想了解", "若想瞭解", "若要了解", "若要瞭解",
                              "详见", "詳見", "请见", "請見", "请查阅", "請查閱", "关于实现", "關於實作", "有关实现", "有關實作"],
                     triggers: ["想了解搜索栏的接口，请查看 UISearchBar 文档。", "請參閱 UIToolbar 的類別說明。",
                                "如需了解 API，请查阅 UIBarButtonItem 的文档。", "關於實作細節，請見 UITabBarController 文件。",
                                "若想瞭解程式介面，請參考 UISearchBar。"],
                     nonTriggers: ["使用标签栏，详情请参考下文。", "了解用户的需求很重要。"]),
        // what is also available ("你还可以…": in addition, you can), or what code can also do: not
        // advice; "你也可以" (you may as well) alone is a suggestion
        permissive: Cue(.anywhere, ["你还可以", "你還可以", "还可以使用", "還可以使用",
                                    "也可以在代码", "也可以在代碼", "也可以在程式碼", "还可以在代码", "還可以在代碼", "還可以在程式碼",
                                    "也可以通过代码", "也可以通過代碼", "也可以通过编程", "以编程方式", "以编程的方式", "以程式設計方式",
                                    "以程式方式"],
                        triggers: ["你也可以在代码中修改导航栏的颜色。", "狀態列也可以以程式設計方式隱藏。",
                                   "工具栏的按钮也可以通过代码逐个添加。", "你还可以给标签换上系统提供的图标。",
                                   "除了這些按鈕，你還可以使用系統的分享按鈕。"],
                        nonTriggers: ["你可以使用系统提供的按钮。", "你也可以在工具栏中放一个分享按钮。", "也可以使用系统的图标。"]),
        behaviorVerb: Cue(.anywhere, ["位于", "位於", "始终", "始終", "总是", "總是", "出现在", "出現在", "固定在"],
                          triggers: ["标签栏位于应用窗口的底部。", "工具欄總是出現在屏幕底部。"],
                          nonTriggers: ["标签栏让用户切换视图。", "把工具栏放在屏幕底部。"]),
        statementStart: Cue(.start, ["是半透明的", "是透明的", "始终出现", "始終出現", "总是出现", "總是出現", "通常位于", "通常位於"],
                            triggers: ["是半透明的", "始终出现在窗口最下方"], nonTriggers: ["始终把标签栏放在底部。"]),
        definitionVerb: Cue(.anywhere, ["可以用來", "可以用来", "用來", "用来", "用於", "用于", "允許用戶", "允许用户", "讓用戶",
                                        "让用户", "能夠實現", "能够实现", "使用戶", "使用户", "讓使用者", "让使用者", "允許使用者",
                                        "允许使用者", "使使用者", "帮助用户", "幫助用戶", "幫助使用者", "的作用是", "的用途是",
                                        "作用在于", "作用在於", "是一个", "是一個", "是一条", "是一條", "是一组", "是一組", "是一种",
                                        "是一種", "是一块", "是一塊", "是一排", "就是", "是指", "指的是", "任务是", "任務是", "负责在", "負責在",
                                        "的一个", "的一個", "的一排", "的一组", "的一組", "的一种", "的一種", "的一条", "的一條"],
                            triggers: ["標籤欄允許用戶在不同視圖間切換。", "导航栏的任务是告诉用户现在在哪。", "標籤列負責在幾個主要區塊之間切換。", "导航栏能够实现在不同层级间的导航。",
                                       "搜尋列讓使用者在大量內容中找到想要的項目", "范围栏的作用是缩小搜索结果的范围",
                                       "工具列是一條放著操作按鈕的橫條", "搜索栏就是那个带放大镜的输入框",
                                       "范围栏是搜索时出现在搜索栏下方的一排分段按钮"],
                            nonTriggers: ["标签栏位于应用窗口的底部。", "导航栏是半透明的。", "标签栏是一直可见的。"]),
        alternatives: Cue(.anywhere, ["一些方法", "以下方法", "几种方法", "幾種方法", "一些方式", "几种方式", "幾種方式", "以下方式"],
                          triggers: ["以下有一些方法可以让内容不透过状态栏显示：", "你可以用幾種方式做到這一點："],
                          nonTriggers: ["导航栏：", "当用户进入下一级页面时，工具栏会有以下变化："]),
        caption: Cue(.numbered, ["表格 ", "表格", "表 ", "图 ", "圖 ", "图", "圖", "图片 ", "圖片 ", "截图", "截圖",
                                 "示意图 ", "示意圖 ", "示意图", "示意圖", "配图", "配圖"],
                     triggers: ["表格 41-1 工具栏标准按钮", "图 3 标签栏", "圖 3 標籤欄", "示意圖 2：設定頁的導覽列", "示意图 1 标签栏"],
                     nonTriggers: ["图标应当简洁。", "表示当前状态。"]),
        tipLabel: Cue(.label, ["提示", "小提示", "小贴士", "小貼士", "注意", "请注意", "請注意", "注", "注释", "註釋", "说明", "說明",
                              "要点", "要點", "备注", "備註", "附注", "附註", "划重点", "劃重點", "敲黑板"],
                      triggers: ["提示", "提示：用图标代替文字。", "注意：隐藏后要能找回来。", "备注：横屏时标签栏会变矮。",
                                 "備註：iPad 版另行討論。", "划重点：返回按钮别乱改。", "敲黑板：标签最多五个。"],
                      nonTriggers: ["提示语是一句短句。", "注意用户的习惯。"]),
        importantLabel: Cue(.label, ["重要", "警告"], triggers: ["重要", "重要：不要删除标签。"],
                            nonTriggers: ["重要的信息放在顶部。"]),
        apiNoteLabel: Cue(.label, ["api 注释", "api 註釋", "api注释", "api註釋", "api 注解", "api 說明", "api 说明",
                                   "开发者注", "開發者註", "开发提示", "開發提示", "开发备注", "開發備註",
                                   "开发参考", "開發參考", "开发说明", "開發說明", "开发同学", "開發同學", "开发者", "開發者",
                                   "给开发", "給開發", "开发注意", "開發注意", "开发须知", "開發須知", "技术备注", "技術備註",
                                   "程式面", "程式方面", "代码层面", "代碼層面", "代码方面", "代碼方面", "技术面", "技術面", "给工程", "給工程", "工程备注", "工程備註", "实现说明", "實作說明"],
                          triggers: ["API 注释", "API 註釋", "开发提示：状态栏样式在代码里设置。", "開發者註：用 UITabBar 建立。",
                                     "开发参考：标签栏用 UITabBarController 管理。", "开发同学：工具栏按钮放在 toolbarItems 里。",
                                     "開發說明：搜尋列用 UISearchController 建立。", "开发注意：标签栏的图标在 tabBarItem 里设置。",
                                     "程式面：工具列的按鈕放在 toolbarItems。", "代码层面：标签栏由 UITabBarController 管理。", "給工程：工具列項目設在 toolbarItems。",
                                     "给开发：状态栏样式由 preferredStatusBarStyle 返回。"],
                          nonTriggers: ["API 很多。", "开发者可以隐藏状态栏。", "开发参考资料很多。"]),
        referenceMarker: Cue(.anywhere, ["參看", "参看", "查看", "參考", "参考", "參閱", "参阅", "查阅", "查閱", "详见", "詳見"],
                             triggers: ["详情可参考 UITabBar。", "可查看表格 33-1。"], nonTriggers: ["使用标签栏组织信息。"]),
        purposeLabel: Cue(.label, ["用途", "目的", "术语和定义", "術語和定義", "术语", "術語", "名词解释", "名詞解釋"],
                          triggers: ["用途：导航", "目的", "术语和定义"], nonTriggers: ["目的地"]),
        behaviorHeading: Cue(.anywhere, ["外觀和行為", "外观和行为", "外觀與行為", "外观与行为"],
                             triggers: ["外觀和行為", "外观与行为"], nonTriggers: ["使用指南"]),
        propertiesIntro: Cue(.anywhere, ["以下特点", "以下特點", "以下特征", "以下特徵", "以下部分", "下列部分", "由以下", "由下列",
                                         "包含以下", "包含下列", "包括以下", "包括下列", "具有以下", "具有下列", "以下元素", "下列元素"],
                             triggers: ["标签栏具有以下特点：", "導覽列通常由以下部分組成：", "搜尋列預設包含下列元素："],
                             nonTriggers: ["请按以下步骤操作：", "有几种方法可以避免这种情况："]),
        developerHeading: Cue(.start, ["开发者须知", "開發者須知", "给开发者", "給開發者", "开发者注意", "開發者注意", "开发实现", "開發實作",
                                       "程序实现", "程式實作", "代码实现", "程式碼實作", "开发者参考", "開發者參考"],
                              triggers: ["给开发者", "開發者須知", "代码实现"],
                              nonTriggers: ["使用指南", "开发者经常隐藏状态栏。"]),
        guidelineHeading: Cue(.anywhere, ["使用指南", "使用指引", "使用準則", "使用准则", "规则", "規則",
                                          "注意事项", "注意事項", "最佳实践", "最佳實踐", "设计建议", "設計建議",
                                          "验收标准", "驗收標準", "验收条件", "驗收條件"],
                              triggers: ["使用指南", "使用準則", "規則", "注意事项", "最佳实践", "验收标准：", "驗收條件"],
                              nonTriggers: ["外觀和行為", "用途"]),
        catalogMarker: Cue(.start, ["实现。", "實現。", "配置。"], triggers: ["实现。", "配置。在 Interface Builder 中配置导航栏。"],
                           nonTriggers: ["实现导航。", "配置"]),
        buttonWord: Cue(.anywhere, ["按鈕", "按钮", "標簽", "標籤", "标签"], triggers: ["“更多”标签", "編輯按鈕"],
                        nonTriggers: ["导航栏"]),
        systemMarker: Cue(.anywhere, ["系統提供", "系统提供"], triggers: ["系统提供的编辑按钮"], nonTriggers: ["自定义按钮"]),
        exampleMarker: Cue(.anywhere, ["比如", "例如", "諸如", "诸如", "像是"],
                           triggers: ["系统标签，比如“收藏”和“最近”", "例如“完成”按钮"], nonTriggers: ["“完成”按钮"]),
        systemButton: Cue(.anywhere, ["系统按钮", "系統按鈕", "系统图标", "系統圖示", "系統圖標", "标准按钮", "標準按鈕",
                                      "系统提供的按钮", "系統提供的按鈕", "系统提供的图标", "系統提供的圖示",
                                      "系统自带的图标", "系统自带的按钮", "系統內建的圖示", "系統內建的按鈕", "系统的图标", "系統的圖示"],
                          triggers: ["切勿改变系统按钮的含义。", "请优先使用系統圖示。"], nonTriggers: ["工具栏上的按钮"]),
        finding: Cue(.start, ["我们发现", "我們發現", "测试发现", "測試發現", "走查发现", "評審發現", "评审发现",
                              "目前", "现在", "現在", "当前版本", "當前版本", "在当前版本", "在當前版本", "用户反馈", "用戶反饋"],
                     triggers: ["我们发现标签栏在滚动时消失。今后请保持它可见。", "测试发现标题被截断。",
                                "目前工具栏上有七个按钮。请精简到五个。", "当前版本的搜索栏会随列表滚走。"],
                     nonTriggers: ["发现页的标签栏"]),
        selfReference: Cue(.anywhere, ["本文档", "本文檔", "本文件", "这份文档", "這份文件", "本邮件", "本郵件", "这封邮件", "這封郵件",
                                       "本指南", "本規範", "本规范", "本纪要", "本紀要", "本次评审", "本次評審", "本次会议", "本次會議",
                                       "以上各点", "以上各點",
                                       // 有问题找谁：作者的联系方式
                                       "私信我", "直接找我", "来找我", "來找我", "有疑问请", "有疑問請", "有疑问直接", "有疑問直接",
                                       "评论区", "評論區", "有疑问在", "有疑問在", "有问题请", "有問題請", "有问题可以", "有問題可以",
                                       "有疑问可以", "有疑問可以",
                                       // a talk's own slides and its speaker, a revision stamp inside a line
                                       "这份简报", "這份簡報", "本简报", "本簡報", "这份投影片", "這份投影片", "本次分享",
                                       "主讲：", "主講：", "最后修订：", "最後修訂：",
                                       // an article's greeting and sign-off
                                       "大家好", "今天就聊到", "就聊到这", "就聊到這", "欢迎留言", "歡迎留言", "感谢阅读", "感謝閱讀",
                                       "下期见", "下期見",
                                       // 接下来：下次评审、另行讨论
                                       "下次评审", "下次評審", "另行讨论", "另行討論", "下次会议", "下次會議", "下节课", "下節課"],
                           triggers: ["如有与本文档冲突之处，以官方规范为准。", "这封邮件里的意见请在下个版本前处理。",
                                      "本次评审覆盖了全部栏类组件。", "本紀要如有遺漏，請在群裡回覆。", "以上各点改完请在单上标记。",
                                      "有疑问请在设计群里提出。", "有疑問在 #design 頻道裡問。", "有问题请直接在群里说。", "有问题可以找设计组的同学。", "哪條規則不清楚，直接找我。", "看不懂的地方可以私信我。", "有疑問直接在頻道裡問。", "欢迎在评论区留言。",
                                      "大家好，我是小林，做了五年设计。", "大家好，這期聊聊我們的設計規範。", "好了，今天就聊到这里。",
                                      "有什么想法欢迎留言。", "感謝閱讀，我們下期見。",
                                      "下次评审定在下周三。", "配色方案另行讨论。", "下次會議再確認圖示。", "下节课讲弹窗和提示。"],
                           nonTriggers: ["文档页的工具栏只放两个按钮。", "邮件列表支持下拉刷新。"]),
        userStory: Cue(.start, ["作为", "作為", "身为", "身為"],
                       triggers: ["作为新用户，我希望底部的标签一眼就能看懂。", "作為編輯，我想要一個「完成」按鈕。",
                                  "身为管理员，我需要在导航栏里看到当前页面的名称。"],
                       nonTriggers: ["标签栏作为一级导航，固定在底部。", "把搜索栏放进导航栏。"]),
        storyWishes: ["我希望", "我想要", "我想", "我要", "我需要", "我期望", "我期待"],
        reportLabel: Cue(.label, ["复现步骤", "復現步驟", "重现步骤", "重現步驟", "操作步骤", "操作步驟", "实际结果", "實際結果",
                                  "实际表现", "實際表現", "实际情况", "實際情況"],
                         triggers: ["复现步骤：打开设置页，滚动到底部。", "實際結果：標籤列消失了。"],
                         nonTriggers: ["预期结果：标签栏保持可见。", "实际上，工具栏不需要。"]),
        requirementColumn: Cue(.label, ["要求", "规则", "規則", "规范", "規範", "检查项", "檢查項", "检查点", "檢查點", "检查", "檢查",
                                        "准则", "準則", "预期结果", "預期結果", "验收标准", "驗收標準"],
                               triggers: ["要求", "檢查項", "预期结果", "驗收標準："],
                               nonTriggers: ["按钮", "說明", "要求每个版本都不一样。", "规则很简单：短一点。"]),
        questionLabel: Cue(.label, ["问", "問", "提问", "提問"], triggers: ["问：状态栏可以隐藏吗？", "問：標籤列最多幾個標籤？"],
                           nonTriggers: ["问题很多。", "問題在於標籤太多。"]),
        answerLabel: Cue(.label, ["答", "回答", "答复", "答覆"], triggers: ["答：只在全屏播放时隐藏。", "答：最多五個。"],
                         nonTriggers: ["答案在下面。", "答應用戶的事要做到。"]),
        definitionQuestion: ["是什么", "是什麼", "是干什么的", "是幹什麼的", "是做什么的", "是做什麼的", "是干嘛的", "是幹嘛的",
                             "有什么用", "有什麼用", "什么是", "什麼是", "用来做什么", "用來做什麼", "是啥", "干什么用", "幹什麼用",
                             "是什么东西", "是什麼東西", "一句话", "一句話", "一句话说", "一句話說", "简单说", "簡單說"],
        // subjects, adverbs and modal verbs a clause may open with before its verb
        clauseOpeners: ["也", "还", "還", "就", "都", "而", "但", "你", "您", "我们", "我們", "千万千万", "千萬千萬",
                        "千万", "千萬", "应当", "應當", "应该", "應該", "一定要", "一般来说", "一般來說", "一般而言", "一般", "通常",
                        "尽可能地", "盡可能地", "尽可能", "盡可能", "然后", "然後", "另外", "此外",
                        "开发者", "開發者", "开发人员", "開發人員", "设计师", "設計師", "设计者", "設計者", "团队", "團隊", "开发团队", "開發團隊", "设计团队", "設計團隊",
                        "应用程序", "應用程序", "應用程式", "应用", "應用", "你的应用", "你的應用", "您的应用", "您的應用",
                        "我们的应用", "我們的應用", "那么", "那麼", "那", "必须", "必須", "只", "仅", "僅", "立即", "立刻", "及时", "及時",
                        "始终", "始終", "总是", "總是", "一律", "尽早", "盡早", "先",
                        "也许", "也許", "或许", "或許", "应", "應", "需要", "需", "须", "須",
                        // a side of the bar, then its verb ("左边放“取消”、右边放“完成”")
                        "左边", "左邊", "右边", "右邊", "左侧", "左側", "右侧", "右側", "左上角", "右上角",
                        // a limit, then its verb ("右上角最多放两个")
                        "最多", "至多", "最少", "至少"],
        locativeEnds: "时時候里裡中央上下后後内內外前方边邊侧側面端部处處",
        subordinateEnds: "时時候后後下",
        codeWords: ["代码", "代碼", "程式碼", "属性", "屬性", "方法", "重写", "覆写", "覆寫", "子类", "子類", "开发时", "開發時",
                    "实作", "實作", "配置", "指派", "赋值", "賦值", "实现上", "實現上", "实现时", "實現時",
                    "创建", "創建", "建立", "初始化", "赋给", "賦給", "指定给", "指定給"],
        blockers: [// a question's A-not-A form ("要不要隐藏") holds no negation
                   "要不要", "能不能", "可不可以", "该不该", "該不該", "会不会", "會不會", "需不需要", "用不用",
                   "别人", "別人", "别的", "別的", "为了", "為了", "将来", "將來", "要是", "放心", "给予", "給予", "使用者", "选择器", "選擇器",
                   "用户", "用戶", "用于", "用於", "用来", "用來", "用途", "用法", "用语", "用語",
                   "用以", "用处", "用處", "用意", "设置页", "設置頁", "设置界面", "設置介面", "设定页", "設定頁",
                   // "please see …" points elsewhere: no instruction about the bar
                   "请参考", "請參考", "请参阅", "請參閱", "请查看", "請查看", "请参看", "請參看", "请参见", "請參見",
                   "请见", "請見", "请查阅", "請查閱",
                   // "please note …" calls for attention: what follows it instructs
                   "请注意", "請注意", "请记住", "請記住", "请留意", "請留意"],
        requestOpeners: ["请", "請", "应该", "應該", "应当", "應當", "必须", "必須", "务必", "務必"], contrastNegations: ["而不要", "而不應", "而不应", "而不是", "而非"],
        conditionOpeners: ["如果", "若", "假如", "要是", "当", "當", "除非", "只要", "一旦", "即使", "如"],
        consequenceOpeners: ["就", "那就", "则", "則", "那么就", "那麼就"],
        attentionWords: ["注意", "记住", "記住", "提醒", "切记", "切記"],
        figureWords: ["幻灯片", "投影片", "配图", "配圖", "截图", "截圖", "图", "圖", "图片", "圖片", "示意图", "示意圖", "效果图", "效果圖", "设计稿", "設計稿"],
        searchWords: ["搜索", "搜尋", "搜寻"], tabWords: ["标签", "標籤", "分页", "分頁"], navigationWords: ["导航", "導覽", "導航"],
        versionWords: ["版本", "修订版", "修訂版"],
        placeAfter: ["下方", "下面", "下边", "下邊", "底下", "之下", "上方", "上面", "之上", "后方", "後方", "旁边", "旁邊",
                     "正下方", "正上方"],
        answerWords: ["是的", "不是", "对", "對", "没错", "沒錯"],
        barWords: ["各栏", "各欄", "系统栏", "系統欄", "这些栏", "這些欄", "各个栏", "各個欄"],
        everyBarWords: ["所有栏", "所有欄", "所有的栏", "所有的欄", "每个栏", "每個欄", "每一个栏", "每一個欄", "全部栏", "全部欄"], scopeWords: ["范围", "範圍"],
        modalityLabels: ["可选": .consider, "可選": .consider, "选做": .consider, "選做": .consider, "可以": .consider,
                         "建议": .do, "建議": .do, "推荐": .do, "推薦": .do, "必须": .do, "必須": .do, "必选": .do, "必選": .do,
                         "必修": .do, "要求": .do, "规则": .do, "規則": .do, "不推荐": .avoid, "不推薦": .avoid, "不建议": .avoid, "不建議": .avoid,
                         "禁止": .dont, "不允许": .dont, "不允許": .dont, "不可": .dont])

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

    static let countWords: (asks: [String], numbers: [String]) = (
        ["多少", "几个", "最多", "幾個", "几", "幾"], ["两", "兩", "二", "三", "四", "五", "六", "七", "八"])

    static let stopWords: [String] = [
        "一个", "上", "与", "个", "中", "为", "之", "也", "了", "于", "些", "什么", "从", "他", "他们", "以", "以及", "但是", "你",
        "你们", "其", "又", "及", "可以", "向", "吗", "吧", "呀", "呢", "和", "啊", "嘛", "因为", "在", "地", "她", "如何", "如果",
        "它", "它们", "对", "就", "并", "并且", "应当", "应该", "很", "得", "怎么", "怎样", "我", "我们", "或", "或者", "所以", "时",
        "时候", "是", "是不是", "的", "着", "给", "而", "而且", "能不能", "被", "要不要", "该", "请", "过", "还", "这", "这个", "这些", "那", "那个", "那些", "都",
        "里",
    ]

    static let exampleSection = (heading: "标签栏", definition: "标签栏让用户在应用的几个主要部分之间切换。",
                                 guidelinesHeading: "使用指南")

    /// Chinese marks no instruction in a word's form, but a modal after the clause's subject, right
    /// before a verb of the lexicon, instructs ("占位文字应说明…", "图标须保持…", "数量最好控制在…",
    /// "占位文字要告诉用户…"), as does 才 before
    /// one in a sentence that opens with 只有 ("只有……才使用…": use it only when …). 应 of 应用 "app", 响应 "respond" or
    /// 无须 "need not" is no modal.
    /// Chinese labels do not inflect.
    static func labelForms(_ label: String) -> [String] { [] }

    /// A-not-A questions ("要不要", "能不能", "可不可以"): their 不 (or 没) negates nothing, and the
    /// verbs around it ask whether rather than instruct: the form is read as neutral marks. So is a
    /// 不能 that describes a noun ("不能用的按钮").
    static func cueText(_ s: Scalars) -> Scalars {
        var out: Scalars? = nil
        // 不能 or 不可 in a relative clause before a noun ("暫時不能用的按鈕": the buttons that cannot
        // be used): it describes the noun and forbids nothing (not 不可以 "must not", nor 是不能…的
        // "cannot be …", which states it)
        for i in s.indices where i + 3 < s.count && s[i].value == 0x4E0D && (s[i + 1].value == 0x80FD || s[i + 1].value == 0x53EF)
            && s[i + 2].value != 0x4EE5 && (i == 0 || s[i - 1].value != 0x662F) {
            for len in 1...2 where i + 2 + len < s.count && s[i + 2 + len].value == 0x7684 /* 的 */
                && (0..<len).allSatisfy({ Ch.isHan(s[i + 2 + $0].value) && s[i + 2 + $0].value != 0x7684 }) {
                if out == nil { out = s }
                out![i] = "\u{3007}"; out![i + 1] = "\u{3007}"
                break
            }
        }
        // a verb that names a team or a work product with the noun after it ("需要設計組評估",
        // "交給設計師", "測試組回報"): no instruction to design or to test
        for i in s.indices where i + 2 < s.count {
            guard roleVerbs.contains(where: { $0[0] == s[i].value && $0[1] == s[i + 1].value }),
                  roleNouns.contains(s[i + 2].value) else { continue }
            if out == nil { out = s }
            out![i] = "\u{3007}"; out![i + 1] = "\u{3007}"
        }
        for i in s.indices.dropFirst() where i + 1 < s.count {
            let v = s[i].value
            guard v == 0x4E0D || v == 0x6CA1 || v == 0x6C92, Ch.isHan(s[i - 1].value), s[i - 1] == s[i + 1] else { continue }
            if out == nil { out = s }
            // the whole form asks whether: neither of its verbs instructs ("以及要不要显示")
            out![i - 1] = "\u{3007}"; out![i] = "\u{3007}"; out![i + 1] = "\u{3007}"
        }
        return out ?? s
    }

    /// Verbs that also name a team or its work with a noun after them (設計組, 测试组, 開發者).
    static let roleVerbs: [[UInt32]] = ["設計", "设计", "測試", "测试", "開發", "开发"].map { $0.unicodeScalars.map(\.value) }
    /// The nouns after them: team, designer, department, draft, person.
    static let roleNouns: Set<UInt32> = Set("組组師师團团部稿者人".unicodeScalars.map(\.value))

    static func morphologyLead(_ s: Scalars) -> Lead? {
        s.withUnsafeBufferPointer { b -> Lead? in
            let n = b.count
            // (only a sentence that opens with 只有 has no subject before it: "范围栏只在……才显示" describes the bar)
            let start = LanguageProfile.textStart(b, 0, n)
            let only = start < n && onlyMarkers.contains(b[start].value)
            let firsts = modalFirsts
            for i in 0..<n {
                let v = b[i].value
                guard firsts.contains(v) else { continue }
                // 避免 "avoid" after the clause's subject ("一般頁面避免隱藏狀態列"), not as "so as to
                // avoid" (以避免, 为了避免, 可避免)
                if v == 0x907F, i + 1 < n, b[i + 1].value == 0x514D, i == 0 || !notAvoidAfter.contains(b[i - 1].value) {
                    return Lead(modality: .avoid, explicit: true)
                }
                // (最好 "had better", 尽量 "as far as possible", 要 "must": modals of two scalars or with
                // more words they may belong to)
                // 别 after the clause's topic, before its verb ("右侧的按钮别堆太多", "文案一般别改"):
                // "don't", as at a clause's start
                // (in the sentence's first clause: "可以加徽章，但别什么都加" permits first)
                // (就别 "then don't" after a condition in any clause: "用了系统标签项，就别挪作他用")
                if v == 0x522B || v == 0x5225 {
                    guard i > 0, i + 1 < n, Ch.isHan(b[i - 1].value), Ch.isHan(b[i + 1].value),
                          !notBieAfter.contains(b[i - 1].value), !notBieBefore.contains(b[i + 1].value),
                          b[i - 1].value == 0x5C31 || !(0..<i).contains(where: { LanguageProfile.isClauseBreak(b[$0].value) }) else { continue }
                    return Lead(modality: .dont, explicit: true)
                }
                var after = i + 1
                if let m = adverbModals.first(where: { Scan.hasPrefix(b, i, n, $0) }) {
                    after = i + m.count
                } else if v == 0x8981 /* 要 */ {
                    if i > 0, notYaoModalAfter.contains(b[i - 1].value) { continue }
                } else if v == 0x53EF /* 可 */ {
                    // 可以 after the clause's topic, before a verb ("沉浸式页面可以暂时隐藏状态栏",
                    // "列表页可以在右上角放…"): a permission, so consider. Not when the topic is the
                    // people or the system that can do it ("用户可以…", "系统可以…") or a bar (what the
                    // bar can do: "导航栏可以隐藏"), nor in 也可以, 可以说, 可以用来.
                    if permissionAfterTopic(b, i, n) { return Lead(modality: .consider, explicit: false) }
                    continue
                } else if v == 0x5EFA /* 建 */ {
                    // 建议 after the clause's topic ("右上角的按钮建议不超过两个"): "it is recommended";
                    // not the noun ("用户的建议", "提出建议", "几条建议")
                    guard i > 0, i + 2 < n, b[i + 1].value == 0x8BAE || b[i + 1].value == 0x8B70,
                          Ch.isHan(b[i + 2].value), !notSuggestionAfter.contains(b[i - 1].value),
                          !notSuggestionBefore.contains(b[i + 2].value) else { continue }
                    return Lead(modality: .do, explicit: false)
                } else {
                    let modal = modals.contains(v) || (only && v == 0x624D /* 才 */)
                    // (应用 "application" is no modal; 请用 "please use" is)
                    guard modal, i + 1 < n, !((v == 0x5E94 || v == 0x61C9) && b[i + 1].value == 0x7528) else { continue }
                    if i > 0, notModalAfter.contains(b[i - 1].value) { continue }
                    // 应 須 "should", "must" before any verb ("点击后应清空输入"), unless the next
                    // scalar makes a word of it (应对 应答 应急 须知)
                    if shouldModals.contains(v), Ch.isHan(b[i + 1].value), !notModalBefore.contains(b[i + 1].value) {
                        return Lead(modality: .do, explicit: false)
                    }
                }
                // (an adverb may stand between the modal and its verb: "请直接用…", "最好统一使用…")
                if let adv = modalAdverbs.first(where: { Scan.hasPrefix(b, after, n, $0) }) { after += adv.count }
                guard after < n else { continue }
                if profile.doVerbs.startsAt(b, after, n) != nil { return Lead(modality: .do, explicit: false) }
            }
            // a limit with no verb after it ("工具栏按钮不超过五个", "标题控制在八个字以内"): a requirement
            if limitLead(b, n) { return Lead(modality: .do, explicit: false) }
            return nil
        }
    }

    /// 可以 at `i`, after a topic of its clause and before a verb, where the topic is no person, the
    /// system or a bar: a permission ("一级页面可以使用大标题").
    static func permissionAfterTopic(_ b: ScalarBuf, _ i: Int, _ n: Int) -> Bool {
        guard i > 0, i + 2 < n, b[i + 1].value == 0x4EE5 /* 以 */, Ch.isHan(b[i + 2].value) || b[i + 2].value == 0x201C,
              Ch.isHan(b[i - 1].value), !notPermissionAfter.contains(b[i - 1].value),
              !notPermissionBefore.contains(b[i + 2].value),
              !(i + 3 < n && b[i + 2].value == 0x7528 /* 用 */ && (b[i + 3].value == 0x6765 || b[i + 3].value == 0x4F86)) else { return false }
        // the clause's topic: from the clause's start (after its number or bullet) up to 可以; a bar
        // there, or a part of one, makes it what the bar can do ("工具栏中的控件可以执行…")
        var lo = i
        while lo > 0, !LanguageProfile.isClauseBreak(b[lo - 1].value) { lo -= 1 }
        let start = LanguageProfile.textStart(b, lo, i)
        guard start < i else { return false }
        for w in capableSubjects where i - start >= w.count && Scan.hasPrefix(b, i - w.count, i, w) { return false }
        let topic = UnsafeBufferPointer(rebasing: b[start..<i])
        // (a place in or beside a bar is no bar: "搜尋列右邊可以加上…", "导航栏里可以放…" permit)
        if !BarLexicon.mentions(topic).isEmpty, !profile.locativeEnds.contains(b[i - 1].value) { return false }
        return true
    }
    /// What makes 可以 no permission of the writer: 也可以 还可以 不可以 就可以 都可以 才可以 (cues or
    /// conditions of their own), 他可以 它可以 你可以 (the hedge cues read those).
    /// So is a 可以 after a verb that takes a clause as its object (进入可以删除的状态, 变成可以点的按钮).
    static let notPermissionAfter: Set<UInt32> = Set("也还還不就都才他它你入成为為于於到".unicodeScalars.map(\.value))
    /// 可以说 可以看到 可以用来 可以是 可以有 可以参看 可以查看: "one can say", "one can see", "can be used
    /// to" (what a thing is for), "can be", "can have" (what it is like), "see" (a pointer).
    static let notPermissionBefore: Set<UInt32> = Set("说說看见見是有参參查阅閱".unicodeScalars.map(\.value))
    /// Topics whose 可以 says what they are able to do: people and the system.
    static let capableSubjects: [[UInt32]] = ["用户", "用戶", "使用者", "人们", "人們", "大家", "系统", "系統", "他们", "他們",
                                              "开发者", "開發者", "读者", "讀者"].map(Scan.values)

    /// Adverbs between a modal and its verb: 直接 务必 一律 统一 优先 尽快 及时 始终 一直 一定 都 只 也.
    static let modalAdverbs: [[UInt32]] = ["直接", "务必", "務必", "一律", "统一", "統一", "优先", "優先", "尽快", "儘快",
                                           "及时", "及時", "始终", "始終", "一直", "一定", "都", "只", "也"].map(Scan.values)

    /// A limit word, a number (and its measure word), then the clause's end: "不超过五个", "最多两个",
    /// "控制在 3 到 5 个以内". A limit followed by a verb ("最多显示五个") says what a bar does.
    static func limitLead(_ b: ScalarBuf, _ n: Int) -> Bool {
        var k = 0
        let firsts = limitFirsts
        while k < n {
            guard firsts.contains(b[k].value), let w = limitWords.first(where: { Scan.hasPrefix(b, k, n, $0) }) else { k += 1; continue }
            var j = k + w.count
            while j < n, Ch.isSpace(b[j].value) { j += 1 }
            let numberStart = j
            while j < n, Ch.isDigit(b[j].value) || numerals.contains(b[j].value) || Ch.isSpace(b[j].value) { j += 1 }
            if j > numberStart {
                if j < n, measureWords.contains(b[j].value) {
                    j += 1
                    // what is counted may follow ("最多五个标签"): a short noun, no verb of the lexicon
                    var noun = j
                    while noun < n, noun - j < 4, Ch.isHan(b[noun].value) { noun += 1 }
                    if noun > j, noun - j < 4 || noun == n || !Ch.isHan(b[noun].value), profile.doVerbs.startsAt(b, j, n) == nil { j = noun }
                }
                if let s = limitSuffixes.first(where: { Scan.hasPrefix(b, j, n, $0) }) { j += s.count }
                while j < n, Ch.isSpace(b[j].value) { j += 1 }
                if j == n || LanguageProfile.isClauseBreak(b[j].value) || b[j].value == 0x3002 { return true }
            }
            k += w.count
        }
        return false
    }
    static let limitWords: [[UInt32]] = ["不超过", "不超過", "不多于", "不多於", "最多", "至多", "控制在"].map(Scan.values)
    static let limitFirsts = ScalarSet(limitWords.map { $0[0] })
    /// Numerals and what joins a range of them: 一 … 十, 两, 半, 到 至 ~ -.
    static let numerals: Set<UInt32> = Set("一二两兩三四五六七八九十半到至~～-".unicodeScalars.map(\.value))
    static let measureWords: Set<UInt32> = Set("个個项項颗顆条條枚行字".unicodeScalars.map(\.value))
    static let limitSuffixes: [[UInt32]] = ["以内", "以內", "之内", "之內", "左右"].map(Scan.values)

    /// The scalars a modal of `morphologyLead` can start with: every other position is skipped.
    static let modalFirsts = ScalarSet("避最尽儘盡要应應须須请請才建可别別".unicodeScalars.map(\.value))
    /// What makes 别 part of a word before it: 特别 区别 分别 类别 级别 个别 告别 识别 辨别 差别 性别
    /// 鉴别 派别 判别 离别 道别 有别 甄别 (no prohibition).
    static let notBieAfter: Set<UInt32> = Set("特区區分类類级級个個告识識辨差性鉴鑑派判离離道有甄".unicodeScalars.map(\.value))
    /// What makes 别 a word with what follows: 别人 别的 别处 别名 别称 别样 别扭 别致 别墅 别针 (no
    /// prohibition).
    static let notBieBefore: Set<UInt32> = Set("人的处處名称稱样樣扭致墅针針".unicodeScalars.map(\.value))
    /// 应 應 须 須: modals that instruct before any verb.
    static let shouldModals: Set<UInt32> = [0x5E94, 0x61C9, 0x987B, 0x9808]
    /// What makes 应 or 须 the first scalar of a word: 应对 应付 应答 应急 应变 应邀 应聘 应征 应届 应声
    /// 应验 应酬 应援 应允 应承, 须知, and 应该/应当 (normative cues of their own).
    static let notModalBefore: Set<UInt32> = Set("对對付答急变變邀聘征徵届屆声聲验驗酬援允承知该該当當".unicodeScalars.map(\.value))
    /// What makes 建议 a noun: 的建议 提建议 给建议 一些建议 几条建议 这项建议 该建议 出建议.
    static let notSuggestionAfter: Set<UInt32> = Set("的了些条條项項出提给給个個几幾此该該".unicodeScalars.map(\.value))
    /// 建议的 建议是 建议书 建议稿: the noun again.
    static let notSuggestionBefore: Set<UInt32> = Set("的书書稿".unicodeScalars.map(\.value))
    /// Adverbs that make the verb after them advice: 最好 "had better", 尽量 and 尽可能 "as far as possible".
    static let adverbModals: [[UInt32]] = ["最好", "尽量", "儘量", "盡量", "尽可能", "盡可能"].map(Scan.values)
    /// What makes 要 no modal: 需要 想要 主要 重要 只要 不要 必要 首要 摘要 纲要 概要 就要 总要 快要 (不要 is a
    /// prohibition cue of its own).
    static let notYaoModalAfter: Set<UInt32> = Set("需想主重只不必首摘纲綱概就总總快".unicodeScalars.map(\.value))
    /// What makes 避免 part of a purpose ("以避免", "为了避免", "可避免", "能避免", "来避免", "便于避免").
    static let notAvoidAfter: Set<UInt32> = Set("以了可能来來便于於為为".unicodeScalars.map(\.value))
    /// 应 應 须 須: "should", "must" when a verb follows; 请 請 "please" after the clause's topic
    /// ("按钮之间请插入…").
    static let modals: Set<UInt32> = [0x5E94, 0x61C9, 0x987B, 0x9808, 0x8BF7, 0x8ACB]
    /// 只 仅 僅 唯: "only", which makes a later 才 + verb an instruction.
    static let onlyMarkers: Set<UInt32> = [0x53EA, 0x4EC5, 0x50C5, 0x552F]
    /// What makes 应 or 须 part of another word or a negation: 响应 适应 对应 相应 反应 供应 答应 回应 感应
    /// 效应 呼应, 无须 毋须 不须 勿须, and 必须 (a normative cue of its own).
    static let notModalAfter: Set<UInt32> = Set("响響适適对對相反供答回感效呼无無毋不勿必申邀聘敬恳懇顺順照".unicodeScalars.map(\.value))
}
