// Display width of text in terminal columns, and truncation / wrapping that respect it.

public enum TextWidth {
    /// Columns a scalar occupies: 0 for controls, combining marks, format characters (ZWJ, bidi…),
    /// variation selectors and conjoining Hangul vowels/finals; 2 for East Asian Wide and Fullwidth
    /// characters (Han, kana, Hangul syllables, fullwidth forms, CJK punctuation) and emoji
    /// presentation; 1 otherwise.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return 0 }
        if v < 0x300 { return 1 }  // fast paths: Latin, Cyrillic, CJK (no property lookups)
        if v < 0x370 { return 0 }  // combining diacritical marks
        if v >= 0x370 && v < 0x530 { return (0x483...0x489).contains(v) ? 0 : 1 }
        if v >= 0x2000 && v < 0x2070 {
            // General punctuation (… · ‹ › — “ ”): the format characters (ZWSP, ZWJ, bidi
            // marks, word joiner, invisible operators) are zero columns, the rest one.
            switch v {
            case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F: return 0
            default: return 1
            }
        }
        if v >= 0x4E00 && v <= 0x9FFF { return 2 }
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if isWide(v) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Columns a grapheme cluster occupies (at most 2): the widest of its scalars, and 2 for an
    /// emoji followed by U+FE0F (emoji presentation).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count == 1 { return of(scalars.first!) }
        var w = 0
        for s in scalars {
            w = max(w, of(s))
            if s.value == 0xFE0F, scalars.first!.properties.isEmoji { w = 2 }
        }
        return min(w, 2)
    }

    /// Columns `s` occupies (no line breaks considered; `\t` counts 0, as a control).
    public static func of(_ s: String) -> Int {
        var total = 0
        var asciiOnly = true
        for b in s.utf8 where b >= 0x80 || b < 0x20 || b == 0x7F { asciiOnly = false; break }
        if asciiOnly { return s.utf8.count }
        // Scalar widths add up to the grapheme widths unless emoji sequences (ZWJ, VS16,
        // pictographs) are involved: only then is grapheme segmentation needed. The scalars
        // are decoded from the string's UTF-8 in place (valid: a String's always is).
        var needsGraphemes = false
        var copy = s
        copy.withUTF8 { b in
            var i = 0
            while i < b.count {
                let lead = b[i]
                let v: UInt32
                if lead < 0x80 {
                    v = UInt32(lead); i += 1
                } else if lead < 0xE0 {
                    v = (UInt32(lead & 0x1F) << 6) | UInt32(b[i + 1] & 0x3F); i += 2
                } else if lead < 0xF0 {
                    v = (UInt32(lead & 0x0F) << 12) | (UInt32(b[i + 1] & 0x3F) << 6) | UInt32(b[i + 2] & 0x3F); i += 3
                } else {
                    v = (UInt32(lead & 0x07) << 18) | (UInt32(b[i + 1] & 0x3F) << 12) | (UInt32(b[i + 2] & 0x3F) << 6)
                        | UInt32(b[i + 3] & 0x3F)
                    i += 4
                }
                if v >= 0x1F000 || v == 0x200D || v == 0xFE0F { needsGraphemes = true; return }
                total += v < 0x80 ? (v < 0x20 || v == 0x7F ? 0 : 1) : narrowOrWide(v)
            }
        }
        if !needsGraphemes { return total }
        total = 0
        for c in s { total += of(c) }
        return total
    }

    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F,               // Hangul Jamo initial consonants
             0x2329...0x232A,
             0x2E80...0x303E,               // CJK radicals, Kangxi, ideographic description, CJK symbols & punctuation
             0x3041...0x33FF,               // kana, bopomofo, Hangul compatibility jamo, kanbun, CJK compat
             0x3400...0x4DBF,               // CJK Extension A
             0x4E00...0x9FFF,               // CJK Unified Ideographs
             0xA000...0xA4CF,               // Yi
             0xA960...0xA97F,               // Hangul Jamo Extended-A
             0xAC00...0xD7A3,               // Hangul syllables
             0xF900...0xFAFF,               // CJK compatibility ideographs
             0xFE10...0xFE19,               // vertical forms
             0xFE30...0xFE6F,               // CJK compatibility forms, small form variants
             0xFF00...0xFF60,               // fullwidth forms
             0xFFE0...0xFFE6,
             0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,  // Tangut, kana supplement…
             0x1F200...0x1F2FF,             // enclosed ideographic supplement
             0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK Extension B and beyond
            return true
        default:
            return false
        }
    }

    /// `s` cut to at most `width` columns, ending in `ellipsis` when something was cut.
    /// Never splits a grapheme cluster (so never half of a wide character); trailing spaces before
    /// the ellipsis are dropped. When even the ellipsis does not fit, the text is cut without it.
    public static func truncate(_ s: String, toWidth width: Int, ellipsis: String = "…") -> String {
        let width = max(0, width)
        if of(s) <= width { return s }
        let ew = of(ellipsis)
        let useEllipsis = ew <= width
        let budget = useEllipsis ? width - ew : width
        var out = ""
        var used = 0
        for c in s {
            let w = of(c)
            if used + w > budget { break }
            out.append(c)
            used += w
        }
        if useEllipsis {
            while let last = out.last, last == " " { out.removeLast() }
            out += ellipsis
        }
        return out
    }

    /// `s` followed by spaces up to `width` columns (unchanged if already wider).
    public static func pad(_ s: String, toWidth width: Int) -> String {
        let w = of(s)
        return w >= width ? s : s + String(repeating: " ", count: width - w)
    }

    /// Greedy word wrap to `width` columns. Existing newlines are kept as hard breaks; lines break at
    /// spaces and around wide (CJK) characters, which need no spaces; a word longer than a line is
    /// split between grapheme clusters. Runs of spaces collapse where a line breaks. Returns at least
    /// one line (possibly empty).
    public static func wrap(_ s: String, width: Int) -> [String] {
        let width = max(1, width)
        // Fast path: a line no longer in bytes than the width (a scalar never takes more columns
        // than bytes) that has nothing the wrap would change: no line break, tab, ESC, or space
        // at either end or doubled.
        if s.utf8.count <= width {
            var previous: UInt8 = 0x20, plain = true
            for b in s.utf8 {
                if b == 0x0A || b == 0x09 || b == 0x1B || (b == 0x20 && previous == 0x20) { plain = false; break }
                previous = b
            }
            if plain && previous != 0x20 || s.isEmpty { return [s] }
        }
        var lines: [String] = []
        let bytes = Array(s.utf8)
        var start = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == 0x0A {
            wrapParagraph(bytes, start, i, width: width, into: &lines)
            start = i + 1
        }
        return lines.isEmpty ? [""] : lines
    }

    /// Decodes the scalar starting at `i` of valid UTF-8; returns it and its length.
    @inline(__always)
    static func scalar(_ b: [UInt8], _ i: Int) -> (value: UInt32, length: Int) {
        let lead = b[i]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead < 0xE0, i + 1 < b.count { return ((UInt32(lead & 0x1F) << 6) | UInt32(b[i + 1] & 0x3F), 2) }
        if lead < 0xF0, i + 2 < b.count {
            return ((UInt32(lead & 0x0F) << 12) | (UInt32(b[i + 1] & 0x3F) << 6) | UInt32(b[i + 2] & 0x3F), 3)
        }
        if i + 3 < b.count {
            return ((UInt32(lead & 0x07) << 18) | (UInt32(b[i + 1] & 0x3F) << 12) | (UInt32(b[i + 2] & 0x3F) << 6)
                    | UInt32(b[i + 3] & 0x3F), 4)
        }
        return (0xFFFD, 1)
    }

    /// Closing punctuation that must not start a line (kinsoku): Chinese and Japanese commas,
    /// full stops, closing brackets and quotes, and their ASCII counterparts when they follow
    /// without a space (after a wide character).
    static func isLineStartProhibited(_ v: UInt32) -> Bool {
        switch v {
        case 0x21, 0x25, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D,   // ! % ) , . : ; ? ] }
             0x2019, 0x201D, 0x2026, 0x2030,                               // ’ ” … ‰
             0x3001, 0x3002, 0x3003, 0x3009, 0x300B, 0x300D, 0x300F,       // 、 。 〃 〉 》 」 』
             0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F,       // 】 〕 〗 〙 〛 〞 〟
             0x30FB, 0x30FC,                                               // ・ ー
             0xFE50...0xFE57,                                              // small , 、 . ; : ? !
             0xFF01, 0xFF05, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, // ！ ％ ） ， ． ： ； ？
             0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64:               // ］ ｝ ｠ ｡ ｣ ､
            return true
        default:
            return false
        }
    }

    /// Opening punctuation that must not end a line (kinsoku): opening brackets and quotes.
    static func isLineEndProhibited(_ v: UInt32) -> Bool {
        switch v {
        case 0x28, 0x5B, 0x7B,                                             // ( [ {
             0x2018, 0x201C,                                               // ‘ “
             0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D, // 〈 《 「 『 【 〔 〖 〘 〚 〝
             0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:                       // （ ［ ｛ ｟ ｢
            return true
        default:
            return false
        }
    }

    /// A unit of wrapping (see `wrapParagraph`): bytes `start..<end` of `width` columns;
    /// `spaced` tells whether spaces preceded it; `last` is its last visible scalar (0: none).
    private struct Atom {
        var start: Int
        var end: Int
        var width: Int
        var spaced: Bool
        var last: UInt32
    }

    /// `of` for a decoded scalar value, with Cyrillic and the CJK ideographs (most of the
    /// corpus's non-ASCII text) answered inline; 1 for a value that is not a scalar.
    @inline(__always)
    static func narrowOrWide(_ v: UInt32) -> Int {
        if v >= 0x400 && v < 0x483 { return 1 }
        if v >= 0x4E00 && v <= 0x9FFF { return 2 }
        return Unicode.Scalar(v).map { of($0) } ?? 1
    }

    /// Wraps one paragraph (bytes `from..<to`). Works on UTF-8 bytes and index ranges, with no
    /// per-word allocation: zero-width scalars stay with what precedes them, and ANSI CSI
    /// sequences (`ESC [ … final`) count as zero columns, so styled text wraps like plain text.
    /// Line breaking follows the kinsoku rules Chinese needs: closing punctuation (，。、）」)
    /// never starts a line and opening punctuation (（「“) never ends one; the character it
    /// belongs to moves with it. Text with spaces between its words (Russian, English) wraps
    /// only at the spaces, as before.
    private static func wrapParagraph(_ b: [UInt8], _ from: Int, _ to: Int, width: Int, into lines: inout [String]) {
        // Atoms: runs of narrow non-space scalars, or single wide scalars (with any zero-width
        // scalars after them), glued by the kinsoku rules; `spaced` tells whether spaces preceded
        // the atom; `last` is its last visible scalar (0: none).
        // At most one atom per byte: kept in one buffer allocated once (no uniqueness and
        // capacity check per atom, as Array.append would make).
        let atoms = UnsafeMutableBufferPointer<Atom>.allocate(capacity: max(1, to - from))
        defer { atoms.deallocate() }
        var atomCount = 0
        var runStart = -1, runWidth = 0, pendingSpace = false, runFirst: UInt32 = 0, runLast: UInt32 = 0
        /// Appends an atom, or glues it to the one before (kinsoku): closing punctuation to what
        /// precedes it, anything to opening punctuation before it, when no space separates them.
        func push(_ start: Int, _ end: Int, _ width: Int, first: UInt32, last: UInt32) {
            let n = atomCount
            if !pendingSpace, n > 0, atoms[n - 1].end == start,
               isLineStartProhibited(first) || isLineEndProhibited(atoms[n - 1].last) {
                atoms[n - 1].end = end
                atoms[n - 1].width += width
                if last != 0 { atoms[n - 1].last = last }
            } else {
                atoms[n] = Atom(start: start, end: end, width: width, spaced: pendingSpace, last: last)
                atomCount = n + 1
            }
            pendingSpace = false
        }
        func flushRun(_ end: Int) {
            if runStart >= 0 { push(runStart, end, runWidth, first: runFirst, last: runLast) }
            runStart = -1; runWidth = 0; runFirst = 0; runLast = 0
        }
        var i = from
        while i < to {
            let c = b[i]
            if c == 0x20 || c == 0x09 {
                flushRun(i); pendingSpace = true
                i += 1
                continue
            }
            var stop: Int
            var w = 0
            var v = UInt32(c)
            if c == 0x1B, i + 1 < to, b[i + 1] == UInt8(ascii: "[") {
                // A CSI sequence: kept whole, zero columns.
                var j = i + 2
                while j < to, !(0x40...0x7E).contains(b[j]) { j += 1 }
                stop = min(j + 1, to)
                v = 0
            } else if c < 0x80 {
                w = c < 0x20 || c == 0x7F ? 0 : 1
                stop = i + 1
            } else {
                let (value, n) = scalar(b, i)
                v = value
                stop = min(i + n, to)
                w = narrowOrWide(v)
            }
            if w == 2 {
                flushRun(i)
                push(i, stop, 2, first: v, last: v)
            } else if w == 0 && runStart < 0 && atomCount > 0 && !pendingSpace && atoms[atomCount - 1].end == i {
                atoms[atomCount - 1].end = stop
            } else {
                if runStart < 0 { runStart = i }
                runWidth += w
                if w > 0 {
                    if runFirst == 0 { runFirst = v }
                    runLast = v
                }
            }
            i = stop
        }
        flushRun(to)

        // A line is built from spans of `b`: consecutive atoms with nothing or one space between
        // them in the input extend the current span, so most lines are copied once.
        var line: [UInt8] = [], lineWidth = 0, lineIsEmpty = true
        var spanStart = -1, spanEnd = -1
        func flushSpan() {
            if spanStart >= 0 { line.append(contentsOf: b[spanStart..<spanEnd]); spanStart = -1 }
        }
        /// Adds a space (when `spaced`) and the bytes `start..<end` to the line.
        func add(_ start: Int, _ end: Int, spaced: Bool) {
            lineIsEmpty = false
            if spanStart >= 0 {
                if !spaced && start == spanEnd { spanEnd = end; return }
                if spaced && start == spanEnd + 1 && b[spanEnd] == 0x20 { spanEnd = end; return }
            }
            flushSpan()
            if spaced {
                if start > 0 && b[start - 1] == 0x20 { spanStart = start - 1; spanEnd = end; return }
                line.append(0x20)
            }
            spanStart = start; spanEnd = end
        }
        func emit() {
            if line.isEmpty && spanStart >= 0 {
                lines.append(String(decoding: b[spanStart..<spanEnd], as: UTF8.self))
                spanStart = -1
            } else {
                flushSpan()
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
            }
            lineWidth = 0; lineIsEmpty = true
        }
        for atom in atoms[..<atomCount] {
            let sep = (atom.spaced && !lineIsEmpty) ? 1 : 0
            if lineWidth + sep + atom.width <= width {
                add(atom.start, atom.end, spaced: sep == 1); lineWidth += sep + atom.width
                continue
            }
            if !lineIsEmpty { emit() }
            if atom.width <= width {
                add(atom.start, atom.end, spaced: false); lineWidth = atom.width
                continue
            }
            // Hard-split an over-long word, scalar by scalar.
            var k = atom.start
            while k < atom.end {
                let (v, n) = scalar(b, k)
                let w = narrowOrWide(v)
                if lineWidth + w > width && !lineIsEmpty { emit() }
                add(k, min(k + n, atom.end), spaced: false); lineWidth += w
                k += n
            }
        }
        emit()
    }
}

extension String {
    /// Terminal columns this string occupies (see `TextWidth.of`).
    public var displayWidth: Int { TextWidth.of(self) }
    /// See `TextWidth.truncate`.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        TextWidth.truncate(self, toWidth: width, ellipsis: ellipsis)
    }
    /// See `TextWidth.wrap`.
    public func wrapped(toWidth width: Int) -> [String] { TextWidth.wrap(self, width: width) }
    /// See `TextWidth.pad`.
    public func padded(toWidth width: Int) -> String { TextWidth.pad(self, toWidth: width) }
}
