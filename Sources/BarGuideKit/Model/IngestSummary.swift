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
    /// What became of each non-blank line.
    public var coverage = Coverage()
}

public struct IngestSummary: Sendable, Equatable {
    public var database: String
    public var corpus: String
    public var documents: [DocumentSummary]
    /// Problems that belong to no single document (data files).
    public var diagnostics: [Diagnostic]
    /// Whether the new database replaced the previous one.
    public var committed: Bool = true

    /// Lines of ingested documents that are neither in a rule nor named.
    public var unaccountedLines: Int { documents.reduce(0) { $0 + $1.coverage.unaccounted.count } }

    public var totalRules: Int { documents.reduce(0) { $0 + $1.rules } }
    public var totalBytes: Int { documents.reduce(0) { $0 + $1.bytes } }
    public var allDiagnostics: [Diagnostic] { diagnostics + documents.flatMap(\.diagnostics) }
    public var totalRepairs: [RepairKind: Int] {
        var out: [RepairKind: Int] = [:]
        for d in documents { for (k, v) in d.repairs { out[k, default: 0] += v } }
        return out
    }
}

/// Why a source line holds no rule.
public enum LineReason: String, Sendable, CaseIterable, Hashable {
    case title, heading
    case tableHeader = "table-header"
    /// A line of no letter or digit: a rule, a bullet mark alone, a table's delimiter row.
    case separator
    /// A paragraph that repeats an earlier one word for word.
    case duplicate
    /// A PDF page artefact (a page number, a running header or footer) or markup left from another format.
    case pageArtefact = "page-artefact"
    case markup
    /// A Markdown image: its text is the caption's, when it has one.
    case image
}

/// What became of every non-blank line of a document: in a rule, named with a reason, or neither.
public struct Coverage: Sendable, Equatable {
    /// Non-blank source lines.
    public var lines = 0
    /// Lines inside a rule's line range.
    public var inRules = 0
    /// Lines that hold no rule, by reason.
    public var named: [LineReason: Int] = [:]
    /// Lines neither in a rule nor named: content ingest did not use (1-based line numbers).
    public var unaccounted: [Int] = []

    public init() {}

    public var accounted: Int { lines - unaccounted.count }
    /// The share of lines accounted for, 1 for a document of no line.
    public var ratio: Double { lines == 0 ? 1 : Double(accounted) / Double(lines) }
}
