import CSQLite
import Foundation
@testable import BarGuideText

/// Repository root, from this file's path (Tests/BarGuideTextTests/TestSupport.swift).
let repositoryRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
}()

/// The real corpus texts (Corpus/*.txt), sorted by name.
func corpusTexts() throws -> [(name: String, text: String)] {
    let dir = repositoryRoot + "/Corpus"
    let names = try FileManager.default.contentsOfDirectory(atPath: dir)
        .filter { $0.hasSuffix(".txt") }.sorted()
    return try names.map { ($0, try String(contentsOfFile: dir + "/" + $0, encoding: .utf8)) }
}

/// Paragraphs: every non-empty line, with the file's first line as headline.
func corpusParagraphs() throws -> [(headline: String, text: String)] {
    var out: [(String, String)] = []
    for (_, text) in try corpusTexts() {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
        guard let headline = lines.first else { continue }
        for line in lines { out.append((headline, line)) }
    }
    return out
}

/// Deterministic PRNG (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct SQLiteError: Error, CustomStringConvertible {
    var description: String
}

/// A minimal raw connection for the tests (independent of SQLiteKit).
final class TestDB {
    let handle: OpaquePointer

    init() throws {
        var db: OpaquePointer? = nil
        let rc = sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard rc == SQLITE_OK, let db else {
            if let db { sqlite3_close_v2(db) }
            throw SQLiteError(description: "open failed: \(rc)")
        }
        handle = db
        let registered = BarGuideTokenizer.register(on: db)
        guard registered == SQLITE_OK else { throw SQLiteError(description: "register failed: \(registered)") }
    }

    deinit { sqlite3_close_v2(handle) }

    var errorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw SQLiteError(description: "\(sql): \(errorMessage)")
        }
    }

    private func prepare(_ sql: String) throws -> OpaquePointer {
        var stmt: OpaquePointer? = nil
        guard sqlite3_prepare_v2(handle, sql, -1, &stmt, nil) == SQLITE_OK, let stmt else {
            throw SQLiteError(description: "\(sql): \(errorMessage)")
        }
        return stmt
    }

    /// Runs `sql` once per row of `rows`, binding text (or raw bytes as text).
    func insert(_ sql: String, rows: [[[UInt8]]]) throws {
        let stmt = try prepare(sql)
        defer { sqlite3_finalize(stmt) }
        try execute("BEGIN")
        for row in rows {
            sqlite3_reset(stmt)
            for (k, value) in row.enumerated() {
                let rc = value.withUnsafeBytes { raw in
                    sqlite3_bind_text(stmt, Int32(k + 1), raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                                      Int32(raw.count), barguide_sqlite_transient())
                }
                guard rc == SQLITE_OK else { throw SQLiteError(description: "bind: \(errorMessage)") }
            }
            guard sqlite3_step(stmt) == SQLITE_DONE else { throw SQLiteError(description: "insert: \(errorMessage)") }
        }
        try execute("COMMIT")
    }

    /// First-column text of every row; `?1` is bound to `parameter`.
    func strings(_ sql: String, _ parameter: String? = nil) throws -> [String] {
        let stmt = try prepare(sql)
        defer { sqlite3_finalize(stmt) }
        if let parameter {
            sqlite3_bind_text(stmt, 1, parameter, -1, barguide_sqlite_transient())
        }
        var out: [String] = []
        while true {
            let rc = sqlite3_step(stmt)
            if rc == SQLITE_DONE { break }
            guard rc == SQLITE_ROW else { throw SQLiteError(description: "\(sql): \(errorMessage)") }
            if let text = sqlite3_column_text(stmt, 0) {
                out.append(String(cString: text))
            } else {
                out.append("")
            }
        }
        return out
    }
}
