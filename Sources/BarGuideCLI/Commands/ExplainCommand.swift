import BarGuideKit

enum ExplainCommand: CLICommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Show why a sentence or a stored rule gets its kind, modality, bars and items.",
        discussion: """
            Given a rule id (or a unique prefix of one), reads the rule's document again from the \
            corpus it was ingested from and shows the evidence ingest used. Given a TEXT, explains \
            it as a paragraph of a guidelines text: each rule it makes, with the evidence.

            Each field names its evidence: the language module and the cue that fired (with its \
            phrase and where it counts: anywhere, at the sentence's start, at a clause's start), the \
            verb's form (the module's morphology), the rule's position or structure (a section's \
            first paragraph, a table row, a caption), or the fallback when nothing else decided. \
            When a stored rule's document is no longer where it was ingested from, its text is \
            explained on its own, and the output says so.

            --lang sets the language of a TEXT (default: detected from the text). Exit status: 0, \
            1 when the id names no rule or the text makes no rule.
            """,
        options: [
            .choice("lang", valueName: "LANG", Lang.allCases.map(\.rawValue) + ["zh"],
                    aliases: ["zh-hant": "zh-Hant", "zh-hans": "zh-Hans"], help: "The language of TEXT (default: detected)."),
            .format([.text, .json]),
            .database,
        ],
        positionals: [PositionalSpec("TEXT|ID", help: "A sentence of one's own, or a rule id.", variadic: true)],
        examples: ["barguide explain \"You should not use a tab bar for actions.\"",
                   "barguide explain \"Не бойтесь использовать системные значки.\" --format json",
                   "barguide explain tab-bar.05cc"])

    /// A rule id as `show` takes it: a bar id, a dot, hex digits.
    static func looksLikeID(_ s: String) -> Bool {
        guard let dot = s.lastIndex(of: "."), dot != s.startIndex else { return false }
        let bar = s[..<dot], hex = s[s.index(after: dot)...]
        return !hex.isEmpty && hex.allSatisfy(\.isHexDigit) && bar.allSatisfy { $0.isLowercase || $0 == "-" }
    }

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let words = args.positionals("TEXT|ID")
        guard !words.isEmpty else { throw CLIError.usage("missing TEXT or ID") }
        let input = words.joined(separator: " ")
        var explanations: [RuleExplanation] = []
        var inSource = false
        var what = "text"
        if words.count == 1, looksLikeID(input) {
            what = "id"
            let store = try DatabaseAccess.open(args, ctx)
            let rule: Rule
            do { rule = try store.resolveRule(input) } catch {
                switch error {
                case .store(let e): throw e
                case .ambiguous: throw CLIError.usage(error.message + "; give more of the id")
                default: return RuleText.notFound(error.message, hint: "find rule ids with 'barguide search'", ctx)
                }
            }
            if let e = store.explainFromSource(rule) {
                explanations = [e]
                inSource = true
            } else if let e = Explainer.explain(text: rule.text, lang: rule.lang).first {
                explanations = [e]
            }
        } else {
            let lang = args.string("lang").map { $0 == "zh" ? "zh-Hans" : $0 }.flatMap(Lang.init(rawValue:))
            explanations = Explainer.explain(text: input, lang: lang)
        }
        if ctx.format == .json {
            ctx.out.json(.object([
                "schema_version": .int(JSONSchemaVersion.current),
                "input": .string(what),
                "rules": .array(explanations.map { $0.json(fromSource: inSource) }),
            ]))
        } else {
            if what == "id", !inSource, !explanations.isEmpty {
                ctx.out.line(ctx.style.dim("The rule's document is not where it was ingested from: its text is explained on its own."))
            }
            for (k, e) in explanations.enumerated() {
                if k > 0 { ctx.out.line() }
                printText(e, ctx)
            }
            if explanations.isEmpty { ctx.out.line(ctx.style.dim("No rule: the text holds no guideline text.")) }
        }
        return explanations.isEmpty ? .noResults : .ok
    }

    static func printText(_ e: RuleExplanation, _ ctx: Context) {
        let s = ctx.style
        let id = e.rule.id.isEmpty ? "" : e.rule.id + "  "
        ctx.out.line(s.bold(id + "«" + Sanitize.line(e.rule.headline) + "»"))
        ctx.out.line(s.dim("  \(e.module) module · \(e.position)"))
        let width = e.evidence.map { TextWidth.of(Sanitize.line($0.value)) }.max() ?? 0
        let column = Swift.min(width, 40) + 2
        for ev in e.evidence {
            // (a value wider than the column, a list of items, keeps two spaces before its evidence)
            let value = Sanitize.line(ev.value)
            let cell = TextWidth.of(value) + 2 > column ? value + "  " : value.padded(toWidth: column)
            ctx.out.line("  " + ev.field.padded(toWidth: 9) + cell + s.dim(ev.source + ": ") + Sanitize.line(ev.detail))
        }
    }
}
