// A tool's JSON arguments -> the ParsedArguments of its CLI command, checked by the command's
// option specs; errors are worded for an agent ("'scope'", not "'--scope'").
import BarGuideKit

struct ToolArguments {
    var parsed: ParsedArguments
    var maxChars: Int
    /// The MCP-only `offset` of checklist and list_items.
    var offset: Int

    static func decode(_ args: [String: JSONValue], for tool: ToolDefinition) throws(ToolError) -> ToolArguments {
        let keys = tool.parameters.map(\.key)
        for key in args.keys.sorted() where !keys.contains(key) {
            var message = "unknown argument '\(key)'"
            if let s = Suggest.best(for: key, among: keys) { message += "; did you mean '\(s)'?" }
            throw ToolError(message: message + " \(tool.name) takes: " + keys.joined(separator: ", "))
        }
        var values: [String: [String]] = [:]
        var flags: [String: Int] = [:]
        var positionals: [String: [String]] = [:]
        var arguments: [String] = []
        var maxChars = MCPTools.defaultMaxChars
        var offset = 0
        for p in tool.parameters {
            guard let value = args[p.key], !value.isNull else {
                if p.required { throw ToolError(message: "missing required argument '\(p.key)'") }
                continue
            }
            switch p.target {
            case .local:
                let n = try integer(value, key: p.key)
                if p.key == "max_chars" {
                    maxChars = min(max(n, MCPTools.minimumMaxChars), 10_000_000)
                } else {
                    offset = min(max(n, 0), SearchRequest.maxPage)
                }
            case .positional(let name):
                guard case .string(let s) = value else { throw typeError(p.key, "a string", value) }
                guard !s.trimmingSpaces.isEmpty else { throw ToolError(message: "'\(p.key)' is empty") }
                positionals[name] = [s]
                arguments.append(s)
            case .option(let long):
                guard let o = tool.option(long) else { continue }
                if o.isFlag {
                    guard case .bool(let b) = value else { throw typeError(p.key, "true or false", value) }
                    if b { flags[long] = 1 }
                    continue
                }
                let raw: String
                if case .integer(let lo, let hi) = o.kind {
                    // Clamped, as the engine clamps a page: an agent's huge limit is not an error.
                    raw = String(min(max(try integer(value, key: p.key), lo), hi ?? Int.max))
                } else {
                    guard case .string(let s) = value else { throw typeError(p.key, "a string", value) }
                    raw = s
                }
                do {
                    values[long] = [try ArgumentParser.validatedValue(raw, for: o, command: tool.command.name)]
                } catch {
                    throw ToolError(message: error.message.replacingAll("'--\(long)'", with: "'\(p.key)'"))
                }
            }
        }
        let parsed = ParsedArguments(command: tool.command, helpRequested: false, arguments: arguments, values: values,
                                     flagCounts: flags, positionalValues: positionals)
        return ToolArguments(parsed: parsed, maxChars: maxChars, offset: offset)
    }

    /// An integer, or a number with no fraction (some clients send 10.0).
    private static func integer(_ value: JSONValue, key: String) throws(ToolError) -> Int {
        switch value {
        case .int(let n): return n
        case .double(let d) where d == d.rounded() && abs(d) < 9.0e15: return Int(d)
        case .double(let d) where d == d.rounded(): return d < 0 ? Int.min : Int.max
        default: throw typeError(key, "an integer", value)
        }
    }

    private static func typeError(_ key: String, _ expected: String, _ value: JSONValue) -> ToolError {
        let shown = value.serialized()
        return ToolError(message: "'\(key)' must be \(expected), not \(shown.count > 60 ? String(shown.prefix(60)) + "…" : shown)")
    }
}
