// --lang zh-Hans / zh-Hant display: OpenCC's phrase and character dictionaries (generated into
// BarGuideText/HanDisplayTable.swift), longest phrase first; rules of the other script converted
// and marked, everything else left as written. Expected strings are what OpenCC 1.1.6's
// s2t / t2s configurations print for the same input.
import Testing
@testable import BarGuideKit
@testable import BarGuideText

@Suite struct DisplayScriptTests {
    @Test func simplifiedToTraditionalTakesTheLongestPhrase() {
        // 发 is 發 by itself but 髮 in 头发 and 理发; 后 is 後 in 后面 and stays in 皇后
        #expect(HanDisplay.convert("头发和理发店的后面，皇后发现了导航栏", to: .traditional) == "頭髮和理髮店的後面，皇后發現了導航欄")
        #expect(HanDisplay.convert("请确保标签栏上的图标清晰可见，不要隐藏工具栏。", to: .traditional) == "請確保標籤欄上的圖標清晰可見，不要隱藏工具欄。")
        #expect(HanDisplay.convert("搜索栏的范围栏里只放两到四个按钮", to: .traditional) == "搜索欄的範圍欄裏只放兩到四個按鈕")
    }

    @Test func traditionalToSimplified() {
        #expect(HanDisplay.convert("請確保導覽列上的返回按鈕清晰可見", to: .simplified) == "请确保导览列上的返回按钮清晰可见")
        // 著 alone is 着, but the phrase 著名 keeps it
        #expect(HanDisplay.convert("不要在標籤列上放置太多標籤頁，著名的軟體會把乾燥的頭髮吹乾。", to: .simplified)
                == "不要在标签列上放置太多标签页，著名的软体会把干燥的头发吹干。")
        #expect(HanDisplay.convert("狀態列會顯示時間和電池電量", to: .simplified) == "状态列会显示时间和电池电量")
    }

    @Test func otherTextIsLeftAsItIs() {
        for s in ["", "Tab bar", "Панель вкладок: не более пяти вкладок", "UIBarButtonSystemItemFixedSpace 4.1.2", "🙂 emoji"] {
            #expect(HanDisplay.convert(s, to: .simplified) == s && HanDisplay.convert(s, to: .traditional) == s)
        }
        // mixed text: only the Han characters change
        #expect(HanDisplay.convert("用UITabBar顯示5個標籤", to: .simplified) == "用UITabBar显示5个标签")
    }

    @Test func theTablesAreOpenCCsDictionaries() {
        #expect(HanConverter.toSimplified.src.count == 277 && HanConverter.toTraditional.src.count == 49051)
        #expect(HanConverter.toSimplified.charSources.count > 4000 && HanConverter.toTraditional.charSources.count > 3800)
        // sorted sources: the binary searches depend on it
        #expect(zip(HanConverter.toTraditional.charSources, HanConverter.toTraditional.charSources.dropFirst()).allSatisfy { $0 < $1 })
        let t = HanConverter.toTraditional
        #expect((1..<t.src.count).allSatisfy { k in t.data[t.src[k - 1]].lexicographicallyPrecedes(t.data[t.src[k]]) })
    }

    static func rule(_ lang: Lang, _ text: String) -> Rule {
        Rule(id: "tab-bar.0123456789ab", bars: [.tabBar], kind: .guideline, modality: .dont, lang: lang, document: "x.txt",
             heading: [lang == .ru ? "Панель вкладок" : "標籤列"], lines: LineRange(1, 1), headline: text, text: text)
    }

    @Test func aRuleOfTheOtherScriptIsConvertedAndMarked() {
        let hant = Self.rule(.zhHant, "不要隱藏標籤列。")
        let shown = hant.displayed(in: .zhHans)
        #expect(shown.text == "不要隐藏标签列。" && shown.headline == shown.text && shown.heading == ["标签列"])
        #expect(shown.displayLang == .zhHans && shown.lang == .zhHant && shown.id == hant.id)
        #expect(shown.json["display_lang"] == .string("zh-Hans"))
        // already in the script, another language, or no script asked: as written, unmarked
        #expect(hant.displayed(in: .zhHant) == hant)
        #expect(hant.displayed(in: nil) == hant && hant.displayed(in: .ru) == hant)
        let ru = Self.rule(.ru, "Не скрывайте панель вкладок.")
        #expect(ru.displayed(in: .zhHans) == ru && ru.json["display_lang"] == nil)
        let hans = Self.rule(.zhHans, "不要隐藏标签栏。")
        #expect(hans.displayed(in: .zhHant).text == "不要隱藏標籤欄。")
    }

    @Test func snippetHighlightsStayOnTheirWords() {
        let text = "要確保自定義返回按鈕看起來像返回按鈕"
        let bytes = Array(text.utf8)
        let word = Array("返回".utf8)
        var highlights: [Range<Int>] = []
        var i = 0
        while i + word.count <= bytes.count {
            if Array(bytes[i..<(i + word.count)]) == word { highlights.append(i..<(i + word.count)); i += word.count } else { i += 1 }
        }
        #expect(highlights.count == 2)
        let converted = Snippet(text: text, highlights: highlights).displayed(in: .simplified)
        #expect(converted.text == "要确保自定义返回按钮看起来像返回按钮")
        #expect(converted.marked(open: "[", close: "]") == "要确保自定义[返回]按钮看起来像[返回]按钮")
    }

    @Test func langMeansTheSameEverywhere() {
        for name in ["zh", "zh-Hant", "zh-Hans", "ZH-HANS"] {
            #expect(LangFilter.resolve(name) == .only([.zhHant, .zhHans]), "\(name)")
            #expect(LanguageSelection.resolve(lang: name, prefer: nil)?.filter == .only([.zhHant, .zhHans]), "\(name)")
        }
        #expect(LangFilter.resolve("en") == .only([.en]) && LangFilter.resolve("ru") == .only([.ru]) && LangFilter.resolve("all") == .any)
        #expect(LangFilter.displayScript("zh-Hans") == .zhHans && LangFilter.displayScript("zh-hant") == .zhHant)
        #expect(LangFilter.displayScript("zh") == nil && LangFilter.displayScript(nil) == nil && LangFilter.displayScript("ru") == nil)
        #expect(LanguageSelection.resolve(lang: "zh-Hant", prefer: nil)?.preference.prefer == [.zhHant, .zhHans])
    }
}
