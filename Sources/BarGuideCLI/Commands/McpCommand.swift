import BarGuideKit

/// `barguide mcp`: the Model Context Protocol server over stdio (MCP/ holds the protocol layer).
enum McpCommand: CLICommand {
    static let spec = CommandSpec(
        name: "mcp",
        abstract: "Serve the rules to AI agents: a Model Context Protocol server over stdio.",
        discussion: """
            Reads newline-delimited JSON-RPC 2.0 messages on stdin and answers on stdout, which \
            carries protocol messages only (notices such as building the default database go to \
            stderr). Speaks MCP 2024-11-05, 2025-03-26, 2025-06-18 and 2025-11-25 (initialize) and \
            2026-07-28 (server/discover, stateless requests). Ends with status 0 at the end of input \
            or on SIGTERM.

            Tools: search_rules, get_rule, checklist, list_items, list_scopes; from 2025-06-18 \
            their structured content is the JSON of the matching command, valid against \
            'barguide schema search|show|checklist|items|scopes'. Resources: barguide://rule/{id} \
            and barguide://checklist/{bar} (Markdown).

            Configure a client with the command 'barguide' and the arguments ["mcp"].
            """,
        options: [.database],
        examples: ["barguide mcp", "barguide mcp --db ./bars.sqlite"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        // Tools open the database on first use, reporting a failure to that call. The notice that
        // the default database was built goes to stderr: the memory stdout of `quiet` drops
        // anything else a reading path might print.
        let quiet = Context(out: .memory(), err: ctx.err, environment: ctx.environment, format: .text,
                            colorChoice: .never, style: .plain, isTTY: false, width: ctx.width, command: spec)
        if let db = args.string("db"), db.isEmpty { throw CLIError.usage("--db needs a path") }
        SessionMemory.keepFreedMemory()  // one process answers every call
        let tools = MCPTools(openStore: { try DatabaseAccess.open(args, quiet) })
        StdioTransport.serve(MCPServer(tools: tools), out: ctx.out)
        return .ok
    }
}
