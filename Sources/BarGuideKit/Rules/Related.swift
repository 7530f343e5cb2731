// A rule in full, and the rules related to it.
import SQLiteKit

/// A rule related to another, with what they share and the resulting score.
public struct RelatedRule: Sendable, Equatable {
    public var rule: Rule
    /// Higher is more related (see `RelatedScoring`), rounded to 2 decimals.
    public var score: Double
    public var sharedItems: [String]
    public var sharedSymbols: [String]
    /// Glossary concepts (not bar names) both texts mention.
    public var sharedConcepts: [String]
    /// Both have the same primary bar.
    public var sameBar: Bool
    /// Both have the same modality (neither without one).
    public var sameModality: Bool
    public var sameKind: Bool
    /// The related rule is in another language (Russian vs Chinese): likely the same advice translated.
    public var otherLanguage: Bool

    /// One line saying why the rule is related, e.g.
    /// "shared concept tab · same bar tab-bar · same modality dont · other language zh-Hant".
    public var reason: String {
        var parts: [String] = []
        func list(_ label: String, _ values: [String]) {
            guard !values.isEmpty else { return }
            parts.append("shared \(label)\(values.count == 1 ? "" : "s") " + values.joined(separator: ", "))
        }
        list("item", sharedItems)
        list("symbol", sharedSymbols)
        list("concept", sharedConcepts)
        if sameBar { parts.append("same bar \(rule.primaryBar.rawValue)") }
        if sameModality, let m = rule.modality { parts.append("same modality \(m.rawValue)") }
        if otherLanguage { parts.append("other language \(rule.lang.rawValue)") }
        return parts.joined(separator: " · ")
    }
}

/// The weights behind `RelatedRule.score`. A candidate must share a system item or an API
/// symbol, or share a bar and mention a common glossary concept; then
///
///     score = 3·items + 1.5·symbols + 1·concepts + 2·cosine(concepts)
///           + 1·same primary bar + 1·same modality + 1·same kind + 0.5·other language
///
/// where cosine = shared / √(|concepts of A| · |concepts of B|) rewards texts about the same
/// few things over long texts that mention everything.
public enum RelatedScoring {
    public static let item = 3.0
    public static let symbol = 1.5
    public static let concept = 1.0
    public static let conceptCosine = 2.0
    public static let sameBar = 1.0
    public static let sameModality = 1.0
    public static let sameKind = 1.0
    public static let otherLanguage = 0.5
    /// How many related rules `show` reports by default.
    public static let defaultLimit = 5
}

/// Everything `show` prints about a rule.
public struct RuleDetail: Sendable, Equatable {
    public var rule: Rule
    /// Glossary concepts (not bar names) the rule's text mentions, in glossary order.
    public var concepts: [String]
    public var related: [RelatedRule]
}

extension Store {
    /// The rule with its concepts and up to `relatedLimit` related rules, best first.
    public func detail(of rule: Rule, relatedLimit: Int = RelatedScoring.defaultLimit) throws(StoreError) -> RuleDetail {
        let detector = try ConceptDetector(store: self)
        let concepts = detector.concepts(in: rule.text)
        let related = relatedLimit > 0 ? try self.related(to: rule, concepts: concepts, detector: detector, limit: relatedLimit) : []
        return RuleDetail(rule: rule, concepts: concepts, related: related)
    }

    /// Rules related to `rule`, best first (ties in source order), at most `limit`.
    public func related(to rule: Rule, limit: Int = RelatedScoring.defaultLimit) throws(StoreError) -> [RelatedRule] {
        let detector = try ConceptDetector(store: self)
        return try related(to: rule, concepts: detector.concepts(in: rule.text), detector: detector, limit: limit)
    }

    func related(to rule: Rule, concepts: [String], detector: ConceptDetector, limit: Int) throws(StoreError) -> [RelatedRule] {
        // Candidates: rules on one of its bars, keyed to one of its items, or naming one of its symbols.
        func list(_ values: [String]) -> String { "(" + values.map { _ in "?" }.joined(separator: ", ") + ")" }
        var alternatives: [String] = []
        var args: [any DatabaseValueConvertible] = [rule.id]
        if !rule.bars.isEmpty {
            alternatives.append("EXISTS (SELECT 1 FROM rule_bars b WHERE b.rule = r.rowid AND b.bar IN \(list(rule.bars.map(\.rawValue))))")
            args += rule.bars.map { $0.rawValue as any DatabaseValueConvertible }
        }
        if !rule.items.isEmpty {
            alternatives.append("EXISTS (SELECT 1 FROM rule_items i WHERE i.rule = r.rowid AND i.item IN \(list(rule.items)))")
            args += rule.items.map { $0 as any DatabaseValueConvertible }
        }
        for symbol in rule.symbols {
            alternatives.append("instr(char(31) || r.symbols || char(31), char(31) || ? || char(31)) > 0")
            args.append(symbol)
        }
        guard !alternatives.isEmpty else { return [] }
        let condition = "r.id <> ? AND (" + alternatives.joined(separator: " OR ") + ")"
        let candidates = try rules(where: condition, args)

        var scored: [(related: RelatedRule, position: Int)] = []
        for (position, other) in candidates.enumerated() {
            let otherConcepts = detector.concepts(in: other.text)
            let sharedItems = rule.items.filter(other.items.contains)
            let sharedSymbols = rule.symbols.filter(other.symbols.contains)
            let sharedConcepts = concepts.filter(otherConcepts.contains)
            let sharesBar = rule.bars.contains(where: other.bars.contains)
            guard !sharedItems.isEmpty || !sharedSymbols.isEmpty || (sharesBar && !sharedConcepts.isEmpty) else { continue }
            var entry = RelatedRule(
                rule: other, score: 0, sharedItems: sharedItems, sharedSymbols: sharedSymbols,
                sharedConcepts: sharedConcepts, sameBar: rule.primaryBar == other.primaryBar,
                sameModality: rule.modality != nil && rule.modality == other.modality,
                sameKind: rule.kind == other.kind, otherLanguage: rule.lang.family != other.lang.family)
            let cosine = sharedConcepts.isEmpty ? 0
                : Double(sharedConcepts.count) / Double(concepts.count * otherConcepts.count).squareRoot()
            var score = RelatedScoring.item * Double(sharedItems.count)
                + RelatedScoring.symbol * Double(sharedSymbols.count)
                + RelatedScoring.concept * Double(sharedConcepts.count)
                + RelatedScoring.conceptCosine * cosine
            if entry.sameBar { score += RelatedScoring.sameBar }
            if entry.sameModality { score += RelatedScoring.sameModality }
            if entry.sameKind { score += RelatedScoring.sameKind }
            if entry.otherLanguage { score += RelatedScoring.otherLanguage }
            entry.score = (score * 100).rounded() / 100
            scored.append((entry, position))
        }
        scored.sort { ($0.related.score, -$0.position) > ($1.related.score, -$1.position) }
        return scored.prefix(max(0, limit)).map(\.related)
    }
}
