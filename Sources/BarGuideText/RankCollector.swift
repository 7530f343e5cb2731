import CSQLite
import Synchronization

/// The `barguide_collect(rules_fts)` FTS5 auxiliary function and the state it fills: one pass
/// over a query's matches yields the per-scope counts and the best-ranked rows.
///
///     SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ? AND barguide_collect(rules_fts)
///
/// (In WHERE, not as the argument of count(): inside an aggregate SQLite does not hand the
/// call to FTS5.)
/// For every matching row it adds the row's scope bits (`masks[rowid]`) to `counts`, and, when
/// the row is in `scope` (or `scope` is 0), scores it and keeps it if it is among the best
/// `capacity` rows. The score is FTS5's own bm25 — same k1, b, IDF (through xQueryPhrase),
/// column weights and instance order — except that the row's length comes from `lengths[rowid]`
/// instead of xColumnSize, which FTS5 answers with one %_docsize lookup per row, the largest
/// part of bm25 on broad queries at scale. The tiers and factors are those of `RankingPolicy`.
///
/// One collector per connection; `configure` (or `reset`) before each query. Not thread-safe
/// (like the connection). The function never throws across C: failures become SQLite result
/// codes.
public final class RankCollector {
    /// What a pass is given before it runs, as one value: a second connection's collector that
    /// runs part of the same pass gets the same (`configure`, then `merge`).
    public struct Settings: Sendable {
        /// Each row's total token count by rowid (what xColumnSize(-1) returns); a row outside
        /// it falls back to xColumnSize.
        public var lengths: [UInt32] = []
        /// Each row's scope bits (the low six) and language (the top two: 0 ru, 1 zh, 2 en) by
        /// rowid.
        public var masks: [UInt8] = []
        /// Column weights, in column order (missing columns weigh 1).
        public var weights: [Double] = []
        /// Rows whose mask shares a bit with this are ranked; 0 ranks every row.
        public var scope: UInt8 = 0
        /// How many of the best rows to keep.
        public var capacity = 10
        /// The query unit (a word and its alternatives) of each phrase of the expression, in
        /// FTS5's phrase order; phrases beyond it (exclusions, facets) belong to none. With two
        /// units or more, rows whose units stand close together rank higher (`proximityWeight`).
        public var phraseUnits: [Int32] = []
        public var unitCount = 0
        /// In the fallback, the bar bit of the masks each unit stands for (0: none): a row whose
        /// mask has it has that unit whether or not its text names the bar.
        public var unitBars: [UInt8] = []
        /// bm25 × (1 + proximityWeight × closeness), closeness in (0, 1]: 1 when the units
        /// follow each other, smaller as the words between them grow.
        public var proximityWeight = 0.0
        /// Whether each phrase (in FTS5's order) is a unit's words as typed, not a glossary
        /// form: a row weighs bm25 × (1 + typedWeight × share of the units it has as typed)
        /// (a query of one unit too: its rows that hold the word as typed rank before those
        /// that hold only a synonym). Empty: no such weight.
        public var typedPhrases: [Bool] = []
        public var typedWeight = 0.0
        /// Phrases (in FTS5's order) that match and count for their unit but add nothing to
        /// bm25 (a name's words apart): the rows that have the unit's own forms rank first.
        public var silentPhrases: [Bool] = []
        /// The fallback ranking: rows are ranked by how many units they match first, then as
        /// above.
        public var coverage = false
        /// Rows of this language (the mask's top two bits) weigh `RankingPolicy.languageFactor`
        /// more than the others, or with `languageFirst` rank before them all
        /// (`RankingPolicy.otherLanguageTier`); nil weighs every language alike.
        public var preferredLanguage: UInt8?
        public var languageFirst = false
        /// A query that only names a bar: that bar's bit of the masks. A row without it (the bar
        /// is not among its bars) ranks in the "unlisted" role of `RankingPolicy.barRoles`, after
        /// every row with it; the engine orders the kept rows by their finer roles (primary bar,
        /// kind), as it weighs them by kind. 0: no such query.
        public var namedBar: UInt8 = 0
        /// Each row's guideline group number by rowid (0: a row alone), and one more than the
        /// largest. With them, the pass also counts search results as group collapse shows
        /// them: one per group (its translations, editions and copies are one result), in all
        /// and per mask bit.
        public var groups: [UInt32] = []
        public var groupLimit = 0
        /// Score after the pass, with each phrase's IDF counted from the matching rows instead
        /// of one more pass over its doclist (xQueryPhrase, which for a phrase of several tokens
        /// is a second phrase match over the whole index): exact only when every row that has a
        /// phrase matches the expression, i.e. one unit (its alternatives ORed), no exclusion,
        /// no facet filter and no scope; the search sets it only then. `ranked` scores the rows
        /// kept.
        public var defersIDF = false

        public init() {}
    }

    /// This pass's settings; `configure` resets the collector and sets them.
    public var settings = Settings()

    /// Matching rows in scope of the preferred language.
    public private(set) var preferredTotal = 0

    private var deferredRows: [Int64] = []
    private var deferredTiers: [Int32] = []
    private var deferredLengths: [Double] = []
    /// The deferred rows' phrase frequencies, sparse (most rows have few of the phrases): row
    /// k's are `deferredFreqs[deferredStarts[k]..<deferredStarts[k + 1]]`, of the phrases
    /// `deferredPhrases` (ascending), only those above 0.
    private var deferredStarts: [Int32] = []
    private var deferredPhrases: [Int32] = []
    private var deferredFreqs: [Double] = []
    /// Per deferred row: the language factor its score is weighed by.
    private var deferredLanguage: [Double] = []
    private var phraseRows: [Int] = []

    /// With `remembersIDFs`, the collector keeps every IDF it computes (through xQueryPhrase or
    /// deferred) under the phrase's key, across queries, and a later query with a phrase of the
    /// same key takes it from there instead of counting its rows again: in a session that
    /// searches as the user types, each query mostly repeats the words of the one before. The
    /// key must name the phrase with its column filter (`FTS5Expression.phraseKeys`); one key
    /// per phrase, in FTS5's phrase order. The values are those of one index: they are dropped
    /// when its row count or average row length changes. `reset` clears the keys and the flag
    /// (a pass sets them), not what is remembered.
    public var remembersIDFs = false
    public var phraseKeys: [String] = []
    private var rememberedIDFs: [String: Double] = [:]
    private var rememberedFor: (rows: Double, avgdl: Double)?
    /// At most this many phrases are remembered (then the memory starts again).
    public static let rememberedIDFLimit = 4_096
    /// How many IDFs are remembered, and how many of the last query's came from there.
    public var rememberedIDFCount: Int { rememberedIDFs.count }
    public private(set) var reusedIDFs = 0

    private func remember(_ i: Int, _ value: Double) {
        guard remembersIDFs, i < phraseKeys.count else { return }
        // a silent phrase's rows are not read for scoring, so its count is no IDF of the phrase
        // (the same words scored in a later query share its key)
        if i < settings.silentPhrases.count, settings.silentPhrases[i] { return }
        if rememberedIDFs.count >= Self.rememberedIDFLimit { rememberedIDFs.removeAll(keepingCapacity: true) }
        rememberedIDFs[phraseKeys[i]] = value
    }

    /// Matching rows, and matching rows per mask bit.
    public private(set) var total = 0
    public private(set) var counts = [Int](repeating: 0, count: 8)

    /// Distinct groups among the matching rows, and per scope bit (a group counts in a scope
    /// when any of its matching rows is in it). Zero without
    /// `settings.groups`.
    public private(set) var groupTotal = 0
    public private(set) var groupCounts = [Int](repeating: 0, count: 6)
    /// Per group: the scope bits already counted, and 0x40 once counted at all.
    private var groupSeen: [UInt8] = []
    /// A max-heap on (tier, score, rowid): the worst kept row on top.
    private var heap: [Entry] = []

    /// A kept row. Rows of a lower tier rank first whatever their scores. With `coverage`, rows
    /// with every unit come first, in any language; then the rest, the preferred language
    /// first, each missing unit one tier lower (`RankingPolicy.partialTier`). With `namedBar`, a
    /// row that does not list the bar is its "unlisted" role's tiers lower. A row in the
    /// preferred language weighs `RankingPolicy.languageFactor` more (its score, not its tier),
    /// unless `languageFirst`: then a row in another language is `otherLanguageTier` lower.
    public struct Entry: Sendable {
        public var tier: Int32
        public var score: Double
        public var rowid: Int64
    }

    // The policy's values the per-row code reads, held by the instance.
    private let k1 = RankingPolicy.bm25K1.value
    private let b = RankingPolicy.bm25B.value
    private let languageFactor = RankingPolicy.languageFactor.value
    private let otherLanguageTier = RankingPolicy.otherLanguageTier.value
    private let partialTier = RankingPolicy.partialTier.value
    private let unlistedTier = RankingPolicy.barRoleTier("unlisted")

    // Per query (computed on the first row, like bm25's auxdata).
    private var idf: [Double] = []
    private var avgdl = 0.0
    private var prepared = false
    private var freq: [Double] = []

    public init() {}

    /// Clears what a pass collected (not `settings`, nor the remembered IDFs).
    public func reset() {
        total = 0
        preferredTotal = 0
        counts = [Int](repeating: 0, count: 8)
        groupTotal = 0
        groupCounts = [Int](repeating: 0, count: 6)
        groupSeen.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
        idf = []
        prepared = false
        deferredRows.removeAll(keepingCapacity: true)
        deferredTiers.removeAll(keepingCapacity: true)
        deferredLengths.removeAll(keepingCapacity: true)
        deferredStarts.removeAll(keepingCapacity: true)
        deferredPhrases.removeAll(keepingCapacity: true)
        deferredFreqs.removeAll(keepingCapacity: true)
        phraseRows = []
        deferredLanguage.removeAll(keepingCapacity: true)
        remembersIDFs = false
        phraseKeys = []
        reusedIDFs = 0
        sharedIDF = nil
        pendingRows.removeAll(keepingCapacity: true)
        pendingTiers.removeAll(keepingCapacity: true)
        pendingLengths.removeAll(keepingCapacity: true)
        pendingFactors.removeAll(keepingCapacity: true)
        pendingLanguage.removeAll(keepingCapacity: true)
        pendingFreqs.removeAll(keepingCapacity: true)
    }

    /// Resets this collector and gives it `settings`.
    public func configure(_ settings: Settings) {
        reset()
        self.settings = settings
    }

    /// Adds what `other` collected with the same settings (`configure`) over other rows
    /// of the same query, so that this collector then holds exactly what one pass over both
    /// sets of rows would have: counts add, groups seen by both count once, the
    /// deferred rows and their phrases' row counts join, and the kept rows merge (each side kept
    /// its own best `capacity`, so the best of both are among them; ties go by rowid as always).
    public func merge(_ other: RankCollector) {
        total += other.total
        preferredTotal += other.preferredTotal
        for i in counts.indices { counts[i] += other.counts[i] }
        groupTotal += other.groupTotal
        for i in groupCounts.indices { groupCounts[i] += other.groupCounts[i] }
        if groupSeen.isEmpty {
            groupSeen = other.groupSeen
        } else if !other.groupSeen.isEmpty {
            // A group (or a group's scope) both sides counted is one result: the bits both have
            // are counted once too many. Eight groups at a time.
            var twice = [Int](repeating: 0, count: 7)   // per bar bit, then the group bit (0x40)
            groupSeen.withUnsafeMutableBytes { mine in
                other.groupSeen.withUnsafeBytes { theirs in
                    let n = min(mine.count, theirs.count)
                    var k = 0
                    while k + 8 <= n {
                        let b = theirs.loadUnaligned(fromByteOffset: k, as: UInt64.self)
                        if b != 0 {
                            let a = mine.loadUnaligned(fromByteOffset: k, as: UInt64.self)
                            let common = a & b
                            if common != 0 {
                                for bit in 0..<7 { twice[bit] += (common & (0x0101_0101_0101_0101 << UInt64(bit))).nonzeroBitCount }
                            }
                            mine.storeBytes(of: a | b, toByteOffset: k, as: UInt64.self)
                        }
                        k += 8
                    }
                    while k < n {
                        let common = mine[k] & theirs[k]
                        for bit in 0..<7 where common & (1 << bit) != 0 { twice[bit] += 1 }
                        mine[k] |= theirs[k]
                        k += 1
                    }
                }
            }
            groupTotal -= twice[6]
            for bit in 0..<6 { groupCounts[bit] -= twice[bit] }
        }
        if other.prepared {
            if !prepared {
                avgdl = other.avgdl
                rowCount = other.rowCount
                idf = other.idf
                freq = other.freq
                phraseRows = other.phraseRows
                prepared = true
            } else {
                // IDFs counted through xQueryPhrase are the same on both sides (the whole index).
                for i in idf.indices where idf[i] < 0 && i < other.idf.count { idf[i] = other.idf[i] }
                if phraseRows.isEmpty {
                    phraseRows = other.phraseRows
                } else {
                    for i in phraseRows.indices where i < other.phraseRows.count { phraseRows[i] += other.phraseRows[i] }
                }
            }
        }
        deferredRows += other.deferredRows
        deferredTiers += other.deferredTiers
        deferredLengths += other.deferredLengths
        let offset = Int32(deferredPhrases.count)
        deferredStarts += other.deferredStarts.map { $0 + offset }
        deferredPhrases += other.deferredPhrases
        deferredFreqs += other.deferredFreqs
        deferredLanguage += other.deferredLanguage
        pendingRows += other.pendingRows
        pendingTiers += other.pendingTiers
        pendingLengths += other.pendingLengths
        pendingFactors += other.pendingFactors
        pendingLanguage += other.pendingLanguage
        pendingFreqs += other.pendingFreqs
        for entry in other.heap { keep(entry) }
    }

    /// The key of a row's group (one search result: every language, edition and copy of a
    /// guideline), or nil for a row outside `groups` or alone.
    @inline(__always)
    public static func groupKey(group: UInt32, mask: UInt8) -> Int? {
        group == 0 ? nil : Int(group)
    }

    /// Adds 1 to `counts[bit]` for every bit set in `bits` (per row: no index checks or
    /// uniqueness checks per bit).
    @inline(__always)
    private static func addBits(_ bits: UInt8, to counts: inout [Int]) {
        guard bits != 0 else { return }
        counts.withUnsafeMutableBufferPointer { c in
            var rest = bits
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                if bit < c.count { c[bit] += 1 }
                rest &= rest &- 1
            }
        }
    }

    private func countGroup(_ rowid: Int64, _ mask: UInt8) {
        let g = rowid >= 0 && rowid < Int64(settings.groups.count) ? settings.groups[Int(rowid)] : 0
        let bars = mask & 0x3F
        guard let key = Self.groupKey(group: g, mask: mask), Int(g) < settings.groupLimit else {
            // A row without a group is a result of its own.
            groupTotal += 1
            Self.addBits(bars, to: &groupCounts)
            return
        }
        if groupSeen.isEmpty { groupSeen = [UInt8](repeating: 0, count: settings.groupLimit) }
        let new = groupSeen.withUnsafeMutableBufferPointer { seen -> UInt8 in
            let old = seen[key]
            let new = (bars | 0x40) & ~old
            seen[key] = old | new
            return new
        }
        guard new != 0 else { return }
        if new & 0x40 != 0 { groupTotal += 1 }
        Self.addBits(new & 0x3F, to: &groupCounts)
    }

    /// The kept rows, best (lowest tier, then lowest score) first; ties in rowid order.
    public var best: [(rowid: Int64, score: Double)] { ranked.map { ($0.rowid, $0.score) } }

    public var ranked: [Entry] {
        finishDeferred()
        finishPending()
        return heap.sorted { Self.better($0, than: $1) }
    }

    @inline(__always)
    static func better(_ a: Entry, than b: Entry) -> Bool {
        if a.tier != b.tier { return a.tier < b.tier }
        return a.score != b.score ? a.score < b.score : a.rowid < b.rowid
    }

    // MARK: per row

    func collect(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer) -> Int32 {
        guard let xRowid = api.pointee.xRowid else { return SQLITE_MISUSE }
        let rowid = xRowid(fts)
        var mask: UInt8 = 0
        if rowid >= 0 && rowid < Int64(settings.masks.count) { mask = settings.masks[Int(rowid)] }
        total += 1
        Self.addBits(mask, to: &counts)
        if settings.groupLimit > 0 { countGroup(rowid, mask) }
        if settings.scope != 0 && mask & settings.scope & 0x3F == 0 { return SQLITE_OK }
        let preferred = settings.preferredLanguage.map { mask >> 6 == $0 } ?? false
        if preferred { preferredTotal += 1 }
        let language = preferred && !settings.languageFirst ? languageFactor : 1.0
        // The row's tier before its words are looked at: its language's (one asked for) and its role's.
        let baseTier = (settings.languageFirst && !preferred && settings.preferredLanguage != nil ? otherLanguageTier : 0)
            + (settings.namedBar != 0 && mask & settings.namedBar == 0 ? unlistedTier : 0)
        if settings.defersIDF && settings.scope == 0 && settings.unitCount <= 1 && !settings.coverage && settings.capacity > 0 {
            return collectDeferred(api, fts, rowid, language: language, tier: baseTier)
        }
        // A row ranks after every kept row of a lower tier: once the kept rows are all of lower
        // tiers (in the language asked for, say), it cannot be kept, and is only counted.
        if settings.capacity > 0, heap.count >= settings.capacity, heap[0].tier < baseTier { return SQLITE_OK }
        if !prepared {
            let rc = prepare(api, fts)
            if rc != SQLITE_OK { return rc }
        }
        var score = 0.0
        var length = 0.0
        let rc = bm25(api, fts, rowid, &score, &length)
        let pending = rc == Self.idfBusy
        if rc != SQLITE_OK && !pending { return rc }
        var tier: Int32 = 0
        var factor: Double?
        if settings.unitCount > 1 {
            (factor, tier) = arrange(api, fts, mask: mask)
        } else {
            factor = typedFactor { i in i < freq.count && freq[i] > 0 }
        }
        tier += baseTier
        if pending {
            // An IDF the other side of a split pass is counting: scored at the end.
            pendingRows.append(rowid)
            pendingTiers.append(tier)
            pendingLengths.append(length)
            pendingFactors.append(factor ?? 1)
            pendingLanguage.append(language)
            pendingFreqs += freq
            return SQLITE_OK
        }
        keep(Entry(tier: tier, score: Self.weighed(score, factor: factor, language: language), rowid: rowid))
        return SQLITE_OK
    }

    /// Rows of a split pass whose scores wait for an IDF the other side was counting: their
    /// tier, length, proximity factor and phrase frequencies; scored by `finishPending`.
    private var pendingRows: [Int64] = []
    private var pendingTiers: [Int32] = []
    private var pendingLengths: [Double] = []
    private var pendingFactors: [Double] = []
    private var pendingLanguage: [Double] = []
    private var pendingFreqs: [Double] = []
    /// `idf` when the other side of a split pass is counting that phrase's IDF.
    static let idfBusy: Int32 = -1

    /// A split pass's IDFs (see `SharedIDF`), shared with the other side's collector; nil
    /// otherwise. Not a setting: `reset` clears it.
    public var sharedIDF: SharedIDF?

    /// Scores the pending rows (every IDF is known once both sides are done), exactly as
    /// `collect` would have, and keeps the best.
    private func finishPending() {
        guard !pendingRows.isEmpty else { return }
        for i in idf.indices where idf[i] < 0 {
            if let value = sharedIDF?.value(i) { idf[i] = value }
        }
        let phrases = idf.count
        for (k, rowid) in pendingRows.enumerated() {
            var sum = 0.0
            let length = pendingLengths[k]
            for i in 0..<phrases {
                let f = pendingFreqs[k * phrases + i]
                guard f > 0 else { continue }
                sum += RankingPolicy.bm25Term(idf: idf[i], f: f, length: length, avgdl: avgdl, k1: k1, b: b)
            }
            let score = Self.weighed(-1.0 * sum, factor: pendingFactors[k], language: pendingLanguage[k])
            keep(Entry(tier: pendingTiers[k], score: score, rowid: rowid))
        }
        pendingRows.removeAll(keepingCapacity: true)
        pendingTiers.removeAll(keepingCapacity: true)
        pendingLengths.removeAll(keepingCapacity: true)
        pendingFactors.removeAll(keepingCapacity: true)
        pendingLanguage.removeAll(keepingCapacity: true)
        pendingFreqs.removeAll(keepingCapacity: true)
    }

    /// A row's weighed score from its bm25 score (negative: lower is better): times its
    /// proximity or typed-words factor, then its language's weight. Every path that scores a row
    /// (at once, deferred, pending) goes through here, so a row gets the same value, to the last
    /// bit, whichever path scored it: floating-point products are not associative, and a tie
    /// broken by one ulp would make the kept rows depend on which thread met the row first.
    @inline(__always)
    static func weighed(_ score: Double, factor: Double?, language: Double) -> Double {
        var weighed = score
        if let factor { weighed *= factor }
        return weighed * language
    }

    /// `collect` with the IDFs deferred (see `defersIDF`): the row's phrase frequencies and
    /// length are kept, and each phrase's row count grows; scores come in `finishDeferred`.
    private func collectDeferred(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer, _ rowid: Int64,
                                 language: Double, tier: Int32) -> Int32 {
        if !prepared {
            let rc = prepare(api, fts)
            if rc != SQLITE_OK { return rc }
            phraseRows = [Int](repeating: 0, count: idf.count)
        }
        var length = 0.0
        let rc = readRow(api, fts, rowid, &length)
        guard rc == SQLITE_OK else { return rc }
        deferredStarts.append(Int32(truncatingIfNeeded: deferredPhrases.count))
        phraseRows.withUnsafeMutableBufferPointer { rows in
            freq.withUnsafeBufferPointer { f in
                for i in 0..<min(rows.count, f.count) where f[i] > 0 {
                    rows[i] += 1
                    deferredPhrases.append(Int32(truncatingIfNeeded: i))
                    deferredFreqs.append(f[i])
                }
            }
        }
        deferredRows.append(rowid)
        deferredTiers.append(tier)
        deferredLengths.append(length)
        deferredLanguage.append(language)
        return SQLITE_OK
    }

    /// Scores the rows `collectDeferred` kept, with FTS5's bm25 formula (the same terms added
    /// in the same order as `bm25`), and keeps the best.
    private func finishDeferred() {
        guard !deferredRows.isEmpty else { return }
        for i in idf.indices where idf[i] < 0 {
            let hits = Double(i < phraseRows.count ? phraseRows[i] : 0)
            let value = RankingPolicy.idf(rows: rowCount, hits: hits)
            idf[i] = value
            remember(i, value)
        }
        for (k, rowid) in deferredRows.enumerated() {
            var sum = 0.0
            let length = deferredLengths[k]
            let end = k + 1 < deferredStarts.count ? Int(deferredStarts[k + 1]) : deferredPhrases.count
            // The row's phrases above 0, in phrase order: the terms `bm25` adds, in its order.
            for j in Int(deferredStarts[k])..<end {
                let i = Int(deferredPhrases[j])
                let f = deferredFreqs[j]
                sum += RankingPolicy.bm25Term(idf: idf[i], f: f, length: length, avgdl: avgdl, k1: k1, b: b)
            }
            let factor = typedFactor { i in deferredPhrases[Int(deferredStarts[k])..<end].contains(Int32(truncatingIfNeeded: i)) }
            keep(Entry(tier: deferredTiers[k], score: Self.weighed(-1.0 * sum, factor: factor, language: deferredLanguage[k]), rowid: rowid))
        }
        deferredRows.removeAll(keepingCapacity: true)
        deferredTiers.removeAll(keepingCapacity: true)
        deferredLengths.removeAll(keepingCapacity: true)
        deferredLanguage.removeAll(keepingCapacity: true)
        deferredStarts.removeAll(keepingCapacity: true)
        deferredPhrases.removeAll(keepingCapacity: true)
        deferredFreqs.removeAll(keepingCapacity: true)
    }

    /// The factor of a row of a one-unit query (`Settings.typedPhrases`): 1 + typedWeight when
    /// it has (`has`, by phrase) the unit's words as typed; nil otherwise.
    private func typedFactor(has: (Int) -> Bool) -> Double? {
        guard settings.unitCount == 1, settings.typedWeight > 0 else { return nil }
        for (i, typed) in settings.typedPhrases.enumerated() where typed && has(i) { return 1 + settings.typedWeight }
        return nil
    }

    private var unitSeen: [Bool] = []
    private var typedSeen: [Bool] = []
    private var spans: [(column: Int32, start: Int32, end: Int32, unit: Int32)] = []
    private var windowCounts: [Int32] = []

    /// The proximity boost (the factor bm25 is multiplied by; nil: none), and the tier: in the
    /// fallback, the number of units the row misses.
    private func arrange(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer, mask: UInt8) -> (Double?, Int32) {
        guard let xInstCount = api.pointee.xInstCount, let xInst = api.pointee.xInst,
              let xPhraseSize = api.pointee.xPhraseSize else { return (nil, 0) }
        var instances: Int32 = 0
        guard xInstCount(fts, &instances) == SQLITE_OK else { return (nil, 0) }
        if unitSeen.count != settings.unitCount { unitSeen = [Bool](repeating: false, count: settings.unitCount) }
        for i in unitSeen.indices { unitSeen[i] = false }
        if typedSeen.count != settings.unitCount { typedSeen = [Bool](repeating: false, count: settings.unitCount) }
        for i in typedSeen.indices { typedSeen[i] = false }
        spans.removeAll(keepingCapacity: true)
        var matched = 0
        var typed = 0
        for i in 0..<instances {
            var phrase: Int32 = 0, column: Int32 = 0, offset: Int32 = 0
            guard xInst(fts, i, &phrase, &column, &offset) == SQLITE_OK else { continue }
            guard Int(phrase) < settings.phraseUnits.count else { continue }
            let unit = settings.phraseUnits[Int(phrase)]
            guard unit >= 0 && Int(unit) < settings.unitCount else { continue }
            if !unitSeen[Int(unit)] { unitSeen[Int(unit)] = true; matched += 1 }
            if Int(phrase) < settings.typedPhrases.count, settings.typedPhrases[Int(phrase)], !typedSeen[Int(unit)] {
                typedSeen[Int(unit)] = true
                typed += 1
            }
            let size = max(1, xPhraseSize(fts, phrase))
            spans.append((column, offset, offset + size - 1, unit))
        }
        // A named bar: a row about it has its unit; a row that neither names it nor is about
        // it misses more than a word (`unitCount` more: it ranks after every row that has it).
        var offBar: Int32 = 0
        for (u, bit) in settings.unitBars.enumerated() where bit != 0 && u < unitSeen.count {
            if !unitSeen[u] && mask & bit != 0 { unitSeen[u] = true; matched += 1 }
            if !unitSeen[u] { offBar += Int32(settings.unitCount) }
        }
        var factor: Double?
        if matched > 1 && settings.proximityWeight > 0 {
            factor = 1 + settings.proximityWeight * closeness()
        }
        // Like proximity, among rows that have several units.
        if matched > 1 && typed > 0 && settings.typedWeight > 0 {
            factor = (factor ?? 1) * (1 + settings.typedWeight * Double(typed) / Double(settings.unitCount))
        }
        let missing = Int32(settings.unitCount - matched) + offBar
        return (factor, settings.coverage && missing > 0 ? partialTier + missing : 0)
    }

    /// The closeness of the best window: the one covering the most units within one column,
    /// then the shortest; its units' tokens over its length.
    private func closeness() -> Double {
        spans.sort { ($0.column, $0.start) < ($1.column, $1.start) }
        if windowCounts.count != settings.unitCount { windowCounts = [Int32](repeating: 0, count: settings.unitCount) }
        var best = (units: 0, span: Int32.max, tokens: Int32(0))
        var lo = 0
        var distinct = 0
        for i in windowCounts.indices { windowCounts[i] = 0 }
        for hi in spans.indices {
            if hi > 0 && spans[hi].column != spans[hi - 1].column {
                for k in lo..<hi { windowCounts[Int(spans[k].unit)] -= 1 }
                lo = hi
                distinct = 0
            }
            let u = Int(spans[hi].unit)
            if windowCounts[u] == 0 { distinct += 1 }
            windowCounts[u] += 1
            // Shrink from the left while the left end's unit is also found later in the window.
            while lo < hi && windowCounts[Int(spans[lo].unit)] > 1 {
                windowCounts[Int(spans[lo].unit)] -= 1
                lo += 1
            }
            var end: Int32 = 0
            var tokens: Int32 = 0
            for k in lo...hi { end = max(end, spans[k].end); tokens += spans[k].end - spans[k].start + 1 }
            let span = end - spans[lo].start + 1
            if distinct > best.units || (distinct == best.units && span < best.span) {
                best = (distinct, span, min(tokens, span))
            }
        }
        for k in lo..<spans.count { windowCounts[Int(spans[k].unit)] -= 1 }
        guard best.units > 1, best.span > 0 else { return 0 }
        return Double(best.tokens) / Double(best.span) * Double(best.units) / Double(settings.unitCount)
    }

    private func keep(_ entry: Entry) {
        guard settings.capacity > 0 else { return }
        if heap.count < settings.capacity {
            heap.append(entry)
            var i = heap.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                guard Self.better(heap[parent], than: heap[i]) else { break }
                heap.swapAt(parent, i)
                i = parent
            }
            return
        }
        guard Self.better(entry, than: heap[0]) else { return }
        heap[0] = entry
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var worst = i
            if l < heap.count && Self.better(heap[worst], than: heap[l]) { worst = l }
            if r < heap.count && Self.better(heap[worst], than: heap[r]) { worst = r }
            if worst == i { break }
            heap.swapAt(i, worst)
            i = worst
        }
    }

    /// The row count and average row length, exactly as FTS5's bm25 computes them (the IDFs
    /// come later, one per phrase, when first needed).
    private func prepare(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer) -> Int32 {
        guard let xPhraseCount = api.pointee.xPhraseCount, let xRowCount = api.pointee.xRowCount,
              let xColumnTotalSize = api.pointee.xColumnTotalSize else { return SQLITE_MISUSE }
        let phrases = Int(xPhraseCount(fts))
        var rows: Int64 = 0
        var tokens: Int64 = 0
        var rc = xRowCount(fts, &rows)
        if rc == SQLITE_OK { rc = xColumnTotalSize(fts, -1, &tokens) }
        guard rc == SQLITE_OK else { return rc }
        avgdl = Double(tokens) / Double(rows)
        rowCount = Double(rows)
        // Computed when a scored row first has the phrase (`idf(_:)`): a phrase no scored row
        // has adds 0 to every score whatever its IDF, and counting its rows (one pass over its
        // whole doclist) is the dearest part of a broad query: the other languages' forms of a
        // glossary concept mostly meet rows that are only counted.
        idf = [Double](repeating: -1, count: phrases)
        freq = [Double](repeating: 0, count: phrases)
        // Keys that do not name FTS5's phrases one for one are not used (nor is anything kept).
        if remembersIDFs && phraseKeys.count != phrases { remembersIDFs = false }
        if remembersIDFs {
            if let r = rememberedFor, r.rows == rowCount, r.avgdl == avgdl {
                for i in 0..<min(phrases, phraseKeys.count) {
                    if let value = rememberedIDFs[phraseKeys[i]] {
                        idf[i] = value
                        reusedIDFs += 1
                        // A split pass's other side takes it instead of counting it again.
                        sharedIDF?.publish(i, value)
                    }
                }
            } else {
                rememberedIDFs.removeAll()
                rememberedFor = (rowCount, avgdl)
            }
        }
        prepared = true
        return SQLITE_OK
    }

    private var rowCount = 0.0

    /// The IDF of phrase `i`, exactly as FTS5's bm25 computes it, counted on first use.
    private func idf(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer, _ i: Int) -> (Double, Int32) {
        if idf[i] >= 0 { return (idf[i], SQLITE_OK) }
        if let sharedIDF {
            switch sharedIDF.claim(i) {
            case .ready(let value):
                idf[i] = value
                return (value, SQLITE_OK)
            case .busy: return (0, Self.idfBusy)
            case .mine: break
            }
        }
        guard let xQueryPhrase = api.pointee.xQueryPhrase else { return (0, SQLITE_MISUSE) }
        var hits: Int64 = 0
        let rc = withUnsafeMutablePointer(to: &hits) { xQueryPhrase(fts, Int32(i), $0, countRows) }
        guard rc == SQLITE_OK else { return (0, rc) }
        let value = RankingPolicy.idf(rows: rowCount, hits: Double(hits))
        idf[i] = value
        remember(i, value)
        sharedIDF?.publish(i, value)
        return (value, SQLITE_OK)
    }

    /// The current row's weighted phrase frequencies into `freq`, and its length (from
    /// `lengths`, else FTS5's own column size): what bm25 needs of a row.
    private func readRow(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer, _ rowid: Int64,
                         _ length: inout Double) -> Int32 {
        guard let xInstCount = api.pointee.xInstCount, let xInst = api.pointee.xInst,
              let xColumnSize = api.pointee.xColumnSize else { return SQLITE_MISUSE }
        var instances: Int32 = 0
        var rc = xInstCount(fts, &instances)
        guard rc == SQLITE_OK else { return rc }
        // One uniqueness check per row, not one per instance.
        rc = freq.withUnsafeMutableBufferPointer { f -> Int32 in
            f.update(repeating: 0)
            let silent = settings.silentPhrases
            return settings.weights.withUnsafeBufferPointer { weights -> Int32 in
                for i in 0..<instances {
                    var phrase: Int32 = 0, column: Int32 = 0, offset: Int32 = 0
                    let rc = xInst(fts, i, &phrase, &column, &offset)
                    guard rc == SQLITE_OK else { return rc }
                    let w = column >= 0 && Int(column) < weights.count ? weights[Int(column)] : 1.0
                    if phrase >= 0 && Int(phrase) < f.count && !(Int(phrase) < silent.count && silent[Int(phrase)]) {
                        f[Int(phrase)] += w
                    }
                }
                return SQLITE_OK
            }
        }
        guard rc == SQLITE_OK else { return rc }
        if rowid >= 0 && rowid < Int64(settings.lengths.count) {
            length = Double(settings.lengths[Int(rowid)])
        } else {
            var n: Int32 = 0
            rc = xColumnSize(fts, -1, &n)
            guard rc == SQLITE_OK else { return rc }
            length = Double(n)
        }
        return SQLITE_OK
    }

    /// The row's bm25 score and length; `idfBusy` (the row's frequencies read, `score` not set)
    /// when an IDF it needs is being counted by the other side of a split pass.
    private func bm25(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer, _ rowid: Int64,
                      _ score: inout Double, _ length: inout Double) -> Int32 {
        let rc = readRow(api, fts, rowid, &length)
        guard rc == SQLITE_OK else { return rc }
        var sum = 0.0
        var busy = false
        for i in freq.indices {
            // A phrase the row lacks adds idf × 0 (FTS5 adds that too, in phrase order).
            let f = freq[i]
            guard f > 0 else { continue }
            let (w, rc) = idf(api, fts, i)
            if rc == Self.idfBusy { busy = true; continue }
            guard rc == SQLITE_OK else { return rc }
            sum += RankingPolicy.bm25Term(idf: w, f: f, length: length, avgdl: avgdl, k1: k1, b: b)
        }
        if busy { return Self.idfBusy }
        score = -1.0 * sum
        return SQLITE_OK
    }

    // MARK: registration

    public static let functionName = "barguide_collect"

    /// Registers `barguide_collect` on the connection whose fts5_api is `api`, with a new
    /// collector (released when the connection closes).
    static func register(_ api: UnsafeMutablePointer<fts5_api>) -> (Int32, RankCollector?) {
        guard let createFunction = api.pointee.xCreateFunction else { return (SQLITE_ERROR, nil) }
        let collector = RankCollector()
        let context = Unmanaged.passRetained(collector).toOpaque()
        let rc = createFunction(api, functionName, context, collectFunction, releaseCollector)
        if rc != SQLITE_OK {
            Unmanaged<RankCollector>.fromOpaque(context).release()
            return (rc, nil)
        }
        return (SQLITE_OK, collector)
    }
}

private let countRows: @convention(c) (
    UnsafePointer<Fts5ExtensionApi>?, OpaquePointer?, UnsafeMutableRawPointer?
) -> Int32 = { _, _, context in
    context?.assumingMemoryBound(to: Int64.self).pointee += 1
    return SQLITE_OK
}

private let collectFunction: @convention(c) (
    UnsafePointer<Fts5ExtensionApi>?, OpaquePointer?, OpaquePointer?, Int32,
    UnsafeMutablePointer<OpaquePointer?>?
) -> Void = { api, fts, context, _, _ in
    guard let api, let fts, let xUserData = api.pointee.xUserData,
          let raw = xUserData(fts) else {
        sqlite3_result_error_code(context, SQLITE_MISUSE)
        return
    }
    let collector = Unmanaged<RankCollector>.fromOpaque(raw).takeUnretainedValue()
    let rc = collector.collect(api, fts)
    if rc == SQLITE_OK {
        sqlite3_result_int(context, 1)
    } else {
        sqlite3_result_error_code(context, rc)
    }
}

private let releaseCollector: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
    guard let context else { return }
    Unmanaged<RankCollector>.fromOpaque(context).release()
}

/// The IDFs of a pass split over two collectors (two connections, each with its own
/// xQueryPhrase): each phrase's IDF is counted once, by the first side that needs it. A side
/// that needs one the other is still counting keeps the row's frequencies and scores it when the
/// pass is over (`RankCollector.finishPending`), so neither waits nor counts twice.
public final class SharedIDF: Sendable {
    /// By phrase: the IDF, or NaN while a side counts it.
    private let values = Mutex<[Int: Double]>([:])

    public init() {}

    enum Claim { case ready(Double), mine, busy }

    /// The IDF of phrase `i` if known; else whether the caller now counts it or the other side is.
    func claim(_ i: Int) -> Claim {
        values.withLock { values in
            if let value = values[i] { return value.isNaN ? .busy : .ready(value) }
            values[i] = .nan
            return .mine
        }
    }

    func publish(_ i: Int, _ value: Double) { values.withLock { $0[i] = value } }

    /// The IDF of phrase `i`, once counted.
    public func value(_ i: Int) -> Double? {
        values.withLock { values in values[i].flatMap { $0.isNaN ? nil : $0 } }
    }
}
