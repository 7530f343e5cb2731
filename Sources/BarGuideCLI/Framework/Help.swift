// Help text: the overview (every command) and per-command help.

public enum HelpRenderer {
    /// Help is wrapped to the terminal, but never wider than this.
    public static let maximumWidth = 100

    static func clampWidth(_ width: Int) -> Int { min(max(width, 40), maximumWidth) }

    /// `barguide --help`: every command with its abstract, global options, environment, exit status.
    public static func overview(commands: [CommandSpec], width: Int = Terminal.defaultWidth, style: Style = .plain) -> String {
        let width = clampWidth(width)
        let p = BarGuideMain.programName
        var out: [String] = []
        out += wrapped("\(p) \(BarGuideMain.version): \(BarGuideMain.overviewAbstract)", width: width, indent: 0)
        out.append("")
        out.append(style.bold("USAGE:") + " " + BarGuideMain.topLevelUsage)
        out.append("")
        out.append(style.bold("COMMANDS:"))
        let rows = commands.map { (style.bold($0.name), $0.name.displayWidth, $0.abstract) }
            + [(style.bold("help"), 4, "Show help for a command: \(p) help COMMAND.")]
        out += table(rows, width: width)
        out.append("")
        out.append(style.bold("GLOBAL OPTIONS:"))
        out += optionTable(OptionSpec.global, width: width)
        out.append("")
        out.append(style.bold("ENVIRONMENT:"))
        out += table(environment.map { ($0.name, $0.name.displayWidth, $0.text) }, width: width)
        out.append("")
        out.append(style.bold("EXIT CODES:"))
        out += table(exitStatus.map { ($0.code, $0.code.displayWidth, $0.text) }, width: width)
        out.append("")
        out += wrapped("Run '\(p) help COMMAND' for a command's options and examples.", width: width, indent: 0)
        return out.joined(separator: "\n") + "\n"
    }

    /// Every environment variable barguide reads: the overview and the man page list these.
    public static let environment: [(name: String, text: String)] = [
        ("BARGUIDE_DB", "The default database, used when --db is not given."),
        ("XDG_DATA_HOME", "Without BARGUIDE_DB, the default database is $XDG_DATA_HOME/barguide/barguide.sqlite (an absolute path), built from the embedded corpus on first use."),
        ("HOME", "Without either, the default database is ~/.local/share/barguide/barguide.sqlite."),
        ("NO_COLOR", "When set and not empty, no colour at all (even with --color always)."),
        ("COLUMNS", "Output width in columns (default: the terminal's, else \(Terminal.defaultWidth))."),
        ("TERM", "With --color auto, 'dumb' turns colour off; browse refuses a dumb terminal."),
        ("BARGUIDE_BROWSE_TRACE", "browse appends one JSON line per search to this file (timings)."),
        ("BARGUIDE_FALLBACK_WEIGHTS", "For development: ingest's learned fallback reads its weights from this file instead of the built-in ones (Sources/BarGuideKit/Learned/tools/README.md)."),
        ("TMPDIR", "Where SQLite puts temporary files (SQLITE_TMPDIR first)."),
        ("LANG, LC_*", "Ignored: output never depends on the locale (see --lang and --prefer-lang)."),
    ]

    /// The exit-code rule, one line per status: the overview and the man page list these.
    public static let exitStatus: [(code: String, text: String)] = [
        ("0", "Success: the request succeeded, even when the page shown is empty but matches exist (search --limit 0, or --offset past the last result: the output says how many match)."),
        ("1", "Nothing matched: a search without matches, an unknown rule id or item, a bar without guidelines in that language. --format json still prints one document, with empty results."),
        ("2", "Usage error: unknown command or option, missing or invalid value, malformed query."),
        ("3", "Data error: missing, corrupt or newer database, an invalid row (export stops there, after the rules before it), a failed verify, an unreadable corpus, ingest --strict with a file that could not be ingested or no rule at all. (An ingest ended by signal N exits 128 + N.)"),
    ]

    /// `barguide CMD --help`: abstract, USAGE, discussion, ARGUMENTS, OPTIONS, EXAMPLES.
    public static func help(for spec: CommandSpec, width: Int = Terminal.defaultWidth, style: Style = .plain) -> String {
        let width = clampWidth(width)
        var out: [String] = []
        out += wrapped(spec.abstract, width: width, indent: 0)
        out.append("")
        // Wrapped between words, continuation lines aligned under the program name.
        var lines: [String] = []
        var current = ""
        for part in spec.usageParts {
            if !current.isEmpty && 7 + current.displayWidth + 1 + part.displayWidth > width {
                lines.append(current)
                current = part
            } else {
                current += (current.isEmpty ? "" : " ") + part
            }
        }
        lines.append(current)
        out.append(style.bold("USAGE:") + " " + lines[0])
        out += lines.dropFirst().map { "       " + $0 }
        if !spec.discussion.isEmpty {
            out.append("")
            for (n, paragraph) in paragraphs(spec.discussion).enumerated() {
                if n > 0 { out.append("") }
                out += wrapped(paragraph, width: width, indent: 0)
            }
        }
        if !spec.positionals.isEmpty {
            out.append("")
            out.append(style.bold("ARGUMENTS:"))
            out += table(spec.positionals.map { p in
                let name = p.isVariadic ? p.name + "..." : p.name
                return (name, name.displayWidth, p.help + (p.isOptional ? " (optional)" : ""))
            }, width: width)
        }
        let options = spec.allOptions.filter { !$0.hidden }
        if !options.isEmpty {
            out.append("")
            out.append(style.bold("OPTIONS:"))
            out += optionTable(options, width: width)
        }
        if !spec.examples.isEmpty {
            out.append("")
            out.append(style.bold("EXAMPLES:"))
            for e in spec.examples { out.append("  " + e) }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// `-f, --format FORMAT   help…` rows, aligned.
    static func optionTable(_ options: [OptionSpec], width: Int) -> [String] {
        let anyShort = options.contains { $0.short != nil }
        return table(options.map { o in
            let left = optionLabel(o, padShort: anyShort)
            return (left, left.displayWidth, optionHelp(o))
        }, width: width)
    }

    /// `-f, --format FORMAT` (four spaces instead of the short form when `padShort`).
    static func optionLabel(_ o: OptionSpec, padShort: Bool) -> String {
        var left = ""
        if let s = o.short { left = "-\(s), " } else if padShort { left = "    " }
        left += "--" + o.long
        if let v = o.valueName, !o.isFlag { left += " " + v }
        return left
    }

    /// Options with more aliases than this show the canonical values only.
    static let maximumListedAliases = 6

    /// An option's help text with its choices, aliases and default.
    static func optionHelp(_ o: OptionSpec) -> String {
        var parts = [o.help]
        if let allowed = o.allowed {
            var s = "Values: " + allowed.joined(separator: ", ")
            if o.aliases.count > maximumListedAliases {
                // A long alias table (the bar names in every language) would bury the options:
                // the option's own help says where it is listed (barguide scopes).
                s += " (or one of \(o.aliases.count) other names)"
            } else if !o.aliases.isEmpty {
                s += " (" + o.aliases.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", ") + ")"
            }
            parts.append(s + ".")
        }
        if let d = o.defaultValue { parts.append("Default: \(d).") }
        if o.repeatable { parts.append("May be repeated.") }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    static func paragraphs(_ s: String) -> [String] {
        var result: [String] = []
        var current: [Substring] = []
        for line in s.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) {
                if !current.isEmpty { result.append(current.joined(separator: " ")); current = [] }
            } else {
                current.append(line.drop(while: { $0 == " " }))
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: " ")) }
        return result
    }

    static func wrapped(_ s: String, width: Int, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        return TextWidth.wrap(s, width: width - indent).map { pad + $0 }
    }

    /// Two aligned columns, indented by 2; the right column wraps. A left cell too wide for the
    /// column puts its text on the next line. `leftWidth` is the left cell's display width
    /// (it may contain style escapes).
    static func table(_ rows: [(left: String, leftWidth: Int, right: String)], width: Int) -> [String] {
        let indent = 2, gap = 2
        let widest = rows.map(\.leftWidth).max() ?? 0
        let column = min(widest, 28) + indent + gap
        var out: [String] = []
        for row in rows {
            let text = TextWidth.wrap(row.right, width: max(20, width - column))
            let pad = String(repeating: " ", count: column)
            var first = String(repeating: " ", count: indent) + row.left
            if row.leftWidth + indent + gap > column {
                out.append(first)
                out += text.map { pad + $0 }
                continue
            }
            first += String(repeating: " ", count: column - indent - row.leftWidth)
            out.append(first + text[0])
            out += text.dropFirst().map { pad + $0 }
        }
        return out
    }
}
