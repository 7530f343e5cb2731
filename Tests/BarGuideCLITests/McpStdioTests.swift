// `barguide mcp` as a process: stdout carries protocol lines only, in order, one answer per
// request; it ends with status 0 at EOF and on SIGTERM; the default database is built on first
// use without a byte on stdout.
import Testing
import Foundation
import BarGuideKit

/// A running `barguide mcp` with a stdin kept open, read line by line.
final class McpProcess {
    let child: ChildProcess
    private let input: Int32, output: Int32, errors: Int32
    private var pending: [UInt8] = []

    init(_ arguments: [String], env: [String: String]) throws {
        let path = try #require(BinaryRunner.executable)
        let i = try ChildProcess.pipe(), o = try ChildProcess.pipe(), e = try ChildProcess.pipe()
        child = try ChildProcess(path, ["mcp"] + arguments,
                                 environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(env) { $1 },
                                 stdin: i.read, stdout: o.write, stderr: e.write)
        for fd in [i.read, o.write, e.write] { close(fd) }
        (input, output, errors) = (i.write, o.read, e.read)
    }

    deinit {
        closeInput()
        close(output)
        close(errors)
    }

    func send(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
        }
    }

    /// The next line of stdout (nil at EOF).
    func readLine() -> String? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let nl = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[..<nl], as: UTF8.self)
                pending.removeFirst(nl + 1)
                return line
            }
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            pending += chunk[0..<n]
        }
    }

    private var inputOpen = true
    func closeInput() {
        if inputOpen { close(input); inputOpen = false }
    }

    /// Waits for the exit (at most `timeout` seconds) and returns the status, nil on timeout.
    func wait(timeout: Double = 30) -> Int32? {
        guard let exit = child.wait(timeout: timeout) else { child.send(SIGTERM); return nil }
        return exit.shellStatus
    }

    var stderr: String { String(decoding: ChildProcess.readAll(errors), as: UTF8.self) }
}

@Suite("MCP: stdio")
struct McpStdioTests {
    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#

    @Test func answersInOrderOnceEachAndExitsAtEOF() throws {
        var lines = [McpStdioTests.initialize, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#]
        for i in 2..<12 {
            lines.append(#"{"jsonrpc":"2.0","id":\#(i),"method":"tools/call","params":{"name":"search_rules","arguments":{"query":"tab \#(i)","limit":1}}}"#)
        }
        lines.insert("{not json", at: 5)
        // The last message has no newline: still answered at EOF.
        let input = lines.joined(separator: "\n") + "\n" + #"{"jsonrpc":"2.0","id":"last","method":"ping"}"#
        let r = BinaryRunner.run(["mcp", "--db", SeedDatabase.path], stdin: Array(input.utf8))
        #expect(r.status == 0, "\(r)")
        let answers = try r.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { try JSONValue.parse(String($0)) }
        #expect(r.out.hasSuffix("\n"))
        let ids = answers.map { $0["id"] ?? .string("missing") }
        var expected: [JSONValue] = [1, 2, 3, 4]
        expected.append(.null)  // the broken line
        expected += (5..<12).map { .int($0) }
        expected.append("last")
        #expect(ids == expected)
        #expect(answers[4]["error"]?["code"] == -32700)
    }

    @Test func exitsCleanlyOnSIGTERM() throws {
        let p = try McpProcess(["--db", SeedDatabase.path], env: [:])
        p.send(McpStdioTests.initialize)
        let answer = try JSONValue.parse(try #require(p.readLine()))
        #expect(answer["result"]?["protocolVersion"] == "2025-06-18")
        p.child.send(SIGTERM)  // stdin still open
        #expect(p.wait() == 0)
        #expect(p.readLine() == nil)
    }

    @Test func buildsTheDefaultDatabaseWithoutTouchingStdout() throws {
        let home = try TemporaryDirectory(prefix: "barguide-mcp-home")
        let db = home.file("data/barguide/barguide.sqlite")
        let p = try McpProcess([], env: ["HOME": home.path, "BARGUIDE_DB": db])
        p.send(McpStdioTests.initialize)
        p.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"list_scopes","arguments":{}}}"#)
        p.closeInput()
        var answers: [JSONValue] = []
        while let line = p.readLine() { answers.append(try JSONValue.parse(line)) }
        #expect(p.wait() == 0)
        #expect(answers.count == 2)
        #expect(answers.last?["result"]?["structuredContent"]?["scopes"]?.arrayValue?.count == 7)
        #expect(p.stderr.contains("built the default database"))
        #expect(FileManager.default.fileExists(atPath: db))
    }

    @Test func aMissingDatabaseIsAToolErrorNotACrash() throws {
        let r = BinaryRunner.run(["mcp", "--db", "/nonexistent/bars.sqlite"], stdin: Array((McpStdioTests.initialize + "\n"
            + #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"list_scopes","arguments":{}}}"# + "\n").utf8))
        #expect(r.status == 0, "\(r)")
        let answers = try r.out.split(separator: "\n").map { try JSONValue.parse(String($0)) }
        #expect(answers.count == 2)
        #expect(answers[1]["result"]?["isError"] == true)
        #expect(answers[1]["result"]?["content"]?[0]?["text"]?.stringValue?.contains("database error") == true)
    }
}
