// MCP's stdio transport: newline-delimited JSON-RPC on stdin/stdout. Stdout carries protocol
// messages only. Ends cleanly (status 0) on EOF, SIGTERM or SIGINT, after answering every
// complete message already received.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The write end of the self-pipe the signal handler wakes the loop through.
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1

enum StdioTransport {
    /// Serves `server` on `input` until EOF or a termination signal; writes answers to `out`.
    static func serve(_ server: MCPServer, input: Int32 = 0, out: OutputWriter) {
        let wake = installSignalHandlers()
        var buffer: [UInt8] = []
        var skipping = false  // inside an over-long line: drop bytes until its newline
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)

        func answer(_ line: ArraySlice<UInt8>) {
            guard let response = server.handle(line: line) else { return }
            out.write(bytes: response)
            out.write("\n")
            out.flush()
        }
        /// Answers every complete line in the buffer.
        func drain() {
            var start = 0
            while let nl = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if skipping { skipping = false } else { answer(buffer[start..<nl]) }
                start = nl + 1
            }
            buffer.removeFirst(start)
            if buffer.count > MCPServer.maximumLineLength {
                buffer.removeAll()
                if !skipping {
                    skipping = true
                    let error = JSONRPC.error(id: .null, .parseError("Parse error: message longer than \(MCPServer.maximumLineLength) bytes"))
                    out.write(bytes: error.serializedBytes(.compact))
                    out.write("\n")
                    out.flush()
                }
            }
        }

        while true {
            var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, wake >= 0 ? 2 : 1, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if wake >= 0, fds[1].revents != 0 { break }  // SIGTERM / SIGINT
            let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                break
            }
            if n == 0 {
                // EOF: a last message without its newline is still answered.
                drain()
                if !skipping, !buffer.isEmpty { answer(buffer[...]) }
                break
            }
            buffer.append(contentsOf: chunk[0..<n])
            drain()
        }
        out.flush()
    }

    /// SIGTERM and SIGINT write a byte to a pipe the loop polls; returns its read end (-1 if none).
    private static func installSignalHandlers() -> Int32 {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return -1 }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        signalPipeWrite = fds[1]
        let handler: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(signalPipeWrite, &byte, 1)
        }
        signal(SIGTERM, handler)
        signal(SIGINT, handler)
        // A parent may start us with signals blocked (a blocked mask is inherited through exec):
        // SIGTERM must still end the server.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        return fds[0]
    }
}
