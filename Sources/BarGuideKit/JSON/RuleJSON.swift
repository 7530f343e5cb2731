// The JSON shapes of the engine's values. Every document carries "schema_version".

public enum JSONSchemaVersion {
    public static let current = 1
}

extension Rule {
    /// Exactly the keys of the export contract:
    /// id, bars, kind, modality, lang, document, heading, lines, headline, text, items, symbols, flags,
    /// group (the guideline group, null in a database built before migration 007); and
    /// display_lang ("zh-Hans" or "zh-Hant") only when the text was converted for display.
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(id),
            "bars": .array(bars.map { .string($0.rawValue) }),
            "kind": .string(kind.rawValue),
            "modality": modality.map { .string($0.rawValue) } ?? .null,
            "lang": .string(lang.rawValue),
            "document": .string(document),
            "heading": .array(heading.map(JSONValue.string)),
            "lines": .object(["start": .int(lines.start), "end": .int(lines.end)]),
            "headline": .string(headline),
            "text": .string(text),
            "items": .array(items.map(JSONValue.string)),
            "symbols": .array(symbols.map(JSONValue.string)),
            "flags": .array(flags.map(JSONValue.string)),
            "group": group.map(JSONValue.string) ?? .null,
        ]
        if let displayLang { object["display_lang"] = .string(displayLang.rawValue) }
        return .object(object)
    }
}

extension Diagnostic {
    public var json: JSONValue {
        .object([
            "severity": .string(severity.rawValue),
            "code": .string(code),
            "file": .string(file),
            "line": line.map(JSONValue.int) ?? .null,
            "byte_offset": byteOffset.map(JSONValue.int) ?? .null,
            "message": .string(message),
            "excerpt": excerpt.map(JSONValue.string) ?? .null,
        ])
    }
}

extension DocumentSummary {
    public var json: JSONValue {
        .object([
            "name": .string(name),
            "lang": .string(lang.rawValue),
            "title": .string(title),
            "bytes": .int(bytes),
            "rules": .int(rules),
            "ingested": .bool(ingested),
            "by_kind": .object(Dictionary(uniqueKeysWithValues: byKind.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
            "by_bar": .object(Dictionary(uniqueKeysWithValues: byBar.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
            "repairs": .object(Dictionary(uniqueKeysWithValues: repairs.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
            "diagnostics": .array(diagnostics.map(\.json)),
            "coverage": coverage.json,
        ])
    }
}

extension Coverage {
    public var json: JSONValue {
        .object([
            "lines": .int(lines),
            "in_rules": .int(inRules),
            "named": .object(Dictionary(uniqueKeysWithValues: named.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
            "unaccounted": .array(unaccounted.map { .int($0) }),
        ])
    }
}

extension IngestSummary {
    public var json: JSONValue {
        let repairs = totalRepairs
        return .object([
            "schema_version": .int(JSONSchemaVersion.current),
            "database": .string(database),
            "corpus": .string(corpus),
            "committed": .bool(committed),
            "documents": .array(documents.map(\.json)),
            "diagnostics": .array(diagnostics.map(\.json)),
            "totals": .object([
                "documents": .int(documents.count),
                "rules": .int(totalRules),
                "bytes": .int(totalBytes),
                "repairs": .object(Dictionary(uniqueKeysWithValues: repairs.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
                "diagnostics": .int(allDiagnostics.count),
                "unaccounted_lines": .int(unaccountedLines),
            ]),
        ])
    }
}
