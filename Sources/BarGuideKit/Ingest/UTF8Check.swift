// Strict UTF-8 validation (Unicode Table 3-7): no overlongs, no surrogates, nothing past U+10FFFF.

enum UTF8Check {
    /// Byte offset of the first byte that does not start a well-formed sequence, or nil when valid.
    static func firstInvalidOffset(_ b: [UInt8]) -> Int? {
        let n = b.count
        var i = 0
        while i < n {
            let c = b[i]
            if c < 0x80 { i += 1; continue }
            var need = 0
            var lo: UInt8 = 0x80, hi: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; lo = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; hi = 0x9F
            case 0xF0: need = 3; lo = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; hi = 0x8F
            default: return i
            }
            // The second byte has the tightened range; the others are plain continuation bytes.
            guard i + 1 < n, (lo...hi).contains(b[i + 1]) else { return i }
            var k = 2
            while k <= need {
                guard i + k < n, (0x80...0xBF).contains(b[i + k]) else { return i }
                k += 1
            }
            i += need + 1
        }
        return nil
    }

    /// 1-based line of a byte offset (LF, CRLF and CR all end a line).
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
