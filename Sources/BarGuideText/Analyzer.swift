import CStemmer
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One token produced by `Analyzer`. `start` and `end` are byte offsets into the
/// UTF-8 of the ORIGINAL input (before any folding), `start < end`.
public struct AnalyzedToken: Sendable, Equatable {
    public var token: String
    public var start: Int
    public var end: Int
    /// True when the token shares the position of the token before it (an FTS5
    /// synonym: a whole identifier or camel-suffix compound, a Russian stem variant).
    public var colocated: Bool

    public init(token: String, start: Int, end: Int, colocated: Bool) {
        self.token = token
        self.start = start
        self.end = end
        self.colocated = colocated
    }
}

/// Document mode indexes synonyms (identifier compounds); query mode does not.
public enum AnalysisMode: Sendable {
    case document, query
}

/// The text analysis behind the `barguide` FTS5 tokenizer, usable without SQLite.
///
/// Rules (see README of this module / the report for the rationale):
/// * Cyrillic words: lowercased, ё -> е, Snowball Russian stem. A stem ending in
///   consonant + о/е + к/ц/н also gets a colocated variant without that vowel
///   (вкладок -> вкладок + вкладк, so it meets вкладки -> вкладк), in both modes.
/// * Han (and kana, bopomofo): one token per character, Traditional folded to
///   Simplified. A pinyin annotation such as `(tài)` right after a Han ideograph
///   is skipped entirely (the corpus has 狀態(tài)欄), by the rule ingest removes
///   them with (`Pinyin`).
/// * Latin letters and digits: lowercased; an identifier is split into parts at
///   camelCase, acronym, letter/digit and `_` boundaries (UIBarButtonItem -> ui bar
///   button item). In document mode each part but the last is followed by a
///   colocated compound of itself and all following parts (uibarbuttonitem at ui,
///   barbuttonitem at bar, buttonitem at button), so the whole identifier and any
///   camel suffix typed in lowercase match one token, and the phrase of parts
///   matches too. Query mode emits only the parts.
/// * Full-width ASCII is folded to ASCII. Everything else separates tokens;
///   invalid UTF-8 bytes are separators.
///
/// Offsets always point into the original text, so FTS5's highlight()/snippet()
/// mark the original (Traditional, full-width, capitalized) spelling. Primary
/// tokens never overlap; synonyms share their primary token's start.
///
/// For MATCH expressions use `queryPhrases(_:)` and quote the SOURCE text of each
/// phrase (`QueryPhrase.fts5`), not the token strings: FTS5 tokenizes the quoted
/// text again, and Snowball stems are not stable when stemmed twice
/// (видимый -> видим -> вид).
///
/// Not thread-safe (it owns a Snowball stemmer and scratch buffers): use one
/// Analyzer per thread / per FTS5 tokenizer instance.
public final class Analyzer {
    /// Longest word, in bytes of its lowercased form, before it is cut in two.
    static let wordCapacity = 256
    /// Identifiers with more parts than this only get the whole-identifier compound.
    static let maxCompoundParts = 16

    let stemmer: OpaquePointer?
    private let word: UnsafeMutablePointer<UInt8>
    private let aux: UnsafeMutablePointer<UInt8>
    private let parts: UnsafeMutablePointer<WordPart>
    /// Direct-mapped memo of Snowball results (see `StemCache`); zero pages from
    /// calloc, so it costs nothing until Russian text is seen.
    private let stemCache: UnsafeMutablePointer<UInt8>?

    public init() {
        stemmer = sb_stemmer_new("russian", "UTF_8")
        word = .allocate(capacity: Analyzer.wordCapacity + 8)
        aux = .allocate(capacity: Analyzer.wordCapacity + 8)
        parts = .allocate(capacity: Analyzer.wordCapacity + 1)
        stemCache = calloc(StemCache.slots, StemCache.slotSize)?.assumingMemoryBound(to: UInt8.self)
    }

    deinit {
        if let stemmer { sb_stemmer_delete(stemmer) }
        word.deallocate()
        aux.deallocate()
        parts.deallocate()
        free(stemCache)
    }

    /// False when the Snowball stemmer could not be created (then Russian words
    /// are only lowercased).
    var hasStemmer: Bool { stemmer != nil }

    /// Tokens of `text`, as the FTS5 tokenizer would produce them.
    public func tokens(_ text: String, mode: AnalysisMode) -> [AnalyzedToken] {
        var copy = text
        return copy.withUTF8 { tokens(utf8: $0, mode: mode) }
    }

    /// Calls `body` with every token of `text`: its bytes (valid only during the call), its
    /// byte range in `text`, and whether it shares the previous token's position. Nothing is
    /// allocated per token, unlike `tokens(_:mode:)`.
    ///
    /// With `stemming`, a Cyrillic word is stemmed only when its lowercased form starts with one
    /// of these byte strings; any other is handed over lowercased, unstemmed, at its position.
    /// Snippets use it: Snowball only strips suffixes, so a word whose form does not start with
    /// a query token less its last letter can never stem to that token (nor to its fleeting-vowel
    /// variant), and stemming such words would be most of a snippet's cost.
    public func forEachToken(in text: String, mode: AnalysisMode, stemming: [[UInt8]]? = nil,
                             _ body: (UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ colocated: Bool) -> Void) {
        var copy = text
        withoutActuallyEscaping(body) { body in
            var sink = ClosureSink(body: body)
            copy.withUTF8 { buffer in
                guard let base = buffer.baseAddress, buffer.count > 0 else { return }
                var scanner = Scanner(word: word, aux: aux, parts: parts, stemmer: stemmer,
                                      stemCache: stemCache, document: mode == .document)
                scanner.stemPrefixes = stemming
                _ = scanner.run(base, buffer.count, &sink)
            }
        }
    }

    /// `forEachToken(in:mode:stemming:_:)` into a concrete sink, specialized in this module
    /// (no closure call per token): the snippet positions (SnippetPositions.swift) use it.
    func analyze<Sink: TokenSink>(_ buffer: UnsafeBufferPointer<UInt8>, mode: AnalysisMode, stemming: [[UInt8]]?,
                                   into sink: inout Sink) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        var scanner = Scanner(word: word, aux: aux, parts: parts, stemmer: stemmer,
                              stemCache: stemCache, document: mode == .document)
        scanner.stemPrefixes = stemming
        _ = scanner.run(base, buffer.count, &sink)
    }

    /// Tokens of raw bytes (which need not be valid UTF-8).
    func tokens(utf8 buffer: UnsafeBufferPointer<UInt8>, mode: AnalysisMode) -> [AnalyzedToken] {
        var sink = CollectingSink()
        _ = analyze(buffer, mode: mode, into: &sink)
        return sink.tokens.map(\.token)
    }

    /// The allocation-light entry point used by the FTS5 tokenizer: every token is
    /// handed to `sink` as a pointer into a scratch buffer, valid only during the call.
    /// Stops at, and returns, the first non-zero value the sink returns.
    func analyze<Sink: TokenSink>(_ buffer: UnsafeBufferPointer<UInt8>, mode: AnalysisMode,
                                   into sink: inout Sink) -> Int32 {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        var scanner = Scanner(word: word, aux: aux, parts: parts, stemmer: stemmer,
                              stemCache: stemCache, document: mode == .document)
        return scanner.run(base, buffer.count, &sink)
    }
}

// MARK: - Sinks

struct TokenFlags: OptionSet {
    let rawValue: UInt8
    /// Same position as the previous token.
    static let colocated = TokenFlags(rawValue: 1)
    /// Continues the previous token's phrase group: the next camel part of an
    /// identifier, the next character of a Han run, a selector part after `:`.
    static let joinsPrevious = TokenFlags(rawValue: 2)
    /// A Han / kana character.
    static let han = TokenFlags(rawValue: 4)
}

protocol TokenSink {
    /// `bytes` is valid only during the call. Return 0 to go on.
    mutating func token(_ bytes: UnsafePointer<UInt8>, _ count: Int, start: Int, end: Int,
                        flags: TokenFlags) -> Int32
}

struct CollectingSink: TokenSink {
    var tokens: [(token: AnalyzedToken, flags: TokenFlags)] = []

    mutating func token(_ bytes: UnsafePointer<UInt8>, _ count: Int, start: Int, end: Int,
                        flags: TokenFlags) -> Int32 {
        let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        tokens.append((AnalyzedToken(token: text, start: start, end: end,
                                     colocated: flags.contains(.colocated)), flags))
        return 0
    }
}

struct ClosureSink: TokenSink {
    let body: (UnsafeBufferPointer<UInt8>, Int, Int, Bool) -> Void

    mutating func token(_ bytes: UnsafePointer<UInt8>, _ count: Int, start: Int, end: Int,
                        flags: TokenFlags) -> Int32 {
        body(UnsafeBufferPointer(start: bytes, count: count), start, end, flags.contains(.colocated))
        return 0
    }
}

// MARK: - Scanner

struct WordPart {
    var bufStart: Int
    var bufEnd: Int
    var srcStart: Int
    var srcEnd: Int
}

private enum WordKind { case none, latin, cyrillic }
private enum GroupKind { case none, latin, han, other }
private enum CaseClass { case none, lower, upper, digit }

private struct Scanner {
    let word: UnsafeMutablePointer<UInt8>
    let aux: UnsafeMutablePointer<UInt8>
    let parts: UnsafeMutablePointer<WordPart>
    let stemmer: OpaquePointer?
    let stemCache: UnsafeMutablePointer<UInt8>?
    let document: Bool
    /// Only Cyrillic words starting with one of these are stemmed (see `forEachToken`); nil: all.
    var stemPrefixes: [[UInt8]]?

    init(word: UnsafeMutablePointer<UInt8>, aux: UnsafeMutablePointer<UInt8>,
         parts: UnsafeMutablePointer<WordPart>, stemmer: OpaquePointer?,
         stemCache: UnsafeMutablePointer<UInt8>?, document: Bool) {
        self.stemCache = stemCache
        self.word = word
        self.aux = aux
        self.parts = parts
        self.stemmer = stemmer
        self.document = document
    }

    // The word being collected.
    var kind = WordKind.none
    var len = 0                 // bytes in `word`
    var wordStart = 0           // source offsets of the word
    var wordEnd = 0
    var wordJoins = false       // its first token continues the previous group
    // Latin identifier splitting.
    var partCount = 0
    var partBufStart = 0
    var partSrcStart = 0
    var prevCase = CaseClass.none
    var upperRun = 0
    var lastCharBuf = 0
    var lastCharSrc = 0
    var pendingBoundary = false

    // Phrase grouping between words.
    var lastGroup = GroupKind.none
    var gapClean = false        // nothing but transparent text since the last group
    var colonSeen = false
    // Pinyin-annotation detection: end offset of the last Han ideograph, or -1.
    var hanEnd = -1

    var rc: Int32 = 0

    // MARK: main loop

    mutating func run<S: TokenSink>(_ p: UnsafePointer<UInt8>, _ n: Int, _ sink: inout S) -> Int32 {
        var i = 0
        while i < n && rc == 0 {
            let b = p[i]
            if b < 0x80 {
                // The next lowercase letter of a lowercase run inside a Latin word: no part
                // boundary can fall here, so it is only appended (what `latinBytes` would do).
                if b >= 0x61 && b <= 0x7A && kind == .latin && prevCase == .lower && !pendingBoundary
                    && len < Analyzer.wordCapacity {
                    lastCharBuf = len
                    lastCharSrc = i
                    word[len] = b
                    len += 1
                    wordEnd = i + 1
                    upperRun = 0
                    i += 1
                    continue
                }
                if b == 0x28 /* ( */ && hanEnd == i, let end = pinyinAnnotationEnd(0x28, p, i + 1, n) {
                    hanEnd = end       // transparent: the Han run goes on
                    i = end
                    continue
                }
                ascii(b, i, i + 1, &sink)
                i += 1
                continue
            }
            // Russian letters, straight from their two UTF-8 bytes to the lowercase, ё-folded
            // bytes (most of the corpus; the general path below decodes and re-encodes).
            if (b == 0xD0 || b == 0xD1) && i + 1 < n {
                let c = p[i + 1]
                var lead: UInt8 = 0, trail: UInt8 = 0
                if b == 0xD0 {
                    switch c {
                    case 0x90...0x9F: lead = 0xD0; trail = c &+ 0x20   // А-П -> а-п
                    case 0xA0...0xAF: lead = 0xD1; trail = c &- 0x20   // Р-Я -> р-я
                    case 0xB0...0xBF: lead = 0xD0; trail = c           // а-п
                    case 0x81: lead = 0xD0; trail = 0xB5               // Ё -> е
                    default: break
                    }
                } else {
                    switch c {
                    case 0x80...0x8F: lead = 0xD1; trail = c           // р-я
                    case 0x91: lead = 0xD0; trail = 0xB5               // ё -> е
                    default: break
                    }
                }
                if lead != 0 {
                    cyrillicLetter(lead, trail, i, i + 2, &sink)
                    i += 2
                    continue
                }
            }
            let (cp, length) = decodeUTF8(p, i, n)
            let end = i + length
            if cp == invalidScalar {
                separator(&sink)
            } else if cp >= 0x0400 && cp <= 0x04FF {
                cyrillic(cp, i, end, &sink)
            } else if cp >= 0xFF01 && cp <= 0xFF5E {
                if cp == 0xFF08 /* （ */ && hanEnd == i, let after = pinyinAnnotationEnd(cp, p, end, n) {
                    hanEnd = after
                    i = after
                    continue
                }
                ascii(UInt8(truncatingIfNeeded: cp - 0xFEE0), i, end, &sink)
            } else if let han = hanClass(cp) {
                hanCharacter(han ? HanFold.fold(cp) : cp, i, end, &sink)
                // a pinyin annotation follows a Han ideograph only, as in ingest
                if !isHanIdeograph(cp) { hanEnd = -1 }
            } else if (cp >= 0x0300 && cp <= 0x036F) || cp == 0x00AD || cp == 0x200C
                        || cp == 0x200D || cp == 0x2060 || (cp >= 0xFE00 && cp <= 0xFE0F) {
                mark(cp, end)
            } else if (cp >= 0x2000 && cp <= 0x206F) || (cp >= 0x3000 && cp <= 0x303F)
                        || (cp >= 0x00A0 && cp <= 0x00BF && cp != 0x00AA && cp != 0x00B5 && cp != 0x00BA)
                        || (cp >= 0xFF00 && cp <= 0xFF65) {
                // General / CJK / Latin-1 / full-width punctuation (the letters of
                // these blocks were handled above).
                separator(&sink)
            } else {
                other(cp, i, end, &sink)
            }
            i = end
        }
        if rc == 0 { flush(&sink) }
        return rc
    }

    // MARK: character classes

    mutating func ascii<S: TokenSink>(_ b: UInt8, _ start: Int, _ end: Int, _ sink: inout S) {
        switch b {
        case 0x61...0x7A:
            latin(b, .lower, start, end, &sink)
        case 0x41...0x5A:
            latin(b | 0x20, .upper, start, end, &sink)
        case 0x30...0x39:
            latin(b, .digit, start, end, &sink)
        case 0x5F /* _ */ where kind == .latin:
            pendingBoundary = true
        case 0x3A /* : */:
            flush(&sink)
            if lastGroup == .latin && gapClean && !colonSeen {
                colonSeen = true
            } else {
                gapClean = false
            }
            hanEnd = -1
        default:
            separator(&sink)
        }
    }

    /// A letter of no special script: case from Unicode properties.
    mutating func other<S: TokenSink>(_ cp: UInt32, _ start: Int, _ end: Int, _ sink: inout S) {
        guard let scalar = Unicode.Scalar(cp) else { separator(&sink); return }
        let props = scalar.properties
        guard props.isAlphabetic else {
            switch props.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark: mark(cp, end)
            default: separator(&sink)
            }
            return
        }
        let caseClass: CaseClass = props.isUppercase ? .upper : .lower
        if props.changesWhenLowercased {
            var bytes: [UInt8] = []
            for s in props.lowercaseMapping.unicodeScalars { UTF8.encode(s) { bytes.append($0) } }
            bytes.withUnsafeBufferPointer { buf in
                if let b = buf.baseAddress { latinBytes(b, buf.count, caseClass, start, end, &sink) }
            }
        } else {
            var tmp: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
            let count = encodeUTF8(cp, &tmp)
            withUnsafePointer(to: &tmp) {
                $0.withMemoryRebound(to: UInt8.self, capacity: 4) {
                    latinBytes($0, count, caseClass, start, end, &sink)
                }
            }
        }
    }

    mutating func separator<S: TokenSink>(_ sink: inout S) {
        flush(&sink)
        gapClean = false
        hanEnd = -1
    }

    mutating func mark(_ cp: UInt32, _ end: Int) {
        // Combining marks and invisible joiners are transparent inside a word;
        // decomposed й (и + U+0306) is recomposed, other marks are dropped.
        guard kind != .none else { return }
        if kind == .cyrillic && cp == 0x0306 && len >= 2 && word[len - 2] == 0xD0 && word[len - 1] == 0xB8 {
            word[len - 1] = 0xB9
        }
        wordEnd = end
    }

    // MARK: Latin identifiers

    @inline(__always)
    mutating func latin<S: TokenSink>(_ byte: UInt8, _ c: CaseClass,
                                      _ start: Int, _ end: Int, _ sink: inout S) {
        var b = byte
        latinBytes(&b, 1, c, start, end, &sink)
    }

    mutating func latinBytes<S: TokenSink>(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ c: CaseClass,
                                           _ start: Int, _ end: Int, _ sink: inout S) {
        if kind != .latin || len + count > Analyzer.wordCapacity {
            let continues = kind == .latin   // a word cut at capacity
            flush(&sink)
            if rc != 0 { return }
            beginWord(.latin, start, joins: continues || (lastGroup == .latin && gapClean))
            partBufStart = 0
            partSrcStart = start
            prevCase = .none
            upperRun = 0
        }
        // Part boundaries.
        if pendingBoundary {
            pendingBoundary = false
            if len > partBufStart { closePart(bufEnd: len, srcEnd: wordEnd) }
            partBufStart = len
            partSrcStart = start
            prevCase = .none
            upperRun = 0
        } else if prevCase != .none {
            let digitChange = (prevCase == .digit) != (c == .digit)
            if digitChange || (prevCase == .lower && c == .upper) {
                closePart(bufEnd: len, srcEnd: wordEnd)
                partBufStart = len
                partSrcStart = start
                upperRun = 0
            } else if prevCase == .upper && c == .lower && upperRun >= 2 {
                // "UIBar": the last capital starts the next part.
                closePart(bufEnd: lastCharBuf, srcEnd: lastCharSrc)
                partBufStart = lastCharBuf
                partSrcStart = lastCharSrc
                upperRun = 0
            }
        }
        lastCharBuf = len
        lastCharSrc = start
        for k in 0..<count { word[len + k] = bytes[k] }
        len += count
        wordEnd = end
        prevCase = c
        upperRun = c == .upper ? upperRun + 1 : 0
    }

    mutating func closePart(bufEnd: Int, srcEnd: Int) {
        guard bufEnd > partBufStart, partCount < Analyzer.wordCapacity else { return }
        parts[partCount] = WordPart(bufStart: partBufStart, bufEnd: bufEnd,
                                    srcStart: partSrcStart, srcEnd: srcEnd)
        partCount += 1
    }

    mutating func beginWord(_ k: WordKind, _ start: Int, joins: Bool) {
        kind = k
        len = 0
        partCount = 0
        wordStart = start
        wordEnd = start
        wordJoins = joins
        pendingBoundary = false
    }

    mutating func flushLatin<S: TokenSink>(_ sink: inout S) {
        closePart(bufEnd: len, srcEnd: wordEnd)
        let n = partCount
        guard n > 0 else { return }
        let last = parts[n - 1]
        for k in 0..<n {
            let part = parts[k]
            var flags: TokenFlags = (k > 0 || wordJoins) ? .joinsPrevious : []
            rc = sink.token(word + part.bufStart, part.bufEnd - part.bufStart,
                            start: part.srcStart, end: part.srcEnd, flags: flags)
            if rc != 0 { return }
            if document && k < n - 1 && (k == 0 || n <= Analyzer.maxCompoundParts) {
                flags.insert(.colocated)
                rc = sink.token(word + part.bufStart, last.bufEnd - part.bufStart,
                                start: part.srcStart, end: last.srcEnd, flags: flags)
                if rc != 0 { return }
            }
        }
    }

    // MARK: Cyrillic words

    mutating func cyrillic<S: TokenSink>(_ cp: UInt32, _ start: Int, _ end: Int, _ sink: inout S) {
        var lower = cp
        switch cp {
        case 0x0410...0x042F: lower = cp + 0x20
        case 0x0401, 0x0451: lower = 0x0435          // Ё ё -> е
        case 0x0400...0x040F: lower = cp + 0x50
        case 0x0430...0x044F, 0x0450...0x045F: break
        case 0x0482...0x0489: // Cyrillic signs and combining marks
            if cp == 0x0482 { separator(&sink) } else { mark(cp, end) }
            return
        default:
            if let s = Unicode.Scalar(cp), s.properties.changesWhenLowercased,
               let l = s.properties.lowercaseMapping.unicodeScalars.first {
                lower = l.value
            }
        }
        if kind != .cyrillic || len + 4 > Analyzer.wordCapacity {
            flush(&sink)
            if rc != 0 { return }
            beginWord(.cyrillic, start, joins: false)
        }
        var tmp: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        let count = encodeUTF8(lower, &tmp)
        withUnsafeBytes(of: &tmp) { raw in
            for k in 0..<count { word[len + k] = raw[k] }
        }
        len += count
        wordEnd = end
    }

    /// A lowercase Russian letter given as its two UTF-8 bytes (the fast path of `cyrillic`).
    @inline(__always)
    mutating func cyrillicLetter<S: TokenSink>(_ lead: UInt8, _ trail: UInt8, _ start: Int, _ end: Int,
                                               _ sink: inout S) {
        if kind != .cyrillic || len + 4 > Analyzer.wordCapacity {
            flush(&sink)
            if rc != 0 { return }
            beginWord(.cyrillic, start, joins: false)
        }
        word[len] = lead
        word[len + 1] = trail
        len += 2
        wordEnd = end
    }

    mutating func flushCyrillic<S: TokenSink>(_ sink: inout S) {
        guard len > 0 else { return }
        if let prefixes = stemPrefixes, !prefixes.contains(where: { p in
            p.count <= len && p.indices.allSatisfy { word[$0] == p[$0] }
        }) {
            rc = sink.token(UnsafePointer(word), len, start: wordStart, end: wordEnd, flags: [])
            return
        }
        var stem: UnsafePointer<UInt8> = UnsafePointer(word)
        var stemLength = len
        let slot = stemCache.flatMap { StemCache.slot($0, word, len) }
        if let slot, let cached = StemCache.lookup(slot, word, len) {
            stemLength = cached
        } else if let stemmer, let out = sb_stemmer_stem(stemmer, word, Int32(len)) {
            let l = Int(sb_stemmer_length(stemmer))
            if l > 0 && l <= Analyzer.wordCapacity {
                stem = out
                stemLength = l
                if let slot { StemCache.store(slot, word, len, stem: out, l) }
            }
        }
        rc = sink.token(stem, stemLength, start: wordStart, end: wordEnd, flags: [])
        if rc != 0 { return }
        // Fleeting vowel: вкладок / вкладк-и, звонок / звонк-а, удобен / удобн-ый.
        if stemLength >= 8 && isFleetingVowelStem(stem, stemLength) {
            let keep = stemLength - 4
            for k in 0..<keep { aux[k] = stem[k] }
            aux[keep] = stem[stemLength - 2]
            aux[keep + 1] = stem[stemLength - 1]
            rc = sink.token(aux, keep + 2, start: wordStart, end: wordEnd, flags: .colocated)
        }
    }

    // MARK: Han

    mutating func hanCharacter<S: TokenSink>(_ cp: UInt32, _ start: Int, _ end: Int, _ sink: inout S) {
        flush(&sink)
        if rc != 0 { return }
        var flags: TokenFlags = .han
        if lastGroup == .han && gapClean { flags.insert(.joinsPrevious) }
        var tmp: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        let count = encodeUTF8(cp, &tmp)
        rc = withUnsafePointer(to: &tmp) {
            $0.withMemoryRebound(to: UInt8.self, capacity: 4) {
                sink.token($0, count, start: start, end: end, flags: flags)
            }
        }
        lastGroup = .han
        gapClean = true
        colonSeen = false
        hanEnd = end
    }

    // MARK: flush

    mutating func flush<S: TokenSink>(_ sink: inout S) {
        switch kind {
        case .none:
            return
        case .latin:
            flushLatin(&sink)
            lastGroup = .latin
        case .cyrillic:
            flushCyrillic(&sink)
            lastGroup = .other
        }
        kind = .none
        len = 0
        partCount = 0
        gapClean = true
        colonSeen = false
        pendingBoundary = false
        hanEnd = -1
    }
}

// MARK: - Stem cache

/// A direct-mapped cache word -> stem length. Snowball Russian only strips
/// suffixes, so a stem is a prefix of its word and only its length is kept; a
/// result that is not a prefix is simply not cached.
/// Slot layout: [word length][stem length][word bytes...]; word length 0 = empty.
enum StemCache {
    static let slots = 8192
    static let slotSize = 64
    static let maxWord = slotSize - 2

    @inline(__always)
    static func slot(_ cache: UnsafeMutablePointer<UInt8>, _ word: UnsafePointer<UInt8>,
                     _ n: Int) -> UnsafeMutablePointer<UInt8>? {
        guard n > 0 && n <= maxWord else { return nil }
        var h: UInt32 = 2_166_136_261
        for k in 0..<n { h = (h ^ UInt32(word[k])) &* 16_777_619 }
        return cache + Int((h ^ (h >> 15)) & UInt32(slots - 1)) * slotSize
    }

    @inline(__always)
    static func lookup(_ slot: UnsafeMutablePointer<UInt8>, _ word: UnsafePointer<UInt8>, _ n: Int) -> Int? {
        guard Int(slot[0]) == n else { return nil }
        for k in 0..<n where slot[2 + k] != word[k] { return nil }
        return Int(slot[1])
    }

    static func store(_ slot: UnsafeMutablePointer<UInt8>, _ word: UnsafePointer<UInt8>, _ n: Int,
                      stem: UnsafePointer<UInt8>, _ stemLength: Int) {
        guard stemLength <= n else { return }
        for k in 0..<stemLength where stem[k] != word[k] { return }
        slot[0] = UInt8(n)
        slot[1] = UInt8(stemLength)
        for k in 0..<n { slot[2 + k] = word[k] }
    }
}

// MARK: - Helpers

let invalidScalar: UInt32 = 0xFFFF_FFFF

/// Decodes one scalar at `i` (`p[i] >= 0x80`). Invalid or truncated sequences give
/// (`invalidScalar`, 1) so that the bad byte is skipped as a separator.
@inline(__always)
func decodeUTF8(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (UInt32, Int) {
    let b0 = UInt32(p[i])
    @inline(__always) func cont(_ k: Int) -> UInt32? {
        guard i + k < n else { return nil }
        let b = p[i + k]
        return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
    }
    switch b0 {
    case 0xC2...0xDF:
        guard let b1 = cont(1) else { break }
        return ((b0 & 0x1F) << 6 | b1, 2)
    case 0xE0...0xEF:
        guard let b1 = cont(1), let b2 = cont(2) else { break }
        let cp = (b0 & 0x0F) << 12 | b1 << 6 | b2
        if cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF) { break }
        return (cp, 3)
    case 0xF0...0xF4:
        guard let b1 = cont(1), let b2 = cont(2), let b3 = cont(3) else { break }
        let cp = (b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3
        if cp < 0x10000 || cp > 0x10FFFF { break }
        return (cp, 4)
    default:
        break
    }
    return (invalidScalar, 1)
}

/// Encodes a valid scalar value; returns the byte count.
@inline(__always)
func encodeUTF8(_ cp: UInt32, _ out: inout (UInt8, UInt8, UInt8, UInt8)) -> Int {
    switch cp {
    case 0..<0x80:
        out.0 = UInt8(cp)
        return 1
    case 0x80..<0x800:
        out.0 = UInt8(0xC0 | cp >> 6)
        out.1 = UInt8(0x80 | cp & 0x3F)
        return 2
    case 0x800..<0x10000:
        out.0 = UInt8(0xE0 | cp >> 12)
        out.1 = UInt8(0x80 | (cp >> 6) & 0x3F)
        out.2 = UInt8(0x80 | cp & 0x3F)
        return 3
    default:
        out.0 = UInt8(0xF0 | (cp >> 18) & 0x07)
        out.1 = UInt8(0x80 | (cp >> 12) & 0x3F)
        out.2 = UInt8(0x80 | (cp >> 6) & 0x3F)
        out.3 = UInt8(0x80 | cp & 0x3F)
        return 4
    }
}

/// The Han ideograph blocks, for every module that tells Han from other text: the unified
/// ideographs and extension A, the compatibility ideographs, and the supplementary planes'
/// extensions B through H.
@inlinable @inline(__always)
public func isHanIdeograph(_ cp: UInt32) -> Bool {
    (0x4E00...0x9FFF).contains(cp) || (0x3400...0x4DBF).contains(cp) || (0xF900...0xFAFF).contains(cp)
        || (0x20000...0x323AF).contains(cp)
}

/// true: a Han ideograph or radical (to be folded); false: kana / bopomofo / iteration marks
/// (one token per character, not folded); nil: neither.
@inline(__always)
func hanClass(_ cp: UInt32) -> Bool? {
    if isHanIdeograph(cp) { return true }
    switch cp {
    case 0x2E80...0x2FDF:
        return true
    case 0x3005, 0x3007, 0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF,
         0x3105...0x312F, 0x31A0...0x31BF, 0x31F0...0x31FF, 0xFF66...0xFF9D:
        return false
    default:
        return nil
    }
}

/// The end (just past the closing parenthesis) of a pinyin annotation whose opening parenthesis
/// `open` ends at `start` right after a Han ideograph (`Pinyin.annotationEnd`, over UTF-8).
func pinyinAnnotationEnd(_ open: UInt32, _ p: UnsafePointer<UInt8>, _ start: Int, _ n: Int) -> Int? {
    Pinyin.annotationEnd(open: open, start: start, end: n, afterHan: true) { j in
        p[j] < 0x80 ? (UInt32(p[j]), 1) : decodeUTF8(p, j, n)
    }
}

/// A UTF-8 Russian stem ending in consonant + о/е + к/ц/н (2-byte letters).
func isFleetingVowelStem(_ s: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    guard n >= 8 else { return false }
    // Most stems end in another letter: the last letter's two bytes first (к D0 BA, н D0 BD, ц D1 86).
    let lead = s[n - 2], trail = s[n - 1]
    guard (lead == 0xD0 && (trail == 0xBA || trail == 0xBD)) || (lead == 0xD1 && trail == 0x86) else { return false }
    func letter(_ k: Int) -> UInt32? {   // k-th two-byte letter from the end (1-based)
        let lead = s[n - 2 * k], trail = s[n - 2 * k + 1]
        guard lead == 0xD0 || lead == 0xD1, trail & 0xC0 == 0x80 else { return nil }
        return (UInt32(lead & 0x1F) << 6) | UInt32(trail & 0x3F)
    }
    guard let last = letter(1), let vowel = letter(2), let before = letter(3) else { return false }
    // к ц н (л and р gave more noise than hits: панел -> панл)
    guard last == 0x043A || last == 0x0446 || last == 0x043D else {
        return false
    }
    guard vowel == 0x043E || vowel == 0x0435 else { return false }
    // a consonant before the vowel: not а е и о у ы э ю я ь ъ й
    switch before {
    case 0x0430, 0x0435, 0x0438, 0x043E, 0x0443, 0x044B, 0x044D, 0x044E, 0x044F,
         0x044C, 0x044A, 0x0439:
        return false
    default:
        return before >= 0x0430 && before <= 0x044F
    }
}

/// The Snowball English stem of a lowercased word ("placeholders" → "placehold", "hiding" →
/// "hide"), or nil when Snowball has no English stemmer. The index keeps English words as
/// written; a query word's stem, searched as a prefix, finds its other forms. A stemmer is made
/// per call: queries are few, and this keeps the function free to call from any thread.
public func englishStem(_ word: String) -> String? {
    guard let stemmer = sb_stemmer_new("english", "UTF_8") else { return nil }
    defer { sb_stemmer_delete(stemmer) }
    var copy = word
    return copy.withUTF8 { bytes -> String? in
        guard let base = bytes.baseAddress,
              let out = sb_stemmer_stem(stemmer, base, Int32(bytes.count)) else { return nil }
        let length = Int(sb_stemmer_length(stemmer))
        return String(decoding: UnsafeBufferPointer(start: out, count: length), as: UTF8.self)
    }
}
