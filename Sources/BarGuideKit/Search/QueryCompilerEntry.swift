import SQLiteKit

// A public door to the query compiler for the fuzz targets (Sources/FuzzQuery) and the property
// tests: the FTS5 MATCH expressions a query compiles to, and a way to run one. `search` itself
// does not use this file.

extension SearchEngine {
    /// The FTS5 expressions a query compiles to: the AND expression (nil when the query has only
    /// filters) and the OR expression used as a fallback (nil when it equals the AND one).
    public struct CompiledMatches: Sendable, Equatable {
        public var and: String?
        public var or: String?
    }

    /// Parses and compiles `query` exactly as `search(_:)` does, without running it.
    /// Parse errors come back as `.query(QueryError)`.
    public func compileMatches(_ query: String) throws(SearchError) -> CompiledMatches {
        let parsed: ParsedQuery
        do { parsed = try QueryParser.parse(query) } catch { throw .query(error) }
        do {
            let compiled = try compile(parsed)
            // As search runs them: kept off the facets column, with the inline filters as facets.
            let or = compiled.units.count > 1 ? compiled.expression(all: false) : nil
            return CompiledMatches(and: compiled.expression(all: true).map { Self.fullMatch($0, parsed.filters, scope: true).rendered },
                                   or: or.map { Self.fullMatch($0, parsed.filters, scope: true).rendered })
        } catch {
            throw .store(StoreError.from(error, path: store.path))
        }
    }

    /// What `query` is searched for (its words, names of several words as one, without the stop
    /// words dropped) and the glossary concepts each word was matched to as a name.
    public func queryWords(_ query: String) throws(SearchError) -> [(text: String, concepts: [String])] {
        let parsed: ParsedQuery
        do { parsed = try QueryParser.parse(query) } catch { throw .query(error) }
        do {
            return try compile(parsed).units.map { ($0.alternatives[0].text, $0.concepts) }
        } catch {
            throw .store(StoreError.from(error, path: store.path))
        }
    }

    /// Runs one MATCH expression against the full-text index; the number of matching rules.
    /// An FTS5 syntax error comes back as the DatabaseError SQLite reports.
    public func countMatches(_ match: String) throws(DatabaseError) -> Int {
        if case .integer(let n) = try store.db.scalar("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ?", [match]) {
            return Int(n)
        }
        return 0
    }
}
