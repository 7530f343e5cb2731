import BarGuideResources

/// The database every reading command uses when no --db is given: $BARGUIDE_DB, else
/// $XDG_DATA_HOME/barguide/barguide.sqlite, else ~/.local/share/barguide/barguide.sqlite.
/// It is built from the embedded corpus on first use, and rebuilt whenever the
/// embedded corpus or migrations change.
public enum DefaultDatabase {
    public static func path(environment env: (String) -> String? = FileSystem.environment) -> String? {
        if let p = env("BARGUIDE_DB"), !p.isEmpty { return p }
        if let x = env("XDG_DATA_HOME"), !x.isEmpty, x.hasPrefix("/") {
            return FileSystem.join(FileSystem.join(x, "barguide"), "barguide.sqlite")
        }
        if let home = env("HOME"), !home.isEmpty {
            return FileSystem.join(home, ".local/share/barguide/barguide.sqlite")
        }
        return nil
    }

    /// Why a store was (re)built, for a one-line notice on stderr.
    public enum Build: Sendable, Equatable {
        case none
        case created
        case refreshed
    }

    /// Opens the default database, building or refreshing it from the embedded corpus when needed.
    public static func open(at path: String, createDirectory: Bool) throws(StoreError) -> (Store, Build) {
        // Only the fingerprint is needed to check freshness: decoding the corpus is
        // left to the (rare) rebuild, off the search path.
        if FileSystem.exists(path) {
            // Corrupt, empty or newer databases are reported, never silently replaced.
            let store = try Store.open(path)
            // A user's own ingest into the default path is kept as it is.
            let meta = store.meta(["corpus_origin", "corpus_fingerprint"])
            guard meta["corpus_origin"] == "embedded" else { return (store, .none) }
            if meta["corpus_fingerprint"] == Embedded.fingerprint { return (store, .none) }
            _ = try StoreBuilder.build(at: path, from: CorpusSource.embedded())
            return (try Store.open(path), .refreshed)
        }
        if createDirectory {
            let dir = FileSystem.directoryName(path)
            do { try FileSystem.makeDirectories(dir) } catch {
                if let component = FileSystem.nonDirectoryAncestor(of: dir) {
                    throw .notADirectory(directory: dir, component: component)
                }
                throw FileSystem.isDirectory(FileSystem.directoryName(dir)) || error.errnoCode == 13
                    ? .directoryNotWritable(dir) : .directoryMissing(dir)
            }
        }
        _ = try StoreBuilder.build(at: path, from: CorpusSource.embedded())
        return (try Store.open(path), .created)
    }
}
