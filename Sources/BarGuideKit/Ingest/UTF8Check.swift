// Strict UTF-8 validation (Unicode Table 3-7: no overlongs, no surrogates, nothing past U+10FFFF),
// shared by ingest and the JSON parser.

enum UTF8Check {
    /// Byte offset of the first byte that does not start a well-formed sequence, or nil when
    /// valid. Uses the standard library's UTF-8 parser (strict: Unicode Table 3-7).
    static func firstInvalidOffset(_ b: some Collection<UInt8>) -> Int? {
        // Fast path: the standard library's validating initializer (vectorized).
        if String(validating: b, as: UTF8.self) != nil { return nil }
        // Slow path, only for invalid input: find where.
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
