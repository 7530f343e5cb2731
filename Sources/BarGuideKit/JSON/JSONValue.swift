// A JSON document model with a deterministic serializer and a small strict parser.
// Standard library only (no Foundation): the engine builds these, the CLI printers serialize them.

/// A JSON value. Objects are unordered here; serialization always sorts keys byte-wise on
/// their UTF-8, so equal values serialize to identical bytes.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

// MARK: - Convenience

extension JSONValue {
    /// `value` when present, `.null` otherwise.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// `value` when present, `.null` otherwise.
    public static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    public subscript(index: Int) -> JSONValue? {
        if case .array(let a) = self, a.indices.contains(index) { return a[index] }
        return nil
    }

    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    public var intValue: Int? { if case .int(let i) = self { return i }; return nil }
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    public var objectValue: [String: JSONValue]? { if case .object(let o) = self { return o }; return nil }
    /// The number as a Double, for `.int` and `.double`.
    public var doubleValue: Double? {
        switch self {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: return nil
        }
    }
    public var isNull: Bool { if case .null = self { return true }; return false }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A repeated key keeps its last value (never traps).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: - Serialization

extension JSONValue {
    public enum Style: Sendable { case compact, pretty }

    /// Compact JSON (no insignificant whitespace), keys sorted. No trailing newline.
    public func serialized() -> String { serialized(.compact) }

    /// Pretty JSON (2-space indent, `"key": value`), keys sorted. No trailing newline.
    public func prettySerialized() -> String { serialized(.pretty) }

    public func serialized(_ style: Style) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, style: style)
        return String(decoding: out, as: UTF8.self)
    }

    /// UTF-8 bytes of the serialized form.
    public func serializedBytes(_ style: Style = .compact) -> [UInt8] {
        var out: [UInt8] = []
        write(to: &out, style: style)
        return out
    }

    /// Appends the serialized form to `out`.
    public func write(to out: inout [UInt8], style: Style = .compact) {
        write(to: &out, pretty: style == .pretty, depth: 0)
    }

    private func write(to out: inout [UInt8], pretty: Bool, depth: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d): JSONValue.writeDouble(d, to: &out)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (n, item) in items.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(&out, depth + 1) }
                item.write(to: &out, pretty: pretty, depth: depth + 1)
            }
            if pretty { JSONValue.newline(&out, depth) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            let keys = members.keys.sorted(by: JSONValue.keyOrder)
            for (n, key) in keys.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONValue.newline(&out, depth + 1) }
                JSONValue.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                members[key]!.write(to: &out, pretty: pretty, depth: depth + 1)
            }
            if pretty { JSONValue.newline(&out, depth) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Byte-wise order of the keys' UTF-8 (equivalently, Unicode scalar order).
    public static func keyOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    private static func newline(_ out: inout [UInt8], _ depth: Int) {
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(depth * 2) { out.append(UInt8(ascii: " ")) }
    }

    private static func writeDouble(_ d: Double, to out: inout [UInt8]) {
        guard d.isFinite else { out.append(contentsOf: "null".utf8); return }
        // Swift's description is the shortest representation that round-trips,
        // e.g. "1.0", "0.1", "1e-05", "1e+20", all valid JSON numbers.
        out.append(contentsOf: d.description.utf8)
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `s` as a JSON string literal (quoted and escaped, as every serialization here does).
    static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { buf in
            guard let base = buf.baseAddress else { return }
            let n = buf.count
            out.reserveCapacity(out.count + n + 1)
            var i = 0
            var run = 0          // start of the bytes not yet copied, which need no escape
            while i < n {
                let b = base[i]
                // Printable ASCII but " and \, and every byte of a multi-byte character except
                // the lead byte E2 (which may start U+2028 / U+2029): copied as they are, in runs.
                if (b >= 0x20 && b < 0x7F && b != 0x22 && b != 0x5C) || (b >= 0x80 && b != 0xE2) {
                    i += 1
                    continue
                }
                if b == 0xE2 && !(i + 2 < n && base[i + 1] == 0x80 && (base[i + 2] == 0xA8 || base[i + 2] == 0xA9)) {
                    i += 1
                    continue
                }
                if run < i { out.append(contentsOf: UnsafeBufferPointer(start: base + run, count: i - run)) }
                switch b {
                case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                case 0xE2:
                    // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR: escaped for JavaScript consumers.
                    out.append(contentsOf: Array("\\u202".utf8))
                    out.append(base[i + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
                    i += 2
                default:   // the other C0 controls and DEL
                    out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
                }
                i += 1
                run = i
            }
            if run < n { out.append(contentsOf: UnsafeBufferPointer(start: base + run, count: n - run)) }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSONValue: CustomStringConvertible {
    public var description: String { serialized() }
}

// MARK: - Parsing

/// Why `JSONValue.parse` rejected its input. `offset` is a 0-based byte offset.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var offset: Int
    public var message: String
    public init(offset: Int, message: String) { self.offset = offset; self.message = message }
    public var description: String { "\(message) at byte \(offset)" }
}

extension JSONValue {
    /// Maximum nesting of arrays and objects accepted by `parse`.
    public static let maximumDepth = 512

    /// Parses exactly one JSON value (RFC 8259, strict): no comments, no trailing commas,
    /// no leading zeros, no NaN/Infinity, no duplicate object keys, no unescaped control
    /// characters in strings, no lone surrogates, valid UTF-8 only. Surrounding JSON whitespace
    /// is allowed. Integers that fit in `Int` become `.int`; every other number becomes `.double`.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var p = JSONParser(bytes: bytes)
        return try p.parseDocument()
    }

    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var i = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func fail(_ message: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(offset: offset ?? i, message: message)
    }

    mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        if i >= bytes.count { throw fail("empty input") }
        let v = try parseValue(depth: 0)
        skipWhitespace()
        if i < bytes.count { throw fail("unexpected trailing data") }
        return v
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard i < bytes.count else { throw fail("unexpected end of input") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw fail("unexpected character '\(Self.show(bytes[i]))'")
        }
    }

    static func show(_ b: UInt8) -> String {
        (0x21...0x7E).contains(b) ? String(UnicodeScalar(b)) : "0x" + String(b, radix: 16)
    }

    mutating func literal(_ word: StaticString) throws(JSONParseError) {
        let start = i
        let w = word.withUTF8Buffer { Array($0) }
        guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else {
            throw fail("invalid literal", at: start)
        }
        i += w.count
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        if depth > JSONValue.maximumDepth { throw fail("nesting too deep") }
        i += 1  // {
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard i < bytes.count else { throw fail("unexpected end of input in object") }
            guard bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let keyStart = i
            let key = try parseString()
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after key") }
            i += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            if members.updateValue(value, forKey: key) != nil {
                throw fail("duplicate key \"\(key)\"", at: keyStart)
            }
            skipWhitespace()
            guard i < bytes.count else { throw fail("unexpected end of input in object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw fail("expected ',' or '}' in object")
        }
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        if depth > JSONValue.maximumDepth { throw fail("nesting too deep") }
        i += 1  // [
        var items: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard i < bytes.count else { throw fail("unexpected end of input in array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw fail("expected ',' or ']' in array")
        }
    }

    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = i
        var isInteger = true
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, isDigit(bytes[i]) else { throw fail("invalid number", at: start) }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, isDigit(bytes[i]) { throw fail("leading zero in number", at: start) }
        } else {
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard i < bytes.count, isDigit(bytes[i]) else { throw fail("expected digits after '.'") }
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            isInteger = false
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, isDigit(bytes[i]) else { throw fail("expected digits in exponent") }
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if isInteger, let n = Int(text) { return .int(n) }
        guard let d = Double(text) else { throw fail("invalid number", at: start) }
        // Out-of-range magnitudes parse as infinity, which JSON cannot represent.
        guard d.isFinite else { throw fail("number out of range", at: start) }
        return .double(d)
    }

    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw fail("invalid hex digit in \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    mutating func parseString() throws(JSONParseError) -> String {
        let open = i
        i += 1  // opening quote
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw fail("unterminated string", at: open) }
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                i += 1
                guard i < bytes.count else { throw fail("unterminated escape") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    let escStart = i - 2
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard i + 6 <= bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u")
                        else { throw fail("lone high surrogate", at: escStart) }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("invalid surrogate pair", at: escStart) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw fail("lone low surrogate", at: escStart)
                    }
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(code)!)).utf8))
                default:
                    throw fail("invalid escape '\\\(Self.show(e))'", at: i - 2)
                }
            case 0x00..<0x20:
                throw fail("unescaped control character in string")
            case 0x00..<0x80:
                out.append(b)
                i += 1
            default:
                let n = try utf8SequenceLength(at: i)
                out.append(contentsOf: bytes[i..<(i + n)])
                i += n
            }
        }
    }

    /// Validates the multi-byte UTF-8 sequence starting at `p` and returns its length.
    func utf8SequenceLength(at p: Int) throws(JSONParseError) -> Int {
        let b0 = bytes[p]
        let n = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2
        guard p + n <= bytes.count, UTF8Check.firstInvalidOffset(bytes[p..<(p + n)]) == nil else {
            throw fail("invalid UTF-8", at: p)
        }
        return n
    }
}
