// JSON-RPC 2.0 building blocks for the MCP server: error codes, errors, responses.
import BarGuideKit

/// A JSON-RPC error object (`{"code", "message", "data"}`) to answer a request with.
struct RPCError: Error, Sendable, Equatable {
    var code: Int
    var message: String
    var data: JSONValue?

    /// The line was not JSON (JSON-RPC "Parse error"). The server keeps running.
    static let parseErrorCode = -32700
    /// Valid JSON, but not a JSON-RPC request.
    static let invalidRequestCode = -32600
    static let methodNotFoundCode = -32601
    static let invalidParamsCode = -32602
    static let internalErrorCode = -32603
    /// MCP 2026-07-28: the request's `_meta` names a protocol version this server does not speak.
    static let unsupportedProtocolVersionCode = -32022
    /// MCP: the resource URI names nothing.
    static let resourceNotFoundCode = -32002

    static func parseError(_ message: String) -> RPCError { RPCError(code: parseErrorCode, message: message) }
    static func invalidRequest(_ message: String) -> RPCError { RPCError(code: invalidRequestCode, message: message) }
    static func invalidParams(_ message: String) -> RPCError { RPCError(code: invalidParamsCode, message: message) }
    static func internalError(_ message: String) -> RPCError { RPCError(code: internalErrorCode, message: message) }

    static func methodNotFound(_ method: String, hint: String? = nil) -> RPCError {
        var message = "Method not found: \(method)"
        if let hint { message += "; \(hint)" }
        return RPCError(code: methodNotFoundCode, message: message, data: .object(["method": .string(method)]))
    }

    static func resourceNotFound(_ uri: String, _ detail: String) -> RPCError {
        RPCError(code: resourceNotFoundCode, message: "Resource not found: \(detail)", data: .object(["uri": .string(uri)]))
    }

    var json: JSONValue {
        var object: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
        if let data { object["data"] = data }
        return .object(object)
    }
}

enum JSONRPC {
    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id, "result": result])
    }

    static func error(id: JSONValue, _ error: RPCError) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id, "error": error.json])
    }

    /// Whether `id` is a valid request id: a string or an integer (JSON-RPC also allows other
    /// numbers; MCP says string or integer, never null).
    static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .int: return true
        case .double(let d): return d == d.rounded() && abs(d) < 9.0e15
        default: return false
        }
    }
}
