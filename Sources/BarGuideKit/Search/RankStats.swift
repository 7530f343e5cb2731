import SQLiteKit

/// The `rank_stats` table (migration 005): each rule's token count in the full-text index and
/// its scope bits, as two blobs indexed by rowid, for `RankCollector` (barguide_collect).
struct RankStats {
    var lengths: [UInt32]
    var masks: [UInt8]

    /// The bit order of the masks: bit i is `Bar.scoped[i]` (six bars); the top two bits are
    /// the rule's language (`QueryLanguage.code`: 0 ru, 1 zh-Hant or zh-Hans, 2 en). Statistics
    /// written without the language bits have another order string and are not used.
    static let barOrder = Bar.scoped.map(\.rawValue).joined(separator: ",") + ";lang:ru,zh,en"

    /// The mask of a rule: its bars and its language.
    static func mask(of bars: [Bar], lang: Lang) -> UInt8 {
        let code: UInt8
        switch lang {
        case .ru: code = 0
        case .zhHant, .zhHans: code = 1
        case .en: code = 2
        }
        return mask(of: bars) & 0x3F | code << 6
    }

    static func mask(of bars: [Bar]) -> UInt8 {
        var mask: UInt8 = 0
        for bar in bars {
            if let i = Bar.scoped.firstIndex(of: bar), i < 8 { mask |= 1 << UInt8(i) }
        }
        return mask
    }

    /// The mask of one scope.
    static func mask(of bar: Bar) -> UInt8 { mask(of: [bar]) }

    /// A blob of little-endian 32-bit numbers (rank_stats' lengths, group_stats' numbers).
    static func uint32s(_ raw: UnsafeRawBufferPointer) -> [UInt32] {
        let n = raw.count / 4
        var out = [UInt32](unsafeUninitializedCapacity: n) { buffer, count in
            if n > 0, let base = raw.baseAddress, let target = buffer.baseAddress {
                UnsafeMutableRawPointer(target).copyMemory(from: base, byteCount: n * 4)
            }
            count = n
        }
        if UInt32(littleEndian: 1) != 1 { for i in out.indices { out[i] = UInt32(littleEndian: out[i]) } }
        return out
    }

    /// A blob column of the row with rowid 1 of `table` (rank_stats, group_stats: one row each)
    /// as little-endian numbers, read straight into the array's storage (`Database.readBlob`);
    /// nil when there is no such table, row or column, or the read fails.
    static func readBlob<T: FixedWidthInteger>(_ db: Database, table: String, column: String, as: T.Type) -> [T]? {
        try? db.readBlob(table: table, column: column, rowid: 1, as: T.self)
    }

    /// The statistics, or nil when the database has none, or has them for another bar order
    /// (then search takes the path that does not need them).
    ///
    /// `direct` (a large database): the blobs are read straight into the arrays
    /// (`readBlob`), rather than by SQLite into a buffer of its own and copied from there, which
    /// would allocate, fault in and copy every blob a second time per process.
    static func load(_ db: Database, direct: Bool = false) -> RankStats? {
        if direct {
            guard let statement = try? db.prepare("SELECT bar_order FROM rank_stats WHERE id = 1"),
                  let row = try? statement.step(), row.string(0) == barOrder,
                  let lengths = readBlob(db, table: "rank_stats", column: "lengths", as: UInt32.self),
                  let masks = readBlob(db, table: "rank_stats", column: "bars", as: UInt8.self),
                  lengths.count == masks.count else { return nil }
            return RankStats(lengths: lengths, masks: masks)
        }
        guard let statement = try? db.prepare("SELECT bar_order, lengths, bars FROM rank_stats WHERE id = 1"),
              let row = try? statement.step(), row.string(0) == barOrder else { return nil }
        let lengths = row.withBytes(1, RankStats.uint32s)
        let masks: [UInt8] = row.withBytes(2) { Array($0) }
        guard lengths.count == masks.count else { return nil }
        return RankStats(lengths: lengths, masks: masks)
    }

    /// Computes and stores the statistics of the rules and full-text index in `db`. `masks`
    /// are the rules' scope bits by rowid, which the writer knows as it inserts them (reading
    /// them back would scan the whole rules table).
    static func write(_ db: Database, masks given: [UInt8]) throws(DatabaseError) {
        let count = (try db.scalar("SELECT coalesce(max(rowid), 0) + 1 FROM rules")).flatMap {
            if case .integer(let n) = $0 { return Int(n) } else { return nil }
        } ?? 1
        var lengths = [UInt32](repeating: 0, count: count)
        var masks = Array(given.prefix(count))
        if masks.count < count { masks += [UInt8](repeating: 0, count: count - masks.count) }
        // %_docsize.sz: one varint per column (FTS5's format).
        let sizes = try db.prepare("SELECT id, sz FROM rules_fts_docsize")
        while let row = try sizes.step() {
            guard let id = row.int(0), id >= 0, id < count else { continue }
            lengths[id] = row.withBytes(1) { Self.sumOfVarints($0) }
        }
        var blob: [UInt8] = []
        blob.reserveCapacity(count * 4)
        for n in lengths { withUnsafeBytes(of: n.littleEndian) { blob += $0 } }
        try db.execute("INSERT OR REPLACE INTO rank_stats(id, bar_order, lengths, bars) VALUES (1, ?, ?, ?)",
                       [barOrder, DatabaseValue.blob(blob), DatabaseValue.blob(masks)])
    }

    /// The sum of SQLite-format varints (big-endian 7-bit groups, 9th byte whole), saturated.
    static func sumOfVarints(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var total: UInt64 = 0
        var i = 0
        while i < bytes.count {
            var value: UInt64 = 0
            var k = 0
            while i < bytes.count {
                let b = bytes[i]
                i += 1
                if k == 8 { value = value << 8 | UInt64(b); break }
                value = value << 7 | UInt64(b & 0x7F)
                k += 1
                if b & 0x80 == 0 { break }
            }
            total &+= value
        }
        return UInt32(min(total, UInt64(UInt32.max)))
    }
}
