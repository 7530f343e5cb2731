// The list of commands `barguide` dispatches to, and the version. Add new commands here.

public enum CommandRegistry {
    /// Every command, in the order the overview lists them.
    public static var all: [any CLICommand.Type] {
        [SearchCommand.self, BrowseCommand.self, IngestCommand.self, ExportCommand.self, ChecklistCommand.self, ShowCommand.self,
         ItemsCommand.self, ScopesCommand.self, StatsCommand.self, AnalyzeCommand.self, ExplainCommand.self, SchemaCommand.self, VerifyCommand.self,
         McpCommand.self, CompletionsCommand.self, ManCommand.self]
    }
}

extension BarGuideMain {
    /// Printed by `barguide --version`.
    public static var version: String { "0.1.0" }
    /// The first line of the overview.
    public static var overviewAbstract: String {
        "an offline, searchable knowledge base of Apple's iOS bar guidelines (status, navigation, tool, tab, search and scope bars)."
    }
}
