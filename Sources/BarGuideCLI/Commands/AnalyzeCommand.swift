import BarGuideKit
import BarGuideText

enum AnalyzeCommand: CLICommand {
    static let spec = CommandSpec(
        name: "analyze",
        abstract: "Show the tokens the search index sees for a text.",
        discussion: """
            Prints each token with its byte offsets into TEXT, so you can see why something \
            matched or did not: Russian words become Snowball stems, Traditional Chinese folds to \
            Simplified (one token per character), and API names are kept whole and split at \
            camelCase. Colocated tokens share the previous token's position (alternatives). \
            With --query, TEXT is analyzed as a query rather than as a document, and the output \
            also shows what the search looks for: its words, and which of them (one word or \
            several) were matched as bar, concept or item names (this reads the glossary from the \
            database).

            Exit status: 0 with tokens, 1 when the index keeps nothing of TEXT (spaces and \
            punctuation only).
            """,
        options: [.flag("query", help: "Analyze TEXT as a search query."), .format([.text, .json]), .database],
        positionals: [PositionalSpec("TEXT", help: "The text to analyze; several words are joined.", variadic: true)],
        examples: ["barguide analyze \"Скрыть строку состояния\"", "barguide analyze 狀態欄 --format json",
                   "barguide analyze UIBarButtonSystemItemFixedSpace --query"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let words = args.positionals("TEXT")
        guard !words.isEmpty else { throw CLIError.usage("missing TEXT") }
        let text = words.joined(separator: " ")
        let tokens = Analyzer().tokens(text, mode: args.flag("query") ? .query : .document)
        // As a query: the words searched for and the names matched (the glossary is in the database).
        var searched: [(text: String, concepts: [String])]?
        if args.flag("query"), !tokens.isEmpty {
            searched = try SearchEngine(store: try DatabaseAccess.open(args, ctx)).queryWords(text)
        }
        if ctx.format == .json {
            var object: [String: JSONValue] = [
                "schema_version": .int(JSONSchemaVersion.current),
                "text": .string(text),
                "mode": .string(args.flag("query") ? "query" : "document"),
                "tokens": .array(tokens.map {
                    .object(["token": .string($0.token), "start": .int($0.start), "end": .int($0.end), "colocated": .bool($0.colocated)])
                }),
            ]
            if let searched {
                object["words"] = .array(searched.map { .string($0.text) })
                object["names"] = SearchPrinter.names(searched)
            }
            ctx.out.json(.object(object))
        } else if tokens.isEmpty {
            // Exit 1 (nothing to index) says so rather than printing nothing.
            ctx.out.line(ctx.style.dim("No tokens: the index keeps nothing of this text."))
        } else {
            let bytes = Array(text.utf8)
            for t in tokens {
                let source = t.start >= 0 && t.end <= bytes.count && t.start <= t.end
                    ? String(decoding: bytes[t.start..<t.end], as: UTF8.self) : ""
                let marker = t.colocated ? "  +" : ""
                ctx.out.line(Sanitize.line(t.token).padded(toWidth: 24) + " \(t.start)-\(t.end)".padded(toWidth: 10)
                             + ctx.style.dim(Sanitize.line(source)) + marker)
            }
            if let searched {
                ctx.out.line()
                ctx.out.line("Searched for: " + searched.map { Sanitize.line($0.text) }.joined(separator: " · "))
                ctx.out.line("Names: " + (SearchPrinter.namesLine(searched) ?? "none"))
            }
        }
        return tokens.isEmpty ? .noResults : .ok
    }
}
