// The ingest step that links rules into guideline groups (migration 007). The rules' summaries
// (`GroupInput`: no text, the evidence computed on the parsing threads) are collected as the
// rules are written (`GroupCollector`); in the ingest tail `GuidelineAligner` links them and the
// groups are written. Only the rules an alignment scores have their text read back (for their
// glossary concepts).
import SQLiteKit

/// The rules written so far, as grouping needs them, in rowid order: a compact summary per rule
/// (its text is not kept), and the document each came from.
struct GroupCollector {
    private(set) var rowids: [Int64] = []
    /// `document` is an index into `documentNames`.
    private(set) var inputs: [GroupInput] = []
    private(set) var documentNames: [String] = []

    mutating func beginDocument(_ name: String) { documentNames.append(name) }

    /// Rule `rule` of the current document, written with `id` at `rowid`.
    mutating func add(_ rule: Rule, id: String, rowid: Int64, facts: GroupFacts) {
        rowids.append(rowid)
        inputs.append(GroupInput(id: id, document: max(0, documentNames.count - 1), lang: rule.lang,
                                 primaryBar: rule.primaryBar, kind: rule.kind, modality: rule.modality,
                                 items: rule.items, symbols: rule.symbols, facts: facts))
    }
}

/// The same-language copies of the collected rules (`GuidelineAligner.copyLinks`), found on a
/// thread of their own while the ingest commits and aligns documents: they depend on the rules'
/// summaries alone.
final class PendingCopies: @unchecked Sendable {
    let rules: GroupCollector
    /// Written by the thread, read after `join` (or computed on the caller's thread).
    private var links: [GroupLink]? = nil
    private var thread: WorkerThread? = nil

    init(_ rules: GroupCollector) {
        self.rules = rules
        let inputs = rules.inputs
        // Weak: when the ingest fails before `result`, the owner's release joins the thread.
        thread = WorkerThread.start { [weak self] in
            let links = GuidelineAligner.copyLinks(inputs)
            self?.links = links
        }
    }

    /// The copy links (waits for the thread).
    func result() -> [GroupLink] {
        thread?.join()
        if let links { return links }
        let computed = GuidelineAligner.copyLinks(rules.inputs)
        links = computed
        return computed
    }
}

enum GroupsBuilder {
    /// Groups the rules of the database being built at `path` (its write connection `db`, with
    /// no transaction open), collected as they were written (their copies being found in
    /// `pending`), and records each document's edition and year from `manifest`.
    static func build(_ db: Database, path: String, manifest: Manifest, pending: PendingCopies) throws(StoreError) {
        let collected = pending.rules
        // The concept detector reads the glossary through a Store of its own (read-only).
        let detector = try ConceptDetector(store: try Store.open(path))
        do {
            try db.execute("BEGIN")
            let updateDocument = try db.prepare("UPDATE documents SET edition = ?, year = ? WHERE name = ?")
            for d in manifest.documents { try updateDocument.run([d.edition, d.year, d.file]) }
            var documents: [GroupDocumentInput] = []
            var documentIndex: [String: Int] = [:]
            for row in try db.rows("SELECT name, lang, source, year FROM documents ORDER BY ordinal") {
                let name = row.string(0) ?? ""
                documentIndex[name] = documents.count
                documents.append(GroupDocumentInput(name: name, lang: Lang(rawValue: row.string(1) ?? "") ?? .en,
                                                    source: row.string(2), year: row.int(3)))
            }
            let rowids = collected.rowids
            var inputs = collected.inputs
            // Documents are written in ordinal order, so the collector's numbering is the table's
            // (remapped, at the cost of a copy, only if it were not).
            let place = collected.documentNames.map { documentIndex[$0] ?? 0 }
            if place != Array(place.indices) {
                for k in inputs.indices { inputs[k].document = place[inputs[k].document] }
            }
            // A rule's text is read back only when an alignment needs its concepts (once per rule).
            let selectText = try db.prepare("SELECT text FROM rules WHERE rowid = ?")
            let groups = GroupAssignment.make(inputs, documents: documents, copies: pending.result) { i in
                selectText.reset()
                guard (try? selectText.bind(rowids[i], at: 1)) != nil,
                      let row = try? selectText.step(), let text = row.string(0) else { return [] }
                selectText.reset()
                return detector.concepts(in: text)
            }
            // The index by group is made once, after the rows (sorting once is cheaper than
            // inserting 131,000 keys at random places), with the migration's own statement.
            let indexSQL = try db.rows("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'rule_groups_by_group'")
                .first?.string(0)
            if indexSQL != nil { try db.execute("DROP INDEX rule_groups_by_group") }
            let insertMember = try db.prepare("INSERT INTO rule_groups(rule, group_id, link, score) VALUES (?, ?, ?, ?)")
            let ids = groups.groups.map(\.id)
            for (i, member) in groups.members.enumerated() {
                guard member.score == nil else {
                    try insertMember.run([rowids[i], ids[member.group], member.link, member.score])
                    continue
                }
                // Most rules (a group of one's): bound directly, without an argument array.
                insertMember.reset()
                try insertMember.bind(rowids[i], at: 1)
                try insertMember.bind(ids[member.group], at: 2)
                try insertMember.bind(member.link, at: 3)
                try insertMember.bind(nil as String?, at: 4)
                try insertMember.run()
            }
            if let indexSQL { try db.execute(indexSQL) }
            // The group numbers by rowid (group_stats), for counting a search's groups.
            var numbers = [UInt8](repeating: 0, count: 4 * (Int(rowids.max() ?? 0) + 1))
            for (i, member) in groups.members.enumerated() where rowids[i] >= 0 {
                let n = UInt32(member.group + 1), at = 4 * Int(rowids[i])
                for k in 0..<4 { numbers[at + k] = UInt8(truncatingIfNeeded: n >> (8 * UInt32(k))) }
            }
            try db.execute("INSERT INTO group_stats(id, numbers) VALUES (1, ?)", [DatabaseValue.blob(numbers)])
            let insertGroup = try db.prepare("INSERT INTO guideline_groups(id, bar, size, langs, conflict) VALUES (?, ?, ?, ?, ?)")
            // In the order of the table's key (appended, not inserted at random places).
            for g in groups.groups.sorted(by: { $0.id < $1.id }) {
                insertGroup.reset()
                try insertGroup.bind(g.id, at: 1)
                try insertGroup.bind(g.bar.rawValue, at: 2)
                try insertGroup.bind(g.size, at: 3)
                try insertGroup.bind(g.langs.count == 1 ? g.langs[0].rawValue : Store.join(g.langs.map(\.rawValue)), at: 4)
                try insertGroup.bind(g.conflict ? 1 : 0, at: 5)   // as a Bool argument binds
                try insertGroup.run()
            }
            try db.execute("COMMIT")
        } catch {
            try? db.execute("ROLLBACK")
            throw .database(path: path, error)
        }
    }
}

/// The groups of a corpus: each rule's group and how it joined, and each group's summary.
struct GroupAssignment {
    struct Member { var group: Int; var link: String; var score: Double? }
    struct Group { var id: String; var bar: Bar; var size: Int; var langs: [Lang]; var conflict: Bool }
    var members: [Member]
    var groups: [Group]

    /// Groups `rules` (in corpus order) and names each group after its canonical rule (the
    /// member with the smallest id): a group keeps its id when unrelated texts are added.
    /// `copies` gives `GuidelineAligner.copyLinks(rules)` when it is computed elsewhere.
    static func make(_ rules: [GroupInput], documents: [GroupDocumentInput], copies: (() -> [GroupLink])? = nil,
                     concepts: @escaping (Int) -> [String]) -> GroupAssignment {
        var aligner = GuidelineAligner(rules: rules, documents: documents, concepts: concepts)
        let (roots, linkScores) = aligner.groupsWithScores(copies: copies)
        let ids = rules.map { $0.id }
        // Each root's canonical rule (the smallest id) and size, in one pass.
        var canonical = [Int](repeating: -1, count: rules.count)
        var size = [Int](repeating: 0, count: rules.count)
        for (i, r) in roots.enumerated() {
            size[r] += 1
            if canonical[r] < 0 || ids[i] < ids[canonical[r]] { canonical[r] = i }
        }
        // Groups in the order of their canonical rule's id.
        let rootsInOrder = rules.indices.filter { canonical[$0] >= 0 }.sorted { ids[canonical[$0]] < ids[canonical[$1]] }
        var taken = Set<String>()
        taken.reserveCapacity(rootsInOrder.count)
        var groupOfRoot = [Int](repeating: -1, count: rules.count)
        // Each root's languages and guideline modalities, as bits (in `allCases` order).
        var langs = [UInt8](repeating: 0, count: rules.count)
        var modalities = [UInt8](repeating: 0, count: rules.count)
        for (i, r) in roots.enumerated() {
            langs[r] |= Self.bit(rules[i].lang)
            if rules[i].kind == .guideline, let m = rules[i].modality { modalities[r] |= Self.bit(m) }
        }
        var groups: [Group] = []
        groups.reserveCapacity(rootsInOrder.count)
        for root in rootsInOrder {
            let c = canonical[root]
            groupOfRoot[root] = groups.count
            groups.append(Group(id: uniqueGroupID(rules[c], taken: &taken), bar: rules[c].primaryBar, size: size[root],
                                langs: Lang.preferenceOrder.filter { langs[root] & Self.bit($0) != 0 },
                                conflict: GuidelineGroup.isConflict(modalities[root].nonzeroBitCount)))
        }
        var members: [Member] = []
        members.reserveCapacity(rules.count)
        for (i, r) in roots.enumerated() {
            let isCanonical = canonical[r] == i
            let link = isCanonical ? "self" : (linkScores[i].map { $0 >= GroupScoring.copyScore ? "copy" : "aligned" } ?? "aligned")
            let score = isCanonical ? nil : linkScores[i].map { (($0 >= GroupScoring.copyScore ? $0 - GroupScoring.copyScore : $0) * 100).rounded() / 100 }
            members.append(Member(group: groupOfRoot[r], link: link, score: score))
        }
        return GroupAssignment(members: members, groups: groups)
    }

    /// A case's bit in a UInt8 set (Lang and Modality have at most 8 cases).
    static func bit<T: CaseIterable & Equatable>(_ value: T) -> UInt8 {
        let index = T.allCases.firstIndex(of: value).map { T.allCases.distance(from: T.allCases.startIndex, to: $0) } ?? 7
        return UInt8(1) << UInt8(min(7, index))
    }

    /// "g-status-bar-f0423d": the canonical rule's bar and the first 6 characters of its
    /// hash; more of the hash (then a counter) when another group already has that id.
    static func uniqueGroupID(_ rule: GroupInput, taken: inout Set<String>) -> String {
        let hash = rule.id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? rule.id
        let base = "g-\(rule.primaryBar.rawValue)-"
        var candidate = base + String(hash.prefix(6))
        if taken.contains(candidate) { candidate = base + hash }
        var n = 2
        let stem = candidate
        while taken.contains(candidate) { candidate = stem + "-\(n)"; n += 1 }
        taken.insert(candidate)
        return candidate
    }
}

extension Lang {
    /// The order in which a group's variants are preferred when none is asked for.
    public static let preferenceOrder: [Lang] = [.ru, .zhHans, .zhHant, .en]
}
