import Testing
import BarGuideKit

/// `--lang zh-Hans` / `zh-Hant`: a converted rule's document title is converted with its text,
/// in every output of show and checklist; a rule shown as written keeps the title as written.
@Suite struct OutputDisplayTitleTests {
    /// The zh-Hant seed's title (manifest), as written and in Simplified.
    static let traditionalTitle = "iOS 7 App交互設計指南-UI Elements-Bars"
    static let simplifiedTitle = "iOS 7 App交互设计指南-UI Elements-Bars"

    @Test func showConvertsTheTitleWithTheText() throws {
        let id = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.chineseDontRemoveTab)
        let text = RuleCLI.run(["show", id, "--lang", "zh-Hans"])
        #expect(text.status == 0, "\(text)")
        #expect(text.out.contains("source:   " + Self.simplifiedTitle + " · iOS 7 (2013) › "), "\(text.out)")
        #expect(!text.out.contains(Self.traditionalTitle))

        let json = try RuleCLI.json(["show", id, "--lang", "zh-Hans", "--format", "json"])
        #expect(json["rule"]?["display_lang"] == .string("zh-Hans"))
        #expect(json["source"]?["document_title"] == .string(Self.simplifiedTitle))
        #expect(json["rule"]?["document"]?.stringValue?.hasSuffix(".txt") == true, "the file name stays raw")
        #expect(json["rule"]?["lang"] == .string("zh-Hant"), "the raw fields stay raw")
        SchemaTests.expectValid(json, try SchemaTests.validator("show"), "show --lang zh-Hans")

        // as written, and in its own script: the title as written
        for extra in [[], ["--lang", "zh-Hant"], ["--lang", "zh"]] {
            let plain = try RuleCLI.json(["show", id, "--format", "json"] + extra)
            #expect(plain["source"]?["document_title"] == .string(Self.traditionalTitle), "\(extra)")
            let plainText = RuleCLI.run(["show", id] + extra)
            #expect(plainText.out.contains("source:   " + Self.traditionalTitle), "\(extra): \(plainText.out)")
        }
    }

    @Test func checklistConvertsTheTitleInEveryFormat() throws {
        let markdown = RuleCLI.run(["checklist", "status-bar", "--lang", "zh-Hans", "--format", "markdown"])
        #expect(markdown.status == 0, "\(markdown)")
        #expect(markdown.out.contains("_Source: " + Self.simplifiedTitle + " · iOS 7 (2013) › 状态栏"), "\(markdown.out)")
        #expect(!markdown.out.contains(Self.traditionalTitle))

        let text = BinaryRunner.run(["checklist", "status-bar", "--lang", "zh-Hans", "--format", "text", "--db", SeedDatabase.path],
                                    env: ["COLUMNS": "200"])
        #expect(text.status == 0, "\(text)")
        #expect(text.out.contains(" · " + Self.simplifiedTitle + " · iOS 7 (2013) › 状态栏"), "\(text.out)")
        #expect(!text.out.contains(Self.traditionalTitle))

        let json = try RuleCLI.json(["checklist", "status-bar", "--lang", "zh-Hans", "--format", "json"])
        let rules = (json["groups"]?.arrayValue ?? []).flatMap { $0["rules"]?.arrayValue ?? [] }
        #expect(!rules.isEmpty)
        for r in rules {
            #expect(r["display_lang"] == .string("zh-Hans"))
            #expect(r["document_title"] == .string(Self.simplifiedTitle), "\(r)")
            #expect(r["document"]?.stringValue?.hasSuffix(".txt") == true, "the file name stays raw")
        }
        SchemaTests.expectValid(json, try SchemaTests.validator("checklist"), "checklist --lang zh-Hans")

        let zhHant = try RuleCLI.json(["checklist", "status-bar", "--lang", "zh-Hant", "--format", "json"])
        let hantRules = (zhHant["groups"]?.arrayValue ?? []).flatMap { $0["rules"]?.arrayValue ?? [] }
        #expect(!hantRules.isEmpty && hantRules.allSatisfy { $0["document_title"] == .string(Self.traditionalTitle) })
    }

    @Test func aRussianTitleIsNeverConverted() throws {
        // under zh-Hans, show picks the group's Chinese variant (converted, title too) and lists
        // the Russian rule among the variants with its title as written
        let id = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.russianDontRemoveTab)
        let plain = try RuleCLI.json(["show", id, "--format", "json"])
        let russianTitle = try #require(plain["source"]?["document_title"]?.stringValue)
        #expect(russianTitle.contains("Панели"))
        let hans = try RuleCLI.json(["show", id, "--lang", "zh-Hans", "--format", "json"])
        #expect(hans["rule"]?["lang"] == .string("zh-Hant") && hans["rule"]?["display_lang"] == .string("zh-Hans"))
        #expect(hans["source"]?["document_title"] == .string(Self.simplifiedTitle))
        let variant = try #require(hans["variants"]?.arrayValue?.first { $0["id"] == .string(id) })
        #expect(variant["document_title"] == .string(russianTitle))
    }
}
