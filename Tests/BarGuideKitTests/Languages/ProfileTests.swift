// Every cue of every language profile, run against the examples it carries: the triggering ones must
// fire it, the others must not (SwiftLint's RuleDescription, for ingest's language data).
import Testing
@testable import BarGuideKit

@Suite("Language profiles")
struct ProfileTests {
    @Test("every cue fires on its triggering examples and on none of the others")
    func cueExamples() {
        var checked = 0
        for profile in Languages.profiles {
            for (name, cue) in profile.cues {
                #expect(!cue.triggers.isEmpty, "\(profile.name).\(name) has no triggering example")
                #expect(!cue.phrases.isEmpty, "\(profile.name).\(name) has no phrase")
                for example in cue.triggers {
                    let fired = profile.matches(cue, Sc.of(example))
                    #expect(fired, "\(profile.name).\(name) should fire on «\(example)»")
                    checked += 1
                }
                for example in cue.nonTriggers {
                    let fired = profile.matches(cue, Sc.of(example))
                    #expect(!fired, "\(profile.name).\(name) should not fire on «\(example)»")
                    checked += 1
                }
            }
        }
        #expect(checked > 150)
    }

    @Test("every language has a module, Chinese scripts share one; the registry gives the codes")
    func languages() {
        #expect(Set(Lang.allCases.map { LanguageProfile.of($0).name }) == ["ru", "zh", "en"])
        #expect(Languages.profiles.map(\.name) == Languages.modules.map { $0.family })
        #expect(Lang.allCases.allSatisfy { Languages.module($0).langs.contains($0) })
        #expect(Lang.zhHant.moduleIndex == Lang.zhHans.moduleIndex && Lang.ru.moduleIndex != Lang.en.moduleIndex)
        // the cue list names every cue once
        for p in Languages.profiles { #expect(Set(p.cues.map(\.name)).count == p.cues.count) }
    }

    @Test("every modality cue has triggering examples from at least two contexts")
    func cuesHaveTwoContexts() {
        for p in Languages.profiles {
            for cue in [p.dont, p.dontStart, p.encouragement, p.avoid, p.avoidStart, p.thinkTwice, p.consider, p.hedge, p.soft] {
                #expect(cue.triggers.count >= 2, "\(p.name): a cue of \(cue.phrases.prefix(2)) has \(cue.triggers.count) example(s)")
            }
        }
    }

    @Test("each module's stop words are sorted by their UTF-8 bytes, as StopWords bisects them")
    func stopWordsSorted() {
        for m in Languages.modules {
            let w = m.stopWords
            #expect(!w.isEmpty)
            #expect(zip(w, w.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "\(m.family)")
        }
    }

    @Test("language detection: the module whose signature shows most, English only when none does")
    func detection() {
        #expect(Languages.detect(Sc.of("Панель вкладок UITabBar UITabBarItem UIBarButtonItem")) == .ru)
        #expect(Languages.detect(Sc.of("标签栏 UITabBar")) == .zhHans)
        #expect(Languages.detect(Sc.of("標籤欄讓用戶切換")) == .zhHant)
        #expect(Languages.detect(Sc.of("A tab bar")) == .en)
        #expect(Languages.detect(Sc.of("1234 — …")) == .en)
    }

    /// The lead modality of one sentence.
    func modality(_ s: String, _ lang: Lang) -> Modality? { Classifier.lead(Sc.of(s), lang: lang)?.modality }

    @Test("modality from cues anywhere in the lead sentence: avoid beats should, think twice is avoid")
    func leadModality() {
        // zh-Hans
        #expect(modality("即使空间足够，也不要在工具栏里放太多按钮。", .zhHans) == .dont)
        #expect(modality("即使空间足够，也应当避免在导航栏里放太多控件。", .zhHans) == .avoid)
        #expect(modality("隐藏标签栏之前要三思。", .zhHans) == .avoid)
        #expect(modality("如果需要展示更多项目，可以使用图标。", .zhHans) == .consider)
        #expect(modality("选择与应用协调的工具栏颜色。", .zhHans) == .do)
        #expect(modality("在工具栏里放置最常用的指令。", .zhHans) == .do)
        #expect(modality("结果能分成几类时，使用范围栏是非常有用的。", .zhHans) == .consider)
        // zh-Hant
        #expect(modality("即使標籤不可用，也不要把它從標籤欄中刪除。", .zhHant) == .dont)
        #expect(modality("盡量不要隱藏狀態欄。", .zhHant) == .avoid)
        #expect(modality("你可以用導航欄在視圖間導航。", .zhHant) == .consider)
        #expect(modality("保證按鈕之間有足夠的間距。", .zhHant) == .do)
        // ru
        #expect(modality("Думайте дважды, прежде чем скрывать панель вкладок.", .ru) == .avoid)
        #expect(modality("Можно показать значок на вкладке.", .ru) == .consider)
        #expect(modality("Выберите цвет строки состояния под цвет приложения.", .ru) == .do)
        #expect(modality("Не удаляйте вкладку, когда она недоступна.", .ru) == .dont)
        // en
        #expect(modality("Think twice before hiding the tab bar.", .en) == .avoid)
        #expect(modality("On iPad, you might put a tab bar in a popover.", .en) == .consider)
        #expect(modality("It can be useful to show a scope bar.", .en) == .consider)
        #expect(modality("When appropriate, show the network activity indicator.", .en) == .consider)
        #expect(modality("Choose a toolbar tint that suits your app.", .en) == .do)
        #expect(modality("On iPad, avoid crowding the tab bar.", .en) == .avoid)
        #expect(modality("Don't hide the back button.", .en) == .dont)
    }

    @Test("a negated modal anywhere is dont; an encouragement never is")
    func negationAnywhere() {
        #expect(modality("You should not use a tab bar for actions.", .en) == .dont)
        #expect(modality("Apps must not change the height of the tab bar.", .en) == .dont)
        #expect(modality("Don't hesitate to use system icons.", .en) == .do)
        #expect(modality("Панель вкладок не должна содержать кнопки действий.", .ru) == .dont)
        #expect(modality("Вкладки нельзя удалять, даже если раздел пуст.", .ru) == .dont)
        #expect(modality("Разработчикам не стоит менять порядок вкладок.", .ru) == .dont)
        #expect(modality("Не бойтесь использовать системные значки.", .ru) == .do)
        #expect(modality("Иногда полезно показать счётчик на вкладке.", .ru) == .consider)
        #expect(modality("Лучше не ставить точку в заголовке.", .ru) == .avoid)
        #expect(modality("开发者不应随意更改标签的顺序。", .zhHans) == .dont)
        #expect(modality("开发者尽量不要修改返回按钮的文字。", .zhHans) == .avoid)
        #expect(modality("如有需要，也可以在导航栏右侧放一个按钮。", .zhHans) == .consider)
        #expect(modality("不要犹豫，尽管使用系统图标。", .zhHans) == .do)
    }

    @Test("labels: tips, important notes and API notes, standing alone or run in")
    func labels() {
        #expect(Classifier.standaloneLabel(Sc.of("API 注释")) == .note)
        #expect(Classifier.standaloneLabel(Sc.of("API 註釋")) == .note)
        #expect(Classifier.standaloneLabel(Sc.of("СОВЕТ")) == .tip)
        #expect(Classifier.standaloneLabel(Sc.of("重要")) == .important)
        #expect(Classifier.standaloneLabel(Sc.of("Tip")) == .tip)
        #expect(Classifier.standaloneLabel(Sc.of("Tiptoe")) == nil)
        #expect(Classifier.inlineLabel(Sc.of("API Note: Use UITabBar."))?.0 == .note)
        #expect(Classifier.inlineLabel(Sc.of("Important: Don't hide it."))?.0 == .important)
        #expect(Classifier.inlineLabel(Sc.of("Importantly, it hides."))  == nil)
    }
}

@Suite("Bar names: the prefilter never hides a name")
struct BarLexiconCoverageTests {
    @Test("every name of the bar-name table is found in a sentence, alone and in context (short query forms aside)")
    func everyNameIsFound() {
        var missed: [String] = []
        for n in BarNames.all where n.kind != .alias {
            for text in [n.name, "x \(n.name) y", "(\(n.name))"] {
                let s = Sc.of(text)
                if !BarLexicon.mayMention(s) || !BarLexicon.bars(s).contains(n.bar) { missed.append("\(n.name) in «\(text)»") }
            }
        }
        #expect(missed.isEmpty, "\(missed.prefix(10))")
    }

    @Test("the prefilter says no only where no name of the table stands")
    func prefilterIsSound() {
        var rng = SystemRandomNumberGenerator()
        let names = BarNames.all.filter { $0.kind != .alias }.map(\.name)
        for _ in 0..<300 {
            let name = names.randomElement(using: &rng)!
            let text = "Some text, " + name + " и 文字."
            #expect(BarLexicon.mayMention(Sc.of(text)), "«\(text)»")
        }
        #expect(!BarLexicon.mayMention(Sc.of("Кнопки действий показывают значки.")))
    }
}

extension BarLexiconCoverageTests {
    @Test("short query forms are ordinary words in a text")
    func aliasesAreWords() {
        #expect(BarLexicon.bars(Sc.of("Show the status of the download in the tool.")).isEmpty)
    }
}

@Suite("One Han range")
struct HanRangeTests {
    @Test("ingest and the index agree on every Han ideograph, extension H included")
    func oneRange() {
        for v: UInt32 in [0x4E00, 0x9FFF, 0x3400, 0xF900, 0x20000, 0x2A700, 0x31350, 0x323AF] {
            #expect(Ch.isHan(v), "U+\(String(v, radix: 16))")
        }
        for v: UInt32 in [0x3041, 0x30A2, 0x3000, 0xFF01, 0x41, 0x323B0] { #expect(!Ch.isHan(v)) }
    }
}
