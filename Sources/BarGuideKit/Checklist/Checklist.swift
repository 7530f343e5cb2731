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

/// One line of a checklist: the variant shown of a guideline group, the group's other
/// variants ("also"), and, when its members disagree, what each edition says.
public struct ChecklistEntry: Sendable, Equatable {
    public var rule: Rule
    /// The other members of the rule's group that pass the language filter, best first.
    public var also: [Rule]
    /// Set when the group's members disagree (modality, a changed recommendation): what each
    /// edition says, newest first.
    public var conflict: [GroupStatement]?
}

public struct ChecklistGroup: Sendable, Equatable {
    public var kind: ChecklistGroupKind
    /// In source order: (document, ordinal) of the shown rule.
    public var entries: [ChecklistEntry]
    /// The shown rules, in source order.
    public var rules: [Rule] { entries.map(\.rule) }
    public var title: String { kind.title }
}

/// How a checklist treats the variants of one guideline.
public struct ChecklistOptions: Sendable, Equatable {
    public var langs: LangFilter = .any
    public var includeBehavior = false
    /// Which variant of a group is shown.
    public var preference = VariantPreference()
    /// One line per rule instead of one per guideline group.
    public var allVariants = false
    /// zh-Hans or zh-Hant: Chinese rules shown in that script (`Checklist.displayed(in:)`).
    public var display: Lang? = nil

    public init(langs: LangFilter = .any, includeBehavior: Bool = false, preference: VariantPreference = VariantPreference(),
                allVariants: Bool = false) {
        self.langs = langs; self.includeBehavior = includeBehavior; self.preference = preference; self.allVariants = allVariants
    }
}

public struct Checklist: Sendable, Equatable {
    public var bar: Bar
    public var langs: LangFilter
    /// Only the groups that have rules, in `ChecklistGroupKind` order.
    public var groups: [ChecklistGroup]
    /// Guidelines (lines) listed.
    public var total: Int { groups.reduce(0) { $0 + $1.entries.count } }
    /// Rules covered, the "also" variants included.
    public var ruleCount: Int { groups.reduce(0) { $0 + $1.entries.reduce(0) { $0 + 1 + $1.also.count } } }
    public var isEmpty: Bool { groups.isEmpty }
    /// Document titles and editions of the rules listed, by file name.
    public var documents: [String: DocumentEdition] = [:]
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
        try checklist(for: bar, ChecklistOptions(langs: langs, includeBehavior: includeBehavior))
    }

    /// The checklist for `bar`, each guideline group once (unless `allVariants`): the variant
    /// `preference` picks is shown, under the section of its own modality, at its place in
    /// source order; the group's other variants in the chosen languages follow it as "also".
    public func checklist(for bar: Bar, _ options: ChecklistOptions) throws(StoreError) -> Checklist {
        var kinds = ["'guideline'"]
        if options.includeBehavior { kinds.append("'behavior'") }
        var conditions = [
            "r.kind IN (\(kinds.joined(separator: ", ")))",
            "EXISTS (SELECT 1 FROM rule_bars b WHERE b.rule = r.rowid AND b.bar = ?)",
        ]
        var args: [any DatabaseValueConvertible] = [bar.rawValue]
        if let lang = options.langs.condition() {
            conditions.append(lang.sql)
            args += lang.args
        }
        let rules = try self.rules(where: conditions.joined(separator: " AND "), args)
        let documents = try documentEditions()
        var entries: [ChecklistEntry] = []
        if options.allVariants {
            entries = rules.map { ChecklistEntry(rule: $0, also: [], conflict: nil) }
        } else {
            // Every member of the groups listed, for the conflict notes (all languages).
            let members = try self.members(ofGroups: rules.compactMap(\.group))
            var byGroup: [String: [Rule]] = [:]
            for rule in rules { if let g = rule.group { byGroup[g, default: []].append(rule) } }
            var done = Set<String>()
            var shown: [(entry: ChecklistEntry, position: Int)] = []
            for (position, rule) in rules.enumerated() {
                guard let g = rule.group else {
                    shown.append((ChecklistEntry(rule: rule, also: [], conflict: nil), position))
                    continue
                }
                guard !done.contains(g) else { continue }
                done.insert(g)
                let variants = options.preference.sorted(byGroup[g] ?? [rule], documents: documents)
                let group = Store.makeGroup(id: g, members: members[g] ?? variants)
                let conflict = group.conflict ? group.statements(documents: documents) : nil
                let first = variants[0]
                shown.append((ChecklistEntry(rule: first, also: Array(variants.dropFirst()), conflict: conflict),
                              rules.firstIndex(of: first) ?? position))
            }
            entries = shown.sorted { $0.position < $1.position }.map(\.entry)
        }
        var bySection: [ChecklistGroupKind: [ChecklistEntry]] = [:]
        for entry in entries {
            if let section = ChecklistGroupKind.of(entry.rule) { bySection[section, default: []].append(entry) }
        }
        let groups = ChecklistGroupKind.allCases.compactMap { kind in
            bySection[kind].map { ChecklistGroup(kind: kind, entries: $0) }
        }
        var used: [String: DocumentEdition] = [:]
        for e in entries {
            for r in [e.rule] + e.also + (e.conflict ?? []).map(\.rule) { used[r.document] = documents[r.document] }
        }
        return Checklist(bar: bar, langs: options.langs, groups: groups, documents: used).displayed(in: options.display)
    }
}
