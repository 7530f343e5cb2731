import BarGuideKit

/// `barguide man`: the barguide(1) manual page in roff, generated from the command specs.
enum ManCommand: CLICommand {
    static let spec = CommandSpec(
        name: "man",
        abstract: "Print the barguide(1) manual page (roff).",
        discussion: """
            The page is generated from the same specs as --help. Read it with \
            'barguide man | man -l -'; 'make install' installs it as PREFIX/share/man/man1/barguide.1.
            """,
        examples: ["barguide man | man -l -", "barguide man > barguide.1"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        ctx.out.write(page())
        return .ok
    }

    static func page() -> String {
        ManPage.render(
            commands: CommandRegistry.all.map { $0.spec },
            global: OptionSpec.global,
            description: [
                "BarGuide turns Apple's iOS bar guidelines (status bar, navigation bar, toolbar, tab bar, search bar and scope bar), from the Russian and Chinese Human Interface Guidelines and UIKit catalog texts it embeds, into structured rules keyed by bar, kind, modality, language and system item, and lets you search them in Russian, Chinese and English, scoped like an iOS search bar with a scope bar. Every command speaks JSON; 'barguide schema NAME' prints the JSON Schema of each document.",
                "Options come after the command; '--' ends the options. Repeated options: the last one wins. Commands that use the database take --db PATH.",
            ],
            sections: [
                ManPage.Section(title: "Environment", entries: HelpRenderer.environment.map { ($0.name, $0.text) }),
                ManPage.Section(title: "Exit status", entries: HelpRenderer.exitStatus.map { ($0.code, $0.text) }),
                ManPage.Section(title: "MCP", paragraphs: [
                    "'barguide mcp' is a Model Context Protocol server over stdio for AI agents and coding assistants. Configure a client with the command barguide and the arguments [\"mcp\"].",
                ]),
            ])
    }
}
