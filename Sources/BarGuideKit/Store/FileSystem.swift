// Thin POSIX file helpers: precise errors (errno), no Foundation on the search path.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let operation: String
    public let errnoCode: Int32
    public var reason: String { String(cString: strerror(errnoCode)) }
    public var description: String { "cannot \(operation) \(path): \(reason)" }
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
        var out: [UInt8] = []
        out.reserveCapacity(max(0, Int(st.st_size)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail("read", path)
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return out
    }

    /// Names in a directory (no "." / ".."), sorted by bytes.
    public static func list(_ dir: String) throws(FileSystemError) -> [String] {
        try listChecked(dir).names
    }

    /// Names in a directory, sorted by bytes, plus the names that are not valid UTF-8
    /// (shown with U+FFFD in place of the bad bytes): they cannot be opened by a String path.
    public static func listChecked(_ dir: String) throws(FileSystemError) -> (names: [String], invalid: [String]) {
        guard let d = opendir(dir) else { throw fail("list", dir) }
        defer { closedir(d) }
        var names: [String] = []
        var invalid: [String] = []
        while let entry = readdir(d) {
            let bytes: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
            } else {
                invalid.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        func byBytes(_ a: String, _ b: String) -> Bool { Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) }
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
