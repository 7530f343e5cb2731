// Shell completions and the man page, generated from the specs: the bash script exercised
// with bash itself, the page rendered by groff with warnings on; and the parser rules
// (last wins, --json, a query that starts with '-').
import Testing
import Foundation
@testable import BarGuideCLI

/// Runs `script` with bash; nil when bash is missing.
private func bash(_ script: String, env: [String: String] = [:]) throws -> (status: Int32, out: String, err: String)? {
    guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return nil }
    return try runProgram("/bin/bash", ["--norc", "--noprofile", "-c", script],
                          environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(env) { $1 })
}

private let groff = ["/usr/bin/groff", "/bin/groff"].first { FileManager.default.isExecutableFile(atPath: $0) }

@Suite("Framework: completions and man page")
struct FrameworkCompletionTests {
    /// What the generated bash completion offers for the words typed so far (last: the one being completed).
    func complete(_ words: [String]) throws -> [String] {
        let binary = try #require(BinaryRunner.executable)
        let dir = (binary as NSString).deletingLastPathComponent
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = """
            source <("\(binary)" completions bash) || exit 9
            COMP_WORDS=(\(quoted)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            _barguide
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let r = try #require(try bash(script, env: ["PATH": "\(dir):/usr/bin:/bin", "BARGUIDE_DB": SeedDatabase.path]))
        #expect(r.status == 0 && r.err.isEmpty, "\(words): \(r.err)")
        return r.out.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func bashCompletesCommandsOptionsValuesItemsAndRuleIDs() throws {
        #expect(try complete(["barguide", "se"]) == ["search"])
        #expect(Set(try complete(["barguide", "c"])) == ["checklist", "completions"])
        #expect(try complete(["barguide", "--col"]) == ["--color"])
        #expect(Set(try complete(["barguide", "--color", "a"])) == ["auto", "always"])
        #expect(Set(try complete(["barguide", "--color", "never", "sc"])) == ["scopes", "schema"])
        #expect(try complete(["barguide", "search", "--sc"]) == ["--scope"])
        let scopes = Set(try complete(["barguide", "search", "tab", "--scope", "ta"]))
        #expect(scopes.isSuperset(of: ["tab-bar", "tab", "tabs"]) && scopes.allSatisfy { $0.hasPrefix("ta") })
        #expect(Set(try complete(["barguide", "search", "x", "-f", "j"])) == ["json", "jsonl"])
        #expect(Set(try complete(["barguide", "checklist", "--lang", "zh"])) == ["zh", "zh-Hant", "zh-Hans", "zh-hant", "zh-hans"])
        #expect(Set(try complete(["barguide", "search", "--modality", ""])) == ["do", "dont", "avoid", "consider"])
        #expect(try complete(["barguide", "search", "--kind", "beh"]) == ["behavior"])
        #expect(Set(try complete(["barguide", "checklist", "nav"])).isSuperset(of: ["navigation-bar", "nav", "navbar"]))
        #expect(Set(try complete(["barguide", "items", "FixedS"])) == ["FixedSpace"])
        #expect(try complete(["barguide", "search", "--item", "flexibleS"]) == ["flexibleSpace"])
        #expect(Set(try complete(["barguide", "completions", ""])) == ["bash", "zsh", "fish"])
        #expect(try complete(["barguide", "help", "che"]) == ["checklist"])
        // Rule ids come from the default database ($BARGUIDE_DB here).
        let ids = try complete(["barguide", "show", "tab-bar."])
        #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix("tab-bar.") })
        let exported = try RuleCLI.json(["export"])["rules"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        #expect(Set(ids) == Set(exported.filter { $0.hasPrefix("tab-bar.") }))
    }

    @Test func zshAndFishScriptsCoverEveryCommand() throws {
        let names = CommandRegistry.all.map { $0.spec.name }
        let zsh = ShellCompletion.script(.zsh, commands: CompletionsCommand.model(), global: OptionSpec.global)
        let fish = ShellCompletion.script(.fish, commands: CompletionsCommand.model(), global: OptionSpec.global)
        #expect(zsh.hasPrefix("#compdef barguide\n"))
        for name in names {
            #expect(zsh.contains("        \(name)) _arguments"), "\(name)")
            #expect(fish.contains("-a \(name) -d"), "\(name)")
        }
        #expect(zsh.contains("'(-s --scope)'{-s+,--scope=}"))
        #expect(fish.contains("-s f -l format -x -a 'text json jsonl markdown "))
        #expect(fish.contains("__fish_seen_subcommand_from show' -x -a '(barguide completions --rule-ids 2>/dev/null)'"))
    }

    /// Where zsh or fish is installed (not by `make deps`: the bash test exercises the logic),
    /// their own parser checks the scripts.
    @Test(arguments: [("zsh", "/usr/bin/zsh"), ("fish", "/usr/bin/fish")])
    func scriptsParseInTheirShell(shell: String, path: String) throws {
        guard FileManager.default.isExecutableFile(atPath: path) else { return }
        let script = try #require(BinaryRunner.run(["completions", shell]).out.data(using: .utf8))
        let dir = try TemporaryDirectory(prefix: "barguide-completion")
        try script.write(to: URL(fileURLWithPath: dir.file("script")))
        let r = try runProgram(path, ["-n", dir.file("script")], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(r.status == 0 && r.err.isEmpty, "\(shell): \(r.err)")
    }

    @Test(.enabled(if: groff != nil)) func manPageRendersWithoutWarnings() throws {
        let page = BinaryRunner.run(["man"])
        #expect(page.status == 0)
        #expect(page.out.hasPrefix(".TH BARGUIDE 1 "))
        for name in CommandRegistry.all.map({ $0.spec.name }) { #expect(page.out.contains(".SS \(name)\n")) }
        let dir = try TemporaryDirectory(prefix: "barguide-man")
        try page.out.write(toFile: dir.file("barguide.1"), atomically: true, encoding: .utf8)
        let r = try #require(try bash("'\(groff!)' -man -Tutf8 -ww -z '\(dir.file("barguide.1"))'"))
        #expect(r.status == 0 && r.err.isEmpty, "groff: \(r.err)")
        let text = try #require(try bash("'\(groff!)' -man -Tutf8 -P-cbou '\(dir.file("barguide.1"))'"))
        #expect(text.out.contains("barguide search QUERY... [--scope SCOPE]"))
        #expect(text.out.contains("标签栏"), "non-ASCII examples survive as \\[uXXXX]")
    }

    @Test func completionsNeedAKnownShell() {
        let r = BinaryRunner.run(["completions", "bsh"])
        #expect(r.status == 2)
        #expect(r.err.contains("unknown shell 'bsh'; shells: bash, zsh, fish; did you mean 'bash'?"))
    }
}

@Suite("Framework: parser rules")
struct FrameworkIssue14Tests {
    @Test func repeatedOptionsLastWins() throws {
        let a = try ArgumentParser.parse(["q", "--format", "json", "-f", "text", "--limit", "3", "--limit=5"], spec: SearchCommand.spec)
        #expect(a.format == .text)
        #expect(try a.int("limit") == 5)
        // Every value is still checked.
        #expect(throws: CLIError.self) { try ArgumentParser.parse(["q", "--limit", "x", "--limit", "5"], spec: SearchCommand.spec) }
        let json = try RuleCLI.json(["search", "tab bar", "--format", "text", "--limit", "1", "--limit", "2", "--format", "json"])
        #expect(json["results"]?.arrayValue?.count == 2)
    }

    @Test func repeatedInlineFiltersLastWins() throws {
        let behavior = try RuleCLI.json(["search", "kind:guideline kind:behavior tab bar", "--format", "json", "--limit", "50"])
        let kinds = Set(behavior["results"]?.arrayValue?.compactMap { $0["kind"]?.stringValue } ?? [])
        #expect(kinds == ["behavior"])
        let dont = try RuleCLI.json(["search", "modality:do modality:dont tab", "--format", "json", "--limit", "50"])
        #expect(Set(dont["results"]?.arrayValue?.compactMap { $0["modality"]?.stringValue } ?? []) == ["dont"])
        // An inline filter overrides the option, as the README says.
        let inline = try RuleCLI.json(["search", "kind:behavior tab bar", "--kind", "guideline", "--format", "json"])
        #expect(Set(inline["results"]?.arrayValue?.compactMap { $0["kind"]?.stringValue } ?? []) == ["behavior"])
    }

    @Test func jsonSuggestsFormatJSON() {
        for (flag, value) in [("--json", "json"), ("--jsonl", "jsonl"), ("--md", "markdown")] {
            let r = BinaryRunner.run(["search", flag, "tab"])
            #expect(r.status == 2)
            #expect(r.err.hasPrefix("barguide: error: unknown option '\(flag)'; did you mean '--format \(value)'?\n"), "\(r)")
        }
        // Only where --format takes that value.
        #expect(!BinaryRunner.run(["stats", "--markdown"]).err.contains("--format markdown"))
    }

    @Test func aQueryStartingWithADashSuggestsDoubleDash() {
        let r = BinaryRunner.run(["search", "-скрыть"])
        #expect(r.status == 2)
        #expect(r.err.contains("unknown option '-скрыть'; to pass '-скрыть' as an argument, put '--' before it: 'barguide search -- -скрыть'"), "\(r)")
        let ok = BinaryRunner.run(["search", "--db", SeedDatabase.path, "--", "-скрыть", "строку"])
        #expect(ok.status == 0, "\(ok)")
        // Commands without arguments do not suggest it.
        #expect(!BinaryRunner.run(["stats", "-x"]).err.contains("put '--'"))
    }

    @Test func usageLinesComeFromTheSpecs() {
        for command in CommandRegistry.all {
            let spec = command.spec
            for o in spec.options where !o.hidden {
                #expect(spec.usage.contains("[\(o.usageForm)]"), "\(spec.name): \(o.long)")
            }
            for p in spec.positionals { #expect(spec.usage.contains(p.name), "\(spec.name): \(p.name)") }
        }
        #expect(ChecklistCommand.spec.usage == "barguide checklist BAR... [--lang LANG] [--prefer-lang LANG] [--all-variants] [--format markdown|json|text|jsonl] [--include-behavior] [--db PATH]")
    }
}
