// The MCP tools and resources: a thin layer over the engine and the CLI's own JSON builders
// and Markdown printers. Arguments are checked by the command specs (ToolArguments.swift) and
// decoded by the same typed structs as the CLI's; results are the CLI's JSON documents.
import BarGuideKit
import BarGuideResources

/// A tool failure the agent can act on: returned as an `isError: true` result.
struct ToolError: Error {
    var message: String
}

final class MCPTools {
    /// Default of `max_chars`: about 5,000 tokens.
    static let defaultMaxChars = 20_000
    /// `max_chars` below this is raised to it (a rule and the paging note must fit).
    static let minimumMaxChars = 500

    private let openStore: () throws -> Store
    private var store: Store?

    /// `openStore` opens the database on first use (building the default one if needed);
    /// a failure is reported to that call and retried by the next.
    init(openStore: @escaping () throws -> Store) { self.openStore = openStore }

    private func database() throws -> Store {
        if let store { return store }
        let s = try openStore()
        s.tuneForSession()  // one connection answers every call of the session
        store = s
        return s
    }

    // MARK: tools/list

    func definitions(version: String) -> [JSONValue] {
        ToolCatalog.all.map { tool in
            var object: [String: JSONValue] = [
                "name": .string(tool.name),
                "description": .string(tool.description),
                "inputSchema": tool.inputSchema,
            ]
            if version >= MCPServer.structuredOutputVersion {
                object["title"] = .string(tool.title)
                object["outputSchema"] = ToolCatalog.outputSchema(tool.schemaName)
            }
            if version >= MCPServer.annotationsVersion {
                object["annotations"] = .object([
                    "title": .string(tool.title), "readOnlyHint": true, "destructiveHint": false,
                    "idempotentHint": true, "openWorldHint": false,
                ])
            }
            return .object(object)
        }
    }

    // MARK: tools/call

    func call(_ name: String, arguments: JSONValue, structured: Bool) throws(RPCError) -> JSONValue {
        guard let tool = ToolCatalog.all.first(where: { $0.name == name }) else {
            var message = "Unknown tool: \(name); tools: " + ToolCatalog.all.map(\.name).joined(separator: ", ")
            if let s = Suggest.best(for: name, among: ToolCatalog.all.map(\.name)) { message += "; did you mean '\(s)'?" }
            throw .invalidParams(message)
        }
        do {
            guard case .object(let args) = arguments else {
                throw ToolError(message: "arguments must be a JSON object, such as {\"query\": \"tab bar\"}")
            }
            let decoded = try ToolArguments.decode(args, for: tool)
            let page = try run(tool, decoded)
            let (content, text) = Budget.fit(page, maxChars: decoded.maxChars, structured: structured)
            var result: [String: JSONValue] = [
                "content": .array([.object(["type": "text", "text": .string(text)])]),
                "isError": false,
            ]
            if structured { result["structuredContent"] = content }
            return .object(result)
        } catch let error as ToolError {
            return MCPTools.errorResult(error.message)
        } catch {
            let e = ErrorFunnel.cliError(for: error)
            switch e {
            case .data(let message, let hint):
                return MCPTools.errorResult("database error: \(message)" + (hint.map { " (\($0))" } ?? ""))
            case .usage(let message, _): return MCPTools.errorResult(message)
            case .noResults: return MCPTools.errorResult("nothing found")
            }
        }
    }

    static func errorResult(_ message: String) -> JSONValue {
        .object(["content": .array([.object(["type": "text", "text": .string(message)])]), "isError": true])
    }

    private func run(_ tool: ToolDefinition, _ a: ToolArguments) throws -> Page {
        let store = try database()
        switch tool.name {
        case "search_rules":
            let search = try SearchArguments(a.parsed)
            // one result per guideline group, as the CLI's search does by default;
            // lang zh-Hans|zh-Hant shows Chinese text in that script, as the CLI does
            let groups = try SearchError.explained(store) {
                try GroupCollapse.search(SearchEngine(store: store), search.request, prefer: search.variantOrder)
                    .displayed(in: search.display)
            }
            return ToolPages.search(groups.result, groups: groups)
        case "get_rule":
            let show = try ShowArguments(a.parsed)
            return try ToolPages.rule(try resolve(show.id, in: store), related: show.related, store: store)
        case "checklist":
            let c = try ChecklistArguments(a.parsed)
            let checklist = try store.checklist(for: c.bar, c.options)
            return ToolPages.checklist(checklist, arguments: c, offset: a.offset)
        case "list_items":
            let i = try ItemsArguments(a.parsed)
            guard let name = i.name else {
                return ToolPages.items(try store.items(family: i.family), offset: a.offset)
            }
            guard let item = try store.item(named: name), i.family == nil || item.family == i.family else {
                var message = "unknown system item '\(name)'"
                let close = ItemsCommand.suggestions(for: name, among: try store.items(family: i.family))
                if !close.isEmpty { message += "; did you mean " + close.map { "'\($0)'" }.joined(separator: ", ") + "?" }
                throw ToolError(message: message + " Call list_items without a name for the catalog.")
            }
            return ToolPages.item(item, rules: try store.rules(forItem: item.identifier), offset: a.offset)
        default: // list_scopes
            return ToolPages.scopes(try store.scopeCounts())
        }
    }

    private func resolve(_ id: String, in store: Store) throws -> Rule {
        do {
            return try store.resolveRule(id)
        } catch {
            switch error {
            case .empty: throw ToolError(message: "missing id: give a rule id (such as tab-bar.7c0b40) or a unique prefix of one")
            case .unknown:
                throw ToolError(message: error.message + "; find rule ids with search_rules or checklist")
            case .ambiguous(_, let candidates, let total):
                var lines = [error.message + "; give more of the id, one of:"]
                for c in candidates { lines.append("- \(c.id): \(RuleText.headline(c))") }
                if total > candidates.count { lines.append("- … and \(total - candidates.count) more") }
                throw ToolError(message: lines.joined(separator: "\n"))
            case .store(let e): throw e
            }
        }
    }

    // MARK: Resources

    static let ruleTemplate = "barguide://rule/{id}"
    static let checklistTemplate = "barguide://checklist/{bar}"

    func resourceList() -> [JSONValue] {
        Bar.scoped.map { bar in
            .object([
                "uri": .string("barguide://checklist/\(bar.rawValue)"),
                "name": .string("\(bar.rawValue)-checklist"),
                "title": .string("\(bar.title) checklist"),
                "description": .string("The \(bar.title.lowercased()) guidelines as a Markdown review checklist (Don't, Avoid, Do, Consider)."),
                "mimeType": "text/markdown",
            ])
        }
    }

    func resourceTemplates() -> [JSONValue] {
        [
            .object([
                "uriTemplate": .string(MCPTools.ruleTemplate), "name": "rule", "title": "Rule",
                "description": "One rule in full, with related rules, as Markdown. {id} is a rule id or a unique prefix of one.",
                "mimeType": "text/markdown",
            ]),
            .object([
                "uriTemplate": .string(MCPTools.checklistTemplate), "name": "checklist", "title": "Bar checklist",
                "description": "A bar's review checklist as Markdown. {bar}: status-bar, navigation-bar, toolbar, tab-bar, search-bar, scope-bar, or an alias (tab, nav, …).",
                "mimeType": "text/markdown",
            ]),
        ]
    }

    func read(_ uri: String) throws(RPCError) -> JSONValue {
        let prefix = "barguide://"
        guard uri.hasPrefix(prefix) else {
            throw .resourceNotFound(uri, "\(uri) (BarGuide resources are \(MCPTools.ruleTemplate) and \(MCPTools.checklistTemplate))")
        }
        let path = uri.dropFirst(prefix.count)
        let parts = path.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let value = PercentDecoding.decode(parts[1]), !value.isEmpty else {
            throw .resourceNotFound(uri, "\(uri) (expected \(MCPTools.ruleTemplate) or \(MCPTools.checklistTemplate))")
        }
        let markdown: String
        do {
            let store = try database()
            switch parts[0] {
            case "rule":
                let rule: Rule
                do { rule = try store.resolveRule(value) } catch {
                    if case .store(let e) = error { throw e }
                    throw RPCError.resourceNotFound(uri, error.message)
                }
                guard case .found(let view) = try ShowCommand.view(of: rule, store: store, relatedLimit: RelatedScoring.defaultLimit) else {
                    preconditionFailure("a view without a language filter always finds the rule itself")
                }
                markdown = ToolPages.render { ShowCommand.markdown(view, $0) }
            case "checklist":
                guard let bar = Bar.resolve(value), bar != .general else {
                    throw RPCError.resourceNotFound(uri, "unknown bar '\(value)'; bars: " + Bar.scoped.map(\.rawValue).joined(separator: ", "))
                }
                let checklist = try store.checklist(for: bar)
                markdown = ToolPages.render { ChecklistCommand.markdown(checklist, lang: "all", $0) }
            default:
                throw RPCError.resourceNotFound(uri, "\(uri) (expected \(MCPTools.ruleTemplate) or \(MCPTools.checklistTemplate))")
            }
        } catch let error as RPCError {
            throw error
        } catch {
            throw .internalError("Internal error: " + ErrorFunnel.cliError(for: error).message)
        }
        return .object(["contents": .array([.object(["uri": .string(uri), "mimeType": "text/markdown", "text": .string(markdown)])])])
    }
}

/// `%XX` decoding of a URI path segment (for bar names such as панель вкладок).
enum PercentDecoding {
    static func decode(_ s: Substring) -> String? {
        var bytes: [UInt8] = []
        var i = s.utf8.startIndex
        let u = s.utf8
        while i < u.endIndex {
            let b = u[i]
            if b == UInt8(ascii: "%") {
                let h1 = u.index(after: i)
                guard h1 < u.endIndex else { return nil }
                let h2 = u.index(after: h1)
                guard h2 < u.endIndex, let hi = hex(u[h1]), let lo = hex(u[h2]) else { return nil }
                bytes.append(hi << 4 | lo)
                i = u.index(after: h2)
            } else {
                bytes.append(b)
                i = u.index(after: i)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }
}
