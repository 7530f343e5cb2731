// The size of a JSON value's compact serialization, counted without serializing it: the token
// budget (`max_chars`) is measured on every tool answer, and building the bytes only to count
// them cost a whole serialization per answer (the answer itself is serialized once, to send it).
import BarGuideKit

enum JSONSize {
    /// Unicode scalars of `value.serialized(.compact)` (what `Budget.size` counts), exactly.
    static func scalars(_ value: JSONValue) -> Int {
        switch value {
        case .null: return 4
        case .bool(let b): return b ? 4 : 5
        case .int(let i): return digits(i)
        case .double(let d): return d.isFinite ? d.description.utf8.count : 4
        case .string(let s): return string(s)
        case .array(let items):
            var n = 2 + max(0, items.count - 1)
            for item in items { n += scalars(item) }
            return n
        case .object(let members):
            var n = 2 + max(0, members.count - 1)
            for (key, member) in members { n += string(key) + 1 + scalars(member) }
            return n
        }
    }

    /// A string literal: quotes, and each scalar as the serializer escapes it.
    static func string(_ s: String) -> Int {
        var n = 2
        for u in s.unicodeScalars {
            switch u.value {
            case 0x22, 0x5C, 0x0A, 0x0D, 0x09, 0x08, 0x0C: n += 2
            case 0x00..<0x20, 0x7F, 0x2028, 0x2029: n += 6
            default: n += 1
            }
        }
        return n
    }

    private static func digits(_ i: Int) -> Int {
        if i == Int.min { return String(i).utf8.count }
        var n = i < 0 ? 2 : 1
        var v = i.magnitude
        while v >= 10 { v /= 10; n += 1 }
        return n
    }
}
