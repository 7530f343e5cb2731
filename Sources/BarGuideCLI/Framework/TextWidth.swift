// Display width of text in terminal columns, and truncation / wrapping that respect it.

public enum TextWidth {
    /// Columns a scalar occupies: 0 for controls, combining marks, format characters (ZWJ, bidi…),
    /// variation selectors and conjoining Hangul vowels/finals; 2 for East Asian Wide and Fullwidth
    /// characters (Han, kana, Hangul syllables, fullwidth forms, CJK punctuation) and emoji
    /// presentation; 1 otherwise.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return 0 }
        if v < 0x300 { return 1 }  // fast path: Latin
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
        var lines: [String] = []
        for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapParagraph(Substring(paragraph), width: width, into: &lines)
        }
        return lines.isEmpty ? [""] : lines
    }

    private static func wrapParagraph(_ p: Substring, width: Int, into lines: inout [String]) {
        // Atoms: runs of narrow non-space characters, or single wide characters;
        // `spaced` tells whether spaces preceded the atom.
        var atoms: [(text: String, width: Int, spaced: Bool)] = []
        var run = "", runWidth = 0, pendingSpace = false
        func flushRun() {
            if !run.isEmpty { atoms.append((run, runWidth, pendingSpace)); pendingSpace = false }
            run = ""; runWidth = 0
        }
        for c in p {
            if c == " " || c == "\t" {
                flushRun(); pendingSpace = true
                continue
            }
            let w = of(c)
            if w == 2 {
                flushRun()
                atoms.append((String(c), 2, pendingSpace)); pendingSpace = false
            } else {
                run.append(c); runWidth += w
            }
        }
        flushRun()

        var line = "", lineWidth = 0
        for atom in atoms {
            let sep = (atom.spaced && !line.isEmpty) ? 1 : 0
            if lineWidth + sep + atom.width <= width {
                if sep == 1 { line += " " }
                line += atom.text; lineWidth += sep + atom.width
                continue
            }
            if !line.isEmpty { lines.append(line); line = ""; lineWidth = 0 }
            if atom.width <= width {
                line = atom.text; lineWidth = atom.width
                continue
            }
            // Hard-split an over-long word.
            for c in atom.text {
                let w = of(c)
                if lineWidth + w > width && !line.isEmpty { lines.append(line); line = ""; lineWidth = 0 }
                line.append(c); lineWidth += w
            }
        }
        lines.append(line)
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
