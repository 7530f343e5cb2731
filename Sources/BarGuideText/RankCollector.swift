import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `barguide_collect(rules_fts)` FTS5 auxiliary function and the state it fills: one pass
/// over a query's matches yields the per-scope counts and the best-ranked rows.
///
///     SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ? AND barguide_collect(rules_fts)
///
/// (In WHERE, not as the argument of count(): inside an aggregate SQLite does not hand the
/// call to FTS5.)
/// For every matching row it adds the row's scope bits (`masks[rowid]`) to `counts`, and, when
/// the row is in `scope` (or `scope` is 0), scores it and keeps it if it is among the best
/// `capacity` rows. The score is FTS5's own bm25 — same k1, b, IDF (through xQueryPhrase),
/// column weights and instance order — except that the row's length comes from `lengths[rowid]`
/// instead of xColumnSize, which FTS5 answers with one %_docsize lookup per row: on broad
/// queries at scale that lookup was 70 % of bm25 and bm25 most of a search. `lengths` must be
/// the rows' total token counts (what xColumnSize(-1) returns); a row outside it falls back
/// to xColumnSize.
///
/// One collector per connection; `reset` before each query. Not thread-safe (like the
/// connection). The function never throws across C: failures become SQLite result codes.
public final class RankCollector {
    public var lengths: [UInt32] = []
    public var masks: [UInt8] = []
    /// Column weights, in column order (missing columns weigh 1).
    public var weights: [Double] = []
    /// Rows whose mask shares a bit with this are ranked; 0 ranks every row.
    public var scope: UInt8 = 0
    /// How many of the best rows to keep.
    public var capacity = 10

    /// Matching rows, and matching rows per mask bit.
    public private(set) var total = 0
    public private(set) var counts = [Int](repeating: 0, count: 8)
    /// A max-heap on (score, rowid): the worst kept row on top.
    private var heap: [(score: Double, rowid: Int64)] = []

    // Per query (computed on the first row, like bm25's auxdata).
    private var idf: [Double] = []
    private var avgdl = 0.0
    private var prepared = false
    private var freq: [Double] = []

    public init() {}

    public func reset() {
        total = 0
        counts = [Int](repeating: 0, count: 8)
        heap.removeAll(keepingCapacity: true)
        idf = []
        prepared = false
    }

    /// The kept rows, best (lowest score) first; ties in rowid order.
    public var best: [(rowid: Int64, score: Double)] {
        heap.sorted { Self.better($0, than: $1) }.map { ($0.rowid, $0.score) }
    }

    @inline(__always)
    static func better(_ a: (score: Double, rowid: Int64), than b: (score: Double, rowid: Int64)) -> Bool {
        a.score != b.score ? a.score < b.score : a.rowid < b.rowid
    }

    // MARK: per row

    func collect(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer) -> Int32 {
        guard let xRowid = api.pointee.xRowid else { return SQLITE_MISUSE }
        let rowid = xRowid(fts)
        var mask: UInt8 = 0
        if rowid >= 0 && rowid < Int64(masks.count) { mask = masks[Int(rowid)] }
        total += 1
        if mask != 0 {
            for bit in 0..<8 where mask & (1 << bit) != 0 { counts[bit] += 1 }
        }
        if scope != 0 && mask & scope == 0 { return SQLITE_OK }
        if !prepared {
            let rc = prepare(api, fts)
            if rc != SQLITE_OK { return rc }
        }
        var score = 0.0
        let rc = bm25(api, fts, rowid, &score)
        if rc != SQLITE_OK { return rc }
        keep((score, rowid))
        return SQLITE_OK
    }

    private func keep(_ entry: (score: Double, rowid: Int64)) {
        guard capacity > 0 else { return }
        if heap.count < capacity {
            heap.append(entry)
            var i = heap.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                guard Self.better(heap[parent], than: heap[i]) else { break }
                heap.swapAt(parent, i)
                i = parent
            }
            return
        }
        guard Self.better(entry, than: heap[0]) else { return }
        heap[0] = entry
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var worst = i
            if l < heap.count && Self.better(heap[worst], than: heap[l]) { worst = l }
            if r < heap.count && Self.better(heap[worst], than: heap[r]) { worst = r }
            if worst == i { break }
            heap.swapAt(i, worst)
            i = worst
        }
    }

    /// IDF per phrase and the average row length, exactly as FTS5's bm25 computes them.
    private func prepare(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer) -> Int32 {
        guard let xPhraseCount = api.pointee.xPhraseCount, let xRowCount = api.pointee.xRowCount,
              let xColumnTotalSize = api.pointee.xColumnTotalSize,
              let xQueryPhrase = api.pointee.xQueryPhrase else { return SQLITE_MISUSE }
        let phrases = Int(xPhraseCount(fts))
        var rows: Int64 = 0
        var tokens: Int64 = 0
        var rc = xRowCount(fts, &rows)
        if rc == SQLITE_OK { rc = xColumnTotalSize(fts, -1, &tokens) }
        guard rc == SQLITE_OK else { return rc }
        avgdl = Double(tokens) / Double(rows)
        idf = []
        for i in 0..<phrases {
            var hits: Int64 = 0
            rc = withUnsafeMutablePointer(to: &hits) { xQueryPhrase(fts, Int32(i), $0, countRows) }
            guard rc == SQLITE_OK else { return rc }
            var value = log((Double(rows) - Double(hits) + 0.5) / (Double(hits) + 0.5))
            if value <= 0.0 { value = 1e-6 }
            idf.append(value)
        }
        freq = [Double](repeating: 0, count: phrases)
        prepared = true
        return SQLITE_OK
    }

    private func bm25(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer, _ rowid: Int64,
                      _ score: inout Double) -> Int32 {
        guard let xInstCount = api.pointee.xInstCount, let xInst = api.pointee.xInst,
              let xColumnSize = api.pointee.xColumnSize else { return SQLITE_MISUSE }
        let k1 = 1.2
        let b = 0.75
        for i in freq.indices { freq[i] = 0 }
        var instances: Int32 = 0
        var rc = xInstCount(fts, &instances)
        guard rc == SQLITE_OK else { return rc }
        for i in 0..<instances {
            var phrase: Int32 = 0, column: Int32 = 0, offset: Int32 = 0
            rc = xInst(fts, i, &phrase, &column, &offset)
            guard rc == SQLITE_OK else { return rc }
            let w = Int(column) < weights.count ? weights[Int(column)] : 1.0
            if Int(phrase) < freq.count { freq[Int(phrase)] += w }
        }
        let length: Double
        if rowid >= 0 && rowid < Int64(lengths.count) {
            length = Double(lengths[Int(rowid)])
        } else {
            var n: Int32 = 0
            rc = xColumnSize(fts, -1, &n)
            guard rc == SQLITE_OK else { return rc }
            length = Double(n)
        }
        var sum = 0.0
        for i in freq.indices {
            sum += idf[i] * ((freq[i] * (k1 + 1.0)) / (freq[i] + k1 * (1 - b + b * length / avgdl)))
        }
        score = -1.0 * sum
        return SQLITE_OK
    }

    // MARK: registration

    public static let functionName = "barguide_collect"

    /// Registers `barguide_collect` on the connection whose fts5_api is `api`, with a new
    /// collector (released when the connection closes).
    static func register(_ api: UnsafeMutablePointer<fts5_api>) -> (Int32, RankCollector?) {
        guard let createFunction = api.pointee.xCreateFunction else { return (SQLITE_ERROR, nil) }
        let collector = RankCollector()
        let context = Unmanaged.passRetained(collector).toOpaque()
        let rc = createFunction(api, functionName, context, collectFunction, releaseCollector)
        if rc != SQLITE_OK {
            Unmanaged<RankCollector>.fromOpaque(context).release()
            return (rc, nil)
        }
        return (SQLITE_OK, collector)
    }
}

private let countRows: @convention(c) (
    UnsafePointer<Fts5ExtensionApi>?, OpaquePointer?, UnsafeMutableRawPointer?
) -> Int32 = { _, _, context in
    context?.assumingMemoryBound(to: Int64.self).pointee += 1
    return SQLITE_OK
}

private let collectFunction: @convention(c) (
    UnsafePointer<Fts5ExtensionApi>?, OpaquePointer?, OpaquePointer?, Int32,
    UnsafeMutablePointer<OpaquePointer?>?
) -> Void = { api, fts, context, _, _ in
    guard let api, let fts, let xUserData = api.pointee.xUserData,
          let raw = xUserData(fts) else {
        sqlite3_result_error_code(context, SQLITE_MISUSE)
        return
    }
    let collector = Unmanaged<RankCollector>.fromOpaque(raw).takeUnretainedValue()
    let rc = collector.collect(api, fts)
    if rc == SQLITE_OK {
        sqlite3_result_int(context, 1)
    } else {
        sqlite3_result_error_code(context, rc)
    }
}

private let releaseCollector: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
    guard let context else { return }
    Unmanaged<RankCollector>.fromOpaque(context).release()
}
