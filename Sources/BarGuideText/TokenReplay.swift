#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Document-mode tokens recorded ahead of time (on another thread), so that the FTS5 tokenizer
/// can replay them instead of analysing the same text again: ingest records each rule's indexed
/// columns on its parsing threads, and the writing thread's INSERT into the index replays them.
///
/// Tokens are appended to two buffers the caller owns: `text` (every token's bytes, one after
/// another) and `entries` (a `RecordedToken` per token).
public final class TokenRecorder {
    private let analyzer: Analyzer
    /// Scratch buffers a column's tokens are collected in (grown as needed, kept): cheaper than
    /// appending each token to the caller's arrays.
    private var textScratch: UnsafeMutablePointer<UInt8>
    private var textCapacity = 4096
    private var tokenScratch: UnsafeMutablePointer<RecordedToken>
    private var tokenCapacity = 1024
    /// Tokens of recent repeated column values (see `record(_:columns:memoized:)`).
    let memo = TokenMemo()

    /// One recorder per thread (it owns an `Analyzer`, which is not thread-safe).
    public init() {
        analyzer = Analyzer()
        textScratch = .allocate(capacity: textCapacity)
        tokenScratch = .allocate(capacity: tokenCapacity)
    }

    deinit {
        textScratch.deallocate()
        tokenScratch.deallocate()
    }

    /// The calling thread's recorder, made on first use and kept for the thread's life (so its
    /// analyzer's stem memo serves every document the thread parses).
    public static var forCurrentThread: TokenRecorder {
        if let p = pthread_getspecific(threadKey) {
            return Unmanaged<TokenRecorder>.fromOpaque(p).takeUnretainedValue()
        }
        let recorder = TokenRecorder()
        pthread_setspecific(threadKey, Unmanaged.passRetained(recorder).toOpaque())
        return recorder
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { p in
            guard let p else { return }
            Unmanaged<TokenRecorder>.fromOpaque(p).release()
        }
        return key
    }()

    /// Appends the tokens the FTS5 tokenizer gives `source` for a document (what
    /// `FTS5_TOKENIZE_DOCUMENT` indexes) to `text` and `entries`; returns how many.
    @discardableResult
    public func record(_ source: UnsafeBufferPointer<UInt8>, text: inout [UInt8], entries: inout [RecordedToken]) -> Int {
        var sink = RecordingSink(text: textScratch, textCapacity: textCapacity, tokens: tokenScratch,
                                 tokenCapacity: tokenCapacity, base: text.count)
        _ = analyzer.analyze(source, mode: .document, into: &sink)
        // The buffers may have grown.
        textScratch = sink.text
        textCapacity = sink.textCapacity
        tokenScratch = sink.tokens
        tokenCapacity = sink.tokenCapacity
        text.append(contentsOf: UnsafeBufferPointer(start: sink.text, count: sink.textCount))
        entries.append(contentsOf: UnsafeBufferPointer(start: sink.tokens, count: sink.count))
        return sink.count
    }

    /// Records several columns of one row at once: the tokens of `ranges` of `source`, one column
    /// after another, as `record` would append them column by column, but copied out of the
    /// scratch buffers once (not once per column, each append growing the arrays again). Returns
    /// the token bytes, the tokens and the running token count at the end of each column.
    ///
    /// `memoized`: the columns (by their index in `ranges`) whose values repeat from row to row
    /// (a heading, a keyword list, facets): their tokens are looked up in, and kept in, the
    /// recorder's memo (`TokenMemo`) instead of analysing the same bytes again. The result is the
    /// same either way: a column's tokens depend on its bytes only.
    public func record(_ source: UnsafeBufferPointer<UInt8>, columns ranges: [Range<Int>], memoized: [Bool] = [])
        -> (text: [UInt8], entries: [RecordedToken], ends: [Int]) {
        var sink = RecordingSink(text: textScratch, textCapacity: textCapacity, tokens: tokenScratch,
                                 tokenCapacity: tokenCapacity, base: 0)
        var ends: [Int] = []
        ends.reserveCapacity(ranges.count)
        for (k, range) in ranges.enumerated() {
            let column = UnsafeBufferPointer(rebasing: source[range])
            if k < memoized.count, memoized[k], column.count <= TokenMemo.maxSourceBytes {
                memo.record(column, analyzer: analyzer, into: &sink)
            } else {
                _ = analyzer.analyze(column, mode: .document, into: &sink)
            }
            ends.append(sink.count)
        }
        textScratch = sink.text
        textCapacity = sink.textCapacity
        tokenScratch = sink.tokens
        tokenCapacity = sink.tokenCapacity
        return (Array(UnsafeBufferPointer(start: sink.text, count: sink.textCount)),
                Array(UnsafeBufferPointer(start: sink.tokens, count: sink.count)), ends)
    }
}

/// A bounded memo of recorded tokens by source bytes, for column values that repeat across rows
/// (in a 131,000-rule corpus: 14,320 distinct keyword lists, 487 distinct facet lists). A value is
/// kept once it has been seen twice (a first sighting only leaves its hash in `seen`), in a
/// direct-mapped table of `slots` entries, each at most `maxEntryBytes` (source, token bytes and
/// entries), so the memo never holds more than `slots × maxEntryBytes` (16 MiB) per recorder.
/// A hit compares the whole source, byte for byte: the tokens replayed are exactly the
/// analyzer's for those bytes (its output depends on nothing else).
final class TokenMemo {
    static let slots = 4096
    static let seenSlots = 16384
    static let maxEntryBytes = 4096
    /// Longer values are not looked up at all.
    static let maxSourceBytes = 1024

    struct Entry {
        var hash: UInt64 = 0
        var sourceCount = 0
        /// The source bytes, then the token bytes.
        var bytes: [UInt8] = []
        /// The tokens, `textStart` relative to the token bytes.
        var tokens: [RecordedToken] = []
    }

    private var entries = [Entry](repeating: Entry(), count: TokenMemo.slots)
    private var seen = [UInt64](repeating: 0, count: TokenMemo.seenSlots)
    /// Lookups answered from the memo, and values analysed (tests, diagnostics).
    private(set) var hits = 0
    private(set) var misses = 0

    /// Appends the document tokens of `source` to `sink`, from the memo when it holds them.
    fileprivate func record(_ source: UnsafeBufferPointer<UInt8>, analyzer: Analyzer, into sink: inout RecordingSink) {
        guard source.count > 0 else {
            _ = analyzer.analyze(source, mode: .document, into: &sink)
            return
        }
        let hash = TokenMemo.hash(source)
        let slot = Int(truncatingIfNeeded: hash) & (TokenMemo.slots - 1)
        let found = entries[slot].hash == hash && entries[slot].sourceCount == source.count
            && entries[slot].bytes.withUnsafeBufferPointer { b in
                memcmp(b.baseAddress!, source.baseAddress!, source.count) == 0
            }
        if found {
            hits += 1
            entries[slot].bytes.withUnsafeBufferPointer { b in
                entries[slot].tokens.withUnsafeBufferPointer { t in
                    sink.append(text: b.baseAddress! + source.count, count: b.count - source.count, tokens: t)
                }
            }
            return
        }
        misses += 1
        let firstToken = sink.count, firstByte = sink.textCount
        _ = analyzer.analyze(source, mode: .document, into: &sink)
        // Kept on its second sighting (most values are seen once).
        let seenSlot = Int(truncatingIfNeeded: hash >> 32) & (TokenMemo.seenSlots - 1)
        guard seen[seenSlot] == hash else {
            seen[seenSlot] = hash
            return
        }
        let tokenCount = sink.count - firstToken, textCount = sink.textCount - firstByte
        guard source.count + textCount + tokenCount * MemoryLayout<RecordedToken>.stride <= TokenMemo.maxEntryBytes else {
            return
        }
        entries[slot].hash = hash
        entries[slot].sourceCount = source.count
        entries[slot].bytes.removeAll(keepingCapacity: true)
        entries[slot].bytes.append(contentsOf: source)
        entries[slot].bytes.append(contentsOf: UnsafeBufferPointer(start: sink.text + firstByte, count: textCount))
        entries[slot].tokens.removeAll(keepingCapacity: true)
        for k in firstToken..<sink.count {
            var t = sink.tokens[k]
            t.textStart -= Int32(truncatingIfNeeded: sink.base + firstByte)
            entries[slot].tokens.append(t)
        }
    }

    /// A 64-bit hash of `bytes`, eight at a time (only the memo's slot choice depends on it).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var i = 0
        while i + 8 <= raw.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < raw.count {
            tail |= UInt64(raw[i]) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 29
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 32
        // 0 marks an empty slot of `seen`
        return h == 0 ? 1 : h
    }
}

private struct RecordingSink: TokenSink {
    var text: UnsafeMutablePointer<UInt8>
    var textCapacity: Int
    var tokens: UnsafeMutablePointer<RecordedToken>
    var tokenCapacity: Int
    /// Where this column's token bytes will start in the caller's text.
    let base: Int
    var textCount = 0
    var count = 0

    @inline(__always)
    mutating func token(_ bytes: UnsafePointer<UInt8>, _ n: Int, start: Int, end: Int, flags: TokenFlags) -> Int32 {
        if textCount + n > textCapacity { growText(textCount + n) }
        if count == tokenCapacity { growTokens() }
        // memcpy, not a byte loop: about half the instructions for the usual 2-12 byte token.
        memcpy(text + textCount, bytes, n)
        tokens[count] = RecordedToken(textStart: Int32(truncatingIfNeeded: base + textCount),
                                      count: Int32(truncatingIfNeeded: n), start: Int32(truncatingIfNeeded: start),
                                      end: Int32(truncatingIfNeeded: end),
                                      flags: flags.contains(.colocated) ? FTS5TokenFlag.colocated : 0)
        textCount += n
        count += 1
        return 0
    }

    /// Appends tokens recorded earlier (`textStart` relative to `text`), rebased to follow the ones here.
    mutating func append(text source: UnsafePointer<UInt8>, count n: Int, tokens recorded: UnsafeBufferPointer<RecordedToken>) {
        if textCount + n > textCapacity { growText(textCount + n) }
        while count + recorded.count > tokenCapacity { growTokens() }
        memcpy(text + textCount, source, n)
        let shift = Int32(truncatingIfNeeded: base + textCount)
        for (k, t) in recorded.enumerated() {
            var r = t
            r.textStart &+= shift
            tokens[count + k] = r
        }
        textCount += n
        count += recorded.count
    }

    @inline(never)
    mutating func growText(_ needed: Int) {
        let capacity = max(needed, 2 * textCapacity)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: text, count: textCount)
        text.deallocate()
        text = grown
        textCapacity = capacity
    }

    @inline(never)
    mutating func growTokens() {
        let capacity = 2 * tokenCapacity
        let grown = UnsafeMutablePointer<RecordedToken>.allocate(capacity: capacity)
        grown.update(from: tokens, count: count)
        tokens.deallocate()
        tokens = grown
        tokenCapacity = capacity
    }
}

/// A recorded token: where its bytes start in the recording's text and their count, its start
/// and end offsets in the source, its FTS5 flags (FTS5_TOKEN_COLOCATED or 0).
public struct RecordedToken: Sendable, Equatable {
    public var textStart: Int32
    public var count: Int32
    public var start: Int32
    public var end: Int32
    public var flags: Int32
}

enum FTS5TokenFlag {
    /// FTS5_TOKEN_COLOCATED.
    static let colocated: Int32 = 0x0001
}

/// The recorded tokens the FTS5 tokenizer may replay on the current thread.
///
/// The writer fills a `TokenReplay` with the columns of the row it is about to insert (each
/// column's source bytes and its recorded tokens, all pointers it keeps valid), makes it the
/// thread's current one for the INSERT (`activate` / `deactivate`), and clears it after. The
/// tokenizer, called for a document on that thread, replays a column's tokens only when the text
/// it was given is byte for byte that column's source (same length, same bytes): any other text
/// (another table, a changed value, a query) is analysed as always. Replay is therefore exactly
/// the analysis of the same bytes, recorded earlier; nothing is keyed on order or on pointers.
public final class TokenReplay {
    struct Column {
        var source: UnsafePointer<UInt8>
        var sourceCount: Int
        var text: UnsafePointer<UInt8>
        var entries: UnsafePointer<RecordedToken>
        var tokenCount: Int
    }

    /// The columns offered for the current row.
    private let columns: UnsafeMutablePointer<Column>
    public static let capacity = 8
    private(set) var count = 0
    /// Columns replayed and columns analysed instead (tests, diagnostics).
    public private(set) var replayed = 0
    public private(set) var analysed = 0

    public init() {
        columns = .allocate(capacity: Self.capacity)
    }

    deinit { columns.deallocate() }

    /// Offers a column: its source bytes and the tokens recorded for them (`tokenCount` entries at
    /// `entries`, their bytes in `text`). The pointers must stay valid until `clear`. Ignored beyond
    /// `capacity` columns.
    public func offer(source: UnsafePointer<UInt8>, count sourceCount: Int, text: UnsafePointer<UInt8>,
                      entries: UnsafePointer<RecordedToken>, tokenCount: Int) {
        guard count < Self.capacity else { return }
        columns[count] = Column(source: source, sourceCount: sourceCount, text: text, entries: entries,
                                tokenCount: tokenCount)
        count += 1
    }

    /// Forgets the columns offered.
    public func clear() { count = 0 }

    /// Makes this the current thread's replay (until `deactivate`); the caller keeps it alive.
    public func activate() {
        pthread_setspecific(TokenReplay.key, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The current thread has no replay any more.
    public static func deactivate() {
        pthread_setspecific(key, nil)
    }

    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The current thread's replay, if any.
    @inline(__always)
    static var current: TokenReplay? {
        guard let p = pthread_getspecific(key) else { return nil }
        return Unmanaged<TokenReplay>.fromOpaque(p).takeUnretainedValue()
    }

    /// The offered column whose source is exactly `bytes`.
    func column(matching bytes: UnsafeBufferPointer<UInt8>) -> Column? {
        for k in 0..<count {
            let c = columns[k]
            guard c.sourceCount == bytes.count, let base = bytes.baseAddress else { continue }
            if c.source == base || memcmp(c.source, base, bytes.count) == 0 { return c }
        }
        return nil
    }

    /// Replays `column(matching: bytes)` through `emit` (stopping at its first non-zero result);
    /// nil when no column matches (then the caller analyses the text).
    @inline(__always)
    func replay(_ bytes: UnsafeBufferPointer<UInt8>,
                _ emit: (UnsafePointer<UInt8>, Int32, Int32, Int32, Int32) -> Int32) -> Int32? {
        guard let c = column(matching: bytes) else {
            analysed += 1
            return nil
        }
        replayed += 1
        for k in 0..<c.tokenCount {
            let t = c.entries[k]
            let rc = emit(c.text + Int(t.textStart), t.count, t.start, t.end, t.flags)
            if rc != 0 { return rc }
        }
        return 0
    }
}
