// libFuzzer target: any string through QueryParser.parse and SearchEngine's FTS5 query builder,
// against a database built once from the embedded corpus in a temporary directory. Every compiled
// MATCH expression (the AND form and the OR fallback) is run: an FTS5 syntax error, or any other
// database error, is a failure (the process traps, so libFuzzer keeps the input). Then the whole
// search runs too (counts, ranking, snippets); only query errors, an empty query and an unknown
// item may come back as errors.
//
// Fuzzing build and run: Benchmarks/fuzz.sh FuzzQuery [SECONDS] (see Benchmarks/README.md, "Fuzzing").
// A plain `swift build` compiles a replayer instead: FuzzQuery FILE|DIR… runs each input once.
import BarGuideKit
import FuzzSupport
import SQLiteKit

#if canImport(Glibc)
import Glibc
#endif

nonisolated(unsafe) var fuzzDatabaseDirectory = ""

/// The engine over a database built from the embedded corpus, once per process.
nonisolated(unsafe) let fuzzEngine: SearchEngine = {
    let base = FileSystem.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let dir = FileSystem.join(base, "barguide-fuzzquery-\(FileSystem.currentProcessID)")
    do {
        try FileSystem.makeDirectories(dir)
        fuzzDatabaseDirectory = dir
        atexit {
            FileSystem.remove(FileSystem.join(fuzzDatabaseDirectory, "fuzz.sqlite"))
            FileSystem.remove(fuzzDatabaseDirectory)
        }
        let path = FileSystem.join(dir, "fuzz.sqlite")
        _ = try StoreBuilder.build(at: path, from: CorpusSource.embedded())
        return SearchEngine(store: try Store.open(path))
    } catch {
        fatalError("FuzzQuery: cannot build the database in \(dir): \(error)")
    }
}()

func escaped(_ s: String) -> String {
    s.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
}

/// One input: the bytes, decoded as UTF-8 (invalid sequences become U+FFFD), are the query.
func fuzzQueryOne(_ bytes: [UInt8]) {
    let query = String(decoding: bytes, as: UTF8.self)
    let engine = fuzzEngine
    let compiled: SearchEngine.CompiledMatches
    do {
        compiled = try engine.compileMatches(query)
    } catch {
        if case .query = error { return }
        fatalError("FuzzQuery: compiling \"\(escaped(query))\" failed: \(error)")
    }
    for match in [compiled.and, compiled.or].compactMap({ $0 }) {
        do { _ = try engine.countMatches(match) } catch {
            fatalError("FuzzQuery: MATCH \(escaped(match)) for query \"\(escaped(query))\": \(error)")
        }
    }
    do {
        _ = try engine.search(SearchRequest(query: query, limit: 5))
    } catch {
        switch error {
        case .query, .emptyQuery, .unknownItem: break
        case .store(let e): fatalError("FuzzQuery: search \"\(escaped(query))\": \(e.message)")
        }
    }
}

@main
struct FuzzQueryMain {
    static func main() { FuzzMain.run("FuzzQuery", fuzzQueryOne) }
}
