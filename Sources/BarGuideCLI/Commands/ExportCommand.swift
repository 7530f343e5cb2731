import BarGuideKit

enum ExportCommand: CLICommand {
    static let spec = CommandSpec(
        name: "export",
        abstract: "Print every rule as JSON, in a deterministic order.",
        discussion: """
            Rules come in document order, then source order. The same corpus always gives a \
            byte-identical export. With json the output is {"schema_version": 1, "rules": [...]}; \
            with jsonl it is one rule object per line.

            The export streams: rules are written as they are read, in constant memory. Should a \
            row turn out invalid midway (an edited or damaged database), the export stops there \
            with exit status 3 and an error on stderr, after the rules before it: check the exit \
            status, as with any stream.
            """,
        options: [.format([.json, .jsonl], default: .json), .database],
        examples: ["barguide export > rules.json", "barguide export --format jsonl | head -3"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let store = try DatabaseAccess.open(args, ctx)
        let out = ctx.out
        if ctx.format == .jsonl {
            try store.forEachRule { out.json($0.json, .compact) }
            return .ok
        }
        // The pretty document of `jsonList`, written one rule at a time: byte-identical.
        out.write("{\n  \"rules\": ")
        var count = 0
        var bytes: [UInt8] = []
        try store.forEachRule { rule in
            bytes.removeAll(keepingCapacity: true)
            bytes.append(contentsOf: (count == 0 ? "[\n    " : ",\n    ").utf8)
            var value: [UInt8] = []
            rule.json.write(to: &value, style: .pretty)
            // one level deeper: JSON strings hold no raw newline, so every newline is the layout's
            for b in value {
                bytes.append(b)
                if b == UInt8(ascii: "\n") { bytes.append(contentsOf: [0x20, 0x20, 0x20, 0x20]) }
            }
            out.write(bytes: bytes)
            count += 1
        }
        out.write(count == 0 ? "[]" : "\n  ]")
        out.write(",\n  \"schema_version\": \(JSONSchemaVersion.current)\n}\n")
        return .ok
    }
}
