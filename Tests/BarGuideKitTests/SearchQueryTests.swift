import Testing
@testable import BarGuideKit

/// The query language and its compilation, on the real seed corpus.
@Suite struct SearchQueryTests {
    @Test func operatorsInCapitals() throws {
        let q = try QueryParser.parse("tab AND bar OR панель NOT hidden -\"строка состояния\"")
        #expect(q.groups == [[QueryTerm("tab")], [QueryTerm("bar"), QueryTerm("панель")]])
        #expect(q.exclusions == [QueryTerm("hidden"), QueryTerm("строка состояния", phrase: true)])
        // NOT x is -x.
        #expect(try QueryParser.parse("tab NOT bar") == QueryParser.parse("tab -bar"))
        // Lowercase operators are words.
        #expect(try QueryParser.parse("tab and bar").groups.count == 3)
        #expect(throws: QueryError.danglingAnd) { try QueryParser.parse("AND tab") }
        #expect(throws: QueryError.danglingAnd) { try QueryParser.parse("tab AND") }
        #expect(throws: QueryError.danglingNot) { try QueryParser.parse("tab NOT") }
        #expect(throws: QueryError.onlyExclusions) { try QueryParser.parse("NOT tab") }
        #expect(throws: QueryError.danglingOr) { try QueryParser.parse("tab OR NOT bar") }
    }

    @Test func repeatedTermsAreFolded() throws {
        let many = Array(repeating: "toolbar", count: 10_000).joined(separator: " ")
        let q = try QueryParser.parse(many + " -x -x")
        #expect(q.groups == [[QueryTerm("toolbar")]])
        #expect(q.exclusions == [QueryTerm("x")])
        let engine = SearchEngine(store: try Fixtures.openShared())
        let a = try engine.search(SearchRequest(query: many))
        let b = try engine.search(SearchRequest(query: "toolbar"))
        #expect(a.hits.map(\.rule.id) == b.hits.map(\.rule.id) && !a.hits.isEmpty)
    }

    /// A system item's API name as Swift writes it finds the item's rules, as its identifier does.
    @Test func swiftMemberPathOfASystemItemFindsTheItemsRules() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let identifier = try engine.search(SearchRequest(query: "UIBarButtonSystemItemAction"))
        #expect(!identifier.hits.isEmpty)
        for path in ["UIBarButtonItem.SystemItem.action", "UIBarButtonSystemItem.action", "SystemItem.action"] {
            let found = try engine.search(SearchRequest(query: path))
            #expect(found.hits.map(\.rule.id) == identifier.hits.map(\.rule.id), "\(path)")
            #expect(found.total == identifier.total, "\(path)")
        }
        // with other words, the path is one unit among them
        let mixed = try engine.search(SearchRequest(query: "UIBarButtonItem.SystemItem.action toolbar"))
        #expect(mixed.hits.first?.rule.items.contains("UIBarButtonSystemItemAction") == true)
        // a member no item has, or another type's member, stays words
        let compiler = QueryCompiler(db: engine.store.db, analyzer: engine.analyzer)
        #expect(try compiler.itemIdentifiers(apiPath: "UIBarButtonItem.SystemItem.nothing") == nil)
        #expect(try compiler.itemIdentifiers(apiPath: "UINavigationItem.title") == nil)
        #expect(try compiler.itemIdentifiers(apiPath: ".action") == nil)
        #expect(try compiler.itemIdentifiers(apiPath: "UITabBarItem.SystemItem.favorites") == ["UITabBarSystemItemFavorites"])
    }

    @Test func prefixKeepsTheGlossaryExpansion() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let prefix = try engine.search(SearchRequest(query: "tab*"))
        let word = try engine.search(SearchRequest(query: "tab"))
        #expect(prefix.expansions == word.expansions && !word.expansions.isEmpty)
        #expect(prefix.total >= word.total)
        #expect(prefix.hits.contains { $0.rule.lang != .en })
    }

    /// A search's scopes meet across languages ("scopes", «области поиска», 範圍): an English word
    /// finds the seeds' rules about them.
    @Test func scopesMeetAcrossLanguages() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let result = try engine.search(SearchRequest(query: "scopes"))
        #expect(result.expansions.contains("scope"), "\(result.expansions)")
        #expect(result.hits.contains { $0.rule.lang != .en })
    }

    @Test func identifiersIgnoreCase() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let lower = try engine.search(SearchRequest(query: "uinavigationbar"))
        let camel = try engine.search(SearchRequest(query: "UINavigationBar"))
        #expect(lower.total == camel.total && lower.total > 10)
        #expect(lower.expansions == camel.expansions)
    }

    /// An API name typed whole stays among its unit's alternatives even where a shorter term of
    /// its concept has its words (preferredStatusBarStyle, "status bar style"): the rules that
    /// hold the name itself are found by it.
    @Test func anAPINameTypedWholeIsKept() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let compiled = try engine.compile(try QueryParser.parse("preferredStatusBarStyle"))
        let texts = try #require(compiled.units.first).alternatives.map(\.text)
        #expect(texts.first == "preferredStatusBarStyle" && texts.contains("status bar style"), "\(texts)")
        let words = QueryCompiler.pruned([QueryAlternative(text: "preferredStatusBarStyle", prefix: false),
                                          QueryAlternative(text: "status bar style", prefix: false)],
                                         ["preferred status bar style", "status bar style"], keepingFirst: false)
        #expect(words.map(\.text) == ["status bar style"], "words that contain a shorter term's are pruned otherwise")
    }

    /// A Chinese name typed as one run (编辑按钮) finds the rules that carry its item, as the same
    /// name typed with a space does.
    @Test func aChineseItemNameTypedAsOneRunFindsItsItem() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let run = try engine.search(SearchRequest(query: "编辑按钮", limit: 50))
        let spaced = try engine.search(SearchRequest(query: "编辑 按钮", limit: 50))
        #expect(run.hits.contains { $0.rule.items.contains("UIBarButtonSystemItemEdit") }, "\(run.hits.map(\.rule.id))")
        #expect(Set(spaced.hits.filter { $0.rule.items.contains("UIBarButtonSystemItemEdit") }.map(\.rule.id))
                .isSubset(of: run.hits.map(\.rule.id)))
    }

    @Test func stopWordsAreIgnoredUnlessAlone() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        let plain = try engine.search(SearchRequest(query: "скрыть строку состояния"))
        let padded = try engine.search(SearchRequest(query: "и скрыть в строку на состояния"))
        #expect(plain.hits.map(\.rule.id) == padded.hits.map(\.rule.id))
        #expect(!padded.onlyStopWords)
        // Only stop words: searched as written (every hit has them), and said so.
        let only = try engine.search(SearchRequest(query: "и в на"))
        #expect(only.onlyStopWords && !only.hits.isEmpty)
        // Quoted, a stop word is kept.
        let quoted = try engine.search(SearchRequest(query: "\"на\" вкладок"))
        #expect(quoted.words.count == 2)
    }

    @Test func stopWordListsAreSortedForBisection() {
        for list in [StopWords.english, StopWords.russian, StopWords.chinese] {
            for (a, b) in zip(list, list.dropFirst()) { #expect(a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b)") }
        }
        #expect(StopWords.contains("The") && StopWords.contains("НА") && StopWords.contains("的"))
        #expect(!StopWords.contains("toolbar") && !StopWords.contains("панель") && !StopWords.contains("栏"))
    }

    @Test func unspacedChineseIsSegmentedAndNeverEmpty() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        // Both bars are named in one rule of the zh-Hant seed.
        let both = try engine.search(SearchRequest(query: "工具栏和标签栏"))
        #expect(both.words == ["工具栏", "标签栏"] && both.allWordsTotal > 0 && !both.hits.isEmpty)
        #expect(both.hits[0].rule.bars.contains(.toolbar) && both.hits[0].rule.bars.contains(.tabBar))
        // Few rules have every word: they come first, then the best partial matches, said so.
        let partial = try engine.search(SearchRequest(query: "隐藏底部工具栏"))
        #expect(partial.words == ["隐藏", "底部", "工具栏"])
        #expect(partial.fallback != nil && partial.hits.count == 10)
        #expect(partial.hits.prefix(3).contains { $0.rule.lang == .zhHant })
        // Nothing has every word: partial matches only, never 0 results.
        let none = try engine.search(SearchRequest(query: "工具栏 zzqqxx"))
        #expect(none.fallback == "or" && none.allWordsTotal == 0 && !none.hits.isEmpty)
        let five = try engine.search(SearchRequest(query: "超过五个标签"))
        #expect(!five.hits.isEmpty && five.hits.prefix(3).contains { $0.rule.text.contains("5個") })
    }

    @Test func otherLanguagesWhenTheQueryLanguageHasNothing() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        // The seeds cover the search bar only in Russian.
        let r = try engine.search(SearchRequest(query: "搜索栏"))
        #expect(r.language == .zh && r.languageFallback && !r.hits.isEmpty)
        #expect(r.hits.allSatisfy { $0.rule.lang == .ru })
        // Chinese first for a Chinese query, Russian first with --prefer-lang ru.
        let zh = try engine.search(SearchRequest(query: "状态栏"))
        #expect(zh.hits.first?.rule.lang == .zhHant && !zh.languageFallback)
        let ru = try engine.search(SearchRequest(query: "状态栏", preferLanguage: .lang(.ru)))
        #expect(ru.hits.first?.rule.lang == .ru)
    }

    @Test func expressionsAreTyped() {
        let e = FTS5Expression.and([.phrase("a\"b", prefix: true), .or([.phrase("c", prefix: false), .phrase("d\u{0}", prefix: false)])])
        #expect(e.rendered == "(\"a\"\"b\"* AND (\"c\" OR \"d \"))")
        #expect(e.phraseCount == 3)
        #expect(FTS5Expression.not(.phrase("x", prefix: false), .facets(["zzlangru"])).rendered == "(\"x\") NOT (facets : (\"zzlangru\"))")
    }

    /// Names of several words are matched on the words as typed, before repeats and stop words
    /// are dropped; question words are stop words only after that.
    @Test func namesAreMatchedBeforeRepeatsAndStopWords() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        func words(_ q: String) throws -> [String] { try engine.queryWords(q).map(\.text) }
        func concepts(_ q: String) throws -> [String] { try engine.queryWords(q).flatMap(\.concepts) }
        // A word repeated around a name is the name once.
        #expect(try words("bar tab bar") == ["tab bar"])
        #expect(try words("tab bar tab") == ["tab bar"])
        let repeated = try engine.search(SearchRequest(query: "bar tab bar"))
        let plain = try engine.search(SearchRequest(query: "tab bar"))
        #expect(repeated.total == plain.total && repeated.hits.map(\.rule.id) == plain.hits.map(\.rule.id))
        #expect(try words("button back button") == ["back button"])
        #expect(try concepts("button back button").contains("back-button"))
        // Russian: the name is matched before question words go; the word the question counts
        // stays a unit of its own, as "tabs" does in English.
        #expect(try words("сколько вкладок может быть в панели вкладок") == ["вкладок", "панели вкладок"])
        #expect(try concepts("сколько вкладок может быть в панели вкладок").contains("tab-bar"))
        #expect(try words("вкладок в панели вкладок") == ["панели вкладок"], "without a count, a repeat of the name")
        // A stop word between two words keeps them apart when they are not one name.
        let nav = try engine.queryWords("кнопки на панели навигации")
        #expect(nav.map(\.text) == ["кнопки", "панели навигации"])
        #expect(nav.last?.concepts == ["navigation-bar"])
        // ... and does not split a name that only forms without it.
        #expect(try words("и скрыть в строку на состояния") == words("скрыть строку состояния"))
        // English question words.
        #expect(try words("how many tabs can a tab bar have") == ["tabs", "tab bar"])
    }

    /// A Chinese A-not-A question form is a stop word: its negation is no modality cue.
    @Test func chineseQuestionFormsAreNoNegation() throws {
        let engine = SearchEngine(store: try Fixtures.openShared())
        for (query, expected) in [("状态栏要不要隐藏", ["状态栏", "隐藏"]), ("能不能隐藏标签栏", ["隐藏", "标签栏"]),
                                  ("是不是要隐藏状态栏", ["要", "隐藏", "状态栏"]), ("导航栏可不可以隐藏", ["导航栏", "隐藏"])] {
            let found = try engine.queryWords(query)
            #expect(found.map(\.text).filter { $0 != "要" } == expected.filter { $0 != "要" }, "\(query): \(found.map(\.text))")
            #expect(!found.contains { $0.concepts.contains("dont") }, "\(query): \(found)")
            let result = try engine.search(SearchRequest(query: query))
            #expect(!result.expansions.contains("dont") && result.total > 0, "\(query): \(result.expansions)")
        }
        // A plain negation still is one.
        #expect(try engine.queryWords("不要隐藏状态栏").contains { $0.concepts.contains("dont") })
        #expect(QueryCompiler.questionForm(["要", "不", "要"], at: 0) == 3)
        #expect(QueryCompiler.questionForm(["可", "不", "可", "以"], at: 0) == 4)
        #expect(QueryCompiler.questionForm(["不", "要", "隐"], at: 0) == nil)
    }
}
