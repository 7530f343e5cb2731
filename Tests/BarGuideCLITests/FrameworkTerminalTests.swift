import Testing
@testable import BarGuideCLI
#if canImport(Glibc)
import Glibc
#endif

@Suite("Framework: colour decision, width, styles, output")
struct FrameworkTerminalTests {
    @Test func colorDecision() {
        let empty = Environment([:])
        #expect(Terminal.colorEnabled(isTTY: true, environment: empty, choice: .auto))
        #expect(!Terminal.colorEnabled(isTTY: false, environment: empty, choice: .auto))
        #expect(!Terminal.colorEnabled(isTTY: true, environment: Environment(["NO_COLOR": "1"]), choice: .auto))
        #expect(Terminal.colorEnabled(isTTY: true, environment: Environment(["NO_COLOR": ""]), choice: .auto))
        #expect(!Terminal.colorEnabled(isTTY: true, environment: Environment(["TERM": "dumb"]), choice: .auto))
        #expect(Terminal.colorEnabled(isTTY: true, environment: Environment(["TERM": "xterm-256color"]), choice: .auto))
        #expect(!Terminal.colorEnabled(isTTY: true, environment: empty, choice: .never))
        #expect(Terminal.colorEnabled(isTTY: false, environment: empty, choice: .always))
        // NO_COLOR wins over everything, even an explicit --color always (the product rule).
        #expect(!Terminal.colorEnabled(isTTY: false, environment: Environment(["NO_COLOR": "1"]), choice: .always))
        #expect(!Terminal.colorEnabled(isTTY: true, environment: Environment(["NO_COLOR": "1"]), choice: .always))
        #expect(Terminal.colorEnabled(isTTY: false, environment: Environment([:]), choice: .always))
    }

    @Test func width() {
        #expect(Terminal.width(environment: Environment([:]), isTTY: false, windowColumns: nil) == 100)
        #expect(Terminal.width(environment: Environment([:]), isTTY: true, windowColumns: 132) == 132)
        #expect(Terminal.width(environment: Environment([:]), isTTY: false, windowColumns: 132) == 100)
        #expect(Terminal.width(environment: Environment(["COLUMNS": "60"]), isTTY: true, windowColumns: 132) == 60)
        #expect(Terminal.width(environment: Environment(["COLUMNS": "60"]), isTTY: false, windowColumns: nil) == 60)
        for bad in ["", "0", "-5", "abc", "80x", "99999999999"] {
            #expect(Terminal.width(environment: Environment(["COLUMNS": bad]), isTTY: true, windowColumns: 90) == 90)
        }
    }

    @Test func styles() {
        let on = Style(enabled: true), off = Style.plain
        #expect(off.bold("x") == "x")
        #expect(off.red("x") == "x")
        #expect(on.bold("x") == "\u{1B}[1mx\u{1B}[22m")
        #expect(on.red("x") == "\u{1B}[31mx\u{1B}[39m")
        #expect(on.bold("") == "")
        #expect(Sanitize.terminal(on.highlight("hit")) == "hit")
    }

    @Test func outputFormats() {
        #expect(OutputFormat(argument: "md") == .markdown)
        #expect(OutputFormat(argument: "ndjson") == .jsonl)
        #expect(OutputFormat(argument: "json") == .json)
        #expect(OutputFormat(argument: "xml") == nil)
        #expect(OutputFormat.json.isJSON && OutputFormat.jsonl.isJSON && !OutputFormat.text.isJSON)
    }

    @Test func environmentLookup() {
        let env = Environment(["A": "1", "E": ""])
        #expect(env["A"] == "1")
        #expect(env["B"] == nil)
        #expect(env.nonEmpty("E") == nil)
        #expect(Environment.process["PATH"] != nil)
    }

    @Test func memoryWriter() {
        let w = OutputWriter.memory()
        w.write("a")
        w.line("b")
        w.json(["k": [1, "é"]], .compact)
        w.json(["k": 1])
        #expect(w.text == "ab\n{\"k\":[1,\"é\"]}\n{\n  \"k\": 1\n}\n")
    }

    @Test func bufferedWriterWritesOnFlushAndWhenFull() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let w = OutputWriter(fileDescriptor: fds[1], buffered: true, brokenPipe: .discard)
        w.write("hello")
        #expect(readAvailable(fds[0]) == "")          // still buffered
        w.flush()
        #expect(readAvailable(fds[0]) == "hello")
        // More than the buffer size is written out without an explicit flush.
        let big = String(repeating: "x", count: OutputWriter.bufferSize)
        var got = 0
        w.write(big)
        got += readAvailable(fds[0]).utf8.count
        #expect(got == OutputWriter.bufferSize)
        close(fds[1])
    }

    @Test func brokenPipeIsDiscardedWithoutCrash() {
        signal(SIGPIPE, SIG_IGN)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        let w = OutputWriter(fileDescriptor: fds[1], buffered: false, brokenPipe: .discard)
        w.line("nobody reads this")
        #expect(w.failed)
        w.line("nor this")  // no crash, no error
        close(fds[1])
    }
}

/// Reads what is available on a pipe without blocking.
func readAvailable(_ fd: Int32) -> String {
    let flags = fcntl(fd, F_GETFL)
    _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    defer { _ = fcntl(fd, F_SETFL, flags) }
    var out: [UInt8] = []
    var buf = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(fd, &buf, buf.count)
        if n <= 0 { break }
        out += buf[0..<n]
    }
    return String(decoding: out, as: UTF8.self)
}
