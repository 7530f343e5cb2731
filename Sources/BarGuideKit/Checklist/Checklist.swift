// Per-bar checklists: a bar's guidelines grouped by modality, in source order.
import SQLiteKit

/// The groups of a checklist, in the order they are printed.
public enum ChecklistGroupKind: String, CaseIterable, Sendable, Hashable {
    case dont, avoid, `do`, consider
    /// The bar's behavior rules (only with `includeBehavior`): things to verify.
    case verify

    public var title: String {
        switch self {
        case .dont: return "Don't"
        case .avoid: return "Avoid"
        case .do: return "Do"
        case .consider: return "Consider"
        case .verify: return "Verify"
        }
    }

    /// The modality the group collects; nil for `verify`.
    public var modality: Modality? {
        switch self {
        case .dont: return .dont
        case .avoid: return .avoid
        case .do: return .do
        case .consider: return .consider
        case .verify: return nil
        }
    }

    /// The kind of rule the group collects.
    public var kind: RuleKind { self == .verify ? .behavior : .guideline }

    /// The group a rule belongs to: behaviors verify; guidelines by modality, none counting as Do.
    static func of(_ rule: Rule) -> ChecklistGroupKind? {
        switch rule.kind {
        case .behavior: return .verify
        case .guideline:
            switch rule.modality {
            case .dont: return .dont
            case .avoid: return .avoid
            case .consider: return .consider
            case .do, nil: return .do
            }
        default: return nil
        }
    }
}

public struct ChecklistGroup: Sendable, Equatable {
    public var kind: ChecklistGroupKind
    /// In source order: (document, ordinal).
    public var rules: [Rule]
    public var title: String { kind.title }
}

public struct Checklist: Sendable, Equatable {
    public var bar: Bar
    public var langs: LangFilter
    /// Only the groups that have rules, in `ChecklistGroupKind` order.
    public var groups: [ChecklistGroup]
    public var total: Int { groups.reduce(0) { $0 + $1.rules.count } }
    public var isEmpty: Bool { groups.isEmpty }
}

extension Bar {
    /// The bar's English name as a title: "Tab bar", "Toolbar".
    public var title: String {
        switch self {
        case .statusBar: return "Status bar"
        case .navigationBar: return "Navigation bar"
        case .toolbar: return "Toolbar"
        case .tabBar: return "Tab bar"
        case .searchBar: return "Search bar"
        case .scopeBar: return "Scope bar"
        case .general: return "General"
        }
    }
}

extension LangFilter {
    /// SQL condition on `r.lang` with its arguments; nil for `.any`.
    func condition(_ column: String = "r.lang") -> (sql: String, args: [any DatabaseValueConvertible])? {
        guard case .only(let langs) = self else { return nil }
        let marks = langs.map { _ in "?" }.joined(separator: ", ")
        return ("\(column) IN (\(marks))", langs.map { $0.rawValue as any DatabaseValueConvertible })
    }
}

extension Store {
    /// The checklist for `bar`: every guideline whose bars include it (and its behaviors when
    /// `includeBehavior`), in the chosen languages, grouped Don't, Avoid, Do, Consider (Verify).
    public func checklist(for bar: Bar, langs: LangFilter = .any, includeBehavior: Bool = false) throws(StoreError) -> Checklist {
        var kinds = ["'guideline'"]
        if includeBehavior { kinds.append("'behavior'") }
        var conditions = [
            "r.kind IN (\(kinds.joined(separator: ", ")))",
            "EXISTS (SELECT 1 FROM rule_bars b WHERE b.rule = r.rowid AND b.bar = ?)",
        ]
        var args: [any DatabaseValueConvertible] = [bar.rawValue]
        if let lang = langs.condition() {
            conditions.append(lang.sql)
            args += lang.args
        }
        let rules = try self.rules(where: conditions.joined(separator: " AND "), args)
        var byGroup: [ChecklistGroupKind: [Rule]] = [:]
        for rule in rules {
            if let group = ChecklistGroupKind.of(rule) { byGroup[group, default: []].append(rule) }
        }
        let groups = ChecklistGroupKind.allCases.compactMap { kind in
            byGroup[kind].map { ChecklistGroup(kind: kind, rules: $0) }
        }
        return Checklist(bar: bar, langs: langs, groups: groups)
    }
}
