#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tokens of a text recorded ahead of time (on another thread), for the FTS5 tokenizer to
/// hand over instead of analyzing the text again.
///
/// Ingest analyzes each rule's columns on its parsing threads and queues the recordings on
/// the connection's `TokenReplay` just before inserting the row; FTS5's DOCUMENT call for a
/// column then replays the recording whose text is byte-for-byte the column's text. The
/// tokens are those `Analyzer` produces for that text in document mode, so the index is the
/// same; a text without a recording is analyzed as usual.
public struct TokenStream: Sendable {
    /// The analyzed text, to check that a replay is for the same text.
    let text: [UInt8]
    /// Token bytes, one after the other.
    let bytes: [UInt8]
    /// Per token: end of its bytes in `bytes`, start and end in `text`, colocated (0/1).
    let records: [Int32]

    public var tokenCount: Int { records.count / 4 }
}

extension Analyzer {
    /// The document-mode tokens of `text`, recorded for `TokenReplay`.
    public func record(_ text: String) -> TokenStream {
        var sink = RecordingSink()
        var copy = text
        let source: [UInt8] = copy.withUTF8 { buffer in
            // No token is longer than the text, and there are fewer tokens than bytes, plus
            // the colocated ones: one growth at most.
            sink.bytes.reserveCapacity(buffer.count + 16)
            sink.records.reserveCapacity(4 * (buffer.count / 2 + 8))
            _ = analyze(buffer, mode: .document, into: &sink)
            return Array(buffer)
        }
        return TokenStream(text: source, bytes: sink.bytes, records: sink.records)
    }
}

struct RecordingSink: TokenSink {
    var bytes: [UInt8] = []
    var records: [Int32] = []

    mutating func token(_ token: UnsafePointer<UInt8>, _ count: Int, start: Int, end: Int,
                        flags: TokenFlags) -> Int32 {
        bytes.append(contentsOf: UnsafeBufferPointer(start: token, count: count))
        records.append(Int32(truncatingIfNeeded: bytes.count))
        records.append(Int32(truncatingIfNeeded: start))
        records.append(Int32(truncatingIfNeeded: end))
        records.append(flags.contains(.colocated) ? 1 : 0)
        return 0
    }
}

/// The recordings queued for the next row a connection inserts (one per connection; use it
/// from the connection's thread only).
public final class TokenReplay {
    private var queue: [TokenStream] = []
    /// Recordings handed to FTS5 so far.
    public private(set) var replayed = 0

    public init() {}

    /// Queues recordings, in the order FTS5 will ask for the columns.
    public func enqueue(_ streams: [TokenStream]) {
        queue.append(contentsOf: streams)
    }

    /// Drops whatever the last row did not use.
    public func clear() {
        queue.removeAll(keepingCapacity: true)
    }

    /// The first queued recording of exactly `text` (recordings before it are dropped: FTS5
    /// skips empty columns), or nil.
    func take(matching text: UnsafeBufferPointer<UInt8>) -> TokenStream? {
        guard let k = queue.firstIndex(where: { stream in
            stream.text.count == text.count && stream.text.withUnsafeBufferPointer { mine in
                text.count == 0 || memcmp(mine.baseAddress!, text.baseAddress!, text.count) == 0
            }
        }) else {
            return nil
        }
        let stream = queue[k]
        queue.removeFirst(k + 1)
        replayed += 1
        return stream
    }

    /// Hands a recording's tokens to `sink`, as `Analyzer.analyze` would have; stops at, and
    /// returns, the first non-zero result.
    static func replay<Sink: TokenSink>(_ stream: TokenStream, into sink: inout Sink) -> Int32 {
        stream.bytes.withUnsafeBufferPointer { bytes in
            stream.records.withUnsafeBufferPointer { r in
                guard let base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1) else { return 0 }
                var from = 0
                var i = 0
                while i + 3 < r.count {
                    let to = Int(r[i])
                    let rc = sink.token(base + from, to - from, start: Int(r[i + 1]), end: Int(r[i + 2]),
                                        flags: r[i + 3] != 0 ? .colocated : [])
                    if rc != 0 { return rc }
                    from = to
                    i += 4
                }
                return 0
            }
        }
    }
}
