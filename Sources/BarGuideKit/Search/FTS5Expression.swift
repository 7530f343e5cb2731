/// A typed FTS5 full-text query expression (in the spirit of GRDB's FTS5Pattern): built from
/// phrases and operators, never from strings, and rendered once. Every phrase is quoted, so no
/// FTS5 syntax in user text is ever interpreted.
indirect enum FTS5Expression: Equatable, Sendable {
    /// A quoted phrase; FTS5 runs the barguide tokenizer over `text` in query mode.
    case phrase(String, prefix: Bool)
    case and([FTS5Expression])
    case or([FTS5Expression])
    /// Rows matching the first and not the second.
    case not(FTS5Expression, FTS5Expression)
    /// Restricts the expression to some columns: `{a b} : (…)`.
    case columns([String], FTS5Expression)
    /// Rows with any of these facet tokens (`zzbartabbar`…) in the facets column.
    case facets([String])

    /// `all` ANDed, or nil when empty; one operand stays itself.
    static func all(_ operands: [FTS5Expression]) -> FTS5Expression? {
        operands.isEmpty ? nil : operands.count == 1 ? operands[0] : .and(operands)
    }

    static func any(_ operands: [FTS5Expression]) -> FTS5Expression? {
        operands.isEmpty ? nil : operands.count == 1 ? operands[0] : .or(operands)
    }

    /// The MATCH string.
    var rendered: String {
        var out = ""
        render(into: &out)
        return out
    }

    func render(into out: inout String) {
        switch self {
        case .phrase(let text, let prefix):
            out += "\""
            for c in text.unicodeScalars {
                if c == "\"" {
                    out += "\"\""
                } else if c.value < 0x20 || c.value == 0x7F {
                    // Control characters (U+0000 would end the string inside FTS5) separate
                    // tokens anyway.
                    out += " "
                } else {
                    out.unicodeScalars.append(c)
                }
            }
            out += "\""
            if prefix { out += "*" }
        case .and(let operands): join(operands, " AND ", into: &out)
        case .or(let operands): join(operands, " OR ", into: &out)
        case .not(let a, let b):
            out += "("
            a.render(into: &out)
            out += ") NOT ("
            b.render(into: &out)
            out += ")"
        case .columns(let names, let e):
            out += "{" + names.joined(separator: " ") + "} : ("
            e.render(into: &out)
            out += ")"
        case .facets(let tokens):
            out += "facets : (" + tokens.map { "\"\($0)\"" }.joined(separator: " OR ") + ")"
        }
    }

    private func join(_ operands: [FTS5Expression], _ separator: String, into out: inout String) {
        out += "("
        for (i, e) in operands.enumerated() {
            if i > 0 { out += separator }
            e.render(into: &out)
        }
        out += ")"
    }

    /// A key for each phrase FTS5 will number in this expression (in rendering order) that names
    /// what its row count depends on: its text, whether it is a prefix, and the column filters
    /// around it (outermost first). Two phrases with one key match the same rows.
    var phraseKeys: [String] {
        var out: [String] = []
        collectKeys(columns: "", into: &out)
        return out
    }

    private func collectKeys(columns: String, into out: inout [String]) {
        switch self {
        case .phrase:
            var text = ""
            render(into: &text)
            out.append(columns + text)
        case .and(let o), .or(let o): for e in o { e.collectKeys(columns: columns, into: &out) }
        case .not(let a, let b):
            a.collectKeys(columns: columns, into: &out)
            b.collectKeys(columns: columns, into: &out)
        case .columns(let names, let e): e.collectKeys(columns: columns + "{" + names.joined(separator: " ") + "}:", into: &out)
        case .facets(let tokens): for t in tokens { out.append(columns + "facets:\"" + t + "\"") }
        }
    }

    /// The number of phrases FTS5 will number in this expression (in rendering order).
    var phraseCount: Int {
        switch self {
        case .phrase: return 1
        case .and(let o), .or(let o): return o.reduce(0) { $0 + $1.phraseCount }
        case .not(let a, let b): return a.phraseCount + b.phraseCount
        case .columns(_, let e): return e.phraseCount
        case .facets(let t): return t.count
        }
    }
}
