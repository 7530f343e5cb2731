import Testing
@testable import BarGuideKit

@Suite("JSONValue")
struct JSONValueTests {
    @Test func scalarsSerialize() {
        #expect(JSONValue.null.serialized() == "null")
        #expect(JSONValue.bool(true).serialized() == "true")
        #expect(JSONValue.bool(false).serialized() == "false")
        #expect(JSONValue.int(-42).serialized() == "-42")
        #expect(JSONValue.int(Int.max).serialized() == "9223372036854775807")
        #expect(JSONValue.double(1).serialized() == "1.0")
        #expect(JSONValue.double(0.1).serialized() == "0.1")
        #expect(JSONValue.double(-2.5).serialized() == "-2.5")
        #expect(JSONValue.double(1e20).serialized() == "1e+20")
        #expect(JSONValue.string("hi").serialized() == "\"hi\"")
    }

    @Test func nonFiniteDoublesBecomeNull() {
        #expect(JSONValue.double(.nan).serialized() == "null")
        #expect(JSONValue.double(.infinity).serialized() == "null")
        #expect(JSONValue.double(-.infinity).serialized() == "null")
    }

    @Test func stringEscaping() {
        let s = "q\"b\\s/\n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F}"
        #expect(JSONValue.string(s).serialized() == #""q\"b\\s/\n\r\t\b\f\u0001\u001f\u007f""#)
        // ESC is escaped, so JSON output is terminal-safe.
        #expect(JSONValue.string("\u{1B}[31m").serialized() == #""\u001b[31m""#)
        // Non-ASCII stays UTF-8; U+2028 / U+2029 are escaped.
        #expect(JSONValue.string("Строка 状态栏 🙂").serialized() == "\"Строка 状态栏 🙂\"")
        #expect(JSONValue.string("a\u{2028}b\u{2029}c").serialized() == #""a\u2028b\u2029c""#)
    }

    /// Strings are escaped in runs of bytes; every mix of the characters that need care must
    /// give what a plain per-character escaper gives, and parse back to the same string.
    @Test func stringEscapingMatchesAPlainEscaperOnRandomStrings() throws {
        func plain(_ s: String) -> String {
            var out = "\""
            for u in s.unicodeScalars {
                switch u.value {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                case 0x0A: out += "\\n"
                case 0x0D: out += "\\r"
                case 0x09: out += "\\t"
                case 0x08: out += "\\b"
                case 0x0C: out += "\\f"
                case 0x2028: out += "\\u2028"
                case 0x2029: out += "\\u2029"
                case 0x00..<0x20, 0x7F:
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(u)
                }
            }
            return out + "\""
        }
        let palette: [String] = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1B}", "\u{7F}",
                                 "\u{2028}", "\u{2029}", "\u{2014}", "\u{2022}", "\u{2122}", "\u{2027}", "\u{202A}",
                                 "П", "ё", "標", "簽", "😀", "é", "\u{80}", "\u{FFFD}"]
        var rng = SplitMix64(seed: 20261130)
        for _ in 0..<2_000 {
            var s = ""
            for _ in 0..<Int(rng.next() % 12) { s += palette[Int(rng.next() % UInt64(palette.count))] }
            let json = JSONValue.string(s).serialized()
            #expect(json == plain(s), "\(Array(s.unicodeScalars.map(\.value)))")
            #expect(try JSONValue.parse(json) == .string(s))
        }
    }

    @Test func keysAreSortedBytewise() {
        let v: JSONValue = ["b": 1, "a": 2, "B": 3, "é": 4, "z": 5, "aa": 6, "": 7]
        // Byte order: "" < "B" < "a" < "aa" < "b" < "z" < "é" (0xC3…)
        #expect(v.serialized() == #"{"":7,"B":3,"a":2,"aa":6,"b":1,"z":5,"é":4}"#)
    }

    @Test func deterministicForEqualValues() {
        var d1: [String: JSONValue] = [:]
        var d2: [String: JSONValue] = [:]
        let keys = (0..<200).map { "key\($0)" }
        for k in keys { d1[k] = .string(k) }
        for k in keys.reversed() { d2[k] = .string(k) }
        let a = JSONValue.object(d1), b = JSONValue.object(d2)
        #expect(a == b)
        #expect(a.serialized() == b.serialized())
        #expect(a.prettySerialized() == b.prettySerialized())
    }

    @Test func prettyForm() {
        let v: JSONValue = ["name": "tab bar", "ids": [1, 2], "empty": [:], "none": [], "nested": ["x": nil]]
        let expected = """
        {
          "empty": {},
          "ids": [
            1,
            2
          ],
          "name": "tab bar",
          "nested": {
            "x": null
          },
          "none": []
        }
        """
        #expect(v.prettySerialized() == expected)
        #expect(v.serialized() == #"{"empty":{},"ids":[1,2],"name":"tab bar","nested":{"x":null},"none":[]}"#)
    }

    @Test func roundTrip() throws {
        let v: JSONValue = [
            "s": "Панель вкладок \u{0} \u{1B} \u{2028} 😀 \"q\" \\",
            "i": -7, "big": .int(Int.min), "d": 3.25, "tiny": .double(Double.leastNonzeroMagnitude), "t": true, "f": false, "n": nil,
            "arr": [1, "two", [3.5, nil], ["k": "v"]],
            "obj": ["標簽欄": ["deep": [[[]]]]],
        ]
        for style in [JSONValue.Style.compact, .pretty] {
            let text = v.serialized(style)
            let back = try JSONValue.parse(Array(text.utf8))
            #expect(back == v)
            #expect(back.serialized(style) == text)
        }
    }

    @Test func parseBasics() throws {
        #expect(try JSONValue.parse(" \n\t{\"a\" : [1, 2.0, -0, 1e3, true, null, \"x\"]}\r\n") ==
                ["a": [1, 2.0, 0, 1000.0, true, nil, "x"]])
        #expect(try JSONValue.parse("\"\\u00e9\\ud83d\\ude00\\/\"") == "é😀/")
        #expect(try JSONValue.parse("12345678901234567890") == .double(12345678901234567168.0))
        #expect(try JSONValue.parse("-9223372036854775808") == .int(Int.min))
    }

    @Test(arguments: [
        ("", "empty input"),
        ("   ", "empty input"),
        ("[1,]", "unexpected character ']'"),
        ("{\"a\":1,}", "expected a string key"),
        ("{\"a\":1 \"b\":2}", "expected ',' or '}' in object"),
        ("{\"a\":1,\"a\":2}", "duplicate key \"a\""),
        ("01", "leading zero in number"),
        ("1.", "expected digits after '.'"),
        ("1e", "expected digits in exponent"),
        ("-", "invalid number"),
        ("NaN", "unexpected character 'N'"),
        ("tru", "invalid literal"),
        ("nul", "invalid literal"),
        ("\"abc", "unterminated string"),
        ("\"a\tb\"", "unescaped control character in string"),
        ("\"\\x\"", "invalid escape '\\x'"),
        ("\"\\u12zz\"", "invalid hex digit in \\u escape"),
        ("\"\\u12", "truncated \\u escape"),
        ("\"\\ud800\"", "lone high surrogate"),
        ("\"\\udc00\"", "lone low surrogate"),
        ("1 2", "unexpected trailing data"),
        ("[1", "unexpected end of input in array"),
        ("{'a':1}", "expected a string key"),
        ("1e400", "number out of range"),
    ])
    func parseErrors(input: String, message: String) {
        #expect {
            _ = try JSONValue.parse(input)
        } throws: { error in
            (error as? JSONParseError)?.message == message
        }
    }

    @Test func parseRejectsInvalidUTF8AndReportsOffset() {
        do {
            _ = try JSONValue.parse([0x22, 0x61, 0xC3, 0x28, 0x22])
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "invalid UTF-8")
            #expect(error.offset == 2)
            #expect(error.description == "invalid UTF-8 at byte 2")
        }
        #expect(throws: JSONParseError.self) { try JSONValue.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }  // UTF-8 surrogate
        #expect(throws: JSONParseError.self) { try JSONValue.parse([0xEF, 0xBB, 0xBF, 0x31]) }         // BOM
    }

    @Test func parseDepthLimit() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try JSONValue.parse(ok)
        let deep = String(repeating: "[", count: 100_000)
        #expect { try JSONValue.parse(deep) } throws: { ($0 as? JSONParseError)?.message == "nesting too deep" }
    }

    @Test func accessors() {
        let v: JSONValue = ["a": [1, "x", 2.5, true], "dup": 1]
        #expect(v["a"]?[1]?.stringValue == "x")
        #expect(v["a"]?[0]?.intValue == 1)
        #expect(v["a"]?[2]?.doubleValue == 2.5)
        #expect(v["a"]?[3]?.boolValue == true)
        #expect(v["a"]?[9] == nil)
        #expect(v["missing"] == nil)
        #expect(JSONValue.optional(nil as String?) == .null)
    }
}
