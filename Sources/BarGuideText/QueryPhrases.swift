/// A group of query tokens that must match as one FTS5 phrase: a Han run
/// (状态栏 -> 状 态 栏), a camelCase identifier (tintColor -> tint color), a
/// selector (setBackgroundImage:forBarMetrics:), or a single word.
public struct QueryPhrase: Sendable, Equatable {
    /// The source text the phrase covers (original spelling, before folding).
    public var text: String
    /// The analyzed tokens (query mode, without colocated alternatives).
    public var tokens: [String]
    /// Byte offsets of `text` in the query.
    public var start: Int
    public var end: Int
    /// A run of Han / kana characters.
    public var isHan: Bool

    /// `text` as an FTS5 string: `"…"` with embedded quotes doubled. FTS5 runs the
    /// barguide tokenizer over it again in query mode, which reproduces `tokens`
    /// (and their alternatives). Quoting the source text rather than the tokens
    /// matters: Snowball stems are not always stable when stemmed again.
    public var fts5: String {
        var out = "\""
        for ch in text.unicodeScalars {
            if ch == "\"" { out += "\"\"" } else { out.unicodeScalars.append(ch) }
        }
        out += "\""
        return out
    }

    public init(text: String, tokens: [String], start: Int, end: Int, isHan: Bool) {
        self.text = text
        self.tokens = tokens
        self.start = start
        self.end = end
        self.isHan = isHan
    }
}

extension Analyzer {
    /// Splits a user query into phrases for an FTS5 MATCH expression; the search
    /// layer combines them (AND / OR / NEAR, a trailing `*` for prefixes).
    public func queryPhrases(_ query: String) -> [QueryPhrase] {
        var copy = query
        return copy.withUTF8 { buffer -> [QueryPhrase] in
            var sink = CollectingSink()
            _ = analyze(buffer, mode: .query, into: &sink)
            var phrases: [QueryPhrase] = []
            for (token, flags) in sink.tokens where !token.colocated {
                if flags.contains(.joinsPrevious), var last = phrases.popLast() {
                    last.tokens.append(token.token)
                    last.end = token.end
                    phrases.append(last)
                } else {
                    phrases.append(QueryPhrase(text: "", tokens: [token.token], start: token.start,
                                               end: token.end, isHan: flags.contains(.han)))
                }
            }
            for k in phrases.indices {
                let slice = UnsafeBufferPointer(rebasing: buffer[phrases[k].start..<phrases[k].end])
                phrases[k].text = String(decoding: slice, as: UTF8.self)
            }
            return phrases
        }
    }
}
