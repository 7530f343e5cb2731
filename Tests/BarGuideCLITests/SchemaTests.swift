// The JSON contract: every command's --format json output validates against the schema that
// `barguide schema NAME` prints, and the schemas are strict enough to catch a wrong document.
import Testing
import Foundation
import BarGuideKit

/// Running the rule commands against the seed database (see `SeedDatabase` in CLITests.swift).
enum RuleCLI {
    /// `barguide ARGS --db SEED`.
    static func run(_ arguments: [String]) -> BinaryResult {
        BinaryRunner.run(arguments + ["--db", SeedDatabase.path])
    }

    /// Stdout as one JSON document; records an issue (and throws) when the run failed or it is not JSON.
    static func json(_ arguments: [String], status: Int32 = 0) throws -> JSONValue {
        let r = run(arguments)
        #expect(r.status == status, "\(arguments): \(r)")
        return try #require(r.json, "\(arguments) did not print JSON: \(r)")
    }

    /// Stdout as JSON Lines.
    static func jsonLines(_ arguments: [String]) throws -> [JSONValue] {
        let r = run(arguments)
        #expect(r.status == 0, "\(arguments): \(r)")
        #expect(r.out.hasSuffix("\n"))
        return try r.out.split(separator: "\n").map { try JSONValue.parse(String($0)) }
    }

    /// Every rule, from `export`.
    static let exported: [JSONValue] = (try? json(["export"])["rules"]?.arrayValue) ?? []

    /// The id of the one rule whose headline starts with `prefix`.
    static func ruleID(headlineStartingWith prefix: String) throws -> String {
        let ids = exported.filter { $0["headline"]?.stringValue?.hasPrefix(prefix) == true }.compactMap { $0["id"]?.stringValue }
        try #require(ids.count == 1, "expected one rule starting with '\(prefix)', found \(ids)")
        return ids[0]
    }

    static let russianDontRemoveTab = "Не удаляйте вкладку"
    static let chineseDontRemoveTab = "不要移除功能不可用的標簽"
}

@Suite struct SchemaTests {
    static let schemaDirectory = BinaryRunner.repositoryRoot + "/Sources/BarGuideResources/schemas"
    static let required = ["analyze", "checklist", "explain", "export", "ingest", "items", "scopes", "search", "show", "stats"]

    static func validator(_ name: String) throws -> JSONSchemaValidator {
        let r = BinaryRunner.run(["schema", name])
        #expect(r.status == 0, "\(r)")
        return try JSONSchemaValidator(schema: try #require(r.json, "schema \(name) is not JSON"))
    }

    // MARK: The schema command

    @Test func schemaListsEveryEmbeddedSchema() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.schemaDirectory)
            .filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) }.sorted()
        let r = BinaryRunner.run(["schema"])
        #expect(r.status == 0 && r.err.isEmpty)
        #expect(r.out == files.map { $0 + "\n" }.joined())
        #expect(Set(Self.required).isSubset(of: Set(files)))
    }

    @Test(arguments: required)
    func schemaPrintsTheFileVerbatimAndItIsAStrictDraft2020Schema(name: String) throws {
        let file = try Data(contentsOf: URL(fileURLWithPath: Self.schemaDirectory + "/\(name).schema.json"))
        let r = BinaryRunner.run(["schema", name])
        #expect(r.status == 0 && r.err.isEmpty)
        #expect(r.stdout == Array(file))
        let schema = try #require(r.json)
        #expect(schema["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
        _ = try JSONSchemaValidator(schema: schema)
        // Strict: every object shape forbids other keys, and every document pins schema_version.
        var loose: [String] = []
        func walk(_ node: JSONValue, _ path: String) {
            if case .object(let o) = node {
                if o["properties"] != nil && o["additionalProperties"] != .bool(false) { loose.append(path) }
                for (k, v) in o { walk(v, path + "/" + k) }
            } else if case .array(let a) = node {
                for (i, v) in a.enumerated() { walk(v, path + "/\(i)") }
            }
        }
        walk(schema, "#")
        #expect(loose.isEmpty, "objects without additionalProperties false: \(loose)")
        let shapes = schema["oneOf"]?.arrayValue ?? [schema]
        for shape in shapes {
            // The checklist is at version 2 (guideline groups changed its rule lines' shape); items
            // at 2 (labels as the buttons show them, with aliases); search at 3 (a result is a
            // guideline group in every language, its other rules in `also`).
            let version = ["checklist": 2, "items": 2, "search": 3][name] ?? 1
            #expect(shape["properties"]?["schema_version"] == .object(["const": .int(version)]))
            #expect(shape["required"]?.arrayValue?.contains(.string("schema_version")) == true)
        }
    }

    @Test func unknownSchemaIsAUsageErrorListingTheNames() {
        let r = BinaryRunner.run(["schema", "serch"])
        #expect(r.status == 2)
        #expect(r.out.isEmpty)
        #expect(r.err.hasPrefix("barguide: error: unknown schema 'serch'; schemas: analyze, checklist, explain, export"))
        #expect(r.err.contains("did you mean 'search'?"))
        #expect(r.err.contains("usage: barguide schema"))
    }

    // MARK: Every command's output against its schema

    static func expectValid(_ document: JSONValue, _ validator: JSONSchemaValidator, _ what: String, against ref: String = "#") {
        let errors = validator.validate(document, against: ref)
        #expect(errors.isEmpty, "\(what): \(errors.prefix(5))")
    }

    @Test func exportAndItsLinesMatchTheSchema() throws {
        let v = try Self.validator("export")
        let document = try RuleCLI.json(["export"])
        Self.expectValid(document, v, "export")
        #expect(document["rules"]?.arrayValue?.count ?? 0 > 150)
        let lines = try RuleCLI.jsonLines(["export", "--format", "jsonl"])
        #expect(lines == document["rules"]?.arrayValue)
        for line in lines { Self.expectValid(line, v, "export line", against: "#/$defs/rule") }
    }

    @Test(arguments: [["back button"], ["панель вкладок", "--lang", "ru"], ["FixedSpace", "--scope", "toolbar"], ["zzzqqxx"],
                      ["FixedSpace", "--no-collapse"], ["сегментированного"]])
    func searchMatchesTheSchema(query: [String]) throws {
        let v = try Self.validator("search")
        let found = query != ["zzzqqxx"]
        let document = try RuleCLI.json(["search"] + query + ["--format", "json"], status: found ? 0 : 1)
        Self.expectValid(document, v, "search \(query)")
        #expect((document["results"]?.arrayValue?.isEmpty ?? true) == !found)
        if found {
            for line in try RuleCLI.jsonLines(["search"] + query + ["--format", "jsonl"]) {
                Self.expectValid(line, v, "search line", against: "#/$defs/hit")
            }
        }
    }

    @Test(arguments: Bar.scoped)
    func checklistMatchesTheSchema(bar: Bar) throws {
        let v = try Self.validator("checklist")
        for extra in [[], ["--include-behavior"], ["--lang", "ru"], ["--all-variants"], ["--prefer-lang", "zh-Hant"]] {
            let document = try RuleCLI.json(["checklist", bar.rawValue, "--format", "json"] + extra)
            Self.expectValid(document, v, "checklist \(bar) \(extra)")
            let lines = try RuleCLI.jsonLines(["checklist", bar.rawValue, "--format", "jsonl"] + extra)
            #expect(lines.count == document["total"]?.intValue)
            for line in lines { Self.expectValid(line, v, "checklist line", against: "#/$defs/checklist_rule") }
        }
    }

    @Test func showMatchesTheSchema() throws {
        let v = try Self.validator("show")
        for prefix in [RuleCLI.russianDontRemoveTab, RuleCLI.chineseDontRemoveTab, "Используйте значки", "Избегайте использования сегментированного"] {
            let id = try RuleCLI.ruleID(headlineStartingWith: prefix)
            let document = try RuleCLI.json(["show", id, "--format", "json"])
            Self.expectValid(document, v, "show \(id)")
            #expect(document["related"]?.arrayValue?.isEmpty == false)
        }
        // A rule keyed to an item, with its related rules sharing it.
        let keyed = try #require(RuleCLI.exported.first { $0["items"]?.arrayValue?.isEmpty == false }?["id"]?.stringValue)
        Self.expectValid(try RuleCLI.json(["show", keyed, "--format", "json", "--related", "10"]), v, "show \(keyed)")
    }

    @Test func itemsMatchTheSchema() throws {
        let v = try Self.validator("items")
        let catalog = try RuleCLI.json(["items", "--format", "json"])
        Self.expectValid(catalog, v, "items")
        for line in try RuleCLI.jsonLines(["items", "--format", "jsonl"]) { Self.expectValid(line, v, "item line", against: "#/$defs/item") }
        let one = try RuleCLI.json(["items", "fixedSpace", "--format", "json"])
        Self.expectValid(one, v, "items fixedSpace")
        #expect(one["rules"]?.arrayValue?.isEmpty == false)
        for line in try RuleCLI.jsonLines(["items", "fixedSpace", "--format", "jsonl"]) {
            Self.expectValid(line, v, "item rule line", against: "#/$defs/rule")
        }
        // The two shapes are exclusive.
        guard case .object(var mixed) = one else { return }
        mixed["items"] = catalog["items"]
        #expect(!v.validate(.object(mixed)).isEmpty)
    }

    @Test func scopesStatsAnalyzeAndIngestMatchTheirSchemas() throws {
        Self.expectValid(try RuleCLI.json(["scopes", "--format", "json"]), try Self.validator("scopes"), "scopes")
        let scopeLines = try RuleCLI.jsonLines(["scopes", "--format", "jsonl"])
        #expect(scopeLines.count == 7)
        for line in scopeLines { Self.expectValid(line, try Self.validator("scopes"), "scope line", against: "#/$defs/scope") }
        Self.expectValid(try RuleCLI.json(["stats", "--format", "json"]), try Self.validator("stats"), "stats")
        for args in [["analyze", "Скрыть строку состояния", "--format", "json"], ["analyze", "UIBarButtonItem 狀態欄", "--query", "--format", "json"]] {
            let r = BinaryRunner.run(args)
            #expect(r.status == 0)
            Self.expectValid(try #require(r.json), try Self.validator("analyze"), "analyze")
        }
        let dir = try TemporaryDirectory(prefix: "barguide-schema-ingest")
        let r = BinaryRunner.run(["ingest", "--corpus", BinaryRunner.corpusDirectory, "--db", dir.file("x.sqlite"), "--format", "json"])
        #expect(r.status == 0, "\(r)")
        let ingest = try #require(r.json)
        Self.expectValid(ingest, try Self.validator("ingest"), "ingest")
        #expect(ingest["totals"]?["repairs"]?.objectValue?.isEmpty == false)
    }

    // MARK: The validator can fail

    @Test func wrongDocumentsAreRejected() throws {
        let v = try Self.validator("checklist")
        let good = try RuleCLI.json(["checklist", "tab-bar", "--format", "json"])
        Self.expectValid(good, v, "checklist")
        guard case .object(let top) = good,
              case .array(var groups) = top["groups"], case .object(var group) = groups[0],
              case .array(var rules) = group["rules"], case .object(let rule) = rules[0] else {
            Issue.record("unexpected checklist shape")
            return
        }
        func withRule(_ change: (inout [String: JSONValue]) -> Void) -> JSONValue {
            var r = rule
            change(&r)
            rules[0] = .object(r)
            group["rules"] = .array(rules)
            groups[0] = .object(group)
            var t = top
            t["groups"] = .array(groups)
            return .object(t)
        }
        var extra = top
        extra["extra"] = .bool(true)
        var version = top
        version["schema_version"] = .int(1)
        var missing = top
        missing["total"] = nil
        let wrong: [(String, JSONValue)] = [
            ("an unknown top-level key", .object(extra)),
            ("schema_version 1 (the checklist is at 2)", .object(version)),
            ("a section outside the enum", withRule { $0["section"] = .string("must") }),
            ("a malformed group id", withRule { $0["group"] = .string("status-bar") }),
            ("a missing key", .object(missing)),
            ("a rule with an unknown key", withRule { $0["score"] = .int(1) }),
            ("a rule without its id", withRule { $0["id"] = nil }),
            ("a modality outside the enum", withRule { $0["modality"] = .string("must") }),
            ("lines as a string", withRule { $0["lines"] = .string("1-2") }),
            ("a malformed id", withRule { $0["id"] = .string("Tab Bar 1") }),
            ("a line number of 0", withRule { $0["lines"] = .object(["start": .int(0), "end": .int(1)]) }),
            ("items as a string", withRule { $0["items"] = .string("") }),
            ("a JSON array", .array([good])),
        ]
        for (what, document) in wrong {
            #expect(!v.validate(document).isEmpty, "accepted \(what)")
        }
    }

    @Test func schemasWithUnsupportedKeywordsAreRefused() throws {
        #expect(throws: JSONSchemaValidator.SchemaError.self) {
            try JSONSchemaValidator(schema: .object(["type": .string("object"), "maxProperties": .int(1)]))
        }
        #expect(throws: JSONSchemaValidator.SchemaError.self) {
            try JSONSchemaValidator(schema: .object(["$ref": .string("#/$defs/missing")]))
        }
        let nullable = try JSONSchemaValidator(schema: .object(["anyOf": .array([.object(["type": .string("string")]), .object(["type": .string("null")])])]))
        #expect(nullable.validate(.null).isEmpty && nullable.validate(.string("x")).isEmpty)
        #expect(!nullable.validate(.int(1)).isEmpty)
    }
}
