// Reading guideline groups back: a rule's translations and editions, which variant to show,
// and what the members of a conflicting group say, newest edition first.
import SQLiteKit

/// A document as the rule commands name it: its title and edition instead of the file name.
public struct DocumentEdition: Sendable, Equatable {
    public var name: String
    public var title: String
    /// "iOS 8"; nil when unknown.
    public var edition: String?
    public var year: Int?

    /// "Панели (HIG iOS 8, глава «Bars») · iOS 8", or the title alone.
    public var label: String {
        guard let edition, !edition.isEmpty else { return title }
        return title + " · " + edition + (year.map { " (\($0))" } ?? "")
    }
}

/// A guideline group: the rules that state one guideline.
public struct GuidelineGroup: Sendable, Equatable {
    public var id: String
    public var bar: Bar
    /// Members in the order of `preferring` (see `Store.group(_:)`), all languages.
    public var members: [Rule]
    /// The members' languages, in the fixed order ru, zh-Hans, zh-Hant, en.
    public var langs: [Lang]
    /// Members that are guidelines disagree on the modality (a changed recommendation).
    public var conflict: Bool
}

/// Which edition says what, for a conflicting group: newest first (undated editions last).
public struct GroupStatement: Sendable, Equatable {
    public var rule: Rule
    public var document: DocumentEdition
    public var modality: Modality?
}

/// How to pick the variant of a group that is shown: `prefer` first, then the fixed order
/// ru, zh-Hans, zh-Hant, en; within a language the newest edition, then source order.
public struct VariantPreference: Sendable, Equatable {
    public var prefer: [Lang]

    public init(prefer: [Lang] = []) { self.prefer = prefer }

    public var order: [Lang] {
        var out = prefer
        for l in Lang.preferenceOrder where !out.contains(l) { out.append(l) }
        return out
    }

    /// The members sorted best first: by language in `order`, then the newest document, then
    /// as given. (Each member's keys are looked up once, not at every comparison.)
    public func sorted(_ rules: [Rule], documents: [String: DocumentEdition]) -> [Rule] {
        let order = self.order
        let keys = rules.enumerated().map { i, rule in
            (lang: order.firstIndex(of: rule.lang) ?? order.count, year: documents[rule.document]?.year ?? Int.min, offset: i)
        }
        return keys.sorted { x, y in
            if x.lang != y.lang { return x.lang < y.lang }
            if x.year != y.year { return x.year > y.year }
            return x.offset < y.offset
        }.map { rules[$0.offset] }
    }
}

extension Store {
    /// Every document's title, edition and year, by file name.
    public func documentEditions() throws(StoreError) -> [String: DocumentEdition] {
        let rows = try read { db throws(DatabaseError) in
            if try hasGroups(db) {
                return try db.rows("SELECT name, title, edition, year\(documentChecksumSelect) FROM documents")
            }
            return try db.rows("SELECT name, title, era, NULL FROM documents")
        }
        var out: [String: DocumentEdition] = [:]
        for row in rows {
            try checkDocument(row, after: 4)   // its checksum (migration 008, Store/Checksum.swift)
            let name = row.string(0) ?? ""
            out[name] = DocumentEdition(name: name, title: row.string(1) ?? name, edition: row.string(2), year: row.int(3))
        }
        return out
    }

    /// Whether the database has the groups of migration 007.
    func hasGroups(_ db: Database) throws(DatabaseError) -> Bool {
        // Known from the recorded migrations when the store was opened (Store.open).
        if db === self.db, let known = schemaHasGroups { return known }
        return try db.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'rule_groups'") == .integer(1)
    }

    /// The members of the given groups, in source order, by group id.
    public func members(ofGroups ids: [String]) throws(StoreError) -> [String: [Rule]] {
        let unique = Array(Set(ids)).sorted()
        guard !unique.isEmpty else { return [:] }
        var out: [String: [Rule]] = [:]
        // In chunks: SQLite limits the number of parameters.
        var start = 0
        while start < unique.count {
            let chunk = Array(unique[start..<min(unique.count, start + 500)])
            start += chunk.count
            let marks = chunk.map { _ in "?" }.joined(separator: ", ")
            let rules = try self.rules(
                where: "r.rowid IN (SELECT g.rule FROM rule_groups g WHERE g.group_id IN (\(marks)))",
                chunk.map { $0 as any DatabaseValueConvertible })
            for rule in rules { if let g = rule.group { out[g, default: []].append(rule) } }
        }
        return out
    }

    /// The group of `rule` (a group of one when the database has no groups).
    public func group(of rule: Rule, preference: VariantPreference = VariantPreference(),
                      documents: [String: DocumentEdition]? = nil) throws(StoreError) -> GuidelineGroup {
        let docs: [String: DocumentEdition]
        if let documents { docs = documents } else { docs = try documentEditions() }
        guard let id = rule.group else {
            return GuidelineGroup(id: "", bar: rule.primaryBar, members: [rule], langs: [rule.lang], conflict: false)
        }
        let members = preference.sorted(try members(ofGroups: [id])[id] ?? [rule], documents: docs)
        return Self.makeGroup(id: id, members: members)
    }

    static func makeGroup(id: String, members: [Rule]) -> GuidelineGroup {
        let langs = Lang.preferenceOrder.filter { l in members.contains { $0.lang == l } }
        let modalities = Set(members.compactMap { $0.kind == .guideline ? $0.modality : nil })
        let canonical = members.min { $0.id < $1.id }
        return GuidelineGroup(id: id, bar: canonical?.primaryBar ?? .general, members: members, langs: langs,
                              conflict: GuidelineGroup.isConflict(modalities.count))
    }
}

extension GuidelineGroup {
    /// A group conflicts when its guidelines have more than one modality (a changed recommendation).
    static func isConflict(_ distinctModalities: Int) -> Bool { distinctModalities > 1 }

    /// What each member says, newest edition first (undated editions last, then by language
    /// order): for the conflict note of a group whose members disagree.
    public func statements(documents: [String: DocumentEdition]) -> [GroupStatement] {
        members.enumerated().map { (offset: $0.offset, s: GroupStatement(
            rule: $0.element,
            document: documents[$0.element.document] ?? DocumentEdition(name: $0.element.document, title: $0.element.document),
            modality: $0.element.modality)) }
            .sorted { x, y in
                let yx = x.s.document.year ?? Int.min, yy = y.s.document.year ?? Int.min
                return yx != yy ? yx > yy : x.offset < y.offset
            }
            .map(\.s)
    }
}

/// The language options of the rule commands, one meaning everywhere:
/// `--lang ru|zh|zh-Hant|zh-Hans|en|all` filters (`zh`, `zh-Hant` and `zh-Hans` all keep every
/// Chinese rule; the last two also prefer that script's variant and show the text in that
/// script, `LangFilter.displayScript`), and `--prefer-lang L` only
/// picks which variant of a group is shown (L first, then ru, zh-Hans, zh-Hant, en).
/// Nothing is read from the environment (`LANG`): output stays deterministic.
public struct LanguageSelection: Sendable, Equatable {
    public var filter: LangFilter
    public var preference: VariantPreference

    public static let choices = ["all", "ru", "zh", "zh-Hant", "zh-Hans", "en"]

    /// Every language, each group shown in the fixed order (ru, zh-Hans, zh-Hant, en).
    public static let all = LanguageSelection(filter: .any, preference: VariantPreference(prefer: []))

    /// nil when a name is not a language.
    public static func resolve(lang: String?, prefer: String?) -> LanguageSelection? {
        guard var order = preferred(prefer) else { return nil }
        guard let filter = LangFilter.resolve(lang ?? "all") else { return nil }
        // zh-Hant / zh-Hans: every Chinese rule, that script's variant of a group first
        if prefer == nil, let script = LangFilter.displayScript(lang) {
            order = script == .zhHant ? [.zhHant, .zhHans] : [.zhHans, .zhHant]
        }
        return LanguageSelection(filter: filter, preference: VariantPreference(prefer: order))
    }

    /// The languages `--prefer-lang` names, in order ([] for none); nil for an unknown name.
    static func preferred(_ name: String?) -> [Lang]? {
        guard let name else { return [] }
        switch name.lowercased() {
        case "ru": return [.ru]
        case "en": return [.en]
        case "zh", "zh-hans": return [.zhHans, .zhHant]
        case "zh-hant": return [.zhHant, .zhHans]
        default: return nil
        }
    }
}
