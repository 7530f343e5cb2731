// Turns the bytes a terminal sends into key events: UTF-8 text (typed or committed by an input
// method), control keys, CSI and SS3 escape sequences, Alt+key, and bracketed paste.

/// One key (or one piece of text) from the terminal.
enum Key: Sendable, Equatable {
    /// Printable text: one typed character, or a whole string an input method committed.
    case text(String)
    /// Text between the bracketed-paste markers.
    case paste(String)
    case enter, tab, backTab, escape, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    /// Ctrl+← / Ctrl+→.
    case wordLeft, wordRight
    /// Ctrl+letter (lowercase), other than those with a name above (Tab, Enter, Backspace).
    case ctrl(Character)
    /// Alt+key (ESC followed by the key): `alt("1")`, `alt("l")`.
    case alt(Character)
    /// F1…F12.
    case function(Int)
    /// A sequence this decoder does not know (ignored by the browser).
    case unknown
}

/// Decodes a byte stream into keys. Feed it what `read` returns; a sequence cut between two
/// reads is kept until the rest arrives. A lone ESC is ambiguous (the Esc key, or the start of a
/// sequence still on its way): it stays pending until `flushEscape()` is called after a short
/// wait with nothing more read.
struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var pasting = false
    private var pasted: [UInt8] = []

    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Bytes are waiting for the rest of a sequence (the caller should come back after a short wait).
    var hasPending: Bool { !buffer.isEmpty }

    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        buffer.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Called when nothing more arrived after a pending ESC: it was the Esc key (and whatever
    /// incomplete bytes follow are dropped as an unknown sequence).
    mutating func flushEscape() -> [Key] {
        decode(final: true)
    }

    private mutating func decode(final: Bool) -> [Key] {
        var keys: [Key] = []
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { keys.append(.text(String(decoding: text, as: UTF8.self))); text.removeAll() }
        }
        var i = 0
        let b = buffer
        loop: while i < b.count {
            if pasting {
                if let end = KeyDecoder.find(KeyDecoder.pasteEnd, in: b, from: i) {
                    pasted.append(contentsOf: b[i..<end])
                    keys.append(.paste(String(decoding: pasted, as: UTF8.self)))
                    pasted.removeAll()
                    pasting = false
                    i = end + KeyDecoder.pasteEnd.count
                    continue
                }
                // Keep a possible partial end marker for the next read.
                let keep = KeyDecoder.partialSuffix(of: b[i...], matching: KeyDecoder.pasteEnd)
                pasted.append(contentsOf: b[i..<(b.count - keep)])
                i = b.count - keep
                break loop
            }
            let c = b[i]
            switch c {
            case 0x1B:
                flushText()
                switch escape(b, i, final: final) {
                case .incomplete: break loop
                case .key(let key, let next):
                    if key == .paste("") { pasting = true } else { keys.append(key) }
                    i = next
                }
            case 0x0D, 0x0A: flushText(); keys.append(.enter); i += 1
            case 0x09: flushText(); keys.append(.tab); i += 1
            case 0x7F, 0x08: flushText(); keys.append(.backspace); i += 1
            case 0x00: flushText(); keys.append(.ctrl(" ")); i += 1
            case 0x01...0x1A:
                flushText()
                keys.append(.ctrl(Character(Unicode.Scalar(c + 0x60))))
                i += 1
            case 0x1C...0x1F: flushText(); keys.append(.unknown); i += 1
            default:
                let n = KeyDecoder.utf8Length(c)
                if i + n > b.count {
                    // A character cut by the read: wait for its other bytes (unless nothing more comes).
                    if !final { break loop }
                    i = b.count
                    break loop
                }
                text.append(contentsOf: b[i..<(i + n)])
                i += n
            }
        }
        flushText()
        buffer.removeFirst(min(i, buffer.count))
        if final { buffer.removeAll() }
        return keys
    }

    private enum Step { case incomplete, key(Key, next: Int) }

    /// Decodes the sequence starting with ESC at `i`.
    private func escape(_ b: [UInt8], _ i: Int, final: Bool) -> Step {
        guard i + 1 < b.count else { return final ? .key(.escape, next: i + 1) : .incomplete }
        let n = b[i + 1]
        switch n {
        case UInt8(ascii: "["):
            // CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E.
            var j = i + 2
            while j < b.count, (0x30...0x3F).contains(b[j]) { j += 1 }
            while j < b.count, (0x20...0x2F).contains(b[j]) { j += 1 }
            guard j < b.count else { return final ? .key(.unknown, next: b.count) : .incomplete }
            guard (0x40...0x7E).contains(b[j]) else { return .key(.unknown, next: j) }
            let params = String(decoding: b[(i + 2)..<j], as: UTF8.self)
            return .key(KeyDecoder.csi(params: params, final: b[j]), next: j + 1)
        case UInt8(ascii: "O"):
            guard i + 2 < b.count else { return final ? .key(.alt("O"), next: i + 2) : .incomplete }
            let key: Key
            switch b[i + 2] {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            case UInt8(ascii: "H"): key = .home
            case UInt8(ascii: "F"): key = .end
            case UInt8(ascii: "P"): key = .function(1)
            case UInt8(ascii: "Q"): key = .function(2)
            case UInt8(ascii: "R"): key = .function(3)
            case UInt8(ascii: "S"): key = .function(4)
            case UInt8(ascii: "M"): key = .enter
            default: key = .unknown
            }
            return .key(key, next: i + 3)
        case 0x1B:
            return .key(.escape, next: i + 1)  // ESC ESC: the first is the Esc key
        case 0x7F, 0x08:
            return .key(.alt("\u{7F}"), next: i + 2)
        case 0x0D:
            return .key(.enter, next: i + 2)
        default:
            if n < 0x20 { return .key(.escape, next: i + 1) }
            let len = KeyDecoder.utf8Length(n)
            guard i + 1 + len <= b.count else { return final ? .key(.escape, next: b.count) : .incomplete }
            let s = String(decoding: b[(i + 1)..<(i + 1 + len)], as: UTF8.self)
            return .key(.alt(s.first ?? "\u{FFFD}"), next: i + 1 + len)
        }
    }

    /// A CSI sequence's key. `.paste("")` stands for the paste start marker.
    static func csi(params: String, final: UInt8) -> Key {
        let fields = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = fields.first.flatMap { $0 }
        let modifier = fields.count > 1 ? (fields[1] ?? 1) : 1
        let ctrl = modifier >= 5 && (modifier - 1) & 4 != 0
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return ctrl ? .wordRight : .right
        case UInt8(ascii: "D"): return ctrl ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        case UInt8(ascii: "~"):
            switch first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            case 11, 12, 13, 14, 15: return .function(first! - 10)
            case 17, 18, 19, 20, 21: return .function(first! - 11)
            case 23, 24: return .function(first! - 12)
            case 200: return .paste("")
            default: return .unknown
            }
        default: return .unknown
        }
    }

    static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        var i = from
        while i <= haystack.count - needle.count {
            if haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// Length of the longest suffix of `bytes` that is a proper prefix of `marker`.
    static func partialSuffix(of bytes: ArraySlice<UInt8>, matching marker: [UInt8]) -> Int {
        var k = min(marker.count - 1, bytes.count)
        while k > 0 {
            if bytes.suffix(k).elementsEqual(marker.prefix(k)) { return k }
            k -= 1
        }
        return 0
    }
}
