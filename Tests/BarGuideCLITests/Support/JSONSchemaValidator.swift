// A small JSON Schema (draft 2020-12) validator: exactly the keywords barguide's schemas use.
// A schema that uses any other keyword is rejected, so a schema cannot silently stop checking.
import BarGuideKit
import Foundation

struct JSONSchemaValidator {
    /// Keywords that are checked.
    static let assertions: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const", "minimum",
        "$ref", "oneOf", "anyOf", "propertyNames", "pattern", "minLength", "minItems",
    ]
    /// Keywords that only annotate.
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "$comment"]

    struct SchemaError: Error, CustomStringConvertible {
        let description: String
    }

    let root: JSONValue

    /// Checks that `schema` uses only supported keywords and that every `$ref` resolves.
    init(schema: JSONValue) throws {
        root = schema
        try check(schema, at: "#")
    }

    private func check(_ schema: JSONValue, at path: String) throws {
        if case .bool = schema { return }
        guard case .object(let o) = schema else { throw SchemaError(description: "\(path): a schema must be an object or a boolean") }
        for key in o.keys where !Self.assertions.contains(key) && !Self.annotations.contains(key) {
            throw SchemaError(description: "\(path): unsupported keyword '\(key)'")
        }
        if let ref = o["$ref"]?.stringValue, resolve(ref) == nil { throw SchemaError(description: "\(path): unresolved $ref \(ref)") }
        if let pattern = o["pattern"]?.stringValue {
            do { _ = try Regex(pattern) } catch { throw SchemaError(description: "\(path): bad pattern \(pattern)") }
        }
        for key in ["properties", "$defs"] {
            for (name, sub) in o[key]?.objectValue ?? [:] { try check(sub, at: "\(path)/\(key)/\(name)") }
        }
        for key in ["items", "additionalProperties", "propertyNames"] {
            if let sub = o[key] { try check(sub, at: "\(path)/\(key)") }
        }
        for key in ["oneOf", "anyOf"] {
            for (i, sub) in (o[key]?.arrayValue ?? []).enumerated() { try check(sub, at: "\(path)/\(key)/\(i)") }
        }
    }

    /// The schema a local reference ("#/$defs/rule", "#") points at.
    func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#") else { return nil }
        var node = root
        for part in ref.dropFirst().split(separator: "/") {
            let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    /// Problems with `instance` ("/path: message"), empty when it is valid.
    func validate(_ instance: JSONValue) -> [String] { validate(instance, against: root, at: "") }

    /// Validates against a part of the schema, e.g. "#/$defs/rule" for one JSON Lines line.
    func validate(_ instance: JSONValue, against ref: String) -> [String] {
        guard let schema = resolve(ref) else { return ["unresolved \(ref)"] }
        return validate(instance, against: schema, at: "")
    }

    private func validate(_ value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        let here = path.isEmpty ? "/" : path
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(here): not allowed here"] }
        guard case .object(let s) = schema else { return ["\(here): bad schema"] }
        var errors: [String] = []

        if let ref = s["$ref"]?.stringValue {
            guard let target = resolve(ref) else { return ["\(here): unresolved \(ref)"] }
            errors += validate(value, against: target, at: path)
        }
        if let type = s["type"] {
            let names = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            if !names.contains(where: { Self.hasType(value, $0) }) {
                errors.append("\(here): expected \(names.joined(separator: " or ")), got \(Self.typeName(value))")
                return errors
            }
        }
        if let options = s["enum"]?.arrayValue, !options.contains(where: { Self.equal($0, value) }) {
            errors.append("\(here): \(value.serialized()) is not one of \(JSONValue.array(options).serialized())")
        }
        if let constant = s["const"], !Self.equal(constant, value) {
            errors.append("\(here): expected \(constant.serialized()), got \(value.serialized())")
        }
        if let minimum = s["minimum"]?.doubleValue, let n = value.doubleValue, n < minimum {
            errors.append("\(here): \(n) is less than \(minimum)")
        }
        if case .string(let string) = value {
            if let min = s["minLength"]?.intValue, string.count < min { errors.append("\(here): shorter than \(min)") }
            if let pattern = s["pattern"]?.stringValue, let regex = try? Regex(pattern), string.firstMatch(of: regex) == nil {
                errors.append("\(here): '\(string)' does not match \(pattern)")
            }
        }
        if case .array(let elements) = value {
            if let min = s["minItems"]?.intValue, elements.count < min { errors.append("\(here): fewer than \(min) items") }
            if let items = s["items"] {
                for (i, element) in elements.enumerated() { errors += validate(element, against: items, at: "\(path)/\(i)") }
            }
        }
        if case .object(let members) = value {
            let properties = s["properties"]?.objectValue ?? [:]
            for name in s["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
                errors.append("\(here): missing required '\(name)'")
            }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                let child = "\(path)/\(name)"
                if let sub = properties[name] {
                    errors += validate(member, against: sub, at: child)
                } else if let additional = s["additionalProperties"] {
                    if case .bool(false) = additional {
                        errors.append("\(here): unexpected property '\(name)'")
                    } else {
                        errors += validate(member, against: additional, at: child)
                    }
                }
                if let names = s["propertyNames"] { errors += validate(.string(name), against: names, at: child) }
            }
        }
        if let options = s["anyOf"]?.arrayValue {
            let results = options.map { validate(value, against: $0, at: path) }
            if !results.contains(where: \.isEmpty) {
                errors.append("\(here): matches none of anyOf (\(results.map { $0.first ?? "" }.joined(separator: "; ")))")
            }
        }
        if let options = s["oneOf"]?.arrayValue {
            let results = options.map { validate(value, against: $0, at: path) }
            let passing = results.filter(\.isEmpty).count
            if passing != 1 {
                errors.append("\(here): matches \(passing) of oneOf, not exactly one (\(results.map { $0.first ?? "ok" }.joined(separator: "; ")))")
            }
        }
        return errors
    }

    static func typeName(_ v: JSONValue) -> String {
        switch v {
        case .null: return "null"
        case .bool: return "boolean"
        case .int: return "integer"
        case .double: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    static func hasType(_ v: JSONValue, _ type: String) -> Bool {
        switch (type, v) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object): return true
        case ("integer", .int), ("number", .int), ("number", .double): return true
        case ("integer", .double(let d)): return d.rounded() == d
        default: return false
        }
    }

    /// JSON equality: numbers compare by value (1 == 1.0).
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        if let x = a.doubleValue, let y = b.doubleValue { return x == y }
        switch (a, b) {
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { k, v in y[k].map { equal(v, $0) } ?? false }
        default: return a == b
        }
    }
}
