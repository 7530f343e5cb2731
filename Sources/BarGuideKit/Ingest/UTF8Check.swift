// Strict UTF-8 validation (Unicode Table 3-7: no overlongs, no surrogates, nothing past U+10FFFF),
// shared by ingest and the JSON parser.

enum UTF8Check {
    /// Byte offset of the first byte that does not start a well-formed sequence, or nil when
    /// valid (strict: Unicode Table 3-7).
    static func firstInvalidOffset(_ b: some Collection<UInt8>) -> Int? {
        if let r = b.withContiguousStorageIfAvailable({ firstInvalidOffset(in: $0) }) { return r }
        // Not contiguous: the standard library's UTF-8 parser.
        var iterator = b.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The same over contiguous bytes, without building a String: ASCII eight bytes at a time,
    /// other sequences checked against Table 3-7.
    static func firstInvalidOffset(in b: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = b.baseAddress else { return nil }
        let n = b.count
        var i = 0
        while i < n {
            if i + 8 <= n {
                let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if w & 0x8080_8080_8080_8080 == 0 { i += 8; continue }
            }
            let len = sequenceLength(base, i, n)
            if len == 0 { return i }
            i += len
        }
        return nil
    }

    /// Length of the well-formed sequence starting at `i` (1–4), or 0 when it is ill-formed.
    @inline(__always) static func sequenceLength(_ b: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> Int {
        let c = b[i]
        if c < 0x80 { return 1 }
        if c < 0xC2 { return 0 }
        if c < 0xE0 {
            return i + 1 < n && b[i + 1] & 0xC0 == 0x80 ? 2 : 0
        }
        if c < 0xF0 {
            guard i + 2 < n else { return 0 }
            let b1 = b[i + 1], b2 = b[i + 2]
            guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 else { return 0 }
            if c == 0xE0 && b1 < 0xA0 { return 0 }  // overlong
            if c == 0xED && b1 >= 0xA0 { return 0 }  // surrogate
            return 3
        }
        guard c <= 0xF4, i + 3 < n else { return 0 }
        let b1 = b[i + 1], b2 = b[i + 2], b3 = b[i + 3]
        guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80, b3 & 0xC0 == 0x80 else { return 0 }
        if c == 0xF0 && b1 < 0x90 { return 0 }  // overlong
        if c == 0xF4 && b1 >= 0x90 { return 0 }  // past U+10FFFF
        return 4
    }

    static func line(ofByte offset: Int, in b: [UInt8]) -> Int {
        var line = 1
        var i = 0
        let end = Swift.min(offset, b.count)
        while i < end {
            if b[i] == 0x0A { line += 1 } else if b[i] == 0x0D {
                line += 1
                if i + 1 < end, b[i + 1] == 0x0A { i += 1 }
            }
            i += 1
        }
        return line
    }
}

/// Lossy decoding of a document with a few invalid UTF-8 lines (beside the validator, so that
/// the parser needs one call for it).
enum LossyDecoding {
    /// At most this share of a document's bytes may be invalid UTF-8 for it to be decoded with
    /// U+FFFD: a few damaged bytes keep the document, however short it is. Beyond, it is taken
    /// for another encoding (every non-ASCII letter invalid) or binary data and skipped whole.
    static let maximumInvalidByteShare = 0.02
    /// Diagnostics listed per document (one per invalid line); the last one says how many more.
    static let maximumDiagnostics = 20

    /// The bytes with each ill-formed sequence replaced by U+FFFD, and one warning per line that
    /// had one ("invalid-utf8": file-level, so that --strict still fails); nil when too many lines
    /// are invalid.
    static func decode(_ bytes: [UInt8], file: String) -> (bytes: [UInt8], diagnostics: [Diagnostic])? {
        var invalid: [(offset: Int, line: Int)] = []
        var badBytes = 0
        var start = 0
        var line = 1
        var lineStart = 0
        while start < bytes.count, let relative = UTF8Check.firstInvalidOffset(bytes[start...]) {
            let offset = start + relative
            while lineStart < offset {   // count the newlines up to the bad byte
                if bytes[lineStart] == 0x0A { line += 1 }
                lineStart += 1
            }
            if invalid.last?.line != line { invalid.append((offset, line)) }
            badBytes += 1
            guard Double(badBytes) <= maximumInvalidByteShare * Double(bytes.count) else { return nil }
            start = offset + 1
        }
        guard !invalid.isEmpty else { return nil }
        var diagnostics: [Diagnostic] = []
        for (offset, line) in invalid.prefix(maximumDiagnostics) {
            let shown = bytes[offset..<Swift.min(bytes.count, offset + 4)].map { Excerpt.hex2($0) }.joined(separator: " ")
            diagnostics.append(Diagnostic(
                severity: .warning, code: "invalid-utf8", file: file, line: line, byteOffset: offset,
                message: "not valid UTF-8 at byte offset \(offset); decoded with U+FFFD in place, the rule flagged \"garbled\"",
                excerpt: shown))
        }
        if invalid.count > maximumDiagnostics {
            diagnostics.append(Diagnostic(severity: .warning, code: "invalid-utf8", file: file,
                                          message: "\(invalid.count - maximumDiagnostics) more lines with invalid UTF-8"))
        }
        return (Array(String(decoding: bytes, as: UTF8.self).utf8), diagnostics)
    }

    /// Flags "garbled" the rules whose text holds U+FFFD.
    static func flagReplaced(_ rules: inout [Rule]) {
        for i in rules.indices where !rules[i].flags.contains("garbled") {
            if rules[i].text.unicodeScalars.contains("\u{FFFD}") || rules[i].headline.unicodeScalars.contains("\u{FFFD}") {
                rules[i].flags.append("garbled")
            }
        }
    }
}
