// Thin POSIX file helpers: precise errors (errno), no Foundation on the search path.
import Synchronization
import CMalloc   // barguide_start_writeback (sync_file_range)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let operation: String
    public let errnoCode: Int32
    /// Said instead of strerror when set (e.g. "it is a FIFO, not a regular file").
    public var detail: String? = nil
    public var reason: String { detail ?? String(cString: strerror(errnoCode)) }
    public var description: String { "cannot \(operation) \(path): \(reason)" }

    public init(path: String, operation: String, errnoCode: Int32, detail: String? = nil) {
        self.path = path
        self.operation = operation
        self.errnoCode = errnoCode
        self.detail = detail
    }
}

public enum FileSystem {
    static func fail(_ op: String, _ path: String, _ code: Int32 = errno) -> FileSystemError {
        FileSystemError(path: path, operation: op, errnoCode: code)
    }

    public static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    public static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    public static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether the current user may create files in `dir`.
    public static func isWritableDirectory(_ dir: String) -> Bool {
        access(dir, W_OK | X_OK) == 0
    }

    /// Reads a whole file.
    public static func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw fail("read", path) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw fail("read", path) }
        guard (st.st_mode & S_IFMT) != S_IFDIR else { throw fail("read", path, EISDIR) }
        return try readAll(fd, path: path, expected: Int(st.st_size), limit: nil)
    }

    /// Reads `fd` to its end (retrying on EINTR); past `limit` bytes, EFBIG.
    private static func readAll(_ fd: Int32, path: String, expected: Int, limit: Int?) throws(FileSystemError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(max(0, expected))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail("read", path)
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
            if let limit, out.count > limit {
                throw FileSystemError(path: path, operation: "read", errnoCode: EFBIG,
                                      detail: "over the maximum of \(limit) bytes")
            }
        }
        return out
    }

    /// Names in a directory (no "." / ".."), sorted by bytes.
    public static func list(_ dir: String) throws(FileSystemError) -> [String] {
        try listChecked(dir).names
    }

    /// Names in a directory, sorted by bytes, plus the names that are not valid UTF-8
    /// (shown with U+FFFD in place of the bad bytes): they cannot be opened by a String path.
    /// With a `prefix`, only the names whose bytes start with its UTF-8 are listed: the others
    /// are passed over before a String is made of them or they are sorted (a folder such as
    /// /tmp may hold tens of thousands of entries).
    public static func listChecked(_ dir: String, prefix: String = "") throws(FileSystemError) -> (names: [String], invalid: [String]) {
        guard let d = opendir(dir) else { throw fail("list", dir) }
        defer { closedir(d) }
        let wanted = Array(prefix.utf8)
        var names: [String] = []
        var invalid: [String] = []
        while let entry = readdir(d) {
            let bytes: [UInt8]? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let name = raw.prefix { $0 != 0 }
                return name.starts(with: wanted) ? Array(name) : nil
            }
            guard let bytes, bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
            } else {
                invalid.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        func byBytes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
        return (names.sorted(by: byBytes), invalid.sorted(by: byBytes))
    }

    /// mkdir -p.
    public static func makeDirectories(_ path: String) throws(FileSystemError) {
        if isDirectory(path) { return }
        let parent = directoryName(path)
        if parent != path && !parent.isEmpty { try makeDirectories(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw fail("create directory", path) }
    }

    /// The first existing component of `path` (or its ancestors) that is not a directory, e.g.
    /// "/tmp/notes.txt" for "/tmp/notes.txt/db": the reason a directory cannot be created there.
    public static func nonDirectoryAncestor(of path: String) -> String? {
        var current = path
        while !current.isEmpty {
            var st = stat()
            if stat(current, &st) == 0 {
                return (st.st_mode & S_IFMT) == S_IFDIR ? nil : current
            }
            let parent = directoryName(current)
            if parent == current { return nil }
            current = parent
        }
        return nil
    }

    public static func rename(_ from: String, _ to: String) throws(FileSystemError) {
        if Glibc.rename(from, to) != 0 { throw fail("rename \(from) to", to) }
    }

    public static func remove(_ path: String) {
        unlink(path)
    }

    /// Flushes a file (or directory) to stable storage.
    public static func sync(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    public static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    public static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    public static func join(_ a: String, _ b: String) -> String {
        a.hasSuffix("/") ? a + b : a + "/" + b
    }

    /// Whether a process with this pid exists.
    public static func processExists(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    public static var currentProcessID: Int32 { getpid() }

    public static func environment(_ name: String) -> String? {
        guard let v = getenv(name) else { return nil }
        return String(cString: v)
    }
}

// MARK: - File kinds, bounded reads, symlinks, locks

/// What sits at a path.
public enum FileKind: Sendable, Equatable {
    case missing
    case regular(size: Int64)
    case directory
    case fifo
    case characterDevice
    case blockDevice
    case socket
    case symlink
    case other

    /// "a FIFO", "a character device", … for messages.
    public var description: String {
        switch self {
        case .missing: return "missing"
        case .regular(let size): return "a regular file of \(size) bytes"
        case .directory: return "a directory"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .symlink: return "a symbolic link"
        case .other: return "not a regular file"
        }
    }

    init(mode: mode_t, size: Int64) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular(size: size)
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symlink
        default: self = .other
        }
    }
}

extension FileSystem {
    /// The kind of file at `path`; `follow` follows symbolic links (stat), else lstat.
    /// A dangling link or a loop is `.missing` with `follow` (see `linkProblem`).
    public static func kind(_ path: String, follow: Bool = true) -> FileKind {
        var st = stat()
        let rc = follow ? stat(path, &st) : lstat(path, &st)
        guard rc == 0 else { return .missing }
        return FileKind(mode: st.st_mode, size: Int64(st.st_size))
    }

    /// Why a symbolic link cannot be followed ("dangling", "a loop"), or nil.
    public static func linkProblem(_ path: String) -> String? {
        guard kind(path, follow: false) == .symlink else { return nil }
        var st = stat()
        if stat(path, &st) == 0 { return nil }
        return errno == ELOOP ? "a symbolic link loop" : "a dangling symbolic link"
    }

    /// Reads a whole regular file of at most `limit` bytes. Never blocks on a FIFO (opened
    /// non-blocking, then refused), never reads a device, never reads more than `limit` + 1 bytes
    /// (a file that grows while read is refused too).
    public static func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw fail("read", path) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw fail("read", path) }
        let kind = FileKind(mode: st.st_mode, size: Int64(st.st_size))
        switch kind {
        case .regular(let size):
            if size > Int64(limit) { throw FileSystemError(path: path, operation: "read", errnoCode: EFBIG,
                                                           detail: "\(size) bytes, over the maximum of \(limit)") }
        case .directory: throw fail("read", path, EISDIR)
        default:
            throw FileSystemError(path: path, operation: "read", errnoCode: EINVAL, detail: "it is \(kind.description), not a regular file")
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return try readAll(fd, path: path, expected: Int(st.st_size), limit: limit)
    }

    /// The first `count` bytes of a regular file (fewer if shorter); nil if it cannot be read.
    public static func prefix(_ path: String, _ count: Int) -> [UInt8]? {
        guard case .regular = kind(path) else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = out.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + got, count - got) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            got += n
        }
        return Array(out[0..<got])
    }

    /// The file a path names once symbolic links are followed (a dangling link's target path
    /// itself, so that a database can be created there). Relative targets are resolved against
    /// the link's directory.
    public static func resolvingSymlinks(_ path: String) throws(FileSystemError) -> String {
        var current = path
        for _ in 0..<40 {
            guard kind(current, follow: false) == .symlink else { return current }
            var buffer = [CChar](repeating: 0, count: 4097)
            let n = readlink(current, &buffer, 4096)
            guard n >= 0 else { throw fail("read the link", current) }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : join(directoryName(current), target)
        }
        throw fail("follow the links of", path, ELOOP)
    }

    /// Owner, group and permission bits of a file.
    public static func owner(_ path: String) -> (uid: uid_t, gid: gid_t, mode: mode_t)? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return (st.st_uid, st.st_gid, st.st_mode & 0o7777)
    }

    /// Gives `path` the owner, group and permissions of `reference` (owner changes need the
    /// privilege; without it the file stays ours, which is what the user may write anyway).
    public static func copyOwnership(from reference: (uid: uid_t, gid: gid_t, mode: mode_t), to path: String) {
        _ = chown(path, reference.uid, reference.gid)
        _ = chmod(path, reference.mode)
    }

    /// Bytes free for an unprivileged writer in the file system holding `path`.
    public static func availableBytes(_ path: String) -> Int64? {
        var s = statvfs()
        guard statvfs(path, &s) == 0 else { return nil }
        return Int64(s.f_bavail) * Int64(s.f_frsize)
    }

    /// `name` shortened to at most `max` bytes at a character boundary, with a hash of the whole
    /// name appended when shortened: temporary and lock names of a 255-byte database name must
    /// still fit NAME_MAX.
    public static func shortened(_ name: String, max: Int = 160) -> String {
        guard name.utf8.count > max else { return name }
        var cut = ""
        for c in name.unicodeScalars {
            if cut.utf8.count + String(c).utf8.count > max - 17 { break }
            cut.unicodeScalars.append(c)
        }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in name.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return cut + "~" + String(h, radix: 16)
    }
}

/// An advisory lock (flock) on a lock file beside a database: one builder at a time (ingest,
/// first use, in-place upgrades). Released when this object is freed or the process ends,
/// even by kill -9.
public final class DatabaseLock {
    let fd: Int32
    public let path: String

    /// ".NAME.lock" beside the database (NAME shortened for long names).
    public static func path(for database: String) -> String {
        FileSystem.join(FileSystem.directoryName(database), "." + FileSystem.shortened(FileSystem.baseName(database)) + ".lock")
    }

    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    /// Takes the lock of `database`, waiting for another holder; nil when the lock file cannot
    /// be created or opened (a read-only directory: then nobody can write there either).
    /// The lock file exists only while held: the holder removes it before releasing, and a
    /// waiter that then gets the lock of a removed file tries again with the file now at the path.
    public static func acquire(for database: String, exclusive: Bool = true) -> DatabaseLock? {
        lock(database, blocking: true)
    }

    /// The lock if free now, else nil (never waits; nil too when this process holds it).
    public static func tryAcquire(for database: String) -> DatabaseLock? {
        lock(database, blocking: false)
    }

    /// Lock files this process holds: taking one again (e.g. a store opened while its builder
    /// holds the lock) gives a lock that releases nothing, instead of waiting for itself.
    private static let heldHere = Mutex<Set<String>>([])

    private static func lock(_ database: String, blocking: Bool) -> DatabaseLock? {
        let path = path(for: database)
        if heldHere.withLock({ $0.contains(path) }) { return blocking ? DatabaseLock(fd: -1, path: path) : nil }
        for _ in 0..<1000 {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
            guard fd >= 0 else { return nil }
            var held = stat()
            guard fstat(fd, &held) == 0, (held.st_mode & S_IFMT) == S_IFREG else { close(fd); return nil }
            var rc: Int32
            repeat { rc = flock(fd, blocking ? LOCK_EX : LOCK_EX | LOCK_NB) } while rc != 0 && errno == EINTR
            guard rc == 0 else { close(fd); return nil }
            var current = stat()
            if stat(path, &current) == 0 && current.st_dev == held.st_dev && current.st_ino == held.st_ino {
                heldHere.withLock { _ = $0.insert(path) }
                return DatabaseLock(fd: fd, path: path)
            }
            close(fd)   // removed by the previous holder: lock the file now at the path
        }
        return nil
    }

    deinit {
        guard fd >= 0 else { return }   // a nested take of a lock held here
        DatabaseLock.heldHere.withLock { _ = $0.remove(path) }
        unlink(path)
        close(fd)
    }
}

/// Starts writing a file to its device on a thread of its own (Linux `sync_file_range`), so that
/// the `fsync` that ends its writing has little left to do. Ingest writes a large database in a
/// few seconds, below the kernel's own threshold for background write-back (a tenth of
/// memory), so without this all of it is mapped and submitted for writing inside that final
/// `fsync`, on the calling thread's CPU, while nothing else runs. Started after the
/// build's main commit, the submission runs on a core that is otherwise idle while the guideline
/// groups are made. Only a head start: durability still comes from the `fsync`. Where the call
/// fails or does not exist, nothing changes.
final class EarlyWriteBack {
    private let fd: Int32
    private var thread: WorkerThread? = nil

    init?(path: String) {
        fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
    }

    /// Starts the write-back of all that was written so far, on a thread of its own (or on this
    /// one, when no thread can be made); once.
    func start() {
        guard thread == nil else { return }
        let fd = fd
        thread = WorkerThread.start { _ = barguide_start_writeback(fd) }
        if thread == nil { _ = barguide_start_writeback(fd) }
    }

    /// Waits for the thread `start` made.
    func wait() {
        thread?.join()
        thread = nil
    }

    deinit {
        wait()
        close(fd)
    }
}
