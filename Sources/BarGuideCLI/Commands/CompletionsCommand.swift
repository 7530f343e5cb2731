import BarGuideKit
import BarGuideResources

/// `barguide completions bash|zsh|fish`: a completion script generated from the command specs.
enum CompletionsCommand: CLICommand {
    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print a shell completion script (bash, zsh or fish).",
        discussion: """
            The script completes commands, options and their values (scopes and bar aliases, \
            languages, kinds, modalities, formats, item names) and the rule ids of the default \
            database, which it asks of 'barguide completions --rule-ids' when you press TAB.

            Install: bash: barguide completions bash > ~/.local/share/bash-completion/completions/barguide; \
            zsh: barguide completions zsh > ~/.zfunc/_barguide (with ~/.zfunc in fpath); fish: \
            barguide completions fish > ~/.config/fish/completions/barguide.fish. 'make install' \
            installs all three under PREFIX.
            """,
        options: [
            .flag("rule-ids", help: "Print the rule ids of the default database, one per line (used by the scripts).", hidden: true),
        ],
        positionals: [PositionalSpec("SHELL", help: "bash, zsh or fish.", optional: true)],
        examples: ["barguide completions bash > ~/.local/share/bash-completion/completions/barguide",
                   "barguide completions fish > ~/.config/fish/completions/barguide.fish"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        if args.flag("rule-ids") { return ruleIDs(ctx) }
        let shells = ShellCompletion.Shell.allCases.map(\.rawValue)
        guard let name = args.positional("SHELL") else {
            throw CLIError.usage("missing SHELL: one of \(shells.joined(separator: ", "))")
        }
        guard let shell = ShellCompletion.Shell(rawValue: name.lowercased()) else {
            var message = "unknown shell '\(Sanitize.line(name))'; shells: \(shells.joined(separator: ", "))"
            if let s = Suggest.best(for: name.lowercased(), among: shells) { message += "; did you mean '\(s)'?" }
            throw CLIError.usage(message)
        }
        ctx.out.write(ShellCompletion.script(shell, commands: model(), global: OptionSpec.global))
        return .ok
    }

    /// Every registered command with the completions of its values.
    static func model() -> [ShellCompletion.Command] {
        CommandRegistry.all.map { command in
            let spec = command.spec
            var values: [String: CompletionValues] = [:]
            for o in spec.allOptions where !o.isFlag {
                values[o.long] = o.long == "item" ? .words(itemNames) : ShellCompletion.defaultValues(o)
                if o.long == "scope" { values[o.long] = .words(ShellCompletion.words(Bar.scopeChoices + Bar.aliases.map(\.name))) }
            }
            return ShellCompletion.Command(name: spec.name, abstract: spec.abstract, options: spec.allOptions,
                                           positional: positionalValues(spec), values: values)
        }
    }

    /// What the first positional of a command completes to.
    static func positionalValues(_ spec: CommandSpec) -> CompletionValues {
        switch (spec.name, spec.positionals.first?.name) {
        case ("checklist", "BAR"): return .words(ShellCompletion.words(Bar.aliases.map(\.name)))
        case ("show", "ID"): return .ruleIDs
        case ("items", "NAME"): return .words(itemNames)
        case ("schema", "NAME"): return .words(SchemaCommand.schemas.map(\.name))
        case ("completions", "SHELL"): return .words(ShellCompletion.Shell.allCases.map(\.rawValue))
        default: return .none  // free text (search, analyze) or no arguments
        }
    }

    /// The system items' short and Swift names, from the embedded catalog.
    static var itemNames: [String] {
        let items = CorpusSource.embedded().catalog.items
        return ShellCompletion.words(items.map(\.shortName) + items.map(\.swiftName))
    }

    /// The ids of the default database, if it exists (never built from here: TAB must be fast).
    static func ruleIDs(_ ctx: Context) -> ExitCode {
        guard let path = DefaultDatabase.path(environment: { ctx.environment.nonEmpty($0) }), FileSystem.exists(path),
              let store = try? Store.open(path), let rules = try? store.allRules() else { return .noResults }
        for rule in rules { ctx.out.line(rule.id) }
        return .ok
    }
}
