// Finding one rule by its id, a prefix of the id, or a prefix of the id's hash part.

public enum RuleLookupError: Error, Sendable, Equatable {
    /// Nothing to look up (empty or only spaces).
    case empty
    /// No rule id starts with the text.
    case unknown(String)
    /// Several rules match; the candidates in source order (at most `RuleLookup.candidateLimit`),
    /// and how many matched in all.
    case ambiguous(String, candidates: [Rule], total: Int)
    case store(StoreError)

    public var message: String {
        switch self {
        case .empty: return "missing rule id"
        case .unknown(let id): return "no rule with id '\(id)'"
        case .ambiguous(let id, _, let total): return "the id prefix '\(id)' matches \(total) rules"
        case .store(let e): return e.message
        }
    }
}

public enum RuleLookup {
    /// How many candidates an ambiguous prefix reports.
    public static let candidateLimit = 20
}

extension Store {
    /// The rule whose id is `query`, else the only rule whose id, or whose hash part (after
    /// the dot: "05cc" for "tab-bar.05ccd3"), starts with `query`. Case-insensitive.
    public func resolveRule(_ query: String) throws(RuleLookupError) -> Rule {
        let q = query.trimmingSpaces.lowercased()
        guard !q.isEmpty else { throw .empty }
        let exact: [Rule]
        do { exact = try rules(where: "lower(r.id) = ?", [q]) } catch { throw .store(error) }
        if let rule = exact.first { return rule }
        // A prefix of the whole id, or (without a dot) of the hash part after the bar.
        var condition = "substr(lower(r.id), 1, length(?1)) = ?1"
        if !q.contains(".") {
            condition += " OR substr(lower(r.id), instr(r.id, '.') + 1, length(?1)) = ?1"
        }
        let matches: [Rule]
        do { matches = try rules(where: condition, [q]) } catch { throw .store(error) }
        switch matches.count {
        case 0: throw .unknown(query)
        case 1: return matches[0]
        default:
            throw .ambiguous(query, candidates: Array(matches.prefix(RuleLookup.candidateLimit)), total: matches.count)
        }
    }
}
