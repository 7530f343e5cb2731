// Search and stats output, through the built binary: flags in JSON and text, the
// language in Markdown, stats columns, a 40-column terminal, kinsoku, and Chinese snippets that
// use the width they have.
import Testing
import Foundation
import BarGuideKit
@testable import BarGuideCLI

@Suite struct OutputCLITests {
    /// The seed rules with a flag (the Chinese seed has unrepairable mojibake).
    static var flagged: [JSONValue] { RuleCLI.exported.filter { $0["flags"]?.arrayValue?.isEmpty == false } }

    @Test func searchShowsFlagsInJSONAndAsABadgeInText() throws {
        let flagged = try #require(Self.flagged.first, "the seeds have a garbled rule")
        let id = try #require(flagged["id"]?.stringValue)
        let flags = try #require(flagged["flags"]?.arrayValue).compactMap(\.stringValue)
        #expect(flags.contains("garbled"))
        // Found by the first two Chinese characters of its text, as a phrase.
        let ruleText = try #require(flagged["text"]?.stringValue)
        let query = "\"" + String(ruleText.filter { TextWidth.of($0) == 2 }.prefix(2)) + "\""
        let args = ["search", query, "--lang", "zh", "--no-collapse", "-n", "200"]

        let json = try RuleCLI.json(args + ["--format", "json"])
        let results = try #require(json["results"]?.arrayValue)
        let hit = try #require(results.first { $0["id"]?.stringValue == id }, "\(id) not found by \(query)")
        #expect(hit["flags"] == .array(flags.map(JSONValue.string)))
        for r in results { #expect(r["flags"]?.arrayValue != nil, "every hit has flags") }
        #expect(try SchemaTests.validator("search").validate(json).isEmpty)

        let text = RuleCLI.run(args + ["--color", "never"])
        #expect(text.status == 0, "\(text)")
        let header = try #require(text.out.split(separator: "\n").first { $0.contains(id) })
        #expect(header.hasSuffix(" [\(flags.joined(separator: ", "))]"), "\(header)")
        // Unflagged rules carry no badge.
        let ids = results.compactMap { $0["id"]?.stringValue }
        for other in results where other["flags"]?.arrayValue?.isEmpty == true {
            let line = text.out.split(separator: "\n").first { $0.contains(" " + (other["id"]?.stringValue ?? "?")) }
            #expect(line.map { !$0.contains("[") } == true, "\(ids)")
        }
    }

    @Test func markdownSearchOutputNamesEachResultsLanguage() throws {
        let json = try RuleCLI.json(["search", "tab-bar", "--format", "json", "-n", "20"])
        let langs = try #require(json["results"]?.arrayValue).compactMap { $0["lang"]?.stringValue }
        #expect(Set(langs).count > 1, "results in several languages")
        let r = RuleCLI.run(["search", "tab-bar", "--format", "markdown", "-n", "20"])
        #expect(r.status == 0, "\(r)")
        let items = r.out.split(separator: "\n").filter { $0.first?.isNumber == true && $0.contains(". **") }
        #expect(items.count == langs.count)
        for (line, lang) in zip(items, langs) {
            #expect(line.hasSuffix(" · \(lang))\\") || line.contains(" · \(lang) · \\[garbled\\])"), "\(line)")
        }
    }

    @Test func statsColumnsNeverRunTogether() {
        let r = RuleCLI.run(["stats"])
        #expect(r.status == 0, "\(r)")
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = lines.first { $0.hasPrefix("  bar ") } ?? ""
        // Every column is separated by two spaces at least: splitting on them gives the names.
        let names = header.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(names.contains("definition") && names.contains("caption"), "\(header)")
        #expect(!header.contains("definition caption"))
        // Cells line up with their column names.
        let starts = names.map { name in header.range(of: "  " + name)!.lowerBound.utf16Offset(in: header) + 2 }
        for row in lines where row.hasPrefix("  navigation-bar") || row.hasPrefix("  status-bar") {
            for start in starts.dropFirst() {
                let chars = Array(row)
                #expect(start < chars.count && chars[start] != " " && chars[start - 1] == " ", "\(row) at \(start)")
            }
        }
        let documents = lines.drop { $0 != "documents" }.dropFirst().prefix { !$0.isEmpty }
        #expect(documents.count >= 4)
        for d in documents { #expect(d.contains(" rules  "), "\(d)") }
    }

    @Test func statsFitsFortyColumns() throws {
        let r = BinaryRunner.run(["stats", "--db", SeedDatabase.path], env: ["COLUMNS": "40"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines { #expect(line.displayWidth <= 40, "\(line)") }
        // every bar's total and its kinds (never a count cut from its kind), every document's name
        #expect(lines.contains("  navigation-bar: 51") || lines.contains { $0.hasPrefix("  navigation-bar: ") })
        #expect(lines.contains { $0.contains("guideline 10 ·") })
        for name in ["000_c4747e4624164a0e.txt", "001_845267ca53eb942f.txt"] { #expect(lines.contains("  " + name)) }
        #expect(lines.contains { $0.hasPrefix("    zh-Hant · 59 rules · ") })
    }

    @Test func fortyColumnsFitTheScopeBarTheHeaderAndTheLineNumber() throws {
        let r = BinaryRunner.run(["search", "标签栏", "-n", "6", "--db", SeedDatabase.path], env: ["COLUMNS": "40"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        #expect(!r.out.contains("\u{1B}"), "no colour off a terminal")
        let lines = r.out.split(separator: "\n").map(String.init)
        for line in lines { #expect(line.displayWidth <= 40, "too wide: \(line)") }
        // The scope bar keeps every scope, wrapped between them.
        let bar = lines.prefix { !$0.hasPrefix("Expanded") && !$0.isEmpty }.joined(separator: " ")
        for name in ["All", "Status", "Navigation", "Toolbar", "Tab", "Search", "Scope"] {
            #expect(bar.contains(name + " "), "\(name) missing from \(bar)")
        }
        // Each result's whole id is shown, and its source line ends with the line number.
        let json = try RuleCLI.json(["search", "标签栏", "-n", "6", "--format", "json"])
        for hit in try #require(json["results"]?.arrayValue) {
            let id = try #require(hit["id"]?.stringValue)
            let start = try #require(hit["lines"]?["start"]?.intValue)
            #expect(lines.contains { $0.hasSuffix(". " + id) || $0.contains(". " + id + " ") }, "\(id)")
            let sourceLine = lines.first { $0.contains(" › line \(start)") || $0.contains(" › lines \(start)–") }
            #expect(sourceLine.map { $0.last?.isNumber == true } == true, "\(id): \(r.out)")
        }
    }

    @Test func fortyColumnsInColourAndTheChecklistFitToo() throws {
        let colour = BinaryRunner.run(["search", "标签栏", "-n", "6", "--color", "always", "--db", SeedDatabase.path],
                                      env: ["COLUMNS": "40"])
        #expect(colour.status == 0 && colour.out.contains("\u{1B}["), "\(colour)")
        for line in colour.out.split(separator: "\n") {
            #expect(Sanitize.terminal(String(line)).displayWidth <= 40, "too wide: \(line)")
        }
        // NO_COLOR wins over --color always.
        let none = BinaryRunner.run(["search", "标签栏", "--color", "always", "--db", SeedDatabase.path], env: ["NO_COLOR": "1"])
        #expect(none.status == 0 && !none.out.contains("\u{1B}"), "\(none)")

        let checklist = BinaryRunner.run(["checklist", "tab-bar", "--format", "text", "--db", SeedDatabase.path], env: ["COLUMNS": "40"])
        #expect(checklist.status == 0, "\(checklist)")
        let lines = checklist.out.split(separator: "\n").map(String.init)
        for line in lines { #expect(line.displayWidth <= 40, "too wide: \(line)") }
        let sources = lines.filter { $0.hasPrefix("      tab-bar.") && $0.contains(" › line") }
        #expect(sources.count >= 10, "\(checklist.out)")
        for line in sources { #expect(line.last?.isNumber == true, "\(line)") }

        // show: the headers of the rule, its translations and its related rules fit too.
        let id = try RuleCLI.ruleID(headlineStartingWith: RuleCLI.chineseDontRemoveTab)
        let show = BinaryRunner.run(["show", id, "--db", SeedDatabase.path], env: ["COLUMNS": "40"])
        #expect(show.status == 0 && show.out.contains("Translations and editions") && show.out.contains("Related"), "\(show)")
        for line in show.out.split(separator: "\n") { #expect(String(line).displayWidth <= 40, "too wide: \(line)") }
        #expect(show.out.hasPrefix(id + "\n   guideline · dont · zh-Hant\n"), "\(show.out)")
    }

    @Test func wrappedChineseLinesFollowKinsoku() {
        let closing: Set<Character> = ["，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "”"]
        let opening: Set<Character> = ["（", "「", "『", "“"]
        var checked = 0
        for width in [40, 43, 47, 52, 58] {
            let r = BinaryRunner.run(["search", "导航栏", "--lang", "zh", "-n", "15", "--no-collapse", "--db", SeedDatabase.path],
                                     env: ["COLUMNS": "\(width)"])
            #expect(r.status == 0, "\(r)")
            let lines = r.out.split(separator: "\n").map { String($0) }
            for (i, line) in lines.enumerated() where line.hasPrefix("   ") {
                let text = line.dropFirst(3)
                if let first = text.first, closing.contains(first) { Issue.record("width \(width): starts with \(first): \(line)") }
                let next = i + 1 < lines.count ? lines[i + 1] : ""
                if next.hasPrefix("   "), let last = text.last, opening.contains(last) {
                    Issue.record("width \(width): ends with \(last): \(line)")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func chineseSnippetsUseTheWidthAndJSONDoesNotDependOnIt() throws {
        // The longest Chinese rule of the seeds, found by the first two characters of its text.
        let long = try #require(RuleCLI.exported.filter { ($0["lang"]?.stringValue ?? "").hasPrefix("zh") }
            .max { ($0["text"]?.stringValue?.count ?? 0) < ($1["text"]?.stringValue?.count ?? 0) })
        let id = try #require(long["id"]?.stringValue)
        let text = try #require(long["text"]?.stringValue)
        #expect(text.count > 100, "a long Chinese rule")
        let word = "\"" + String(text.filter { TextWidth.of($0) == 2 }.prefix(2)) + "\""
        let args = ["search", word, "--no-collapse", "--lang", "zh", "-n", "200", "--color", "never", "--db", SeedDatabase.path]
        /// Characters of the rule's snippet as shown at `columns`.
        func snippetLength(_ columns: Int) -> Int {
            let r = BinaryRunner.run(args, env: ["COLUMNS": "\(columns)"])
            let lines = r.out.split(separator: "\n").map(String.init)
            guard let at = lines.firstIndex(where: { $0.contains(" " + id) }) else { return -1 }
            return lines[(at + 1)...].prefix { !$0.contains(" › line") }.map { $0.dropFirst(3).count }.reduce(0, +)
        }
        let narrow = snippetLength(60), wide = snippetLength(200)
        #expect(narrow > 0, "\(id) not found by \(word)")
        #expect(wide > 60, "at 200 columns a Chinese snippet is longer than the old 40 characters: \(wide)")
        #expect(wide > narrow)
        // JSON is the same at any width.
        let a = BinaryRunner.run(["search", "栏", "--format", "json", "--db", SeedDatabase.path], env: ["COLUMNS": "40"])
        let b = BinaryRunner.run(["search", "栏", "--format", "json", "--db", SeedDatabase.path], env: ["COLUMNS": "200"])
        #expect(a.status == 0 && a.stdout == b.stdout)
    }
}
