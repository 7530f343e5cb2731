// Runs the built `barguide` executable in a child process (`ChildProcess`, posix_spawn) and captures
// its exit status, stdout and stderr. Shared by the end-to-end tests; keep the API small:
//
//   BinaryRunner.run(["search", "tab bar"], env: ["BARGUIDE_DB": db]) -> BinaryResult
//   BinaryRunner.start([...]) -> RunningBinary   (signal it, then wait)
//   BinaryRunner.executable / repositoryRoot / corpusDirectory
//   TemporaryDirectory()                         (removed on deinit, or at exit: removeAtExit())
//
// Every child gets a clean environment: PATH, LANG, and HOME + BARGUIDE_DB pointing into a fresh
// temporary directory (removed after the run), so a test never touches the real home. Pass `env`
// to override or add variables; an empty value ("") is how the product spells "unset".

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of the binary did.
struct BinaryResult: Sendable, CustomStringConvertible {
    /// Exit status; 128 + N when killed by signal N (as a shell reports it).
    var status: Int32
    /// The signal that ended the process, if any.
    var signal: Int32?
    var stdout: [UInt8]
    var stderr: [UInt8]
    /// The run exceeded its timeout and was killed with SIGKILL.
    var timedOut: Bool

    var out: String { String(decoding: stdout, as: UTF8.self) }
    var err: String { String(decoding: stderr, as: UTF8.self) }

    /// A short summary for failure messages.
    var description: String {
        func clip(_ s: String) -> String { s.count > 1500 ? String(s.prefix(1500)) + "…" : s }
        var s = "status \(status)"
        if let signal { s += " (signal \(signal))" }
        if timedOut { s += " TIMED OUT" }
        return s + "\n--- stderr ---\n\(clip(err))\n--- stdout ---\n\(clip(out))"
    }
}

/// A child started with `BinaryRunner.start`.
final class RunningBinary: @unchecked Sendable {
    let child: ChildProcess
    let pid: Int32
    private let readers = DispatchGroup()
    private let lock = NSLock()
    private var outBytes: [UInt8] = []
    private var errBytes: [UInt8] = []
    private let cleanup: () -> Void
    private var finished: BinaryResult?

    fileprivate init(child: ChildProcess, stdoutFD: Int32, closeStdout: @escaping @Sendable () -> Void,
                     stdoutLimit: Int?, stderrFD: Int32, stdin: (Int32, [UInt8])?,
                     cleanup: @escaping () -> Void) {
        self.child = child
        self.cleanup = cleanup
        pid = child.pid
        readers.enter()
        DispatchQueue.global().async { [self] in
            let bytes = RunningBinary.drain(stdoutFD, limit: stdoutLimit)
            closeStdout()
            lock.withLock { outBytes = bytes }
            readers.leave()
        }
        readers.enter()
        DispatchQueue.global().async { [self] in
            let bytes = RunningBinary.drain(stderrFD, limit: nil)
            close(stderrFD)
            lock.withLock { errBytes = bytes }
            readers.leave()
        }
        if let (fd, bytes) = stdin {
            DispatchQueue.global().async {
                // SIGPIPE is ignored (see BinaryRunner.setUp), so a child that stops reading is fine.
                bytes.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                        if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { break }
                    }
                }
                close(fd)
            }
        }
    }

    /// Reads `fd` to end of file (EOF or EIO, as a pty master gives), or until `limit` bytes.
    private static func drain(_ fd: Int32, limit: Int?) -> [UInt8] {
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let want = limit.map { min(chunk.count, $0 - all.count) } ?? chunk.count
            if want <= 0 { break }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, want) }
            if n > 0 { all.append(contentsOf: chunk[0..<n]); continue }
            if n < 0 && errno == EINTR { continue }
            break
        }
        return all
    }

    /// Sends a signal to the child (e.g. SIGKILL).
    func send(_ signal: Int32) { child.send(signal) }

    /// Waits for the child to exit (killing it after `timeout` seconds) and for its output.
    func wait(timeout: Double = BinaryRunner.defaultTimeout) -> BinaryResult {
        if let finished { return finished }
        var timedOut = false
        var exit = child.wait(timeout: timeout)
        if exit == nil {
            timedOut = true
            send(SIGKILL)
            exit = child.wait()
        }
        // The child had only fds 0-2 (ChildProcess closes the rest), so once it has exited the
        // readers see end of file promptly.
        _ = readers.wait(timeout: .now() + 30)
        let result = lock.withLock {
            BinaryResult(status: exit!.shellStatus, signal: exit!.signal, stdout: outBytes, stderr: errBytes, timedOut: timedOut)
        }
        cleanup()
        finished = result
        return result
    }
}

enum BinaryRunner {
    /// Generous: a debug build on a loaded 2-core machine is slow.
    static let defaultTimeout: Double = 120

    /// The `barguide` executable that `swift build` / `swift test` built, or nil.
    static let executable: String? = {
        setUp()
        return locateExecutable()
    }()

    /// The package root (holds Package.swift and Corpus/).
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }   // Support, BarGuideCLITests, Tests, file
        return url.path
    }()

    /// The seed corpus of the repository.
    static var corpusDirectory: String { repositoryRoot + "/Corpus" }

    /// Runs the binary and waits for it.
    /// - env: added to (and overriding) the clean base environment.
    /// - stdin: bytes to feed; nil gives /dev/null.
    /// - cwd: working directory (default: a fresh temporary directory).
    /// - executable: another copy of the binary to run.
    /// - terminal: put stdout on a pseudo-terminal (output then has CRLF line ends).
    /// - stdoutLimit: read at most this many bytes of stdout, then close the pipe (`| head -c N`).
    static func run(_ arguments: [String], env: [String: String] = [:], stdin: [UInt8]? = nil,
                    cwd: String? = nil, executable: String? = nil, terminal: Bool = false,
                    stdoutLimit: Int? = nil, timeout: Double = defaultTimeout) -> BinaryResult {
        do {
            return try start(arguments, env: env, stdin: stdin, cwd: cwd, executable: executable,
                             terminal: terminal, stdoutLimit: stdoutLimit).wait(timeout: timeout)
        } catch {
            return BinaryResult(status: -1, signal: nil, stdout: [],
                                stderr: Array("cannot run barguide: \(error)".utf8), timedOut: false)
        }
    }

    /// Starts the binary without waiting (see `run` for the parameters).
    static func start(_ arguments: [String], env: [String: String] = [:], stdin: [UInt8]? = nil,
                      cwd: String? = nil, executable: String? = nil, terminal: Bool = false,
                      stdoutLimit: Int? = nil) throws -> RunningBinary {
        guard let path = executable ?? self.executable else {
            throw RunnerError("the barguide binary was not found next to the test bundle or in .build; "
                              + "build it (swift build) or set BARGUIDE_TEST_BINARY")
        }
        let scratch = try TemporaryDirectory(prefix: "barguide-run")
        var environment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8",
                           "HOME": scratch.path + "/home",
                           "BARGUIDE_DB": scratch.path + "/home/db/barguide.sqlite"]
        for name in ["LLVM_PROFILE_FILE", "TMPDIR"] {   // coverage of the child; SQLite temp files
            if let v = ProcessInfo.processInfo.environment[name] { environment[name] = v }
        }
        try FileManager.default.createDirectory(atPath: scratch.path + "/home", withIntermediateDirectories: true)
        environment.merge(env) { _, new in new }

        // Every descriptor made here is close-on-exec; the child gets its ends as 0, 1 and 2.
        var opened: [Int32] = []
        func closeAll() { for fd in opened { close(fd) } }
        do {
            // stdout: a pipe, or a pseudo-terminal.
            let (stdoutFD, childStdout): (Int32, Int32)
            if terminal {
                let (master, slave) = try openPseudoTerminal()
                (stdoutFD, childStdout) = (master, slave)
            } else {
                let out = try ChildProcess.pipe()
                (stdoutFD, childStdout) = (out.read, out.write)
            }
            opened += [stdoutFD, childStdout]
            let err = try ChildProcess.pipe()
            opened += [err.read, err.write]
            let input = try stdin.map { _ in try ChildProcess.pipe() }
            if let input { opened += [input.read, input.write] }
            let child = try ChildProcess(path, arguments, environment: environment, cwd: cwd ?? scratch.path,
                                         stdin: input?.read, stdout: childStdout, stderr: err.write)
            // the child's ends are the child's now
            for fd in [childStdout, err.write] + (input.map { [$0.read] } ?? []) { close(fd) }
            return RunningBinary(
                child: child, stdoutFD: stdoutFD, closeStdout: { close(stdoutFD) }, stdoutLimit: stdoutLimit,
                stderrFD: err.read, stdin: input.map { ($0.write, stdin!) },
                cleanup: { scratch.remove() })
        } catch {
            closeAll()
            throw error
        }
    }

    // MARK: Internals

    struct RunnerError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    /// Once per process: a child that stops reading our stdin pipe must not kill the test runner.
    private static func setUp() {
        signal(SIGPIPE, SIG_IGN)
    }

    private static func locateExecutable() -> String? {
        let fm = FileManager.default
        func isExecutable(_ p: String) -> Bool {
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: p, isDirectory: &isDir) && !isDir.boolValue && fm.isExecutableFile(atPath: p)
        }
        if let p = ProcessInfo.processInfo.environment["BARGUIDE_TEST_BINARY"], isExecutable(p) { return p }

        // The test bundle sits beside the products: .build/<config>/BarGuidePackageTests.xctest
        // (an executable on Linux; a bundle directory on macOS).
        var dirs: [String] = []
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            dirs.append((exe as NSString).deletingLastPathComponent)
        }
        if let exe = Bundle.main.executableURL { dirs.append(exe.deletingLastPathComponent().path) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            dirs.append((bundle.bundlePath as NSString).deletingLastPathComponent)
        }
        if let arg0 = CommandLine.arguments.first, arg0.contains("/") {
            let abs = arg0.hasPrefix("/") ? arg0 : fm.currentDirectoryPath + "/" + arg0
            dirs.append((abs as NSString).deletingLastPathComponent)
        }
        // Fallback: the package's own build directory.
        for config in ["debug", "release"] {
            dirs.append(repositoryRoot + "/.build/" + config)
            if let triples = try? fm.contentsOfDirectory(atPath: repositoryRoot + "/.build") {
                dirs += triples.sorted().map { repositoryRoot + "/.build/" + $0 + "/" + config }
            }
        }
        for dir in dirs {
            let candidate = dir + "/barguide"
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }

    /// A pseudo-terminal pair (master, slave), both close-on-exec. The pty functions are looked up
    /// at run time: the Glibc module does not export them (they need _XOPEN_SOURCE).
    private static func openPseudoTerminal() throws -> (Int32, Int32) {
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias PTOp = @convention(c) (Int32) -> Int32
        typealias PTSName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        let libc = dlopen(nil, RTLD_NOW)
        guard let o = dlsym(libc, "posix_openpt"), let g = dlsym(libc, "grantpt"),
              let u = dlsym(libc, "unlockpt"), let n = dlsym(libc, "ptsname_r") else {
            throw RunnerError("no pseudo-terminal functions in libc")
        }
        let openpt = unsafeBitCast(o, to: OpenPT.self), grant = unsafeBitCast(g, to: PTOp.self)
        let unlock = unsafeBitCast(u, to: PTOp.self), ptsname = unsafeBitCast(n, to: PTSName.self)
        let master = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        var name = [CChar](repeating: 0, count: 256)
        guard master >= 0, grant(master) == 0, unlock(master) == 0, ptsname(master, &name, name.count) == 0 else {
            let reason = String(cString: strerror(errno))
            if master >= 0 { close(master) }
            throw RunnerError("cannot open a pseudo-terminal: \(reason)")
        }
        let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            close(master)
            throw RunnerError("cannot open \(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)): \(String(cString: strerror(errno)))")
        }
        // A fixed size, so wrapping does not depend on the machine.
        var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        return (master, slave)
    }
}

/// A fresh directory under the system temporary directory, deleted (recursively) on deinit.
final class TemporaryDirectory: @unchecked Sendable {
    let path: String

    init(prefix: String = "barguide-test") throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/\(prefix).XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw BinaryRunner.RunnerError("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    /// `path/name`.
    func file(_ name: String) -> String { path + "/" + name }

    /// For a directory kept in a static (never deinitialized): removes it when the process exits.
    func removeAtExit() {
        TemporaryDirectory.atExit.withLock { list in
            if list.isEmpty { atexit { TemporaryDirectory.atExit.withLock { $0.forEach { $0.remove() } } } }
            list.append(self)
        }
    }

    private static let atExit = LockedList()

    /// Removes the directory now (also done on deinit).
    func remove() {
        // Give back write permission a test may have taken from a directory (never following a
        // symbolic link), then remove everything.
        func restore(_ dir: String) {
            var st = stat()
            guard lstat(dir, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else { return }
            chmod(dir, 0o755)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] { restore(dir + "/" + name) }
        }
        restore(path)
        try? FileManager.default.removeItem(atPath: path)
    }

    deinit { remove() }
}

private final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [TemporaryDirectory] = []
    func withLock<T>(_ body: (inout [TemporaryDirectory]) -> T) -> T { lock.withLock { body(&list) } }
}

/// Moves a non-Sendable value into a closure that runs elsewhere; the caller guarantees exclusive use.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
