// A child process started with posix_spawn, for the tests that run the binary (and bash, zsh,
// fish, groff). Not Foundation's `Process`: on Linux its `run()` crashes now and then (a
// SIGSEGV in memmove while it lists /proc/self/fd to find the descriptors to close: it copies
// each dirent's whole 256-byte name field past the end of glibc's buffer;
// swift-corelibs-foundation PR #5472). Two full test runs crashed that way on this machine.
//
//   let child = try ChildProcess(path, ["search", "tab"], environment: [...], cwd: dir,
//                                stdin: fd or nil (/dev/null), stdout: fd, stderr: fd)
//   child.pid; child.send(SIGTERM); child.wait() -> ChildProcess.Exit; child.isRunning
//
// The child gets only fds 0–2 (every other descriptor is closed with closefrom in the child),
// every signal at its default action and an empty signal mask, like a shell's child.
// `ChildProcess.pipe()` makes close-on-exec pipes, so another test's child never holds an end.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

final class ChildProcess: @unchecked Sendable {
    /// How the child ended: its exit status, or the signal that killed it.
    struct Exit: Equatable, Sendable {
        var status: Int32
        var signal: Int32?
        /// As a shell reports it: 128 + N for signal N.
        var shellStatus: Int32 { signal.map { 128 + $0 } ?? status }
    }

    struct SpawnError: Error, CustomStringConvertible {
        let description: String
    }

    let pid: pid_t
    private let lock = NSLock()
    private var exit: Exit?
    private let exited = DispatchSemaphore(value: 0)

    /// Starts `path` with `arguments` (argv[0] is `path`). `stdin`, `stdout`, `stderr`: the
    /// parent's descriptors the child gets as 0, 1 and 2 (nil: /dev/null). The caller closes its
    /// copies of the child's ends after this returns.
    init(_ path: String, _ arguments: [String], environment: [String: String], cwd: String? = nil,
         stdin: Int32? = nil, stdout: Int32? = nil, stderr: Int32? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        for (fd, target) in [(stdin, Int32(0)), (stdout, 1), (stderr, 2)] {
            if let fd {
                posix_spawn_file_actions_adddup2(&actions, fd, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        guard let closeFrom = Self.closeFrom else {
            throw SpawnError(description: "posix_spawn_file_actions_addclosefrom_np is missing (glibc < 2.34)")
        }
        _ = closeFrom(&actions, 3)
        if let cwd {
            guard let chdir = Self.changeDirectory else {
                throw SpawnError(description: "posix_spawn_file_actions_addchdir_np is missing (glibc < 2.29)")
            }
            _ = cwd.withCString { chdir(&actions, $0) }
        }
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults)
        for s in 1..<32 where s != SIGKILL && s != SIGSTOP { sigaddset(&defaults, Int32(s)) }
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard rc == 0 else {
            throw SpawnError(description: "cannot start \(path): \(String(cString: strerror(rc)))")
        }
        pid = child
        let spawned = child
        // Reaped on a thread of its own, so `wait` can time out and the child never lingers.
        Thread.detachNewThread { [self] in
            var status: Int32 = 0
            while waitpid(spawned, &status, 0) < 0 && errno == EINTR {}
            // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which the Glibc module does not export
            let signal = status & 0x7F
            let result = signal != 0 && signal != 0x7F ? Exit(status: 0, signal: signal) : Exit(status: (status >> 8) & 0xFF, signal: nil)
            lock.withLock { exit = result }
            exited.signal()
        }
    }

    /// Sends `signal` to the child (nothing once it has been reaped).
    func send(_ signal: Int32) {
        lock.withLock { if exit == nil { _ = kill(pid, signal) } }
    }

    var isRunning: Bool { lock.withLock { exit == nil } }

    /// Waits for the exit; nil when `timeout` seconds pass first.
    func wait(timeout: Double? = nil) -> Exit? {
        if let done = lock.withLock({ exit }) { return done }
        if let timeout {
            guard exited.wait(timeout: .now() + timeout) == .success else { return nil }
        } else {
            exited.wait()
        }
        exited.signal()  // for the next caller
        return lock.withLock { exit }
    }

    /// A pipe whose two ends are close-on-exec (read end, write end).
    static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else {
            throw SpawnError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        // (a child spawned between pipe and fcntl still gets neither end: closefrom(3))
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// Reads `fd` to end of file (EOF or EIO, as a pty master gives).
    static func readAll(_ fd: Int32) -> [UInt8] {
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 { all.append(contentsOf: chunk[0..<n]); continue }
            if n < 0 && errno == EINTR { continue }
            return all
        }
    }

    // glibc's non-portable file actions, looked up at run time (the Glibc module does not
    // export them).
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private static let closeFrom: CloseFrom? = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }
    private static let changeDirectory: ChangeDirectory? = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np")
        .map { unsafeBitCast($0, to: ChangeDirectory.self) }
}

/// Runs a program to the end with stdin from /dev/null; its status and output. For the tests
/// that run bash, zsh, fish or groff.
func runProgram(_ path: String, _ arguments: [String], environment: [String: String]) throws
    -> (status: Int32, out: String, err: String) {
    let out = try ChildProcess.pipe(), err = try ChildProcess.pipe()
    let child: ChildProcess
    do {
        child = try ChildProcess(path, arguments, environment: environment, stdout: out.write, stderr: err.write)
    } catch {
        for fd in [out.read, out.write, err.read, err.write] { close(fd) }
        throw error
    }
    close(out.write)
    close(err.write)
    // stderr read on another thread while stdout is read here: neither pipe can fill up
    final class Box: @unchecked Sendable { var bytes: [UInt8] = [] }
    let errBox = Box()
    let group = DispatchGroup()
    group.enter()
    let errRead = err.read
    DispatchQueue.global().async { errBox.bytes = ChildProcess.readAll(errRead); group.leave() }
    let outBytes = ChildProcess.readAll(out.read)
    group.wait()
    let errBytes = errBox.bytes
    close(out.read)
    close(err.read)
    let exit = child.wait()!
    return (exit.shellStatus, String(decoding: outBytes, as: UTF8.self), String(decoding: errBytes, as: UTF8.self))
}
