// Linking the rules that state one guideline: same-language copies by text similarity, and
// translations and editions by aligning two documents section by section (one section per
// bar, in order) with cross-language evidence. Precision first: a wrong merge hides a
// guideline, a missed one only repeats it.

/// One rule as grouping sees it: a compact summary, without its text (the evidence taken from
/// the text is computed where the text is, on the parsing threads during ingest).
struct GroupInput: Sendable {
    var id: String
    /// Index into the documents array.
    var document: Int
    var lang: Lang
    var primaryBar: Bar
    /// The other bars the rule names, one bit per `Bar.allCases` index (`Self.otherBars`).
    var otherBars: UInt8
    var kind: RuleKind
    var modality: Modality?
    var items: [String]
    var symbols: [String]
    /// What the text says that grouping compares (numbers, sketch, length), and whether it is a
    /// property list.
    var facts: GroupFacts

    init(id: String, document: Int, lang: Lang, primaryBar: Bar, otherBars: UInt8 = 0, kind: RuleKind,
         modality: Modality?, items: [String], symbols: [String], facts: GroupFacts) {
        self.id = id; self.document = document; self.lang = lang; self.primaryBar = primaryBar
        self.otherBars = otherBars; self.kind = kind; self.modality = modality; self.items = items; self.symbols = symbols; self.facts = facts
    }

    /// From a rule's fields and its text.
    init(id: String, document: Int, lang: Lang, bars: [Bar], kind: RuleKind, modality: Modality? = nil,
         text: String, items: [String], symbols: [String]) {
        self.init(id: id, document: document, lang: lang, primaryBar: bars.first ?? .general,
                  otherBars: Self.otherBars(bars), kind: kind, modality: modality, items: items, symbols: symbols,
                  facts: GroupFacts(text: text))
    }

    /// The bars after the first (the primary one), `general` left out, as a bit set.
    static func otherBars(_ bars: [Bar]) -> UInt8 {
        var mask: UInt8 = 0
        for bar in bars.dropFirst() where bar != .general {
            if let k = Bar.allCases.firstIndex(of: bar) { mask |= 1 << UInt8(k) }
        }
        return mask
    }

    var isPropertyList: Bool { facts.isPropertyList }
}

/// What grouping takes from a rule's text: its evidence and whether it is a property list. A pure
/// function of the text, computed once per rule (on the parsing threads during ingest).
struct GroupFacts: Sendable {
    var evidence: GroupEvidence
    /// A property list: a lead ending in a colon, then at least two items, one per line. A
    /// translation may write the list as prose, in one rule or split into several (each
    /// rendering an item or two): a list and a rule that is not one are compared at a cost
    /// (`GroupScoring.listAndProse`), and at most one of the split rules joins the list.
    var isPropertyList: Bool

    init(text: String) {
        evidence = GroupEvidence(text: text)
        isPropertyList = Self.isPropertyList(text)
    }

    static func isPropertyList(_ text: String) -> Bool {
        // Bytes, not Characters: this runs on every rule of the ingest (in place: a native
        // string's UTF-8 is contiguous).
        var text = text
        return text.withUTF8 { isPropertyList(bytes: $0) }
    }

    static func isPropertyList(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // memchr: this scans every rule's text on the parsing threads, and memchr compares many
        // bytes at a time where a Collection search steps through them one by one.
        guard let base = bytes.baseAddress, let found = memchr(base, 0x0A, bytes.count) else { return false }
        let lead = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
        guard lead > 0 else { return false }
        // ":" or the full-width "：" (EF BC 9A).
        guard base[lead - 1] == 0x3A || (lead >= 3 && base[lead - 3] == 0xEF && base[lead - 2] == 0xBC && base[lead - 1] == 0x9A)
        else { return false }
        return memchr(base + lead + 1, 0x0A, bytes.count - lead - 1) != nil
    }
}

/// One document as grouping sees it (from the manifest).
struct GroupDocumentInput: Sendable {
    var name: String
    var lang: Lang
    /// The document family ("hig-bars"); nil when unknown.
    var source: String?
    var year: Int?
}

/// A link found between two rules, with how sure it is.
struct GroupLink: Sendable, Equatable {
    var a: Int
    var b: Int
    var score: Double
}

/// The weights and thresholds of the evidence score (see `GuidelineAligner.score`).
enum GroupScoring {
    static let sameKind = 1.0
    static let otherKind = -2.5
    /// Guideline, behavior, reference, tip, definition: classification differs across texts.
    static let otherProseKind = -0.5
    static let sameModality = 1.0
    /// Two modalities that differ (guidelines of opposite advice are only scored at all when
    /// their content agrees, `GuidelineAligner.contentAgrees`).
    static let otherModality = -1.0
    static let halfModality = -0.5
    static let sharedItem = 2.5
    static let unmatchedItems = -1.0
    static let sharedSymbol = 2.0
    static let conceptDice = 3.0
    /// Both texts mention glossary concepts, none in common.
    static let disjointConcepts = -1.0
    /// Both texts mention two glossary concepts or more and share under `disagreement` of them
    /// (Dice): a shared word such as "appearance" in two rules about different things is no
    /// agreement.
    static let conceptConflict = -2.5
    static let disagreement = 0.35
    /// One text mentions two glossary concepts or more, the other none.
    static let oneSidedConcepts = -1.0
    /// Concept Dice at or above which two guidelines of opposite advice agree on content (with
    /// one shared concept at least).
    static let agreement = 0.75
    /// Two guidelines share a concept that no other rule of either section mentions.
    static let rareSharedConcept = 1.5
    /// Both rules name another bar beside their section's (a nav-bar rule that points to the
    /// toolbar), the same one: bar names survive translation, and few rules of a section name one.
    static let sharedOtherBar = 1.5
    /// Both name other bars, none in common.
    static let disjointOtherBars = -1.0
    /// Two rules in different languages share untranslated Latin names (`GroupEvidence.names`):
    /// one that no other rule of either section uses, or two ("iPhone" and "iPad") that no other
    /// rule of one of the sections uses. A name several rules of both sections use ("Bookmarks"
    /// in a section about that button) says nothing about which of them is which.
    static let sharedNames = 1.5
    static let sharedNumber = 1.5
    static let disjointNumbers = -1.5
    /// Lengths that deviate from the documents' ratio by more than `lengthTolerance` (a factor
    /// of e^0.8, about 2.2). A flat cost: beyond it the lengths say the pair is no close
    /// rendering, not how far from one (an edition that rewrites a paragraph may make it several
    /// times longer, and a wrong pair is no likelier for being further off).
    static let lengthMismatch = -1.5
    static let lengthTolerance = 0.8
    /// A property list and a rule that is not one: the same guideline only when the rest of the
    /// evidence says so (a translation may write the list as prose).
    static let listAndProse = -1.5
    static let textSimilarity = 6.0
    /// Same-language pairs below this estimated bigram Jaccard get `otherWording`.
    static let unrelatedWording = 0.1
    static let otherWording = -4.0
    /// Same-language texts at or above this estimated bigram Jaccard share their wording.
    static let sameWording = 0.3
    static let sameRank = 1.5
    static let firstOfItsKind = 1.0
    /// Both are the only rule of their kind and modality in their sections (an anchor).
    static let onlyOfItsKind = 2.5
    static let positionGap = -3.0
    /// A pair is an anchor at or above this score.
    static let accept = 3.5
    /// Between anchors, pairs in order are linked at or above this score.
    static let fill = 1.0
    /// Same-language copies: estimated bigram Jaccard at or above this, and the same kind
    /// and modality.
    static let copySimilarity = 0.6
    /// Members of each group looked at when two groups would join (a bounded check).
    static let cohesionSample = 8
    /// Copies link before alignments.
    static let copyScore = 100.0
    /// Documents aligned with every other one up to this corpus size; beyond, each with at
    /// most `partnerLimit` partners (candidate pairs are bounded, never all pairs).
    static let allPairsLimit = 48
    static let partnerLimit = 2
    /// A bar section longer than this is cut to its first `sectionLimit` rules for alignment.
    static let sectionLimit = 160
    /// Rule pairs scored in alignments: this many, plus this many per rule (a fixed budget: the
    /// alignment work of a large corpus stays constant; every seed and dev pair fits many times).
    static let pairBudget = 150_000
    static let pairBudgetPerRule = 0
    /// Copy candidates compared per rule.
    static let copyCandidates = 6
}

/// Finds the links and groups rules. `concepts(i)` gives rule i's glossary concepts (not
/// bars), called at most once per rule and only for rules that meet a candidate.
struct GuidelineAligner {
    let rules: [GroupInput]
    let documents: [GroupDocumentInput]
    /// Set anew when the concepts are found elsewhere after the alignment was planned.
    var concepts: (Int) -> [String]
    private var conceptCache: [[Int]?]
    /// Concept names as small integers, for cheap intersections.
    private var conceptNumbers: [String: Int] = [:]
    /// Each document's rules, in order.
    private let rulesOf: [[Int]]
    /// Items and symbols of each rule as sorted numbers (cheap to intersect, nothing retained),
    /// made when the rule is first scored (most rules of a large corpus never are).
    private var itemSymbolNumbers: [(items: [Int32], symbols: [Int32])?]
    private var nameNumbers: [String: Int32] = [:]
    /// The score of every rule pair an alignment scored (bounded by `pairBudget`), by
    /// `pairKey`: a link that would put two rules with a poor score into one group is refused.
    private var pairScores: [UInt64: Double] = [:]
    /// Whether each rule is a property list (`GroupInput.isPropertyList`).
    private let propertyList: [Bool]

    init(rules: [GroupInput], documents: [GroupDocumentInput], concepts: @escaping (Int) -> [String]) {
        self.rules = rules
        self.documents = documents
        self.concepts = concepts
        conceptCache = Array(repeating: nil, count: rules.count)
        var rulesOf = [[Int]](repeating: [], count: documents.count)
        for (i, r) in rules.enumerated() where r.document < documents.count { rulesOf[r.document].append(i) }
        self.rulesOf = rulesOf
        propertyList = rules.map { $0.facts.isPropertyList }   // (a closure: a key path copies each input)
        itemSymbolNumbers = Array(repeating: nil, count: rules.count)
    }

    /// Rule i's items and symbols as sorted numbers (only equality matters: the numbering is
    /// the order in which names are first met).
    mutating func numbers(_ i: Int) -> (items: [Int32], symbols: [Int32]) {
        if let known = itemSymbolNumbers[i] { return known }
        func numbers(_ list: [String]) -> [Int32] {
            list.map { name in
                if let n = nameNumbers[name] { return n }
                let n = Int32(nameNumbers.count)
                nameNumbers[name] = n
                return n
            }.sorted()
        }
        let made = (items: numbers(rules[i].items), symbols: numbers(rules[i].symbols))
        itemSymbolNumbers[i] = made
        return made
    }

    /// How many elements two sorted arrays share.
    static func shared<T: Comparable>(_ a: [T], _ b: [T]) -> Int {
        var n = 0, x = 0, y = 0
        while x < a.count && y < b.count {
            if a[x] == b[y] { n += 1; x += 1; y += 1 } else if a[x] < b[y] { x += 1 } else { y += 1 }
        }
        return n
    }

    func evidence(_ i: Int) -> GroupEvidence { rules[i].facts.evidence }

    /// Rule i's concepts as sorted numbers.
    mutating func conceptSet(_ i: Int) -> [Int] {
        if let c = conceptCache[i] { return c }
        var out: [Int] = []
        for name in concepts(i) {
            if let n = conceptNumbers[name] { out.append(n) } else { out.append(conceptNumbers.count); conceptNumbers[name] = conceptNumbers.count }
        }
        let c = Array(Set(out)).sorted()
        conceptCache[i] = c
        return c
    }

    /// The groups: a root per rule (rules with the same root state the same guideline; a group
    /// holds at most one rule of each document), and for each rule the score of the link that
    /// joined it to its group (nil for a rule no link joined, such as each group's first member).
    /// `copies` gives `copyLinks(rules)` when it is computed elsewhere (on another thread,
    /// while the documents are aligned here).
    /// `aligned` gives `alignmentLinks(alignedPairs())` when they are found already (by this
    /// aligner: the union looks at the pair scores it recorded).
    mutating func groupsWithScores(copies: (() -> [GroupLink])? = nil,
                                   aligned: [GroupLink]? = nil) -> (roots: [Int], scores: [Double?]) {
        let aligned = aligned ?? alignmentLinks(alignedPairs())
        var links = copies?() ?? Self.copyLinks(rules)
        links += aligned
        links.sort { ($0.score, -$0.a, -$0.b) > ($1.score, -$1.a, -$1.b) }
        var union = ConstrainedUnion(documents: rules.map { $0.document })
        // Each root's members, filled only for groups of two or more (most rules stay alone).
        var members: [Int: [Int]] = [:]
        var scores = [Double?](repeating: nil, count: rules.count)
        for link in links {
            let ra = union.find(link.a), rb = union.find(link.b)
            guard ra != rb else { continue }
            // Copies are their own evidence; alignment links must agree with the group.
            if link.score < GroupScoring.copyScore, !cohesive(members[ra] ?? [ra], members[rb] ?? [rb]) { continue }
            if union.merge(link.a, link.b) {
                let root = union.find(link.a)
                let other = root == ra ? rb : ra
                members[root, default: [root]].append(contentsOf: members.removeValue(forKey: other) ?? [other])
                if scores[link.b] == nil { scores[link.b] = link.score } else if scores[link.a] == nil { scores[link.a] = link.score }
            }
        }
        return (union.roots(), scores)
    }

    /// The document pairs that are aligned, in order. A bound on the rule pairs scored: a small
    /// corpus is aligned in full; a large one stops aligning documents when the budget is spent.
    func alignedPairs() -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        var budget = GroupScoring.pairBudget + GroupScoring.pairBudgetPerRule * rules.count
        for (a, b) in documentPairs() {
            let cost = alignmentCost(a, b)
            guard cost <= budget else { break }
            budget -= cost
            out.append((a, b))
        }
        return out
    }

    /// The links of every document pair of `pairs`, in order.
    mutating func alignmentLinks(_ pairs: [(Int, Int)]) -> [GroupLink] {
        // Room for every pair score they record, made once (not rehashed as the table grows).
        pairScores.reserveCapacity(pairScores.count + pairs.reduce(0) { $0 + alignmentCost($1.0, $1.1) })
        var aligned: [GroupLink] = []
        for (a, b) in pairs { aligned += alignmentLinks(a, b) }
        return aligned
    }

    /// The rules whose concepts the alignment of `pairs` reads (`concepts(i)` is called for
    /// exactly these, each once), ascending: every rule of two paired sections.
    func conceptRules(_ pairs: [(Int, Int)]) -> [Int] {
        var needed = [Bool](repeating: false, count: rules.count)
        for (a, b) in pairs {
            for (sa, sb) in alignSections(sections(of: a), sections(of: b)) {
                for i in sa.rules { needed[i] = true }
                for j in sb.rules { needed[j] = true }
            }
        }
        return needed.indices.filter { needed[$0] }
    }

    static func pairKey(_ i: Int, _ j: Int) -> UInt64 { UInt64(min(i, j)) << 32 | UInt64(max(i, j)) }

    /// Whether two groups may become one: the pairs between them that an alignment scored must
    /// score `fill` on average (a chain of links through a third text does not join two rules
    /// whose own evidence says they differ).
    func cohesive(_ a: [Int], _ b: [Int]) -> Bool {
        guard a.count > 1 || b.count > 1 else { return true }
        var sum = 0.0, n = 0
        for i in a.prefix(GroupScoring.cohesionSample) { for j in b.prefix(GroupScoring.cohesionSample) { if let s = pairScores[Self.pairKey(i, j)] { sum += min(s, GroupScoring.copyScore); n += 1 } } }
        return n < 2 || sum / Double(n) >= GroupScoring.fill
    }

    // MARK: Copies

    /// Same-language copies: blocked by (language family, primary bar, kind, modality) and by
    /// sketch values; each rule is compared with at most `copyCandidates` earlier rules.
    static func copyLinks(_ rules: [GroupInput]) -> [GroupLink] {
        // What the loop compares, read out of the inputs once (reading a whole input or its
        // evidence for each candidate would copy it, with a retain of each of its arrays).
        let sketches = rules.map { $0.facts.evidence.sketch }
        let lengths = rules.map { $0.facts.evidence.length }
        let documents = rules.map { $0.document }
        struct Key: Hashable { var block: Int; var hash: UInt32 }
        var buckets: [Key: [Int]] = [:]
        var links: [GroupLink] = []
        for i in rules.indices {
            let block = copyBlock(rules[i])
            let sketch = sketches[i]
            // The 4 smallest hashes: two texts with a high Jaccard similarity very likely share one.
            var candidates: [Int] = []
            for h in sketch.prefix(4) {
                for c in buckets[Key(block: block, hash: h)] ?? [] where !candidates.contains(c) {
                    candidates.append(c)
                }
            }
            var best: (Int, Double)?
            for c in candidates.prefix(GroupScoring.copyCandidates) where documents[c] != documents[i] {
                let s = GroupEvidence.similarity(sketch, sketches[c])
                let ratio = Double(lengths[i]) / Double(lengths[c])
                guard s >= GroupScoring.copySimilarity, ratio > 0.6, ratio < 1.67 else { continue }
                if s > (best?.1 ?? 0) { best = (c, s) }
            }
            if let (c, s) = best {
                links.append(GroupLink(a: c, b: i, score: GroupScoring.copyScore + s))
            }
            // Rules that found no copy become candidates for later ones (a bucket is bounded).
            if best == nil {
                for h in sketch.prefix(4) {
                    let key = Key(block: block, hash: h)
                    if (buckets[key]?.count ?? 0) < 8 { buckets[key, default: []].append(i) }
                }
            }
        }
        return links
    }

    /// The copy block of a rule, (language family, primary bar, kind, modality), as one number.
    static func copyBlock(_ r: GroupInput) -> Int {
        let family: Int
        switch r.lang {
        case .ru: family = 0
        case .zhHant, .zhHans: family = 1
        case .en: family = 2
        }
        let bar = Bar.allCases.firstIndex(of: r.primaryBar) ?? 0
        let kind = RuleKind.allCases.firstIndex(of: r.kind) ?? 0
        let modality = r.modality.flatMap { Modality.allCases.firstIndex(of: $0) } ?? Modality.allCases.count
        return ((family * 64 + bar) * 16 + kind) * 8 + modality
    }

    // MARK: Document pairs

    /// The document pairs to align: every pair in a small corpus; in a large one, each
    /// document with its nearest `partnerLimit` documents of the same source family (other
    /// languages first), so that the work grows linearly with the corpus.
    func documentPairs() -> [(Int, Int)] {
        let n = documents.count
        guard n > 1 else { return [] }
        if n <= GroupScoring.allPairsLimit {
            return (0..<n).flatMap { a in ((a + 1)..<n).map { (a, $0) } }
        }
        var pairs = Set<[Int]>()
        var bySource: [String: [Int]] = [:]
        for (i, d) in documents.enumerated() { bySource[d.source ?? "", default: []].append(i) }
        for (i, d) in documents.enumerated() {
            let family = bySource[d.source ?? ""] ?? []
            let others = family.filter { $0 != i && documents[$0].lang.family != d.lang.family }
            let same = family.filter { $0 != i && documents[$0].lang.family == d.lang.family }
            // Nearest in corpus order: deterministic and bounded.
            func nearest(_ list: [Int]) -> [Int] { list.sorted { (abs($0 - i), $0) < (abs($1 - i), $1) } }
            for p in (nearest(others) + nearest(same)).prefix(GroupScoring.partnerLimit) {
                pairs.insert([min(i, p), max(i, p)])
            }
        }
        return pairs.map { ($0[0], $0[1]) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    // MARK: Alignment

    /// The links between two documents: their bar sections aligned in order, then within each
    /// pair of sections the best one-to-one matching above the threshold (greedy by score).
    mutating func alignmentLinks(_ docA: Int, _ docB: Int) -> [GroupLink] {
        let paired = alignSections(sections(of: docA), sections(of: docB))
        guard !paired.isEmpty else { return [] }
        let ratio = lengthRatio(paired)
        var links: [GroupLink] = []
        for (sa, sb) in paired {
            links += match(sa.rules, sb.rules, ratio: ratio)
        }
        return links
    }

    struct Section { var bar: Bar; var rules: [Int] }

    /// The length ratio of two documents (Gale–Church: lengths are proportional across
    /// languages, with a ratio that depends on the pair), over the sections both have: a text
    /// that covers one bar of the other's six says nothing about its rules' lengths.
    func lengthRatio(_ paired: [(Section, Section)]) -> Double {
        var totalA = 0, totalB = 0
        for (sa, sb) in paired {
            for i in sa.rules { totalA += evidence(i).length }
            for j in sb.rules { totalB += evidence(j).length }
        }
        return Double(max(1, totalB)) / Double(max(1, totalA))
    }

    /// The rule pairs `alignmentLinks(a, b)` scores.
    func alignmentCost(_ a: Int, _ b: Int) -> Int {
        alignSections(sections(of: a), sections(of: b)).reduce(0) { $0 + $1.0.rules.count * $1.1.rules.count }
    }

    /// A document's rules cut where the primary bar changes ("general" text joins no section).
    func sections(of doc: Int) -> [Section] {
        var out: [Section] = []
        for i in rulesOf[doc] {
            let bar = rules[i].primaryBar
            guard bar != .general else { continue }
            if out.last?.bar == bar { out[out.count - 1].rules.append(i) } else { out.append(Section(bar: bar, rules: [i])) }
        }
        // A bar that comes back later (a subsection elsewhere) joins its first section.
        var merged: [Section] = []
        for s in out {
            if let k = merged.firstIndex(where: { $0.bar == s.bar }) { merged[k].rules += s.rules } else { merged.append(s) }
        }
        return merged.map { Section(bar: $0.bar, rules: Array($0.rules.prefix(GroupScoring.sectionLimit))) }
    }

    /// Sections paired in order by their bar: the longest common subsequence of the two bar
    /// sequences (the anchors), so a section moved elsewhere in one text is not forced.
    func alignSections(_ a: [Section], _ b: [Section]) -> [(Section, Section)] {
        let n = a.count, m = b.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i].bar == b[j].bar ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var out: [(Section, Section)] = []
        var i = 0, j = 0
        while i < n && j < m {
            if a[i].bar == b[j].bar { out.append((a[i], b[j])); i += 1; j += 1 } else if table[i + 1][j] >= table[i][j + 1] { i += 1 } else { j += 1 }
        }
        return out
    }

    /// Two sections' rules matched one to one. First the anchors: the best pairs above
    /// `accept`, greedy by score (they may cross: editions reorder guidelines). Then, between
    /// consecutive anchors of the longest in-order chain, the remaining rules are aligned in
    /// order (a Gale–Church-style dynamic programme) at the lower `fill` threshold.
    mutating func match(_ a: [Int], _ b: [Int], ratio: Double) -> [GroupLink] {
        let rankA = ranks(a), rankB = ranks(b)
        // What the table compares, read once per rule (not once per pair).
        let sideA = a.map { scored($0) }, sideB = b.map { scored($0) }
        // Concepts that only one rule of each section mentions: a shared one is an anchor
        // (like a rare word shared by two sentences in Gale–Church with anchors). For each rule
        // of a, its concepts that are such.
        let onceA = Self.uses(sideA.map(\.concepts)), onceB = Self.uses(sideB.map(\.concepts))
        let rareA = sideA.map { $0.concepts.filter { onceA[$0] == 1 && onceB[$0] == 1 } }
        // Untranslated names (`GroupEvidence.names`, `GroupScoring.sharedNames`): for each rule of
        // a, those only it uses in one section, and those only it uses in both. (An English rule's
        // names are all its words: only a rule in another language has few.)
        let namesA = Self.uses(sideA.map(\.evidence.names)), namesB = Self.uses(sideB.map(\.evidence.names))
        let rareNamesA = sideA.map { $0.evidence.names.filter { namesA[$0] == 1 || namesB[$0] == 1 } }
        let uniqueNamesA = sideA.map { $0.evidence.names.filter { namesA[$0] == 1 && namesB[$0] == 1 } }
        var table = [[Double]](repeating: [Double](repeating: -.infinity, count: b.count), count: a.count)
        for (x, i) in a.enumerated() {
            let fa = sideA[x]
            for (y, j) in b.enumerated() {
                let fb = sideB[y]
                guard Self.compatible(fa, fb) else { continue }
                // Two rules whose concepts disagree state different things, whatever their place
                // and kind: never linked, and their score speaks against a join through a third
                // text (`cohesive`). Guidelines that give opposite advice are one guideline (a
                // changed recommendation) only when their content agrees.
                let sharedConcepts = Self.shared(fa.concepts, fb.concepts)
                let disagree = Self.conflict(sharedConcepts, fa.concepts.count, fb.concepts.count)
                if !disagree && Self.opposite(fa, fb) && !Self.contentAgrees(fa, fb, sharedConcepts: sharedConcepts) { continue }
                let position = abs(Double(x) / Double(max(1, a.count - 1)) - Double(y) / Double(max(1, b.count - 1)))
                var s = Self.score(fa, fb, sharedConcepts: sharedConcepts, ratio: ratio) + GroupScoring.positionGap * position
                if rankA[x].key == rankB[y].key && rankA[x].count == rankB[y].count && rankA[x].index == rankB[y].index {
                    s += rankA[x].count == 1 ? GroupScoring.onlyOfItsKind : GroupScoring.sameRank
                } else if rankA[x].key == rankB[y].key && rankA[x].index == 0 && rankB[y].index == 0 && fa.modality == nil {
                    // The first definition (behavior, reference…) in both sections: a section
                    // opens with its definition even where one text adds another later. Not for
                    // guidelines, which editions reorder.
                    s += GroupScoring.firstOfItsKind
                }
                // (Not when the rest of their concepts disagree: one rare word in common is no
                // agreement on content.)
                if fa.kind == .guideline && fb.kind == .guideline, !disagree, Self.shared(rareA[x], fb.concepts) > 0 {
                    s += GroupScoring.rareSharedConcept
                }
                if fa.lang != fb.lang,
                   Self.shared(uniqueNamesA[x], fb.evidence.names) >= 1 || Self.shared(rareNamesA[x], fb.evidence.names) >= 2 {
                    s += GroupScoring.sharedNames
                }
                if !disagree { table[x][y] = s }
                pairScores[Self.pairKey(i, j)] = s
            }
        }
        // Anchors.
        var candidates: [(x: Int, y: Int, s: Double)] = []
        for x in a.indices { for y in b.indices where table[x][y] >= GroupScoring.accept { candidates.append((x, y, table[x][y])) } }
        candidates.sort { ($0.s, -$0.x, -$0.y) > ($1.s, -$1.x, -$1.y) }
        // Which rows and columns are matched (flags by index: no hashing).
        var usedA = [Bool](repeating: false, count: a.count), usedB = [Bool](repeating: false, count: b.count)
        var anchors: [(x: Int, y: Int, s: Double)] = []
        for c in candidates where !usedA[c.x] && !usedB[c.y] {
            usedA[c.x] = true; usedB[c.y] = true
            anchors.append(c)
        }
        // The longest chain of anchors in order in both sections.
        anchors.sort { $0.x < $1.x }
        var best = [Int](repeating: 1, count: anchors.count), previous = [Int](repeating: -1, count: anchors.count)
        for k in anchors.indices {
            for l in 0..<k where anchors[l].y < anchors[k].y && best[l] + 1 > best[k] { best[k] = best[l] + 1; previous[k] = l }
        }
        var chain: [(x: Int, y: Int)] = []
        if var k = best.indices.max(by: { (best[$0], -$0) < (best[$1], -$1) }) {
            while k >= 0 { chain.append((anchors[k].x, anchors[k].y)); k = previous[k] }
        }
        chain.reverse()
        var out = anchors.map { GroupLink(a: a[$0.x], b: b[$0.y], score: $0.s) }
        // Fill the gaps between chain anchors in order.
        var startX = 0, startY = 0
        for bound in chain + [(x: a.count, y: b.count)] {
            let xs = (startX..<bound.x).filter { !usedA[$0] }
            let ys = (startY..<bound.y).filter { !usedB[$0] }
            for (x, y) in alignInOrder(xs, ys, table) {
                out.append(GroupLink(a: a[x], b: b[y], score: table[x][y]))
                usedA[x] = true; usedB[y] = true
            }
            startX = bound.x + 1; startY = bound.y + 1
        }
        // Guidelines the order could not place (editions and translations reorder them): two
        // rules left over, of one kind and modality, that are each other's best remaining match
        // at `fill` or above.
        let restX = a.indices.filter { !usedA[$0] }, restY = b.indices.filter { !usedB[$0] }
        func bestY(_ x: Int) -> Int? { restY.max { (table[x][$0], -$0) < (table[x][$1], -$1) } }
        func bestX(_ y: Int) -> Int? { restX.max { (table[$0][y], -$0) < (table[$1][y], -$1) } }
        for x in restX {
            guard let y = bestY(x), table[x][y] >= GroupScoring.fill, bestX(y) == x,
                  rules[a[x]].kind == rules[b[y]].kind, rules[a[x]].modality == rules[b[y]].modality else { continue }
            out.append(GroupLink(a: a[x], b: b[y], score: table[x][y]))
        }
        return out
    }

    /// How many of `lists` hold each element (each list holds it once at most).
    static func uses<T: Hashable>(_ lists: [[T]]) -> [T: Int] {
        var out: [T: Int] = [:]
        for list in lists { for e in list { out[e, default: 0] += 1 } }
        return out
    }

    /// The in-order alignment of rows `xs` with columns `ys` of `table` that maximizes the sum of
    /// (score − fill) over matched pairs; only pairs at or above `fill` match, gaps cost nothing.
    func alignInOrder(_ xs: [Int], _ ys: [Int], _ table: [[Double]]) -> [(Int, Int)] {
        guard !xs.isEmpty, !ys.isEmpty else { return [] }
        let n = xs.count, m = ys.count
        var dp = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                var v = max(dp[i + 1][j], dp[i][j + 1])
                let s = table[xs[i]][ys[j]]
                if s >= GroupScoring.fill { v = max(v, dp[i + 1][j + 1] + s - GroupScoring.fill + 0.001) }
                dp[i][j] = v
            }
        }
        var out: [(Int, Int)] = []
        var i = 0, j = 0
        while i < n && j < m {
            let s = table[xs[i]][ys[j]]
            if s >= GroupScoring.fill && dp[i][j] == dp[i + 1][j + 1] + s - GroupScoring.fill + 0.001 {
                out.append((xs[i], ys[j])); i += 1; j += 1
            } else if dp[i][j] == dp[i + 1][j] { i += 1 } else { j += 1 }
        }
        return out
    }

    /// Each rule's place among the rules of its kind and modality in its section: (that kind
    /// and modality, index, count).
    func ranks(_ list: [Int]) -> [(key: Int, index: Int, count: Int)] {
        func key(_ i: Int) -> Int {
            (RuleKind.allCases.firstIndex(of: rules[i].kind) ?? 0) * 8 + (rules[i].modality.flatMap { Modality.allCases.firstIndex(of: $0) } ?? 7)
        }
        var counts: [Int: Int] = [:]
        var out: [(key: Int, index: Int, count: Int)] = []
        for i in list {
            out.append((key(i), counts[key(i), default: 0], 0))
            counts[key(i), default: 0] += 1
        }
        for (k, i) in list.enumerated() { out[k].count = counts[key(i)] ?? 0 }
        return out
    }

    /// Guideline, behavior, tip, definition, reference: classification differs across texts.
    static func isProse(_ kind: RuleKind) -> Bool {
        switch kind {
        case .guideline, .behavior, .tip, .definition, .reference: return true
        default: return false
        }
    }

    /// What scoring compares of one rule, gathered once per rule of a section pair (the table
    /// of `match` compares every pair). A class: the table takes each rule of a pair with one
    /// reference, where a struct would be copied, with a retain of each of its arrays.
    final class ScoredRule {
        let document: Int
        let lang: Lang
        let kind: RuleKind
        let modality: Modality?
        let propertyList: Bool
        let otherBars: UInt8
        /// Sorted numbers (`numbers`, `conceptSet`).
        let items: [Int32]
        let symbols: [Int32]
        let concepts: [Int]
        let evidence: GroupEvidence

        init(document: Int, lang: Lang, kind: RuleKind, modality: Modality?, propertyList: Bool, otherBars: UInt8,
             items: [Int32], symbols: [Int32], concepts: [Int], evidence: GroupEvidence) {
            self.document = document; self.lang = lang; self.kind = kind; self.modality = modality
            self.propertyList = propertyList; self.otherBars = otherBars
            self.items = items; self.symbols = symbols; self.concepts = concepts; self.evidence = evidence
        }
    }

    /// Rule i as `match` sees it. (The caches are filled first: a copy of the aligner held
    /// while they change would copy them whole.)
    mutating func scored(_ i: Int) -> ScoredRule {
        let concepts = conceptSet(i), numbers = numbers(i)
        let r = rules[i]
        return ScoredRule(document: r.document, lang: r.lang, kind: r.kind, modality: r.modality,
                          propertyList: propertyList[i], otherBars: r.otherBars, items: numbers.items, symbols: numbers.symbols,
                          concepts: concepts, evidence: r.facts.evidence)
    }

    /// Pairs that are never linked: the same document, or kinds that cannot state one guideline.
    static func compatible(_ a: ScoredRule, _ b: ScoredRule) -> Bool {
        guard a.document != b.document else { return false }
        return a.kind == b.kind || (isProse(a.kind) && isProse(b.kind))
    }

    /// The evidence that two rules state the same guideline (see `GroupScoring`); they share
    /// `sharedConcepts` glossary concepts.
    static func score(_ a: ScoredRule, _ b: ScoredRule, sharedConcepts: Int, ratio: Double) -> Double {
        let ka = a.kind, kb = b.kind
        var s = ka == kb ? GroupScoring.sameKind
            : (isProse(ka) && isProse(kb) ? GroupScoring.otherProseKind : GroupScoring.otherKind)
        switch (a.modality, b.modality) {
        case (nil, nil): break
        case let (x?, y?): s += x == y ? GroupScoring.sameModality : GroupScoring.otherModality
        // A modality on one side only. An affirmative one ("use a tab bar to…") is often a
        // definition or a behavior in the other text (the kind already counts that); a
        // prohibition ("don't…", "avoid…") never is.
        case (let x?, nil), (nil, let x?):
            s += ka != kb && (x == .do || x == .consider) ? 0 : GroupScoring.halfModality
        }
        let ia = a.items, ib = b.items
        let sharedItems = shared(ia, ib)
        s += GroupScoring.sharedItem * Double(sharedItems)
        s += GroupScoring.unmatchedItems * Double(min(2, ia.count + ib.count - 2 * sharedItems))
        s += GroupScoring.sharedSymbol * Double(min(2, shared(a.symbols, b.symbols)))
        let ea = a.evidence, eb = b.evidence
        if !ea.numbers.isEmpty && !eb.numbers.isEmpty {
            s += shared(ea.numbers, eb.numbers) > 0 ? GroupScoring.sharedNumber : GroupScoring.disjointNumbers
        }
        if a.otherBars != 0 && b.otherBars != 0 {
            s += a.otherBars & b.otherBars != 0 ? GroupScoring.sharedOtherBar : GroupScoring.disjointOtherBars
        }
        // A property list and prose: the prose may render one item or two of the list (a
        // translation that writes the list as sentences, split over several rules), so it is
        // shorter and names fewer concepts; neither length nor one-sided concepts speak against it.
        let listAndProse = a.propertyList != b.propertyList
        // Gale–Church: the length of a translation is the source's times the pair's ratio.
        let deviation = abs(log(Double(eb.length) / (Double(ea.length) * ratio)))
        if deviation > GroupScoring.lengthTolerance && !listAndProse { s += GroupScoring.lengthMismatch }
        if listAndProse { s += GroupScoring.listAndProse }
        if a.lang == b.lang {
            let similarity = GroupEvidence.similarity(ea.sketch, eb.sketch)
            s += GroupScoring.textSimilarity * similarity
            // Two texts in one language that share almost no wording state different things,
            // whatever their place and kind.
            if similarity < GroupScoring.unrelatedWording { s += GroupScoring.otherWording }
        }
        let ca = a.concepts, cb = b.concepts
        if !ca.isEmpty || !cb.isEmpty {
            let shared = sharedConcepts
            s += GroupScoring.conceptDice * dice(shared, ca.count, cb.count)
            if shared == 0 && !ca.isEmpty && !cb.isEmpty { s += GroupScoring.disjointConcepts }
            if conflict(shared, ca.count, cb.count) { s += GroupScoring.conceptConflict }
            if min(ca.count, cb.count) == 0 && max(ca.count, cb.count) >= 2 && !listAndProse { s += GroupScoring.oneSidedConcepts }
        }
        return s
    }

    /// Two concept sets of `a` and `b` concepts with `shared` in common disagree.
    static func conflict(_ shared: Int, _ a: Int, _ b: Int) -> Bool {
        a >= 2 && b >= 2 && dice(shared, a, b) < GroupScoring.disagreement
    }

    static func dice(_ shared: Int, _ a: Int, _ b: Int) -> Double { a + b == 0 ? 0 : 2 * Double(shared) / Double(a + b) }

    /// Avoid and don't advise against; do and consider for.
    static func isNegative(_ m: Modality) -> Bool { m == .avoid || m == .dont }

    /// Two guidelines whose modalities point opposite ways.
    static func opposite(_ a: ScoredRule, _ b: ScoredRule) -> Bool {
        guard a.kind == .guideline, b.kind == .guideline, let x = a.modality, let y = b.modality else { return false }
        return isNegative(x) != isNegative(y)
    }

    /// Whether two rules agree on what they are about: nearly all their glossary concepts in
    /// common (`sharedConcepts` of them), or (in one language) much of their wording. An item
    /// or a number alone is not enough: a translation that merges two guidelines names the
    /// second one's item too.
    static func contentAgrees(_ a: ScoredRule, _ b: ScoredRule, sharedConcepts shared: Int) -> Bool {
        if shared > 0 && dice(shared, a.concepts.count, b.concepts.count) >= GroupScoring.agreement { return true }
        return a.lang == b.lang && GroupEvidence.similarity(a.evidence.sketch, b.evidence.sketch) >= GroupScoring.sameWording
    }
}

/// Union–find where a set never holds two rules of one document (a document states each
/// guideline once; two of its rules in one group would hide one of them).
struct ConstrainedUnion {
    private var parent: [Int]
    /// Each rule's document.
    private let documentOf: [Int]
    /// For each root: the documents of its members (the smaller set is merged into the larger);
    /// empty for a root that has never merged (its set is its own document: no set is made for
    /// the many rules that stay alone).
    private var documents: [Set<Int>]

    init(documents docs: [Int]) {
        parent = Array(docs.indices)
        documentOf = docs
        documents = Array(repeating: [], count: docs.count)
    }

    private func documentSet(_ root: Int) -> Set<Int> {
        documents[root].isEmpty ? [documentOf[root]] : documents[root]
    }

    mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
        return x
    }

    /// Merges the sets of a and b unless they share a document; returns whether they are one set.
    @discardableResult
    mutating func merge(_ a: Int, _ b: Int) -> Bool {
        let ra = find(a), rb = find(b)
        if ra == rb { return true }
        let setA = documentSet(ra), setB = documentSet(rb)
        let (large, small, largeSet, smallSet) = setA.count >= setB.count ? (ra, rb, setA, setB) : (rb, ra, setB, setA)
        for d in smallSet where largeSet.contains(d) { return false }
        parent[small] = large
        documents[small] = []
        documents[large] = largeSet.union(smallSet)
        return true
    }

    mutating func roots() -> [Int] { parent.indices.map { find($0) } }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
