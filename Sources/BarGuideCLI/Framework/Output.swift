// Buffered stdout, unbuffered stderr, quiet exit on a broken pipe.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import BarGuideKit

@inline(__always)
private func sysWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, p, n)
    #elseif canImport(Musl)
    return Musl.write(fd, p, n)
    #else
    return Darwin.write(fd, p, n)
    #endif
}

/// A byte sink for one output stream: a file descriptor (buffered or not) or memory (tests).
/// Not thread-safe; a run writes from one thread.
public final class OutputWriter: TextOutputStream {
    /// What to do when the reader has gone away (EPIPE).
    public enum BrokenPipePolicy: Sendable {
        /// Exit the process at once with status 0, printing nothing (stdout: `barguide … | head`).
        case exitQuietly
        /// Drop this and all later output (stderr).
        case discard
    }

    public static let bufferSize = 64 * 1024

    private let fd: Int32           // -1: memory
    private let buffered: Bool
    private let brokenPipe: BrokenPipePolicy
    private var buffer: [UInt8] = []
    /// Set once writing failed (broken pipe with `.discard`, or another error); later output is dropped.
    public private(set) var failed = false
    /// Everything written, for memory writers.
    public private(set) var captured: [UInt8] = []
    /// Bytes handed to this writer so far (written or buffered): tells whether a command printed anything.
    public private(set) var bytesWritten = 0

    /// A writer on `fd`. `buffered`: collect up to 64 KB before writing.
    public init(fileDescriptor fd: Int32, buffered: Bool, brokenPipe: BrokenPipePolicy) {
        self.fd = fd; self.buffered = buffered; self.brokenPipe = brokenPipe
        if buffered { buffer.reserveCapacity(OutputWriter.bufferSize) }
    }

    private init() { fd = -1; buffered = false; brokenPipe = .discard }

    /// A writer that keeps what it is given in `captured` / `text` (tests).
    public static func memory() -> OutputWriter { OutputWriter() }

    /// Buffered stdout that exits quietly on a broken pipe.
    public static func standardOutput() -> OutputWriter {
        OutputWriter(fileDescriptor: 1, buffered: true, brokenPipe: .exitQuietly)
    }

    /// Unbuffered stderr.
    public static func standardError() -> OutputWriter {
        OutputWriter(fileDescriptor: 2, buffered: false, brokenPipe: .discard)
    }

    /// What a memory writer captured, as text.
    public var text: String { String(decoding: captured, as: UTF8.self) }

    public func write(_ string: String) {
        bytesWritten += string.utf8.count
        if fd < 0 { captured.append(contentsOf: string.utf8); return }
        if failed { return }
        buffer.append(contentsOf: string.utf8)
        if !buffered || buffer.count >= OutputWriter.bufferSize { flush() }
    }

    public func write(bytes: some Sequence<UInt8>) {
        if fd < 0 {
            let before = captured.count
            captured.append(contentsOf: bytes)
            bytesWritten += captured.count - before
            return
        }
        if failed { return }
        let before = buffer.count
        buffer.append(contentsOf: bytes)
        bytesWritten += buffer.count - before
        if !buffered || buffer.count >= OutputWriter.bufferSize { flush() }
    }

    /// Writes `s` and a newline.
    public func line(_ s: String = "") {
        // `write(s)` and `write("\n")` in one: the printers write every line through here.
        bytesWritten += s.utf8.count + 1
        if fd < 0 {
            captured.append(contentsOf: s.utf8)
            captured.append(0x0A)
            return
        }
        if failed { return }
        buffer.append(contentsOf: s.utf8)
        buffer.append(0x0A)
        if !buffered || buffer.count >= OutputWriter.bufferSize { flush() }
    }

    /// Writes `value` as JSON and a newline: pretty for `.pretty`, one line for `.compact` (JSON Lines).
    public func json(_ value: JSONValue, _ style: JSONValue.Style = .pretty) {
        var bytes: [UInt8] = []
        value.write(to: &bytes, style: style)
        bytes.append(UInt8(ascii: "\n"))
        write(bytes: bytes)
    }

    /// Writes out everything buffered.
    public func flush() {
        guard fd >= 0, !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        if failed { return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = sysWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 { offset += n; continue }
                if n < 0 && errno == EINTR { continue }
                if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&p, 1, -1)
                    continue
                }
                let code = n < 0 ? errno : EIO
                failed = true
                if code == EPIPE {
                    if brokenPipe == .exitQuietly { _exit(0) }
                    return
                }
                if fd != 2 {
                    // Not a broken pipe (disk full, I/O error): say so on stderr and stop.
                    let message = "\(BarGuideMain.programName): error: cannot write output: \(String(cString: strerror(code)))\n"
                    _ = message.utf8CString.withUnsafeBufferPointer { sysWrite(2, $0.baseAddress!, $0.count - 1) }
                    if brokenPipe == .exitQuietly { _exit(ExitCode.data.rawValue) }
                }
                return
            }
        }
    }
}
