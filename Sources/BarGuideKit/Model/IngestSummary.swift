// What one ingest did, per document and in total.

public struct DocumentSummary: Sendable, Equatable {
    public var name: String
    public var lang: Lang
    public var title: String
    public var bytes: Int
    public var rules: Int
    public var byKind: [RuleKind: Int]
    public var byBar: [Bar: Int]
    public var repairs: [RepairKind: Int]
    public var diagnostics: [Diagnostic]
    /// False when the file could not be used at all (unreadable, not UTF-8, empty).
    public var ingested: Bool
}

public struct IngestSummary: Sendable, Equatable {
    public var database: String
    public var corpus: String
    public var documents: [DocumentSummary]
    /// Problems that belong to no single document (data files).
    public var diagnostics: [Diagnostic]
    /// Whether the new database replaced the previous one.
    public var committed: Bool = true

    public var totalRules: Int { documents.reduce(0) { $0 + $1.rules } }
    public var totalBytes: Int { documents.reduce(0) { $0 + $1.bytes } }
    public var allDiagnostics: [Diagnostic] { diagnostics + documents.flatMap(\.diagnostics) }
    public var totalRepairs: [RepairKind: Int] {
        var out: [RepairKind: Int] = [:]
        for d in documents { for (k, v) in d.repairs { out[k, default: 0] += v } }
        return out
    }
}
