// Seeded property tests: random queries through the query parser and the FTS5 query builder
// (every compiled MATCH is run against the real database), random documents through the
// ingest parser, and the inputs the fuzzers found (FuzzRegressions/). Deterministic: a fixed
// SplitMix64 seed per test; a failure prints the seed and the input to replay it.
import Testing
import Foundation
@testable import BarGuideKit
import SQLiteKit

/// Seeded with `SplitMix64` (IngestRobustnessTests.swift): the same inputs on every run.
private typealias PropertyRNG = SplitMix64

private enum RandomInput {
    static let ruWords = ["строка", "строку", "состояния", "панель", "панели", "панелью", "навигации", "вкладок",
                          "значками", "кнопка", "кнопки", "«Назад»", "скрыть", "инструментов", "поиска", "ё", "Ёлка",
                          "прокручивают", "содержание", "и", "не", "вклад"]
    static let zhWords = ["狀態欄", "状态栏", "導航欄", "导航栏", "工具欄", "工具栏", "標簽欄", "标签栏", "按鈕", "按钮",
                          "栏", "欄", "图", "隱藏", "隐藏", "搜索", "範圍欄", "返回", "标签栏图标", "，", "。", "「", "」"]
    static let enWords = ["status", "bar", "back", "button", "hide", "toolbar", "tab", "search", "scope", "badge",
                          "navigation", "the", "a"]
    static let identifiers = ["FixedSpace", "tintColor", "barTintColor", "UIBarButtonItem", "UIBarButtonSystemItemFixedSpace",
                              "fixedSpace", "UISearchBar", "x2", "iOS7", "_", "a_b", "1.5", "33-1"]
    /// FTS5 and BarGuide syntax, quoted and bare, to try to get through the builder.
    static let syntax = ["\"", "\"\"", "*", "-", "OR", "AND", "NOT", "NEAR", "NEAR(", "NEAR/3", "(", ")", ":", "^", "+",
                         "{", "}", "[", "]", ",", "'", "`", "\\", "bar:", "bar:tab-bar", "scope:tab", "lang:zh",
                         "lang:ru", "lang:xx", "kind:guideline", "kind:nope", "modality:dont", "item:FixedSpace",
                         "item:", "rules_fts:", "headline:", "text:", "col:", "-OR", "OR-", "**", "-*", "*-", "\"*\"",
                         "a\"b", "-\"a b\"", "\"a\" OR", "OR \"b\""]
    /// Control characters, separators, odd scalars.
    static let oddities = ["\u{0}", "\u{1}", "\u{7}", "\u{8}", "\t", "\n", "\r", "\u{1B}[31m", "\u{1F}", "\u{7F}", "\u{85}", "\u{A0}",
                           "\u{200B}", "\u{200D}", "\u{202E}", "\u{2028}", "\u{3000}", "\u{FEFF}", "\u{FFFD}", "\u{FFFF}",
                           "e\u{301}", "\u{1F600}", "\u{1F1F7}\u{1F1FA}", "ǎ", "(dǎo)", "?", "…", "—", "«", "»", "“", "”"]

    static func pick<T>(_ list: [T], _ rng: inout PropertyRNG) -> T { list[Int(rng.next() % UInt64(list.count))] }

    static func query(_ rng: inout PropertyRNG) -> String {
        let n = Int(rng.next() % 8)  // 0 … 7 pieces; 0 is the empty query
        var out = ""
        for i in 0..<n {
            let piece: String
            switch rng.next() % 10 {
            case 0, 1: piece = pick(ruWords, &rng)
            case 2, 3: piece = pick(zhWords, &rng)
            case 4: piece = pick(enWords, &rng)
            case 5: piece = pick(identifiers, &rng)
            case 6, 7: piece = pick(syntax, &rng)
            case 8: piece = pick(oddities, &rng)
            default: piece = pick(syntax, &rng) + pick(ruWords + zhWords + enWords, &rng) + pick(syntax, &rng)
            }
            // mostly spaces between pieces, sometimes glued
            if i > 0 && rng.next() % 4 != 0 { out += rng.next() % 8 == 0 ? "  " : " " }
            out += piece
        }
        return out
    }

    static let docLines = ["Строка состояния", "Строка состояния:", "• Прозрачно", "Панель вкладок", "狀態欄（The Status Bar）",
                           "使用指南", "外觀和行為", "Не создавайте пользовательскую строку состояния.",
                           "隱藏狀態欄之前要三思。", "導(dǎo)航欄", "用戶?可以", "СОВЕТ", "重要：", "Реализация.",
                           "1. Первый шаг", "  продолжение строки", "(Темное) содержание", "UIBarButtonSystemItemFixedSpace",
                           "Используйте кнопку Undo.", "<b>жирный</b>", "Ð¡Ñ‚Ñ€Ð¾ÐºÐ°", "Table 33-1", "。？", "- пункт",
                           "Кнопка Bookmarks. Открывает закладки.", "Экраны:Много", ""]

    /// A random document: raw bytes (often invalid UTF-8), or lines recombined from corpus-like
    /// pieces with odd scalars, CR/CRLF line ends and a BOM mixed in.
    static func document(_ rng: inout PropertyRNG) -> [UInt8] {
        switch rng.next() % 4 {
        case 0:
            let n = Int(rng.next() % 400)
            return (0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        default:
            var s = rng.next() % 10 == 0 ? "\u{FEFF}" : ""
            let lines = Int(rng.next() % 14)
            for _ in 0..<lines {
                var line = pick(docLines, &rng)
                if rng.next() % 3 == 0 { line += pick(oddities + ["\u{FFFE}"], &rng) + pick(docLines, &rng) }
                if rng.next() % 5 == 0 { line = pick(syntax, &rng) + line }
                s += line
                switch rng.next() % 6 {
                case 0: s += "\r\n"
                case 1: s += "\r"
                case 2: s += "\n\n"
                default: s += "\n"
                }
            }
            var bytes = Array(s.utf8)
            if rng.next() % 8 == 0, !bytes.isEmpty {  // a cut in the middle of a scalar, a stray byte
                bytes.insert(UInt8(truncatingIfNeeded: rng.next() | 0x80), at: Int(rng.next() % UInt64(bytes.count)))
            }
            return bytes
        }
    }
}

@Suite struct PropertyTests {
    static func engine() throws -> SearchEngine { SearchEngine(store: try Fixtures.openShared()) }

    /// nil when the query parses or fails with a QueryError and every compiled MATCH runs;
    /// otherwise what went wrong.
    static func check(_ query: String, _ engine: SearchEngine, fullSearch: Bool) -> String? {
        let compiled: SearchEngine.CompiledMatches
        do {
            compiled = try engine.compileMatches(query)
        } catch {
            if case .query = error { return nil }
            return "compile: \(error)"
        }
        for match in [compiled.and, compiled.or].compactMap({ $0 }) {
            do { _ = try engine.countMatches(match) } catch { return "MATCH \(match.debugDescription): \(error)" }
        }
        if fullSearch {
            do { _ = try engine.search(SearchRequest(query: query, limit: 3)) } catch {
                if case .store(let e) = error { return "search: \(e.message)" }
            }
        }
        return nil
    }

    @Test func randomQueriesNeverCrashNorMakeAnFTS5SyntaxError() throws {
        let engine = try Self.engine()
        let seed: UInt64 = 0xBA26_0001
        var rng = PropertyRNG(seed: seed)
        var parsed = 0, rejected = 0
        for i in 0..<10_000 {
            let query = RandomInput.query(&rng)
            if (try? QueryParser.parse(query)) == nil { rejected += 1 } else { parsed += 1 }
            if let failure = Self.check(query, engine, fullSearch: i % 10 == 0) {
                Issue.record("seed \(seed), query #\(i) \(query.debugDescription): \(failure)")
                return
            }
        }
        // The generator must exercise both sides.
        #expect(parsed > 1_000)
        #expect(rejected > 500)
    }

    @Test func queryErrorsAreValuesNotTraps() throws {
        // Each syntax error the parser knows, through the engine.
        let engine = try Self.engine()
        for (query, expected) in [("\"open", QueryError.unbalancedQuote), ("- x", .bareMinus), ("*", .bareStar),
                                  ("a OR", .danglingOr), ("OR a", .danglingOr), ("-a", .onlyExclusions),
                                  ("bar:", .emptyFilter("bar"))] {
            #expect(throws: SearchError.query(expected)) { try engine.compileMatches(query) }
        }
    }

    /// U+0000 in a query used to be quoted into the MATCH string as it was, and FTS5 stopped at
    /// it ("unterminated string"). Found by FuzzQuery; control characters now become spaces.
    @Test func nulInAQuery() throws {
        let engine = try Self.engine()
        for query in ["a\u{0}b", "\u{0}", "строка\u{0}", "\"\u{0}\"", "tab\u{1B}[31m bar\u{7F}"] {
            if let failure = Self.check(query, engine, fullSearch: true) {
                Issue.record("\(query.debugDescription): \(failure)")
            }
        }
    }

    @Test func randomDocumentsNeverCrashTheParser() throws {
        let catalog = try CorpusSource.directory(Fixtures.corpusDirectory).catalog
        let manifest = try CorpusSource.directory(Fixtures.corpusDirectory).manifest.documents
        let metas: [Manifest.Document?] = [nil] + manifest.map { Optional($0) }
        var rng = PropertyRNG(seed: 0xBA26_0002)
        var rules = 0
        for i in 0..<1_000 {
            let bytes = RandomInput.document(&rng)
            let meta = metas[i % metas.count]
            let doc = DocumentParser.parse(name: "random-\(i).txt", bytes: bytes, manifest: meta, catalog: catalog)
            rules += doc.rules.count
            for rule in doc.rules {
                #expect(!rule.text.isEmpty, "document #\(i): a rule without text")
                #expect(rule.lines.start >= 1 && rule.lines.start <= rule.lines.end, "document #\(i): \(rule.lines)")
            }
            #expect(Set(doc.rules.map(\.id)).count == doc.rules.count, "document #\(i): duplicate ids")
        }
        #expect(rules > 100)  // the generator makes documents with rules, not only garbage
    }

    // MARK: - Fuzzer regressions

    static let regressions: String = Fixtures.root + "/Tests/BarGuideKitTests/FuzzRegressions"

    /// Inputs of one kind; a file whose name starts with "known-" is an open, reported bug.
    static func inputs(_ kind: String) -> [(name: String, bytes: [UInt8])] {
        let dir = regressions + "/" + kind
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return names.compactMap { name in
            (try? Data(contentsOf: URL(fileURLWithPath: dir + "/" + name))).map { (name, [UInt8]($0)) }
        }
    }

    @Test func fuzzRegressionQueries() throws {
        let engine = try Self.engine()
        let inputs = Self.inputs("query")
        #expect(!inputs.isEmpty)
        for input in inputs {
            let query = String(decoding: input.bytes, as: UTF8.self)
            if input.name.hasPrefix("known-") {
                withKnownIssue("open bug, see FuzzRegressions/README.md: \(input.name)", isIntermittent: true) {
                    if let failure = Self.check(query, engine, fullSearch: true) { Issue.record("\(input.name): \(failure)") }
                }
            } else if let failure = Self.check(query, engine, fullSearch: true) {
                Issue.record("\(input.name) \(query.debugDescription): \(failure)")
            }
        }
    }

    @Test func fuzzRegressionDocuments() throws {
        let corpus = try CorpusSource.directory(Fixtures.corpusDirectory)
        for input in Self.inputs("ingest") {
            for meta in [nil] + corpus.manifest.documents.map({ Optional($0) }) {
                _ = DocumentParser.parse(name: input.name, bytes: input.bytes, manifest: meta, catalog: corpus.catalog)
            }
        }
    }
}
