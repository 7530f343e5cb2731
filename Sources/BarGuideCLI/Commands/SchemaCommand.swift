import BarGuideKit
import BarGuideResources

enum SchemaCommand: CLICommand {
    static let spec = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema of a command's JSON output.",
        discussion: """
            Every JSON document barguide prints carries "schema_version": 1 and follows a JSON \
            Schema (draft 2020-12) that this command prints. Keys are snake_case and sorted; with \
            jsonl each line is one element of the document's list (its schema is under $defs). \
            Without NAME, lists the names.
            """,
        positionals: [PositionalSpec("NAME", help: "The command whose output to describe.", optional: true)],
        examples: ["barguide schema", "barguide schema checklist > checklist.schema.json"])

    static let suffix = ".schema.json"

    /// Embedded schemas by command name, in name order.
    static var schemas: [(name: String, bytes: [UInt8])] {
        Embedded.files(under: "schemas").compactMap { entry in
            guard entry.name.hasSuffix(suffix), !entry.name.contains("/") else { return nil }
            return (String(entry.name.dropLast(suffix.count)), entry.file.bytes)
        }
    }

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let all = schemas
        guard let name = args.positional("NAME") else {
            for schema in all { ctx.out.line(schema.name) }
            return all.isEmpty ? .noResults : .ok
        }
        guard let schema = all.first(where: { $0.name == name.lowercased() }) else {
            var message = "unknown schema '\(Sanitize.line(name))'; schemas: " + all.map(\.name).joined(separator: ", ")
            if let s = Suggest.best(for: name, among: all.map(\.name)) { message += "; did you mean '\(s)'?" }
            throw CLIError.usage(message)
        }
        ctx.out.write(bytes: schema.bytes)
        if schema.bytes.last != UInt8(ascii: "\n") { ctx.out.line() }
        return .ok
    }
}
