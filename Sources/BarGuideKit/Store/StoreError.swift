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

    /// Maps a database error on `path`: corruption-like codes become `.corrupt`.
    static func from(_ error: DatabaseError, path: String) -> StoreError {
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
        }
    }

    /// What the user can do about it.
    public var hint: String? {
        switch self {
        case .missing(let path), .empty(let path), .corrupt(let path, _):
            return "rebuild it with 'barguide ingest --db \(path)'"
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
