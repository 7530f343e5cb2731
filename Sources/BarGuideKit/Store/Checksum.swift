import SQLiteKit

/// Per-row checksums (migration `008_checksums`). SQLite in this build has no page
/// checksums, so a bit flipped inside a rule's text would read as valid text. Every rule and
/// every document row carries a 64-bit checksum of the columns readers print, written at ingest;
/// readers check it for every row they print, and `barguide verify` for every row.
///
/// The algorithm is fixed (a database written today must verify with any later binary):
/// FNV-1a, 64 bits, over a canonical serialization of the columns, in their fixed order. Each
/// value is a tag byte and its bytes: NULL is `00`; an integer is `01` and its 8 bytes
/// (little-endian two's complement); a text is `02`, its UTF-8 length in 8 bytes (little
/// endian) and its UTF-8 bytes; a real is `03` and its IEEE-754 bits in 8 bytes; a blob is `04`,
/// its length in 8 bytes and its bytes. The result is stored as a signed 64-bit INTEGER (the
/// same bits). Tests/fault/bitflip.py computes the same in Python.
struct RowChecksum {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    private(set) var state = offsetBasis

    var value: Int64 { Int64(bitPattern: state) }

    @inline(__always) mutating func byte(_ b: UInt8) {
        state = (state ^ UInt64(b)) &* Self.prime
    }

    @inline(__always) mutating func word(_ w: UInt64) {
        var x = w
        for _ in 0..<8 {
            byte(UInt8(truncatingIfNeeded: x))
            x >>= 8
        }
    }

    mutating func bytes(_ buffer: UnsafeRawBufferPointer) {
        var h = state
        for b in buffer { h = (h ^ UInt64(b)) &* Self.prime }
        state = h
    }

    mutating func null() { byte(0) }

    mutating func integer(_ v: Int64) {
        byte(1)
        word(UInt64(bitPattern: v))
    }

    mutating func text(_ buffer: UnsafeRawBufferPointer) {
        byte(2)
        word(UInt64(buffer.count))
        bytes(buffer)
    }

    mutating func text(_ s: String) {
        var s = s
        s.withUTF8 { text(UnsafeRawBufferPointer($0)) }
    }

    mutating func text(_ s: String?) {
        if let s { text(s) } else { null() }
    }

    mutating func value(_ v: DatabaseValue) {
        switch v {
        case .null: null()
        case .integer(let i): integer(i)
        case .text(let s): text(s)
        case .real(let d):
            byte(3)
            word(d.bitPattern)
        case .blob(let b):
            byte(4)
            word(UInt64(b.count))
            b.withUnsafeBytes { bytes($0) }
        }
    }
}

extension Store {
    /// The migration that adds the checksums.
    static let checksumMigration = "008_checksums"

    /// The columns of `rules` a rule's checksum covers, in order: `ruleColumns` (what readers
    /// print), the id last (so that the parsing threads could hash the rest before the writer
    /// settles the id). Not `primary_bar` (verify checks it is the first of `bars`), not
    /// `keywords` and `facets` (index-only: FTS5's integrity-check compares them with the index).
    /// Migration 008 lists the same columns.
    static let ruleChecksumColumns: [String] = Array(ruleColumns.dropFirst()) + ["id"]

    /// The columns of `documents` a document's checksum covers, in order (migration 008 and
    /// `writeDocumentChecksums` list the same).
    static let documentChecksumColumns = ["name", "lang", "title", "origin", "source", "era", "bytes", "ordinal", "edition", "year"]

    /// The SQL function that computes a checksum of its arguments, as `RowChecksum` does: used by
    /// migration 008 (existing rows of an upgraded database) and by ingest for the documents.
    static let checksumFunction = "barguide_checksum"

    /// Registers `barguide_checksum(...)` on a connection: 0, or SQLite's result code.
    static func registerChecksumFunction(_ db: Database) -> Int32 {
        do {
            try db.createFunction(checksumFunction) { arguments in
                var sum = RowChecksum()
                for i in 0..<arguments.count {
                    switch arguments.kind(i) {
                    case .integer: sum.integer(arguments.int64(i))
                    case .text: arguments.withBytes(i) { sum.text($0) }
                    case .real: sum.value(.real(arguments.double(i)))
                    case .blob:
                        arguments.withBytes(i) { bytes in
                            sum.byte(4)
                            sum.word(UInt64(bytes.count))
                            sum.bytes(bytes)
                        }
                    case .null: sum.null()
                    }
                }
                return .integer(sum.value)
            }
            return 0
        } catch {
            return error.extendedCode
        }
    }

    /// Writes every document's checksum (the ingest tail, after the groups gave the documents
    /// their edition and year).
    static func writeDocumentChecksums(_ db: Database) throws(DatabaseError) {
        try db.execute("UPDATE documents SET checksum = \(checksumFunction)(\(documentChecksumColumns.joined(separator: ", ")))")
    }

    /// A rule's checksum over its columns as ingest binds them (`ruleChecksumColumns` order): the
    /// text columns of `row` (`RuleRow.Columns`, modality NULL when the rule has none), its lines
    /// and ordinal, and `id`.
    static func ruleChecksum(id: String, _ c: RuleRow.Columns, lines: LineRange, ordinal: Int) -> Int64 {
        ruleChecksum(id: id, prefix: ruleChecksumPrefix(c, lines: lines, ordinal: ordinal))
    }

    /// A rule's checksum from `ruleChecksumPrefix` (computed on a parsing thread) and its id.
    static func ruleChecksum(id: String, prefix: RowChecksum) -> Int64 {
        var sum = prefix
        sum.text(id)
        return sum.value
    }

    /// The checksum state after every column of `ruleChecksumColumns` but the id (the last).
    static func ruleChecksumPrefix(_ c: RuleRow.Columns, lines: LineRange, ordinal: Int) -> RowChecksum {
        var sum = RowChecksum()
        func column(_ column: RuleRow.Column) {
            if column == .modality && !c.hasModality { sum.null(); return }
            let range = RuleRow.range(of: column, in: c.ends)
            sum.text(UnsafeRawBufferPointer(start: c.base + range.lowerBound, count: range.count))
        }
        column(.bars); column(.kind); column(.modality); column(.lang); column(.document); column(.heading)
        sum.integer(Int64(lines.start)); sum.integer(Int64(lines.end)); sum.integer(Int64(ordinal))
        column(.headline); column(.text); column(.items); column(.symbols); column(.flags)
        return sum
    }

    /// The error of a row whose stored checksum is not that of its content.
    static let checksumMismatch = "its content does not match its checksum (the database was damaged or edited)"

    /// Checks a stored checksum (`stored`, the row's `checksum` column) against the one computed
    /// from the values read. A NULL or non-integer checksum is a mismatch too: every row of a
    /// database with migration 008 has one.
    @inline(__always)
    static func checksumMatches(_ stored: DatabaseValue, _ computed: Int64) -> Bool {
        if case .integer(let v) = stored { return v == computed }
        return false
    }

    /// Checks a document row read with `documentChecksumColumns` at `offset` and its checksum after them.
    static func checkDocumentChecksum(_ row: RowValues, offset o: Int, path: String) throws(StoreError) {
        var sum = RowChecksum()
        for k in documentChecksumColumns.indices { sum.value(row[o + k]) }
        guard checksumMatches(row[o + documentChecksumColumns.count], sum.value) else {
            throw .invalidRow(path: path, detail: "document \(row.string(o) ?? "?"): \(checksumMismatch)")
        }
    }

    /// The documents' checksum columns and checksum, for a SELECT list (empty without migration 008).
    var documentChecksumSelect: String {
        hasChecksums ? ", " + Store.documentChecksumColumns.joined(separator: ", ") + ", checksum" : ""
    }

    /// Checks the document checksum of a row read with `documentChecksumSelect` after `offset`
    /// columns (nothing to check without migration 008).
    func checkDocument(_ row: RowValues, after offset: Int) throws(StoreError) {
        guard hasChecksums else { return }
        try Store.checkDocumentChecksum(row, offset: offset, path: path)
    }
}
