// The Model Context Protocol server: lifecycle, version negotiation, dispatch of one message
// at a time. Transport-free: `handle(line:)` takes one line and returns the line to answer
// with (nil for notifications), so tests drive it directly; `StdioTransport` runs it on
// stdin/stdout.
import BarGuideKit

final class MCPServer {
    /// The revisions that use `initialize`, oldest first.
    static let supportedVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    /// The stateless revision: no handshake; every request names its version in `_meta`.
    static let modernVersion = "2026-07-28"
    static let metaVersionKey = "io.modelcontextprotocol/protocolVersion"
    static let metaServerInfoKey = "io.modelcontextprotocol/serverInfo"
    /// Answered when the client asks for a version we do not speak.
    static let latestVersion = "2025-11-25"
    /// From this revision on, tools declare `outputSchema` and return `structuredContent`.
    static let structuredOutputVersion = "2025-06-18"
    /// From this revision on, tools carry `annotations`.
    static let annotationsVersion = "2025-03-26"
    /// A line longer than this is answered with a parse error and skipped (not buffered).
    static let maximumLineLength = 8 << 20

    /// The negotiated protocol version; nil until `initialize` succeeded.
    private(set) var protocolVersion: String?
    /// `notifications/initialized` arrived.
    private(set) var clientReady = false
    let tools: MCPTools

    init(tools: MCPTools) { self.tools = tools }

    // MARK: Messages

    /// Answers one line of input: the bytes of the response (without the newline), or nil when
    /// nothing is to be sent (a notification, a response from the client, a blank line).
    func handle(line: some Collection<UInt8>) -> [UInt8]? {
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
        let message: JSONValue
        do {
            message = try JSONValue.parse(bytes)
        } catch {
            return serialize(JSONRPC.error(id: .null, .parseError("Parse error: \(error.description)")))
        }
        return handle(message: message).map(serialize)
    }

    func serialize(_ value: JSONValue) -> [UInt8] { value.serializedBytes(.compact) }

    /// Answers a parsed message (a request, a notification or a batch).
    func handle(message: JSONValue) -> JSONValue? {
        if case .array(let batch) = message {
            // JSON-RPC 2.0 batches (MCP 2025-03-26 allowed them; later revisions dropped them).
            guard !batch.isEmpty else { return JSONRPC.error(id: .null, .invalidRequest("Invalid Request: empty batch")) }
            let answers = batch.compactMap { handleSingle($0) }
            return answers.isEmpty ? nil : .array(answers)
        }
        return handleSingle(message)
    }

    private func handleSingle(_ message: JSONValue) -> JSONValue? {
        guard case .object(let object) = message else {
            return JSONRPC.error(id: .null, .invalidRequest("Invalid Request: a message must be a JSON object"))
        }
        let id = object["id"]
        let isNotification = id == nil
        // A response to a request of ours (we send none): nothing to answer.
        if object["method"] == nil, object["result"] != nil || object["error"] != nil { return nil }
        guard object["jsonrpc"] == .string("2.0") else {
            return isNotification ? nil : JSONRPC.error(id: validID(id), .invalidRequest("Invalid Request: \"jsonrpc\" must be \"2.0\""))
        }
        guard case .string(let method)? = object["method"] else {
            return isNotification ? nil : JSONRPC.error(id: validID(id), .invalidRequest("Invalid Request: \"method\" must be a string"))
        }
        let params = object["params"]
        if isNotification {
            // initialized, cancelled, progress, roots changes, and unknown ones: nothing to do.
            if method == "notifications/initialized" { clientReady = true }
            return nil
        }
        guard let id, JSONRPC.isValidID(id) else {
            return JSONRPC.error(id: .null, .invalidRequest("Invalid Request: \"id\" must be a string or an integer"))
        }
        if let params, params.objectValue == nil {
            return JSONRPC.error(id: id, .invalidParams("Invalid params: \"params\" must be an object"))
        }
        let p = params?.objectValue ?? [:]
        do {
            // 2026-07-28: the version travels with each request; no session is needed.
            if let requested = p["_meta"]?[MCPServer.metaVersionKey]?.stringValue,
               !MCPServer.supportedVersions.contains(requested) {
                guard requested == MCPServer.modernVersion else {
                    throw RPCError(code: RPCError.unsupportedProtocolVersionCode, message: "Unsupported protocol version",
                                   data: .object(["supported": .array(MCPServer.allVersions.map(JSONValue.string)),
                                                  "requested": .string(requested)]))
                }
                return JSONRPC.response(id: id, result: try modern(method, p))
            }
            return JSONRPC.response(id: id, result: try dispatch(method, p))
        } catch let error as RPCError {
            return JSONRPC.error(id: id, error)
        } catch {
            return JSONRPC.error(id: id, .internalError("Internal error: \(error)"))
        }
    }

    private func validID(_ id: JSONValue?) -> JSONValue {
        guard let id, JSONRPC.isValidID(id) else { return .null }
        return id
    }

    // MARK: Methods

    private func dispatch(_ method: String, _ params: [String: JSONValue]) throws(RPCError) -> JSONValue {
        switch method {
        case "initialize": return try initialize(params)
        case "ping": return .object([:])
        case "server/discover":
            // Answered in any state: it lists every version, the handshake ones included.
            return modernResult(discoverResult(), cacheable: true)
        default: break
        }
        guard let version = protocolVersion else {
            if MCPServer.knownMethods.contains(method) {
                throw .invalidRequest("Invalid Request: the session is not initialized; send initialize first")
            }
            throw .methodNotFound(method)
        }
        let structured = version >= MCPServer.structuredOutputVersion
        switch method {
        case "tools/list":
            try noCursor(params)
            return .object(["tools": .array(tools.definitions(version: version))])
        case "tools/call":
            guard case .string(let name)? = params["name"] else {
                throw .invalidParams("Invalid params: tools/call needs \"name\", the tool to call")
            }
            let arguments = params["arguments"] ?? .object([:])
            return try tools.call(name, arguments: arguments, structured: structured)
        case "resources/list":
            try noCursor(params)
            return .object(["resources": .array(tools.resourceList())])
        case "resources/templates/list":
            try noCursor(params)
            return .object(["resourceTemplates": .array(tools.resourceTemplates())])
        case "resources/read":
            guard case .string(let uri)? = params["uri"] else {
                throw .invalidParams("Invalid params: resources/read needs \"uri\", a string")
            }
            return try tools.read(uri)
        default:
            throw .methodNotFound(method)
        }
    }

    // MARK: 2026-07-28

    /// Every version, oldest first (server/discover's and UnsupportedProtocolVersion's list).
    static let allVersions = supportedVersions + [modernVersion]

    /// A request of the stateless revision: the same tools and resources, answered without a
    /// session; results carry `resultType`, cache hints where the method is cacheable, and the
    /// server's identity in `_meta`. `initialize` and `ping` do not exist in this revision.
    private func modern(_ method: String, _ params: [String: JSONValue]) throws(RPCError) -> JSONValue {
        let version = MCPServer.modernVersion
        switch method {
        case "server/discover":
            return modernResult(discoverResult(), cacheable: true)
        case "tools/list":
            try noCursor(params)
            return modernResult(.object(["tools": .array(tools.definitions(version: version))]), cacheable: true)
        case "tools/call":
            guard case .string(let name)? = params["name"] else {
                throw .invalidParams("Invalid params: tools/call needs \"name\", the tool to call")
            }
            return modernResult(try tools.call(name, arguments: params["arguments"] ?? .object([:]), structured: true), cacheable: false)
        case "resources/list":
            try noCursor(params)
            return modernResult(.object(["resources": .array(tools.resourceList())]), cacheable: true)
        case "resources/templates/list":
            try noCursor(params)
            return modernResult(.object(["resourceTemplates": .array(tools.resourceTemplates())]), cacheable: true)
        case "resources/read":
            guard case .string(let uri)? = params["uri"] else {
                throw .invalidParams("Invalid params: resources/read needs \"uri\", a string")
            }
            return modernResult(try tools.read(uri), cacheable: true)
        default:
            throw .methodNotFound(method)
        }
    }

    private func discoverResult() -> JSONValue {
        .object([
            "supportedVersions": .array(MCPServer.allVersions.map(JSONValue.string)),
            "capabilities": MCPServer.capabilities,
            "instructions": .string(MCPServer.instructions),
        ])
    }

    /// Adds what 2026-07-28 results carry (older clients ignore the extra fields). The data only
    /// changes with the database, so cacheable answers are immediately stale (`ttlMs` 0) and
    /// private: a client re-asks rather than miss a re-ingest.
    private func modernResult(_ result: JSONValue, cacheable: Bool) -> JSONValue {
        guard case .object(var object) = result else { return result }
        object["resultType"] = "complete"
        if cacheable {
            object["ttlMs"] = 0
            object["cacheScope"] = "private"
        }
        object["_meta"] = .object([MCPServer.metaServerInfoKey: MCPServer.serverInfo(title: true)])
        return .object(object)
    }

    static let capabilities: JSONValue = .object([
        "tools": .object(["listChanged": false]),
        "resources": .object(["subscribe": false, "listChanged": false]),
    ])

    static func serverInfo(title: Bool) -> JSONValue {
        var info: [String: JSONValue] = ["name": "barguide", "version": .string(BarGuideMain.version)]
        if title { info["title"] = "BarGuide" }
        return .object(info)
    }

    /// Methods this server implements (for the "not initialized" answer).
    static let knownMethods: Set<String> = ["tools/list", "tools/call", "resources/list", "resources/templates/list", "resources/read"]

    /// Lists are returned whole, so no cursor this server hands out exists.
    private func noCursor(_ params: [String: JSONValue]) throws(RPCError) {
        if let cursor = params["cursor"], !cursor.isNull {
            throw .invalidParams("Invalid params: unknown cursor (this server returns every list in one page)")
        }
    }

    private func initialize(_ params: [String: JSONValue]) throws(RPCError) -> JSONValue {
        guard protocolVersion == nil else {
            throw .invalidRequest("Invalid Request: the session is already initialized")
        }
        guard case .string(let requested)? = params["protocolVersion"] else {
            throw .invalidParams("Invalid params: initialize needs \"protocolVersion\", a string such as \"\(MCPServer.latestVersion)\"")
        }
        if let capabilities = params["capabilities"], capabilities.objectValue == nil {
            throw .invalidParams("Invalid params: \"capabilities\" must be an object")
        }
        let version = MCPServer.supportedVersions.contains(requested) ? requested : MCPServer.latestVersion
        protocolVersion = version
        return .object([
            "protocolVersion": .string(version),
            "capabilities": MCPServer.capabilities,
            "serverInfo": MCPServer.serverInfo(title: version >= MCPServer.structuredOutputVersion),
            "instructions": .string(MCPServer.instructions),
        ])
    }

    static let instructions = """
        BarGuide answers questions about Apple's iOS bar guidelines (status bar, navigation bar, \
        toolbar, tab bar, search bar, scope bar) from Russian and Chinese Human Interface \
        Guidelines texts. Use search_rules to find rules (queries in English, Russian or Chinese), \
        get_rule for one rule in full, checklist for a bar's review checklist, list_items for the \
        system bar-button and tab-bar items, list_scopes for rule counts. Results are cut to \
        max_chars at a rule boundary; "truncated" says how many were left out and the offset to \
        continue from.
        """
}
