// The ingest step that links rules into guideline groups (migration 007). The rules' summaries
// (`GroupInput`: no text, the evidence computed on the parsing threads) are collected as the
// rules are written (`GroupCollector`); from the end of the document loop `GuidelineAligner`
// links them on threads of their own (`PendingCopies`, `PendingGroups`) while the ingest
// commits, and the groups are written. Only the rules an alignment scores have their text read
// back (for their glossary concepts).
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
                                 primaryBar: rule.primaryBar, otherBars: GroupInput.otherBars(rule.bars), kind: rule.kind, modality: rule.modality,
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

    /// Takes the rules out of `collector` (left empty), so that this holds the only reference
    /// and frees them where it is freed.
    convenience init(taking collector: inout GroupCollector) {
        var rules = GroupCollector()
        swap(&rules, &collector)
        self.init(rules)
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

/// The groups of the rules written, worked out from the end of the document loop. The writing
/// thread first reads, in the ingest's transaction, what the work needs of the database: the
/// documents (with their edition and year), the glossary, and the texts of the rules the
/// alignments score (for their concepts; most rules of a large corpus are never scored). The
/// concepts, the alignments, the union, the groups' ids and their rows (`GroupRows`) then run on
/// a thread of their own while the writing thread commits and optimizes the index (the union and
/// the ids take time and memory that grow with the corpus; this way their time overlaps the
/// commit's); the writing thread writes the rows (`GroupsBuilder.build`) and hands them, with
/// the rules' summaries, to a thread that frees them (`dispose`) while it finishes the database.
/// The groups are those of `GroupAssignment.make` on the same rules (the sequential path, which
/// reads the texts as it needs them).
final class PendingGroups: @unchecked Sendable {
    /// What the thread needs; nil once it ran.
    private var plan: Plan?
    /// Written by the thread, read after `join` (or computed on the caller's thread).
    private var rows: GroupRows? = nil
    /// The rules' summaries, kept to be freed by `dispose`.
    private var copies: PendingCopies?
    private var thread: WorkerThread? = nil
    private var disposal: WorkerThread? = nil

    private struct Plan {
        var aligner: GuidelineAligner
        var pairs: [(Int, Int)]
        /// `texts[k]` is the text of rule `needed[k]`.
        var needed: [Int]
        var texts: [String]
        var glossary: [RowValues]
        var copies: PendingCopies
        var rowids: [Int64]
    }

    /// On the writing thread, in the open transaction, once every document is written; records
    /// each document's edition and year from `manifest`.
    init(_ db: Database, copies: PendingCopies, manifest: Manifest) throws(DatabaseError) {
        self.copies = copies
        let collected = copies.rules
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
        var inputs = collected.inputs
        // Documents are written in ordinal order, so the collector's numbering is the table's
        // (remapped, at the cost of a copy, only if it were not).
        let place = collected.documentNames.map { documentIndex[$0] ?? 0 }
        if place != Array(place.indices) {
            for k in inputs.indices { inputs[k].document = place[inputs[k].document] }
        }
        // The concepts are set by the thread, from the texts read here.
        let aligner = GuidelineAligner(rules: inputs, documents: documents) { _ in [] }
        let pairs = aligner.alignedPairs()
        let needed = aligner.conceptRules(pairs)
        let selectText = try db.prepare("SELECT text FROM rules WHERE rowid = ?")
        var texts: [String] = []
        texts.reserveCapacity(needed.count)
        for i in needed {
            selectText.reset()
            try selectText.bind(collected.rowids[i], at: 1)
            texts.append(try selectText.step()?.string(0) ?? "")
        }
        selectText.reset()
        plan = Plan(aligner: aligner, pairs: pairs, needed: needed, texts: texts,
                    glossary: try ConceptDetector.glossaryTerms(db), copies: copies, rowids: collected.rowids)
        // Weak: when the ingest fails before `result`, the owner's release joins the thread.
        thread = WorkerThread.start { [weak self] in self?.run() }
    }

    /// The groups' rows (waits for the thread).
    func result() -> GroupRows {
        thread?.join()
        if rows == nil { run() }
        return rows ?? GroupRows(GroupAssignment(members: [], groups: []), rowids: [])
    }

    /// Hands the rows and the rules' summaries (one of each per rule: freeing them takes time
    /// that grows with the corpus) to a thread of their own that frees them; call once the
    /// caller holds none of them (`finish` waits for it).
    func dispose() {
        thread?.join()
        // The box holds the only references, and the thread empties it: whichever thread
        // releases the box last, the structures are freed there.
        let garbage = Garbage(rows: rows, copies: copies)
        rows = nil
        copies = nil
        disposal = WorkerThread.start { garbage.empty() }
        if disposal == nil { garbage.empty() }
    }

    /// Waits for `dispose`'s thread.
    func finish() { disposal?.join() }

    private final class Garbage: @unchecked Sendable {
        private var rows: GroupRows?
        private var copies: PendingCopies?
        init(rows: GroupRows?, copies: PendingCopies?) { self.rows = rows; self.copies = copies }
        func empty() { rows = nil; copies = nil }
    }

    /// The concepts of the rules read ahead, every alignment, then the union, the ids and the rows.
    private func run() {
        guard var plan else { return }
        self.plan = nil
        let detector = ConceptDetector(glossaryTerms: plan.glossary)
        var found = [[String]](repeating: [], count: plan.aligner.rules.count)
        for (k, i) in plan.needed.enumerated() { found[i] = detector.concepts(in: plan.texts[k]) }
        plan.texts = []
        plan.aligner.concepts = { found[$0] }
        let links = plan.aligner.alignmentLinks(plan.pairs)
        let assignment = GroupAssignment.make(plan.aligner, copies: plan.copies.result, aligned: links)
        rows = GroupRows(assignment, rowids: plan.rowids)
    }
}

/// The rows of `rule_groups`, `group_stats` and `guideline_groups`, in the order they are
/// inserted, made ready for binding (built on the grouping thread: the writer only binds).
struct GroupRows: Sendable {
    /// Member i is the rule at `rowids[i]`.
    let rowids: [Int64]
    let members: [GroupAssignment.Member]
    let groups: [GroupAssignment.Group]
    /// The groups' ids as UTF-8, one after another: group g's bytes are
    /// `idBytes[idStart[g]..<idStart[g + 1]]`.
    let idBytes: [UInt8]
    let idStart: [Int]
    /// The groups in the order of their ids (the key of `guideline_groups`).
    let order: [Int]
    /// Each group's languages, as stored.
    let langs: [String]
    /// `group_stats.numbers`: each rowid's group number (from 1) as 4 little-endian bytes.
    let numbers: [UInt8]

    init(_ assignment: GroupAssignment, rowids: [Int64]) {
        self.rowids = rowids
        members = assignment.members
        groups = assignment.groups
        var bytes: [UInt8] = [], start = [0]
        start.reserveCapacity(groups.count + 1)
        for g in groups {
            bytes.append(contentsOf: g.id.utf8)
            start.append(bytes.count)
        }
        idBytes = bytes
        idStart = start
        let groups = self.groups
        order = groups.indices.sorted { groups[$0].id < groups[$1].id }
        langs = groups.map { $0.langs.count == 1 ? $0.langs[0].rawValue : Store.join($0.langs.map(\.rawValue)) }
        var numbers = [UInt8](repeating: 0, count: 4 * (Int(rowids.max() ?? 0) + 1))
        for (i, member) in members.enumerated() where rowids[i] >= 0 {
            let n = UInt32(member.group + 1), at = 4 * Int(rowids[i])
            for k in 0..<4 { numbers[at + k] = UInt8(truncatingIfNeeded: n >> (8 * UInt32(k))) }
        }
        self.numbers = numbers
    }
}

enum GroupsBuilder {
    /// Writes the groups of the database being built at `path` (its write connection `db`, with
    /// no transaction open), worked out by `pending`, then hands them to `pending.dispose`.
    static func build(_ db: Database, path: String, pending: PendingGroups) throws(StoreError) {
        do { try write(db, pending.result()) } catch {
            try? db.execute("ROLLBACK")
            throw .database(path: path, error)
        }
        pending.dispose()
    }

    private static func write(_ db: Database, _ rows: GroupRows) throws(DatabaseError) {
        try db.execute("BEGIN")
        // The index by group is made once, after the rows (sorting once is cheaper than
        // inserting 131,000 keys at random places), with the migration's own statement.
        let indexSQL = try db.rows("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'rule_groups_by_group'")
            .first?.string(0)
        if indexSQL != nil { try db.execute("DROP INDEX rule_groups_by_group") }
        try rows.idBytes.withUnsafeBufferPointer { ids throws(DatabaseError) in
            let base = ids.baseAddress ?? UnsafePointer(bitPattern: 1)!
            // Bound directly, without argument arrays; the ids without copies (they stay put
            // until each row is stepped).
            let insertMember = try db.prepare("INSERT INTO rule_groups(rule, group_id, link, score) VALUES (?, ?, ?, ?)")
            for (i, member) in rows.members.enumerated() {
                let g = member.group, from = rows.idStart[g]
                insertMember.reset()
                try insertMember.bind(rows.rowids[i], at: 1)
                try insertMember.bind(noCopy: base + from, count: rows.idStart[g + 1] - from, at: 2)
                try insertMember.bind(member.link, at: 3)
                if let score = member.score { try insertMember.bind(score, at: 4) } else { try insertMember.bind(nil as String?, at: 4) }
                try insertMember.run()
            }
            if let indexSQL { try db.execute(indexSQL) }
            // The group numbers by rowid (group_stats), for counting a search's groups.
            try db.execute("INSERT INTO group_stats(id, numbers) VALUES (1, ?)", [DatabaseValue.blob(rows.numbers)])
            let insertGroup = try db.prepare("INSERT INTO guideline_groups(id, bar, size, langs, conflict) VALUES (?, ?, ?, ?, ?)")
            // In the order of the table's key (appended, not inserted at random places).
            for g in rows.order {
                let group = rows.groups[g], from = rows.idStart[g]
                insertGroup.reset()
                try insertGroup.bind(noCopy: base + from, count: rows.idStart[g + 1] - from, at: 1)
                try insertGroup.bind(group.bar.rawValue, at: 2)
                try insertGroup.bind(group.size, at: 3)
                try insertGroup.bind(rows.langs[g], at: 4)
                try insertGroup.bind(group.conflict ? 1 : 0, at: 5)   // as a Bool argument binds
                try insertGroup.run()
            }
        }
        try db.execute("COMMIT")
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
        make(GuidelineAligner(rules: rules, documents: documents, concepts: concepts), copies: copies)
    }

    /// The groups `aligner` finds; `aligned` gives its alignment links when it found them already.
    static func make(_ aligner: GuidelineAligner, copies: (() -> [GroupLink])? = nil,
                     aligned: [GroupLink]? = nil) -> GroupAssignment {
        var aligner = aligner
        let rules = aligner.rules
        let (roots, linkScores) = aligner.groupsWithScores(copies: copies, aligned: aligned)
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
        // What follows the id's first dot. Split as bytes: an id is ASCII ("tab-bar.7c0b40e1d2a3"),
        // and splitting its characters walks them one grapheme at a time.
        let hash = rule.id.utf8.split(separator: UInt8(ascii: "."), maxSplits: 1).last.map { String(Substring($0)) } ?? rule.id
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
