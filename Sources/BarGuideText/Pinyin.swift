// Pinyin annotations: the one detector for ingest's repair ("導(dǎo)航" -> "導航") and for the
// analyzer, which skips the same annotations in queries and documents.

/// Pinyin, as the annotations in the texts write it: precomposed tone marks (as after NFC), ü
/// written ü, syllables separated by single spaces.
///
/// The rule, for the text between "(" and ")" (or "（" and "）"):
/// * one to 25 scalars: lowercase a–z, ü and tone-marked vowels (`isLetter`), with single spaces
///   between syllables and none at either end;
/// * right after a Han ideograph, it is an annotation when it has a tone mark or ü, or when it is
///   one valid toneless syllable ("們(men)"; `isSyllable`);
/// * elsewhere only a tone-marked one counts, and only where the caller has found the damage
///   that separated it from its character (ingest's mojibake repair: "崿F(xiàn)").
///
/// Ingest removes what this rule finds and the analyzer skips the same, so that a query copied
/// from a source text ("們(men)", "導航(dǎo háng)") loses the annotation the stored text lost. The
/// rule trusts a tone mark only next to Han text: "café", or "(résumé)" in Latin text, is never
/// an annotation, while a tone-marked word in parentheses right after a Han character is taken for
/// pinyin ("咖啡(café)"); the texts gloss Han terms in English, which has no tone marks.
public enum Pinyin {
    /// The longest annotation, in scalars between the parentheses.
    static let maxLength = 25

    /// Tone-marked vowels (and the tone-marked syllabic ń ň ǹ ḿ), precomposed.
    @inline(__always)
    static func isToneMarked(_ v: UInt32) -> Bool {
        switch v {
        case 0xE0, 0xE1, 0xE8, 0xE9, 0xEC, 0xED, 0xF2, 0xF3, 0xF9, 0xFA, 0x101, 0x113, 0x11B, 0x12B, 0x144, 0x148,
             0x14D, 0x16B, 0x1CE, 0x1D0, 0x1D2, 0x1D4, 0x1D6, 0x1D8, 0x1DA, 0x1DC, 0x1F9, 0x1E3F:
            return true
        default:
            return false
        }
    }

    /// A letter of written pinyin: a–z, ü, or a tone-marked vowel.
    @inline(__always)
    static func isLetter(_ v: UInt32) -> Bool {
        (v >= 0x61 && v <= 0x7A) || v == 0xFC || isToneMarked(v)
    }

    /// The closing parenthesis for an opening one ("(" or "（"), else nil.
    @inline(__always)
    static func closing(_ open: UInt32) -> UInt32? {
        open == 0x28 ? 0x29 : open == 0xFF08 ? 0xFF09 : nil
    }

    /// Where an annotation whose opening parenthesis `open` ends just before `start` ends: the
    /// position just past its closing parenthesis, or nil when the text there is no annotation.
    /// `read(j)` gives the scalar at position `j` (`j < end`) and its length in positions, so one
    /// rule serves scalar arrays (length 1) and UTF-8 bytes. `afterHan`: the opening parenthesis
    /// follows a Han ideograph; otherwise only a tone-marked annotation counts.
    public static func annotationEnd(open: UInt32, start: Int, end: Int, afterHan: Bool,
                                     _ read: (Int) -> (value: UInt32, length: Int)) -> Int? {
        guard let close = closing(open) else { return nil }
        var j = start
        var count = 0, letters = 0
        var toned = false
        var last: UInt32 = open
        while true {
            guard j < end else { return nil }
            let (v, length) = read(j)
            if v == close {
                guard letters > 0, last != 0x20 else { return nil }
                if toned { return j + length }
                guard afterHan, isSyllable(start, j, read) else { return nil }
                return j + length
            }
            guard count < maxLength else { return nil }
            if isLetter(v) {
                letters += 1
                if v == 0xFC || isToneMarked(v) { toned = true }
            } else if v == 0x20 {
                if count == 0 || last == 0x20 { return nil }
            } else {
                return nil
            }
            count += 1
            last = v
            j += length
        }
    }

    /// The scalars at `start..<end` are one toneless syllable: "men", "de", "zhi" (ü may be
    /// written ü or v).
    static func isSyllable(_ start: Int, _ end: Int, _ read: (Int) -> (value: UInt32, length: Int)) -> Bool {
        var w = ""
        var j = start
        while j < end {
            let (v, length) = read(j)
            if v == 0xFC {
                w += "v"
            } else if v >= 0x61 && v <= 0x7A, let c = Unicode.Scalar(v) {
                w.unicodeScalars.append(c)
            } else {
                return false
            }
            j += length
        }
        return isSyllable(w)
    }

    static let initials = ["zh", "ch", "sh", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x",
                           "r", "z", "c", "s", "y", "w"]
    static let finals: Set<String> = [
        "a", "o", "e", "i", "u", "v", "ai", "ei", "ao", "ou", "an", "en", "ang", "eng", "ong", "er", "ia", "ie",
        "iao", "iu", "ian", "in", "iang", "ing", "iong", "ua", "uo", "uai", "ui", "uan", "un", "uang", "ue", "ve",
        "van", "vn",
    ]
    static let standalone: Set<String> = ["a", "o", "e", "ai", "ei", "ao", "ou", "an", "en", "ang", "eng", "er"]

    /// `w` (a–z, ü written v) is one toneless syllable.
    static func isSyllable(_ w: String) -> Bool {
        guard !w.isEmpty, w.count <= 6 else { return false }
        if standalone.contains(w) { return true }
        for ini in initials where w.hasPrefix(ini) {
            if finals.contains(String(w.dropFirst(ini.count))) { return true }
        }
        return false
    }
}
