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
    /// Building takes the database's lock: of several first uses at once, one builds while the
    /// others wait and then open what it built. In a directory that cannot be written, a database
    /// from another build is used as it is (see `Store.warnings`).
    public static func open(at path: String, createDirectory: Bool) throws(StoreError) -> (Store, Build) {
        // Only the fingerprint is needed to check freshness: decoding the corpus is
        // left to the (rare) rebuild, off the search path.
        if FileSystem.exists(path) {
            // Corrupt, empty or newer databases are reported, never silently replaced.
            let store = try Store.open(path)
            guard needsRefresh(store) else { return (store, .none) }
            guard FileSystem.isWritableDirectory(FileSystem.directoryName(path)),
                  let lock = DatabaseLock.acquire(for: path) else {
                store.warnings.append("the default database \(path) was built from another version of the embedded corpus "
                                      + "and cannot be rebuilt here (its directory is not writable): used as it is")
                return (store, .none)
            }
            // Another process may have rebuilt it while this one waited for the lock.
            let current = try Store.open(path)
            guard needsRefresh(current) else { return (current, .none) }
            _ = try StoreBuilder.build(at: path, from: CorpusSource.embedded(), heldLock: lock)
            return (try Store.open(path), .refreshed)
        }
        let dir = FileSystem.directoryName(path)
        if createDirectory {
            do { try FileSystem.makeDirectories(dir) } catch {
                if let component = FileSystem.nonDirectoryAncestor(of: dir) {
                    throw .notADirectory(directory: dir, component: component)
                }
                throw FileSystem.isDirectory(FileSystem.directoryName(dir)) || error.errnoCode == 13
                    ? .directoryNotWritable(dir) : .directoryMissing(dir)
            }
        }
        guard FileSystem.isDirectory(dir) else {
            if let component = FileSystem.nonDirectoryAncestor(of: dir) {
                throw .notADirectory(directory: dir, component: component)
            }
            throw .directoryMissing(dir)
        }
        guard FileSystem.isWritableDirectory(dir), let lock = DatabaseLock.acquire(for: path) else {
            throw .directoryNotWritable(dir)
        }
        if FileSystem.exists(path) { return (try Store.open(path), .none) }   // built by another process meanwhile
        _ = try StoreBuilder.build(at: path, from: CorpusSource.embedded(), heldLock: lock)
        return (try Store.open(path), .created)
    }

    /// Whether a default database was built from another embedded corpus (a user's own ingest
    /// into the default path is kept as it is).
    static func needsRefresh(_ store: Store) -> Bool {
        let meta = store.meta(["corpus_origin", "corpus_fingerprint"])
        return meta["corpus_origin"] == "embedded" && meta["corpus_fingerprint"] != Embedded.fingerprint
    }
}
