/// The index positions of a text and where query tokens match them, for highlighted snippets
/// (BarGuideKit's SnippetBuilder), in flat arrays (one allocation per array, not one per
/// position): position `p` is the byte range `starts[p]..<ends[p]` of its primary token, and
/// the query tokens its tokens match are `matchIDs[k]` (with that token's end, `matchEnds[k]`)
/// for `k` in `matches(p)`.
///
/// Built by `Analyzer.snippetPositions(in:exact:prefixes:stemming:)` with a sink specialized in
/// this module: the same tokens as `forEachToken(in:mode:stemming:_:)` in `.document` mode,
/// without a closure call per token (which would be most of a snippet's cost).
public struct SnippetPositions: Sendable {
    public var starts: [Int] = []
    public var ends: [Int] = []
    public var firstMatch: [Int] = []
    public var matchIDs: [Int] = []
    public var matchEnds: [Int] = []

    public init() {}

    public var count: Int { starts.count }

    /// The index range of position `p`'s matches in `matchIDs` / `matchEnds`.
    public func matches(_ p: Int) -> Range<Int> {
        firstMatch[p]..<(p + 1 < firstMatch.count ? firstMatch[p + 1] : matchIDs.count)
    }
}

extension Analyzer {
    /// The positions of `text` (`.document` tokens; Cyrillic words stemmed only as
    /// `stemming` says, see `forEachToken`), each token compared as bytes with the `exact`
    /// query tokens (equal) and the `prefixes` (starts with).
    public func snippetPositions(in text: String, exact: [(bytes: [UInt8], id: Int)],
                                 prefixes: [(bytes: [UInt8], id: Int)], stemming: [[UInt8]]?) -> SnippetPositions {
        var sink = SnippetPositionSink(exact: exact, prefixes: prefixes)
        // at most one position per 3 bytes but in Latin and digit runs of one or two letters
        let guess = text.utf8.count / 3 + 4
        sink.out.starts.reserveCapacity(guess)
        sink.out.ends.reserveCapacity(guess)
        sink.out.firstMatch.reserveCapacity(guess)
        var copy = text
        copy.withUTF8 { analyze($0, mode: .document, stemming: stemming, into: &sink) }
        return sink.out
    }
}

struct SnippetPositionSink: TokenSink {
    let exact: [(bytes: [UInt8], id: Int)]
    let prefixes: [(bytes: [UInt8], id: Int)]
    var out = SnippetPositions()

    init(exact: [(bytes: [UInt8], id: Int)], prefixes: [(bytes: [UInt8], id: Int)]) {
        self.exact = exact
        self.prefixes = prefixes
    }

    mutating func token(_ bytes: UnsafePointer<UInt8>, _ count: Int, start: Int, end: Int,
                        flags: TokenFlags) -> Int32 {
        if !flags.contains(.colocated) || out.starts.isEmpty {
            out.starts.append(start)
            out.ends.append(end)
            out.firstMatch.append(out.matchIDs.count)
        }
        let token = UnsafeBufferPointer(start: bytes, count: count)
        for e in exact where e.bytes.count == count && e.bytes.elementsEqual(token) {
            out.matchIDs.append(e.id)
            out.matchEnds.append(end)
        }
        for p in prefixes where p.bytes.count <= count && token.starts(with: p.bytes) {
            out.matchIDs.append(p.id)
            out.matchEnds.append(end)
        }
        return 0
    }
}
