#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How search orders the rows that match a query, in one table: every tier, weight and factor
/// that the one-pass collector (`RankCollector`) and the search engine apply, each named and
/// with the reason it holds.
///
/// The order of results:
/// 1. **tier**, lower first whatever the scores: the partial tier plus one per missing word
///    (the fallback ranking), with a language asked for (`--prefer-lang`) the other-language
///    tier, the fragment tier, for a query that is an API name alone the
///    unnamed tier, and for a query that only names a bar, the rule's role towards that bar
///    (`barRoles`), added together;
/// 2. **score**, lower first: FTS5's bm25 (negative) with the column weights, times the
///    proximity boost, times the rule's kind, length and language factors, rounded;
/// 3. ties in source order (document, then line), and in the collector by rowid.
public enum RankingPolicy {
    /// One named value of the policy and the one-line reason it holds.
    public struct Entry<Value: Sendable>: Sendable {
        public let name: String
        public let value: Value
        public let reason: String

        init(_ name: String, _ value: Value, _ reason: String) {
            self.name = name
            self.value = value
            self.reason = reason
        }
    }

    // MARK: Tiers

    public static let partialTier = Entry(
        "partialTier", Int32(1 << 21),
        "A row that misses query words ranks after every row that has them all; one tier lower per missing word.")
    public static let otherLanguageTier = Entry(
        "otherLanguageTier", Int32(1 << 20),
        "With a language asked for (--prefer-lang), a row in another language ranks after every row in that one.")
    public static let fragmentTier = Entry(
        "fragmentTier", Int32(1 << 19),
        "A fragment (a caption, a heading-like line) never outranks a full rule about the same thing.")
    public static let unnamedTier = Entry(
        "unnamedTier", Int32(1 << 18),
        "A query that is an API name alone: rules that do not hold the name (only its concept's words) follow those that do.")
    public static let fragmentTokens = Entry(
        "fragmentTokens", 14,
        "Fewer index tokens than this (all columns: a headline repeating a short text, ~5 facet tokens) is a fragment.")

    // MARK: A bar's name alone

    /// The roles a rule can have towards the bar a query only names, best first: the first four
    /// are the bar's own rules (it is their primary bar), by kind (a kind the first three do not
    /// name is "other"); then rules that list the bar after another, then rules that do not list
    /// it. A role's tier is its value × `barRoleStep`.
    public static let barRoles = [
        Entry("definition", Int32(0), "What the bar is: the first answer to a query that only names it."),
        Entry("guideline", Int32(1), "The bar's guidelines (do, don't, avoid, consider): how to use it, right after what it is."),
        Entry("behavior", Int32(2), "How the bar behaves: after what it is and how to use it."),
        Entry("other", Int32(3), "The bar's other rules (tips, captions, notes, references): its own, but less of an answer."),
        Entry("secondary", Int32(4), "A rule about another bar that lists this one too mentions it in passing."),
        Entry("unlisted", Int32(5), "A rule whose text names the bar but that does not list it is about something else."),
    ]
    public static let barRoleStep = Entry(
        "barRoleStep", Int32(1 << 15),
        "One tier per role: below the fragment tier (a fragment still follows full rules), above the reference tier.")
    public static let barReferenceTier = Entry(
        "barReferenceTier", Int32(1 << 14),
        "A reference (a pointer to developer documentation) ranks last among the rules of its role.")
    public static let barReferenceKind = "reference"

    /// The tier of a rule towards the bar a query only names: `own` (the bar is its primary
    /// bar), `listed` (among its bars) and its kind.
    public static func barRoleTier(own: Bool, listed: Bool, kind: String) -> Int32 {
        let name = own ? (barRoles.prefix(3).contains { $0.name == kind } ? kind : "other") : listed ? "secondary" : "unlisted"
        let role = barRoles.first { $0.name == name }?.value ?? 0
        return role * barRoleStep.value + (kind == barReferenceKind ? barReferenceTier.value : 0)
    }

    /// The tier of a role by name (`barRoles`), without the reference tier.
    public static func barRoleTier(_ name: String) -> Int32 {
        (barRoles.first { $0.name == name }?.value ?? 0) * barRoleStep.value
    }

    /// Every bit a role tier (with the reference tier) can set.
    public static var barRoleBits: Int32 {
        let top = (barRoles.map(\.value).max() ?? 0) * barRoleStep.value + barReferenceTier.value
        var bits: Int32 = 0
        while bits < top { bits = bits << 1 | 1 }
        return bits & ~(barReferenceTier.value - 1)
    }

    // MARK: bm25

    public static let bm25K1 = Entry(
        "bm25K1", 1.2, "FTS5's bm25 k1 (term frequency saturation): the collector's scores equal bm25()'s.")
    public static let bm25B = Entry(
        "bm25B", 0.75, "FTS5's bm25 b (length normalisation): the collector's scores equal bm25()'s.")
    public static let idfFloor = Entry(
        "idfFloor", 1e-6, "FTS5's floor for a phrase in half the rows or more: it still counts, barely.")
    /// In the index's column order: headline, text, keywords, facets.
    public static let columnWeights = [
        Entry("headline", 2.0, "The headline states the rule in brief: a word there says more than one in the text."),
        Entry("text", 1.0, "The rule's full text: the reference weight."),
        Entry("keywords", 1.0, "API names and their camelCase parts count like the text they come from."),
        Entry("facets", 0.0, "Facet tokens (bar, language, kind) only filter; they never add relevance."),
    ]

    // MARK: Factors

    public static let proximityWeight = Entry(
        "proximityWeight", 0.5,
        "bm25 × (1 + this × closeness): rows whose query words stand together rank higher, by half at most.")
    /// By rule kind (raw values of the engine's `RuleKind`): bm25 is negative, so a larger factor
    /// ranks higher.
    public static let typedWeight = Entry(
        "typedWeight", 1.0,
        "bm25 × (1 + this × share of units found as typed): the user's own words match more surely than their glossary synonyms.")
    public static let countFactor = Entry(
        "countFactor", 1.5,
        "A question of how many (сколько, how many, 多少) weighs a rule that states a number by this: it answers with one.")
    public static let kindFactors = [
        Entry("guideline", 1.2, "A guideline answers the question: it ranks above text that only mentions the words."),
        Entry("behavior", 1.0, "How a bar behaves: the reference weight."),
        Entry("tip", 1.0, "Advice: the reference weight."),
        Entry("definition", 0.95, "What a bar is: slightly below advice about it."),
        Entry("reference", 0.85, "API reference text mentions the words more than it answers."),
        Entry("caption", 0.7, "A caption describes a picture, not a rule."),
        Entry("editorial", 0.7, "Notes about the text itself, not about bars."),
    ]
    public static let languageFactor = Entry(
        "languageFactor", 1.5,
        "A rule in the query's language (none asked for) weighs this much more: it answers first when it answers as well, yet a better answer in another language (a user's own text beside the seeds) still ranks.")
    public static let otherKindFactor = Entry(
        "otherKindFactor", 1.0, "A kind the table does not name is weighed as neutral.")
    public static let shortTokens = Entry(
        "shortTokens", 24, "Rules with fewer index tokens than this are short.")
    public static let shortFactor = Entry(
        "shortFactor", 0.8, "A short rule says less: its score weighs a little less.")
    public static let charactersPerToken = Entry(
        "charactersPerToken", 4,
        "Without rank statistics (an old database), a rule's tokens are estimated as its characters over this.")
    public static let scoreScale = Entry(
        "scoreScale", 1e6,
        "Weighed scores are rounded to 1/this: floating-point noise never reorders rules (ties go by source order).")

    // MARK: Candidates

    public static let candidatesPerResult = Entry(
        "candidatesPerResult", 5,
        "bm25 ranks on the index alone; the kind and length factors reorder this many candidates per result.")
    public static let extraCandidates = Entry(
        "extraCandidates", 50, "Extra candidates, so that even a one-result page can be reordered by the factors.")
    public static let partialBelow = Entry(
        "partialBelow", 3, "With fewer rows than this (or than the page) having every word, rows with most of them follow.")
    public static let collapseWindowPerResult = Entry(
        "collapseWindowPerResult", 4,
        "A collapsed page short of results ranks this many rules per result from the first hit: copies take several.")
    public static let collapseWindowMinimum = Entry(
        "collapseWindowMinimum", 50, "The wider window reaches at least this far, past a run of copies on a small page.")
    public static let collapseWindowMaximum = Entry(
        "collapseWindowMaximum", 2_000, "The wider window stops here: it bounds the work on a corpus full of copies.")
    public static let otherLanguageRows = Entry(
        "otherLanguageRows", 64,
        "A result's translation without the query's words is picked among this many of its rules per language, in source order.")

    /// How many of the best rows are kept and weighed for a page ending at `pageEnd` (offset +
    /// limit).
    @inline(__always)
    public static func candidates(pageEnd: Int) -> Int {
        pageEnd * candidatesPerResult.value + extraCandidates.value
    }

    /// The IDF of a phrase in `hits` of `rows` rows, exactly as FTS5's bm25 computes it.
    @inline(__always)
    public static func idf(rows: Double, hits: Double) -> Double {
        let value = log((rows - hits + 0.5) / (hits + 0.5))
        return value <= 0.0 ? idfFloor.value : value
    }

    /// One phrase's bm25 term for a row, exactly as FTS5 computes it: `idf` of the phrase, `f`
    /// its weighted frequency in the row, `length` the row's length, `avgdl` the average.
    @inline(__always)
    public static func bm25Term(idf: Double, f: Double, length: Double, avgdl: Double, k1: Double, b: Double) -> Double {
        idf * ((f * (k1 + 1.0)) / (f + k1 * (1 - b + b * length / avgdl)))
    }

    /// The factor a rule of `tokens` index tokens is weighed by.
    @inline(__always)
    public static func lengthFactor(_ tokens: Int) -> Double {
        tokens < shortTokens.value ? shortFactor.value : 1.0
    }

    /// The table, in the order above: name, value and reason of every entry.
    public static var table: [(name: String, value: String, reason: String)] {
        func row<V>(_ e: Entry<V>) -> (String, String, String) { (e.name, "\(e.value)", e.reason) }
        let tiers = [row(partialTier), row(otherLanguageTier), row(fragmentTier), row(unnamedTier), row(fragmentTokens)]
            + barRoles.map { ("barRole." + $0.name, "\($0.value)", $0.reason) } + [row(barRoleStep), row(barReferenceTier)]
        let bm25 = [row(bm25K1), row(bm25B), row(idfFloor)] + columnWeights.map { ("column." + $0.name, "\($0.value)", $0.reason) }
        let factors = [row(proximityWeight), row(typedWeight), row(countFactor), row(languageFactor)] + kindFactors.map { ("kind." + $0.name, "\($0.value)", $0.reason) }
            + [row(otherKindFactor), row(shortTokens), row(shortFactor), row(charactersPerToken), row(scoreScale)]
        let candidates = [row(candidatesPerResult), row(extraCandidates), row(partialBelow),
                          row(collapseWindowPerResult), row(collapseWindowMinimum), row(collapseWindowMaximum),
                          row(otherLanguageRows)]
        return tiers + bm25 + factors + candidates
    }
}
