// Makes untrusted text (the corpus, file names, error messages) safe to write to a terminal.

public enum Sanitize {
    /// Removes what could change the terminal's state or reorder what the reader sees:
    /// escape sequences (ESC/CSI/OSC/DCS… including C1 introducers, with their parameters),
    /// every other C0 control except `\n` and `\t` (when allowed), DEL, C1 controls (U+0080–U+009F),
    /// and Unicode bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C).
    /// U+2028/U+2029 become `\n` (or a space when newlines are not allowed).
    /// Disallowed `\n` and `\t` become spaces. Everything else (Cyrillic, Han, emoji…) is kept.
    public static func terminal(_ s: String, newlines: Bool = true, tabs: Bool = true) -> String {
        guard mayNeedWork(s, newlines: newlines, tabs: tabs),
              s.unicodeScalars.contains(where: { needsWork($0, newlines: newlines, tabs: tabs) }) else { return s }
        let scalars = Array(s.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            let v = c.value
            switch v {
            case 0x0A: out.append(newlines ? c : " "); i += 1
            case 0x09: out.append(tabs ? c : " "); i += 1
            case 0x2028, 0x2029: out.append(newlines ? "\n" : " "); i += 1
            case 0x1B: i = skipEscape(scalars, from: i)
            case 0x9B: i = skipCSI(scalars, from: i + 1)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: i = skipString(scalars, introducerEnd: i + 1, start: i)
            default:
                if isControlOrBidi(v) { i += 1 } else { out.append(c); i += 1 }
            }
        }
        return String(out)
    }

    /// For single-line contexts (a table cell, a search hit title): newlines and tabs become spaces.
    public static func line(_ s: String) -> String { terminal(s, newlines: false, tabs: false) }

    /// Whether `s` would be changed by `terminal(_:)`.
    public static func isSafe(_ s: String, newlines: Bool = true, tabs: Bool = true) -> Bool {
        !s.unicodeScalars.contains(where: { needsWork($0, newlines: newlines, tabs: tabs) })
    }

    /// A byte-level pre-check: false when `s` certainly has nothing to remove. Every scalar
    /// `needsWork` flags is a C0 byte, DEL, a C1 control (C2 80–9F), U+061C (D8 9C), or in
    /// U+2000–U+206F (E2 80/81 …), so text without those lead bytes is safe as it is.
    static func mayNeedWork(_ s: String, newlines: Bool, tabs: Bool) -> Bool {
        if let answer = s.utf8.withContiguousStorageIfAvailable({ mayNeedWork($0, newlines: newlines, tabs: tabs) }) {
            return answer
        }
        return Array(s.utf8).withUnsafeBufferPointer { mayNeedWork($0, newlines: newlines, tabs: tabs) }
    }

    /// `mayNeedWork` over valid UTF-8: printable ASCII and every byte other than the lead bytes
    /// C2, D8 and E2 are skipped with one or two comparisons; a lead byte looks at the bytes of
    /// its own scalar.
    static func mayNeedWork(_ b: UnsafeBufferPointer<UInt8>, newlines: Bool, tabs: Bool) -> Bool {
        let n = b.count
        var i = 0
        while i < n {
            let c = b[i]
            i += 1
            if c &- 0x20 < 0x5F { continue }                                 // printable ASCII
            if c < 0x20 {
                if (c == 0x0A && newlines) || (c == 0x09 && tabs) { continue }
                return true
            }
            switch c {
            case 0x7F: return true
            case 0xC2: if i < n && b[i] < 0xA0 { return true }                // C1 controls
            case 0xD8: if i < n && b[i] == 0x9C { return true }               // U+061C
            case 0xE2:
                guard i + 1 < n else { continue }
                let c1 = b[i], c2 = b[i + 1]
                if c1 == 0x80 && (c2 == 0x8E || c2 == 0x8F || (0xA8...0xAE).contains(c2)) { return true }
                if c1 == 0x81 && (0xA6...0xA9).contains(c2) { return true }
            default: continue
            }
        }
        return false
    }

    static func needsWork(_ c: Unicode.Scalar, newlines: Bool, tabs: Bool) -> Bool {
        switch c.value {
        case 0x0A: return !newlines
        case 0x09: return !tabs
        case 0x2028, 0x2029: return true
        default: return isControlOrBidi(c.value)
        }
    }

    static func isControlOrBidi(_ v: UInt32) -> Bool {
        switch v {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    /// At an ESC: returns the index after the whole escape sequence.
    private static func skipEscape(_ s: [Unicode.Scalar], from i: Int) -> Int {
        let j = i + 1
        guard j < s.count else { return j }
        switch s[j].value {
        case 0x5B: return skipCSI(s, from: j + 1)                                   // ESC [
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return skipString(s, introducerEnd: j + 1, start: i) // ] P X ^ _
        case 0x20...0x2F:                                                           // nF: intermediates, final
            var k = j
            while k < s.count, (0x20...0x2F).contains(s[k].value) { k += 1 }
            if k < s.count, (0x30...0x7E).contains(s[k].value) { k += 1 }
            return k
        case 0x30...0x7E: return j + 1                                              // Fp / Fe / Fs
        default: return j                                                           // lone ESC
        }
    }

    /// After a CSI introducer: skips parameter bytes, intermediate bytes and the final byte.
    private static func skipCSI(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var k = start
        while k < s.count, (0x30...0x3F).contains(s[k].value) { k += 1 }
        while k < s.count, (0x20...0x2F).contains(s[k].value) { k += 1 }
        if k < s.count, (0x40...0x7E).contains(s[k].value) { k += 1 }
        return k
    }

    /// OSC / DCS / SOS / PM / APC: skips up to and including the terminator (BEL, ESC \ or ST).
    /// Without a terminator only the introducer is dropped, so no following text is lost.
    private static func skipString(_ s: [Unicode.Scalar], introducerEnd: Int, start: Int) -> Int {
        var k = introducerEnd
        while k < s.count {
            switch s[k].value {
            case 0x07, 0x9C: return k + 1
            case 0x1B where k + 1 < s.count && s[k + 1].value == 0x5C: return k + 2
            case 0x0A: return introducerEnd  // strings do not span lines in practice
            default: k += 1
            }
        }
        return introducerEnd
    }
}
