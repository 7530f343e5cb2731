import SQLiteKit

/// Everything that can go wrong opening or building a database. All are data errors (exit 3).
public enum StoreError: Error, Sendable, Equatable {
    /// No database file at the path.
    case missing(path: String)
    /// The file exists but holds no BarGuide data.
    case empty(path: String)
    /// Not a database, truncated, or damaged.
    case corrupt(path: String, detail: String)
    /// Written by a newer BarGuide: it records migrations this binary does not know.
    case newerSchema(path: String, migrations: [String])
    /// The directory that should hold the database does not exist.
    case directoryMissing(String)
    /// The directory that should hold the database is not writable.
    case directoryNotWritable(String)
    /// The database directory cannot exist: `component`, a file that is not a directory, is in
    /// its path (e.g. --db notes.txt/bars.sqlite).
    case notADirectory(directory: String, component: String)
    case io(FileSystemError)
    case database(path: String, DatabaseError)
    case corpus(CorpusError)
    /// The embedded migrations are inconsistent (a build defect).
    case migrations(String)
    /// Ingest refuses to replace `path`: it is not a BarGuide database (`what` says what it is).
    case notOurs(path: String, what: String)
    /// Writing the new database failed (disk full, file size limit, I/O error); the previous
    /// database is intact and no temporary file is left.
    case writeFailed(path: String, detail: String)
    /// An older schema that cannot be upgraded (read-only directory) and that this binary
    /// cannot read as it is.
    case olderSchema(path: String, missing: [String])
    /// The database path names something that is not a file (a FIFO, a device, a socket).
    case notAFile(path: String, what: String)
    /// A row holds a value this binary cannot read (an invalid enum, a NULL where a value is
    /// required): the database was edited or damaged.
    case invalidRow(path: String, detail: String)

    /// Maps a database error on `path`: corruption-like codes become `.corrupt`.
    static func from(_ error: DatabaseError, path: String) -> StoreError {
        if error.extendedCode == Store.invalidRowCode { return .invalidRow(path: path, detail: error.message) }
        let primary = error.code
        // SQLITE_CORRUPT 11, SQLITE_NOTADB 26, SQLITE_FORMAT 24, SQLITE_IOERR 10 (short reads of truncated files)
        if error.isCorruption || primary == 10 {
            return .corrupt(path: path, detail: error.message)
        }
        return .database(path: path, error)
    }

    public var message: String {
        switch self {
        case .missing(let path): return "no database at \(path)"
        case .empty(let path): return "\(path) holds no BarGuide data"
        case .corrupt(let path, let detail): return "the database \(path) is corrupt or not a BarGuide database (\(detail))"
        case .newerSchema(let path, let names):
            return "the database \(path) was written by a newer BarGuide (unknown migrations: \(names.joined(separator: ", ")))"
        case .directoryMissing(let dir): return "the database directory \(dir) does not exist"
        case .directoryNotWritable(let dir): return "the database directory \(dir) is not writable"
        case .notADirectory(let dir, let component):
            return component == dir ? "the database directory \(dir) is not a directory"
                : "the database directory \(dir) cannot be created: \(component) is not a directory"
        case .io(let error): return error.description
        case .database(let path, let error): return "database \(path): \(error.message)"
        case .corpus(.unreadableDirectory(let error)): return "cannot read the corpus: \(error.description)"
        case .migrations(let detail): return "invalid embedded migrations: \(detail)"
        case .notOurs(let path, let what): return "refusing to replace \(path): it is \(what), not a BarGuide database"
        case .writeFailed(let path, let detail):
            return "cannot write the database \(path): \(detail); the previous database was left as it was"
        case .olderSchema(let path, let missing):
            return "the database \(path) has an older schema (without \(missing.joined(separator: ", "))) that cannot be upgraded here: its directory is not writable"
        case .notAFile(let path, let what): return "\(path) is \(what), not a database file"
        case .invalidRow(let path, let detail): return "the database \(path) holds an invalid row: \(detail)"
        }
    }

    /// What the user can do about it.
    public var hint: String? {
        switch self {
        case .missing(let path), .empty(let path):
            return "rebuild it with 'barguide ingest --db \(path)'"
        case .corrupt(let path, _), .invalidRow(let path, _):
            // Not a BarGuide database at all: ingest would refuse to replace it without --force.
            if let what = StoreBuilder.foreignContent(path) {
                return "it is \(what): pass a BarGuide database with --db, or replace the file with 'barguide ingest --db \(path) --force'"
            }
            return "check it with 'barguide verify --db \(path)', or rebuild it with 'barguide ingest --db \(path)'"
        case .notAFile:
            return "pass the path of a database file with --db or $BARGUIDE_DB"
        case .notOurs:
            return "choose another path with --db, or pass --force to replace it"
        case .writeFailed:
            return "free some space (or raise the file size limit) and run the ingest again"
        case .olderSchema(let path, _):
            return "copy it to a writable directory, or rebuild it with 'barguide ingest --db \(path)' where you can write"
        case .newerSchema:
            return "use a newer barguide, or rebuild the database with 'barguide ingest'"
        case .directoryMissing:
            return "create the directory, or choose another path with --db"
        case .directoryNotWritable, .notADirectory:
            return "choose a writable location with --db or $BARGUIDE_DB"
        default:
            return nil
        }
    }
}
