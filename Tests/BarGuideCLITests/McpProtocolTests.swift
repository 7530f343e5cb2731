// The MCP protocol layer, driven in process one line at a time against the seed database:
// framing, version negotiation, every error code, a broken line mid-session, the tools'
// structured content against the schemas `barguide schema` prints, and the token budget.
import Testing
import BarGuideKit
@testable import BarGuideCLI

/// A server session: send lines, get the parsed answers.
final class McpSession {
    let server = MCPServer(tools: MCPTools(openStore: { try Store.open(SeedDatabase.path) }))
    private var nextID = 1

    /// The answer to one raw line (nil: no answer).
    func raw(_ line: String) -> String? {
        server.handle(line: Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    func send(_ line: String) throws -> JSONValue? {
        guard let answer = raw(line) else { return nil }
        #expect(!answer.contains("\n"), "one line per message")
        return try JSONValue.parse(answer)
    }

    /// Sends a request with a fresh id; checks that the answer carries that id.
    func request(_ method: String, _ params: JSONValue? = nil) throws -> JSONValue {
        let id = nextID
        nextID += 1
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
        if let params { message["params"] = params }
        let answer = try #require(try send(JSONValue.object(message).serialized()))
        #expect(answer["id"] == .int(id))
        #expect(answer["jsonrpc"] == "2.0")
        return answer
    }

    func initialize(_ version: String = "2025-11-25") throws -> JSONValue {
        let answer = try request("initialize", ["protocolVersion": .string(version), "capabilities": [:],
                                                "clientInfo": ["name": "test", "version": "1"]])
        _ = try send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return answer
    }

    func call(_ tool: String, _ arguments: JSONValue) throws -> JSONValue {
        try #require(try request("tools/call", ["name": .string(tool), "arguments": arguments])["result"])
    }
}

func errorCode(_ answer: JSONValue?) -> Int? { answer?["error"]?["code"]?.intValue }

/// The schema `barguide schema NAME` prints.
func cliSchema(_ name: String) throws -> JSONSchemaValidator {
    let bytes = try #require(SchemaCommand.schemas.first { $0.name == name }?.bytes)
    return try JSONSchemaValidator(schema: try JSONValue.parse(bytes))
}

@Suite("MCP: protocol")
struct McpProtocolTests {
    @Test func negotiatesEverySupportedVersionAndFallsBackToTheNewest() throws {
        for version in MCPServer.supportedVersions {
            let answer = try McpSession().initialize(version)
            #expect(answer["result"]?["protocolVersion"] == .string(version))
            #expect(answer["result"]?["serverInfo"]?["name"] == "barguide")
            #expect(answer["result"]?["capabilities"]?["tools"] != nil)
            #expect(answer["result"]?["capabilities"]?["resources"] != nil)
        }
        for unknown in ["2099-01-01", "2026-07-28", "1.0"] {
            #expect(try McpSession().initialize(unknown)["result"]?["protocolVersion"] == "2025-11-25")
        }
    }

    @Test func lifecycle() throws {
        let s = McpSession()
        // Before initialize: ping works, tools do not.
        #expect(try s.request("ping")["result"] == .object([:]))
        #expect(errorCode(try s.request("tools/list")) == -32600)
        // server/discover (2026-07-28) lists every version; a handshake client can still initialize.
        let discover = try s.request("server/discover", ["_meta": ["io.modelcontextprotocol/protocolVersion": "2026-07-28"]])
        #expect(discover["result"]?["supportedVersions"] == ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"])
        #expect(try s.request("initialize", ["capabilities": [:]])["error"]?["code"] == -32602, "protocolVersion is required")
        #expect(try s.initialize()["result"]?["protocolVersion"] == "2025-11-25")
        #expect(errorCode(try s.initialize()) == -32600, "initialize twice")
        #expect(s.server.clientReady)
        // Unknown notifications, cancellations and responses get no answer.
        #expect(try s.send(#"{"jsonrpc":"2.0","method":"notifications/whatever","params":{"x":1}}"#) == nil)
        #expect(try s.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#) == nil)
        #expect(try s.send(#"{"jsonrpc":"2.0","id":99,"result":{}}"#) == nil)
        #expect(try s.request("ping")["result"] == .object([:]))
    }

    /// 2026-07-28: no handshake; each request carries its version in `_meta`.
    @Test func statelessRevision() throws {
        let s = McpSession()
        let meta: JSONValue = ["io.modelcontextprotocol/protocolVersion": "2026-07-28",
                               "io.modelcontextprotocol/clientInfo": ["name": "t", "version": "1"],
                               "io.modelcontextprotocol/clientCapabilities": [:]]
        let discover = try #require(try s.request("server/discover", ["_meta": meta])["result"])
        #expect(discover["resultType"] == "complete")
        #expect(discover["ttlMs"] == 0 && discover["cacheScope"] == "private")
        #expect(discover["capabilities"]?["tools"] != nil)
        #expect(discover["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "barguide")
        // Tools without initialize.
        let tools = try #require(try s.request("tools/list", ["_meta": meta])["result"])
        #expect(tools["tools"]?.arrayValue?.count == 5 && tools["tools"]?[0]?["outputSchema"] != nil)
        let call = try #require(try s.request("tools/call", ["_meta": meta, "name": "search_rules", "arguments": ["query": "back button"]])["result"])
        #expect(call["resultType"] == "complete" && call["ttlMs"] == nil)
        #expect(call["structuredContent"] == (try RuleCLI.json(["search", "back button", "--format", "json"])))
        let read = try #require(try s.request("resources/read", ["_meta": meta, "uri": "barguide://checklist/nav"])["result"])
        #expect(read["contents"]?[0]?["text"]?.stringValue?.hasPrefix("# Navigation bar checklist") == true)
        #expect(s.server.protocolVersion == nil, "no session was opened")
        // ping and initialize belong to the handshake revisions.
        #expect(errorCode(try s.request("ping", ["_meta": meta])) == -32601)
        // A version nobody speaks: UnsupportedProtocolVersion with the list to choose from.
        let unknown = try s.request("tools/list", ["_meta": ["io.modelcontextprotocol/protocolVersion": "2099-01-01"]])
        #expect(errorCode(unknown) == -32022)
        #expect(unknown["error"]?["data"]?["requested"] == "2099-01-01")
        #expect(unknown["error"]?["data"]?["supported"]?.arrayValue?.contains("2026-07-28") == true)
        #expect(errorCode(try s.request("resources/read", ["_meta": meta, "uri": "barguide://rule/ffffffffff"])) == -32002)
    }

    @Test func everyErrorCode() throws {
        let s = McpSession()
        _ = try s.initialize()
        // -32700, and the session goes on.
        let broken = try s.send(#"{"jsonrpc":"2.0","id":5,"method":"ping""#)
        #expect(errorCode(broken) == -32700)
        #expect(broken?["id"] == .null)
        let invalidUTF8 = try #require(s.server.handle(line: [0x7B, 0xFF, 0xFE, 0x7D]))
        #expect(errorCode(try JSONValue.parse(invalidUTF8)) == -32700)
        #expect(try s.request("ping")["result"] != nil, "still answering after a broken line")
        // -32600
        #expect(errorCode(try s.send(#"{"id":1,"method":"ping"}"#)) == -32600)
        #expect(errorCode(try s.send(#"{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}"#)) == -32600)
        #expect(errorCode(try s.send("[1, 2]")?[1]) == -32600)
        #expect(errorCode(try s.send("[]")) == -32600)
        #expect(errorCode(try s.send("42")) == -32600)
        // -32601
        #expect(errorCode(try s.request("tools/frobnicate")) == -32601)
        #expect(errorCode(try s.request("sampling/createMessage", [:])) == -32601)
        // -32602
        #expect(errorCode(try s.request("tools/call", ["arguments": [:]])) == -32602)
        let unknownTool = try s.request("tools/call", ["name": "search_rule", "arguments": ["query": "tab"]])
        #expect(errorCode(unknownTool) == -32602)
        #expect(unknownTool["error"]?["message"]?.stringValue?.contains("did you mean 'search_rules'") == true)
        #expect(errorCode(try s.request("tools/call", "not an object")) == -32602)
        #expect(errorCode(try s.request("resources/read", [:])) == -32602)
        #expect(errorCode(try s.request("tools/list", ["cursor": "abc"])) == -32602)
        // -32002
        for uri in ["barguide://rule/ffffffffffff", "barguide://checklist/sidebar", "file:///etc/passwd", "barguide://nothing"] {
            let answer = try s.request("resources/read", ["uri": .string(uri)])
            #expect(errorCode(answer) == -32002, "\(uri)")
            #expect(answer["error"]?["data"]?["uri"] == .string(uri))
        }
    }

    @Test func framingAndBatches() throws {
        let s = McpSession()
        #expect(s.raw("") == nil)
        #expect(s.raw("   \t") == nil)
        let crlf = try #require(s.raw(#"{"jsonrpc":"2.0","id":"a","method":"ping"}"# + "\r"))
        #expect(crlf == #"{"id":"a","jsonrpc":"2.0","result":{}}"#)
        let batch = try #require(try s.send(#"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/x"},{"jsonrpc":"2.0","id":2,"method":"nope"}]"#))
        #expect(batch.arrayValue?.count == 2)
        #expect(batch[0]?["id"] == 1)
        #expect(errorCode(batch[1]) == -32601)
    }

    @Test func toolsDeclareSchemasFrom20250618() throws {
        let old = McpSession()
        _ = try old.initialize("2025-03-26")
        let oldTools = try #require(try old.request("tools/list")["result"]?["tools"]?.arrayValue)
        #expect(oldTools.count == 5)
        #expect(oldTools.allSatisfy { $0["outputSchema"] == nil && $0["inputSchema"]?["type"] == "object" })
        let oldCall = try old.call("list_scopes", [:])
        #expect(oldCall["structuredContent"] == nil)
        #expect(oldCall["content"]?[0]?["type"] == "text")

        let new = McpSession()
        _ = try new.initialize("2025-06-18")
        let tools = try #require(try new.request("tools/list")["result"]?["tools"]?.arrayValue)
        let names = tools.compactMap { $0["name"]?.stringValue }
        #expect(names == ["search_rules", "get_rule", "checklist", "list_items", "list_scopes"])
        for tool in tools {
            #expect(tool["outputSchema"]?["type"] == "object")
            #expect(tool["inputSchema"]?["additionalProperties"] == false)
            #expect(tool["inputSchema"]?["properties"]?["max_chars"] != nil)
        }
        #expect(tools[0]["inputSchema"]?["required"] == ["query"])
        #expect(tools[0]["inputSchema"]?["properties"]?["modality"]?["enum"] == ["do", "dont", "avoid", "consider"])
    }

    @Test func structuredContentIsTheCLIJSONAndValidates() throws {
        let s = McpSession()
        _ = try s.initialize()
        let search = try s.call("search_rules", ["query": "back button", "limit": 3])
        #expect(search["isError"] == false)
        let found = try #require(search["structuredContent"])
        #expect(try cliSchema("search").validate(found).isEmpty)
        let cli = try RuleCLI.json(["search", "back button", "--limit", "3", "--format", "json"])
        #expect(found == cli, "the same JSON as the CLI")
        let text = try #require(search["content"]?[0]?["text"]?.stringValue)
        #expect(text.hasPrefix("# Search: back button"), "Markdown, not the JSON again")

        let id = try #require(found["results"]?[0]?["id"]?.stringValue)
        let rule = try #require(try s.call("get_rule", ["id": .string(id)])["structuredContent"])
        #expect(try cliSchema("show").validate(rule).isEmpty)
        // the show JSON, plus the evidence `explain ID` gives
        guard case .object(var withoutEvidence) = rule else { Issue.record("get_rule is no object"); return }
        let evidence = withoutEvidence.removeValue(forKey: "evidence")
        #expect(JSONValue.object(withoutEvidence) == (try RuleCLI.json(["show", id, "--format", "json"])))
        let explained = try RuleCLI.json(["explain", id, "--format", "json"])
        #expect(evidence?["fields"] == explained["rules"]?[0]?["evidence"])
        #expect(evidence?["in_source"] == explained["rules"]?[0]?["in_source"])

        // A budget that holds the whole checklist: the comparison is with the CLI's full answer.
        let checklist = try #require(try s.call("checklist", ["bar": "панель вкладок", "include_behavior": true,
                                                              "max_chars": 200_000])["structuredContent"])
        #expect(try cliSchema("checklist").validate(checklist).isEmpty)
        #expect(checklist == (try RuleCLI.json(["checklist", "tab", "--include-behavior", "--format", "json"])))

        for args: JSONValue in [[:], ["name": "fixedSpace"], ["family": "tab-bar"]] {
            let items = try #require(try s.call("list_items", args)["structuredContent"])
            #expect(try cliSchema("items").validate(items).isEmpty, "\(args)")
        }
        let scopes = try #require(try s.call("list_scopes", [:])["structuredContent"])
        #expect(try cliSchema("scopes").validate(scopes).isEmpty)
        #expect(scopes == (try RuleCLI.json(["scopes", "--format", "json"])))
    }

    @Test func invalidArgumentsAreActionableToolErrors() throws {
        let s = McpSession()
        _ = try s.initialize()
        func message(_ tool: String, _ args: JSONValue) throws -> String {
            let r = try s.call(tool, args)
            #expect(r["isError"] == true, "\(tool) \(args)")
            return r["content"]?[0]?["text"]?.stringValue ?? ""
        }
        #expect(try message("search_rules", [:]) == "missing required argument 'query'")
        #expect(try message("search_rules", ["query": "tab", "scope": "sidebar"]).contains("invalid value 'sidebar' for 'scope'"))
        #expect(try message("search_rules", ["query": "tab", "limit": "5"]) == "'limit' must be an integer, not \"5\"")
        #expect(try message("search_rules", ["query": "tab", "lmit": 5]).contains("did you mean 'limit'?"))
        #expect(try message("search_rules", ["query": "\"unbalanced"]).contains("quote"))
        #expect(try message("search_rules", "tab").contains("must be a JSON object"))
        #expect(try message("get_rule", ["id": "tab-bar.zzzz"]).contains("search_rules"))
        #expect(try message("get_rule", ["id": "tab-bar."]).contains("give more of the id"))
        #expect(try message("checklist", ["bar": "sidebar"]).contains("unknown bar 'sidebar'"))
        #expect(try message("checklist", ["bar": "tab", "include_behavior": "yes"]).contains("true or false"))
        let item = try message("list_items", ["name": "FixedSpac"])
        #expect(item.hasPrefix("unknown system item 'FixedSpac'; did you mean 'FixedSpace'?"), "\(item)")
        #expect(item.contains("Call list_items without a name"))
    }

    @Test func largeOffsetsAndLimitsAreClamped() throws {
        let s = McpSession()
        _ = try s.initialize()
        let far = try s.call("search_rules", ["query": "tab", "limit": 1_000_000_000_000, "offset": 9_000_000_000_000])
        #expect(far["isError"] == false)
        #expect(far["structuredContent"]?["results"] == [])
        #expect(far["structuredContent"]?["total"]?.intValue ?? 0 > 0)
        let negative = try s.call("search_rules", ["query": "tab", "limit": 2, "offset": -5])
        #expect(negative["structuredContent"]?["results"]?.arrayValue?.count == 2)
    }

    @Test func maxCharsCutsAtARuleBoundaryAndPages() throws {
        let s = McpSession()
        _ = try s.initialize()
        let whole = try s.call("search_rules", ["query": "tab bar", "limit": 30, "max_chars": 1_000_000])
        let all = try #require(whole["structuredContent"]?["results"]?.arrayValue)
        #expect(whole["structuredContent"]?["truncated"] == nil)
        let cut = try s.call("search_rules", ["query": "tab bar", "limit": 30, "max_chars": 4000])
        let content = try #require(cut["structuredContent"])
        #expect(try cliSchema("search").validate(content).isEmpty, "truncated is in the schema")
        let shown = try #require(content["results"]?.arrayValue)
        let truncated = try #require(content["truncated"])
        #expect(shown.count >= 1 && shown.count < all.count)
        #expect(truncated["omitted"]?.intValue == all.count - shown.count)
        #expect(truncated["next_offset"]?.intValue == shown.count)
        #expect(Array(all.prefix(shown.count)) == shown, "whole rules, in order")
        let text = try #require(cut["content"]?[0]?["text"]?.stringValue)
        #expect(text.unicodeScalars.count + content.serialized().unicodeScalars.count <= 4000)
        #expect(text.contains("offset \(shown.count)"))
        let next = try s.call("search_rules", ["query": "tab bar", "limit": 30, "offset": .int(shown.count), "max_chars": 4000])
        #expect(next["structuredContent"]?["results"]?[0] == all[shown.count])

        // A checklist pages the same way; its total stays the whole checklist's.
        let list = try s.call("checklist", ["bar": "tab-bar", "max_chars": 2500])
        let cl = try #require(list["structuredContent"])
        #expect(try cliSchema("checklist").validate(cl).isEmpty)
        let kept = cl["groups"]?.arrayValue?.reduce(0) { $0 + ($1["rules"]?.arrayValue?.count ?? 0) } ?? 0
        #expect(cl["truncated"]?["next_offset"]?.intValue == kept)
        #expect(cl["total"]?.intValue == kept + (cl["truncated"]?["omitted"]?.intValue ?? -1))
    }

    @Test func resources() throws {
        let s = McpSession()
        _ = try s.initialize()
        let list = try #require(try s.request("resources/list")["result"]?["resources"]?.arrayValue)
        #expect(list.compactMap { $0["uri"]?.stringValue } == Bar.scoped.map { "barguide://checklist/\($0.rawValue)" })
        let templates = try #require(try s.request("resources/templates/list")["result"]?["resourceTemplates"]?.arrayValue)
        #expect(templates.compactMap { $0["uriTemplate"]?.stringValue } == ["barguide://rule/{id}", "barguide://checklist/{bar}"])
        // A percent-encoded Russian alias.
        let read = try s.request("resources/read", ["uri": "barguide://checklist/%D0%BF%D0%B0%D0%BD%D0%B5%D0%BB%D1%8C%20%D0%B2%D0%BA%D0%BB%D0%B0%D0%B4%D0%BE%D0%BA"])
        let contents = try #require(read["result"]?["contents"]?[0])
        #expect(contents["mimeType"] == "text/markdown")
        #expect(contents["text"]?.stringValue?.hasPrefix("# Tab bar checklist") == true)
    }
}
