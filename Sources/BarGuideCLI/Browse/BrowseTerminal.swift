// The terminal side of `browse`: raw mode through termios, the alternate screen, the window size,
// signals turned into bytes on a pipe (SIGWINCH, SIGTERM, …), and a restore that always runs:
// on quit, on a terminating signal, and even on a crash (the fault handlers put the terminal back
// before the process dies).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// State the signal handlers read. Set before the handlers are installed; handlers only call
// async-signal-safe functions (write, tcsetattr, raise).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var rawModeActive = false
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var restoreCount = 0
/// The actions the fatal-signal handlers replaced (the Swift runtime's backtracer), by signal number.
nonisolated(unsafe) private var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

private func forwardSignal(_ sig: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: sig)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}

/// A fatal signal (a crash): restore the terminal, then die of the same signal.
private func restoreAndDie(_ sig: Int32) {
    if rawModeActive {
        if let bytes = restoreBytes { _ = write(1, bytes, restoreCount) }
        _ = tcsetattr(0, TCSANOW, &savedTermios)
        rawModeActive = false
    }
    // Hand the signal to whoever had it before (the runtime's crash report), or the default.
    if sig >= 0 && sig < 65 { sigaction(sig, previousActions + Int(sig), nil) } else { signal(sig, SIG_DFL) }
    raise(sig)
}

final class BrowseTerminal {
    /// Leaves the alternate screen and every mode `enter()` set: bracketed paste off, autowrap on,
    /// attributes reset, cursor shown.
    static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?7l\u{1B}[?2004h\u{1B}[?25l\u{1B}[2J"

    /// Signals forwarded to the pipe.
    static let forwarded: [Int32] = [SIGWINCH, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGCONT]
    /// Signals after which the terminal is restored before the process dies.
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Read end of the signal pipe: one byte (the signal number) per signal.
    let signalFD: Int32
    private(set) var isRaw = false

    init?() {
        guard let (read, write) = BrowseTerminal.pipe() else { return nil }
        signalFD = read
        signalPipeWriteEnd = write
        guard tcgetattr(0, &savedTermios) == 0 else { return nil }
        let bytes = Array(BrowseTerminal.leaveSequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        restoreBytes = buffer
        restoreCount = bytes.count
        for sig in BrowseTerminal.forwarded { install(sig, forwardSignal, flags: SA_RESTART) }
        for sig in BrowseTerminal.fatal {
            install(sig, restoreAndDie, flags: SA_NODEFER, saveTo: previousActions + Int(sig))
        }
    }

    private func install(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void, flags: Int32,
                         saveTo previous: UnsafeMutablePointer<sigaction>? = nil) {
        var action = sigaction()
        #if canImport(Glibc) || canImport(Musl)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(sig, &action, previous)
    }

    /// Raw mode (no echo, no line editing, no signals from keys, 8-bit input), the alternate
    /// screen, no autowrap, bracketed paste, cursor hidden.
    func enter() {
        var raw = savedTermios
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        rawModeActive = true
        _ = tcsetattr(0, TCSADRAIN, &raw)  // not FLUSH: keys typed before the start are kept
        isRaw = true
        write(BrowseTerminal.enterSequence)
    }

    /// Puts the terminal back as it was. Idempotent.
    func leave() {
        guard isRaw else { return }
        write(BrowseTerminal.leaveSequence)
        _ = tcsetattr(0, TCSAFLUSH, &savedTermios)
        rawModeActive = false
        isRaw = false
    }

    /// Restores the terminal and the default signal actions (before exiting).
    func close() {
        leave()
        for sig in BrowseTerminal.forwarded { signal(sig, SIG_DFL) }
        for sig in BrowseTerminal.fatal { sigaction(sig, previousActions + Int(sig), nil) }
    }

    /// Ends the process by `sig` with its default action (after `close()`).
    static func die(of sig: Int32) {
        signal(sig, SIG_DFL)
        raise(sig)
    }

    /// Stops the process (Ctrl-Z) with the terminal restored, and takes it back on `fg`.
    func suspend() {
        leave()
        signal(SIGTSTP, SIG_DFL)
        kill(getpid(), SIGTSTP)
        enter()
    }

    /// Columns and rows of the window on stdout.
    static func size() -> (width: Int, height: Int) {
        var ws = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row))
        }
        return (80, 24)
    }

    /// Writes all of `s` to stdout (retrying on EINTR and when the terminal is slow).
    func write(_ s: String) {
        guard !s.isEmpty else { return }
        var bytes = Array(s.utf8)
        BrowseTerminal.writeAll(1, &bytes)
    }

    static func writeAll(_ fd: Int32, _ bytes: inout [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #elseif canImport(Musl)
                let n = Musl.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #else
                let n = Darwin.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #endif
                if n > 0 { offset += n; continue }
                if n < 0 && errno == EINTR { continue }
                if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&p, 1, 100)
                    continue
                }
                return  // the terminal is gone
            }
        }
    }

    /// OSC 52: asks the terminal to put `text` on the system clipboard.
    static func clipboardSequence(_ text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            let b0 = UInt32(bytes[i]), b1 = n > 1 ? UInt32(bytes[i + 1]) : 0, b2 = n > 2 ? UInt32(bytes[i + 2]) : 0
            let v = b0 << 16 | b1 << 8 | b2
            out.append(table[Int(v >> 18 & 63)])
            out.append(table[Int(v >> 12 & 63)])
            out.append(n > 1 ? table[Int(v >> 6 & 63)] : UInt8(ascii: "="))
            out.append(n > 2 ? table[Int(v & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A pipe (read end, write end), both non-blocking and closed on exec.
    static func pipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [0, 0]
        #if canImport(Glibc)
        guard Glibc.pipe(&fds) == 0 else { return nil }
        #elseif canImport(Musl)
        guard Musl.pipe(&fds) == 0 else { return nil }
        #else
        guard Darwin.pipe(&fds) == 0 else { return nil }
        #endif
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }

    /// CPU time of the calling thread, in milliseconds.
    static func threadCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }

    /// The CPU time of the whole process (every thread) in ms.
    static func processCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }

    /// Milliseconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }
}
