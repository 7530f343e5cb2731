import BarGuideText
import SQLiteKit

/// The language a query is written in; its results rank first.
public enum QueryLanguage: String, Sendable, CaseIterable {
    case ru, zh, en

    public func includes(_ lang: Lang) -> Bool {
        switch self {
        case .ru: return lang == .ru
        case .zh: return lang == .zhHans || lang == .zhHant
        case .en: return lang == .en
        }
    }

    /// The two language bits of a rule's rank mask (see RankStats): 0 ru, 1 zh, 2 en.
    var code: UInt8 {
        switch self {
        case .ru: return 0
        case .zh: return 1
        case .en: return 2
        }
    }

    public static func resolve(_ name: String) -> QueryLanguage? {
        switch name.lowercased() {
        case "ru", "russian", "рус", "русский": return .ru
        case "zh", "zh-hans", "zh-hant", "chinese", "中文": return .zh
        case "en", "english": return .en
        default: return nil
        }
    }
}

/// One alternative of a unit: text the tokenizer will see, and whether it is a prefix.
struct QueryAlternative: Hashable, Sendable {
    var text: String
    var prefix: Bool
}

/// One thing the results should contain: a word (or a glossary term of several words), an
/// `a OR b` group or a quoted phrase, with the alternatives any of which will do.
struct QueryUnit: Equatable, Sendable {
    var alternatives: [QueryAlternative]
    var concepts: [String] = []
    /// A stop word (dropped unless the query has nothing else).
    var stop = false
    /// Each typed word the unit stands for, as its tokens (`Word.key`; empty for a quoted phrase
    /// or an OR group): a word repeated inside a matched name is found by them.
    var tokens: [String] = []
    /// The bar the unit names: it matched the name of one glossary concept, a bar.
    var bar: Bar?
    /// The words of a name of several words (stop words aside), each of which a rule must have
    /// when it has none of the name's forms: a name never finds fewer rules than its words.
    var words: [QueryAlternative] = []
    /// The facet token of `bar` when the query has other units too: with every word, a rule
    /// that concerns the bar (lists it) has this unit even when its text does not name the bar.
    var barFacet: String?
    /// The words of a glossary name as typed, also when a shorter form stands for them among
    /// `alternatives` (an API name whose camelCase parts hold a term: preferredStatusBarStyle).
    var typed: QueryAlternative?

    /// The unit as FTS5 matches it: any alternative, or its words together, or (`facets`) the
    /// bar's facet token.
    func expression(facets: Bool) -> FTS5Expression {
        var operands = alternatives.map { FTS5Expression.phrase($0.text, prefix: $0.prefix) }
        if words.count > 1 { operands.append(.and(words.map { .phrase($0.text, prefix: $0.prefix) })) }
        if facets, let barFacet { operands.append(.facets([barFacet])) }
        return FTS5Expression.any(operands)!
    }
}

/// A query compiled for FTS5: its units (ANDed; ORed for the fallback), exclusions, the
/// glossary concepts it was expanded with and the language it is written in.
struct CompiledQuery: Sendable {
    var units: [QueryUnit] = []
    var exclusions: [QueryAlternative] = []
    var concepts: [String] = []
    var language: QueryLanguage?
    /// A Chinese run was split into words.
    var segmented = false
    /// Only stop words were given, so they are searched as written.
    var onlyStopWords = false
    /// A term could meet a facet token: the expression is kept off the facets column.
    var facetLike = false
    /// The query asks how many (`CountQuestion`): rules that state a number rank higher.
    var asksCount = false
    /// The forms of the words that asked how many (`CountQuestion`), dropped as units: a rule
    /// that holds one states a bound ("не больше", "up to"), as a number does.
    var countForms: [QueryAlternative] = []
    /// The bar the query only names: its words (stop words aside) are one bar's name, and
    /// nothing is excluded. That bar's own rules then rank first (`RankingPolicy.barRoles`).
    var onlyBar: Bar?

    static let textColumns = ["headline", "text", "keywords"]

    /// The expression: every unit (`all`) or any of them (the fallback); nil without units.
    /// A named bar's facet token stands in for its name only beside every other unit: the
    /// fallback matches on the words alone (the collector counts the bar's rows as having the
    /// bar's unit from their masks, `unitBars`).
    func expression(all: Bool) -> FTS5Expression? {
        let groups = units.map { $0.expression(facets: all) }
        guard var e = all ? FTS5Expression.all(groups) : FTS5Expression.any(groups) else { return nil }
        if !exclusions.isEmpty {
            e = .not(e, FTS5Expression.any(exclusions.map { .phrase($0.text, prefix: $0.prefix) })!)
        }
        // User terms could only meet the facets column through a facet token (zzbar…), which
        // nobody types; only then is the expression restricted to the other columns, a column
        // filter that makes FTS5 check positions on every match.
        return facetLike ? .columns(Self.textColumns, e) : e
    }

    /// The unit of each phrase of `expression(all:)`, in FTS5's phrase order (phrases after
    /// them, exclusions and facet filters, have none).
    func phraseUnits(all: Bool) -> [Int32] {
        var out: [Int32] = []
        for (i, unit) in units.enumerated() {
            out += Array(repeating: Int32(i), count: unit.expression(facets: all).phraseCount)
        }
        return out
    }

    /// Whether each phrase of `expression(all:)` is its unit's words as typed (the first
    /// alternative of a unit of plain words), in FTS5's phrase order.
    func typedPhrases(all: Bool) -> [Bool] {
        var out: [Bool] = []
        for unit in units {
            let count = unit.expression(facets: all).phraseCount
            out.append(!unit.tokens.isEmpty)
            out += Array(repeating: false, count: count - 1)
        }
        return out
    }

    /// Whether each phrase of `expression(all:)` adds nothing to a row's score: a name's words
    /// apart (`QueryUnit.words`) only widen what matches; the name's own forms rank.
    func silentPhrases(all: Bool) -> [Bool] {
        units.flatMap { unit in
            let words = unit.words.count > 1 ? unit.words.count : 0
            return Array(repeating: false, count: unit.alternatives.count) + Array(repeating: true, count: words)
                + Array(repeating: false, count: unit.expression(facets: all).phraseCount - unit.alternatives.count - words)
        }
    }

    /// The bar bit of the rank masks (`RankStats.mask(of:)`) each unit that names a bar stands
    /// for when its facet is used (`QueryUnit.barFacet`), 0 for the others.
    var unitBars: [UInt8] {
        units.map { unit in unit.barFacet != nil ? unit.bar.map { RankStats.mask(of: $0) } ?? 0 : 0 }
    }


    /// How many of the units `rule` holds, matched as the index analyzes its columns (headline,
    /// text, and what the keywords column holds: heading, symbols, items); a unit naming a bar
    /// beside other words also by the rule's bars, as its facet does.
    func unitsHeld(by rule: Rule, analyzer: Analyzer) -> Int {
        let columns = [rule.headline, rule.text, (rule.heading + rule.symbols + rule.items).joined(separator: " • ")]
        func holds(_ terms: [QueryAlternative]) -> Bool {
            let builder = SnippetBuilder(terms: terms, analyzer: analyzer)
            return columns.contains { !$0.isEmpty && !builder.hits(in: builder.positions(of: $0)).isEmpty }
        }
        return units.filter { unit in
            if unit.barFacet != nil, let bar = unit.bar, rule.bars.contains(bar) { return true }
            return holds(unit.alternatives) || (unit.words.count > 1 && unit.words.allSatisfy { holds([$0]) })
        }.count
    }

    /// Every positive alternative, for highlighting (a name's words apart are not marked: in a
    /// rule with the name, the name is).
    var terms: [QueryAlternative] { units.flatMap(\.alternatives) }
}

/// Compiles a parsed query: Chinese runs segmented into words, words matched against the
/// glossary (one GlossaryMatcher, the one `show` uses) and expanded into every language,
/// stop words dropped, repeated units folded.
struct QueryCompiler {
    let db: Database
    let analyzer: Analyzer

    /// A word of the query, as typed (or one segmented word of a Chinese run).
    struct Word {
        var text: String
        var prefix: Bool
        /// Query-mode positions: primary token and colocated variants.
        var positions: [[String]]
        var han: Bool
        /// A Chinese question form (要不要, 能不能, 是不是): a stop word, whose negation is no cue.
        var question = false

        /// The word as its primary tokens, for finding it again.
        var key: String { positions.map { $0[0] }.joined(separator: " ") }

        /// Whether the word is dropped when the query has other words.
        var isStop: Bool { !prefix && (question || StopWords.contains(text)) }
    }

    enum Item {
        case words([Word])
        case group([QueryTerm])
    }

    func compile(_ parsed: ParsedQuery) throws(DatabaseError) -> CompiledQuery {
        var compiled = CompiledQuery()
        // Runs of plain words (matched against the glossary together), and groups as typed.
        var items: [Item] = []
        var run: [Word] = []
        for group in parsed.groups {
            if group.count == 1, !group[0].phrase, let identifiers = try itemIdentifiers(apiPath: group[0].text) {
                // a system item's API name as Swift writes it: the item's identifier, the name
                // its rules are indexed under
                if !run.isEmpty { items.append(.words(run)); run = [] }
                items.append(.group(identifiers.map { QueryTerm($0) }))
            } else if group.count == 1, !group[0].phrase {
                run += words(of: group[0])
            } else {
                if !run.isEmpty { items.append(.words(run)); run = [] }
                items.append(.group(group))
            }
        }
        if !run.isEmpty { items.append(.words(run)) }

        var units: [QueryUnit] = []
        for item in items {
            switch item {
            case .group(let terms):
                let alternatives = terms.filter { hasTokens($0.text) }.map { QueryAlternative(text: $0.text, prefix: $0.prefix) }
                if !alternatives.isEmpty { units.append(QueryUnit(alternatives: alternatives)) }
            case .words(let words):
                units += try expand(words, concepts: &compiled.concepts)
            }
        }
        compiled.segmented = items.contains {
            if case .words(let w) = $0 { return w.contains { $0.han } && w.filter(\.han).count > 1 } else { return false }
        }
        compiled.asksCount = CountQuestion.asks(items.flatMap { item -> [String] in
            if case .words(let words) = item { return words.map(\.text) } else { return [] }
        })
        // A word that asks how many ("maximum", "最多", "количество", "number of") is the question's
        // form, also where it names a concept: the answer states a number in its own words ("up
        // to five", "不超过四个"), so the word is no unit a rule must have. Its forms still mark a
        // rule that states a bound (`countForms`).
        let asking = units.indices.filter { i in
            units[i].concepts.contains(where: CountQuestion.concepts.contains)
                || (units[i].tokens.count == 1 && CountQuestion.cues.contains(units[i].alternatives[0].text.lowercased()))
        }
        if !asking.isEmpty { compiled.asksCount = true }
        if compiled.asksCount, units.indices.contains(where: { !units[$0].stop && !asking.contains($0) }) {
            for i in asking {
                units[i].stop = true
                compiled.countForms += units[i].alternatives.filter { !compiled.countForms.contains($0) }
            }
            // The answer to how many states the number, and may name what it counts otherwise
            // than the asker ("five items" for buttons, "четырёх областей" for категорий): the
            // counted unit is found by its own forms or by a number.
            let typed = items.flatMap { item -> [Word] in if case .words(let w) = item { return w } else { return [] } }
            if let counted = Self.countedUnit(units, cues: asking, words: typed) {
                let numbers = numberAlternatives(script: Self.script(of: units[counted].alternatives[0].text))
                units[counted].alternatives += numbers.filter { !units[counted].alternatives.contains($0) }
            }
        }
        // Stop words are dropped, unless the query has nothing else.
        if units.contains(where: { !$0.stop }) {
            units.removeAll { $0.stop }
        } else {
            compiled.onlyStopWords = !units.isEmpty
        }
        // Names were matched on the words as typed; now repeats count once: a unit given twice,
        // and a single word that is part of a name matched elsewhere in the query ("bar tab
        // bar" is the tab bar), unless a count question counts it ("панель вкладок: сколько
        // вкладок" asks how many tabs, not what the tab bar is).
        let nameTokens = Set(units.filter { !$0.concepts.isEmpty && $0.tokens.count > 1 }.flatMap(\.tokens))
        var seen = Set<[QueryAlternative]>()
        for unit in units where seen.insert(unit.alternatives).inserted {
            if unit.tokens.count == 1, nameTokens.contains(unit.tokens[0]), !compiled.asksCount { continue }
            compiled.units.append(unit)
        }
        compiled.exclusions = parsed.exclusions.filter { hasTokens($0.text) }.map { QueryAlternative(text: $0.text, prefix: $0.prefix) }
        var concepts: [String] = []
        for c in compiled.units.flatMap(\.concepts) where !concepts.contains(c) { concepts.append(c) }
        compiled.concepts = concepts
        compiled.language = Self.language(of: parsed.groups.flatMap { $0 })
        compiled.facetLike = (compiled.terms + compiled.exclusions).contains { mayMeetFacets($0.text) }
        if compiled.units.count == 1, compiled.exclusions.isEmpty { compiled.onlyBar = compiled.units[0].bar }
        // A bar named beside other words: the rules about that bar have it, named or not.
        if compiled.units.count > 1, !compiled.facetLike {
            for i in compiled.units.indices { compiled.units[i].barFacet = compiled.units[i].bar.map(Facets.bar) }
        }
        return compiled
    }

    // MARK: - Count questions

    /// The unit a question of how many counts: of the units searched (`units`, stop words
    /// still marked; `cues`: the units that ask), the one holding the typed word nearest a word
    /// that asks (`words` in typed order; the word after it on a tie: "сколько кнопок", "how
    /// many tabs", "几个标签"), typed as a plain word or name (no quoted phrase) and naming no bar
    /// (the bar is where the count holds). nil when there is none or it is the only unit
    /// searched: a number alone says nothing of what is counted.
    static func countedUnit(_ units: [QueryUnit], cues: [Int], words: [Word]) -> Int? {
        let lower = words.map { $0.text.lowercased() }
        let cueKeys = Set(cues.flatMap { units[$0].tokens })
        let marks = words.indices.filter { i in
            CountQuestion.cues.contains(lower[i]) || cueKeys.contains(words[i].key)
                || (["many", "much"].contains(lower[i]) && i > 0 && lower[i - 1] == "how")
        }
        let searched = units.indices.filter { !units[$0].stop && !cues.contains($0) }
        guard !marks.isEmpty, searched.count > 1 else { return nil }
        func distance(_ i: Int) -> Int { marks.map { i > $0 ? 2 * (i - $0) - 1 : 2 * ($0 - i) }.min() ?? Int.max }
        for w in words.indices.sorted(by: { distance($0) < distance($1) }) where !marks.contains(w) {
            // (a word the bar's name shares is counted where it stands alone: "панель вкладок
            // сколько вкладок")
            if let u = searched.first(where: { units[$0].tokens.contains(words[w].key) && units[$0].bar == nil }) { return u }
        }
        return nil
    }

    /// The numbers a rule states a count with, as alternatives of a counted unit: digits from
    /// two up and the number words of the language written in `script` (Latin: English), one
    /// per distinct analysis (inflections with one stem are one).
    func numberAlternatives(script: Script) -> [QueryAlternative] {
        let words: [String]
        switch script {
        case .cyrillic: words = Russian.countWords.numbers
        case .han: words = Chinese.countWords.numbers
        default: words = English.countWords.numbers
        }
        var keys: [String] = []
        var out: [QueryAlternative] = []
        for text in CountQuestion.digits + words {
            let key = analyzer.tokens(text, mode: .query).filter { !$0.colocated }.map(\.token).joined(separator: " ")
            guard !key.isEmpty, !keys.contains(key) else { continue }
            keys.append(key)
            out.append(QueryAlternative(text: text, prefix: false))
        }
        return out
    }

    // MARK: - Words

    /// The words of a plain term: a Chinese run is segmented into words (jieba's method, see
    /// HanSegmenter); anything else is one word.
    func words(of term: QueryTerm) -> [Word] {
        let phrases = analyzer.queryPhrases(term.text)
        guard phrases.contains(where: \.isHan) else {
            return [Word(text: term.text, prefix: term.prefix, positions: GlossaryMatcher.positions(term.text, analyzer), han: false)]
        }
        var out: [Word] = []
        for (k, p) in phrases.enumerated() {
            let last = k == phrases.count - 1
            guard p.isHan, p.tokens.count > 1, !(term.prefix && last) else {
                out.append(Word(text: p.text, prefix: term.prefix && last, positions: GlossaryMatcher.positions(p.text, analyzer), han: p.isHan))
                continue
            }
            // Question forms are words of their own, the rest is segmented around them.
            var start = 0
            func segment(_ upTo: Int) {
                guard start < upTo else { return }
                let piece = Array(p.tokens[start..<upTo])
                let scalars = piece.map { $0.unicodeScalars.first?.value ?? 0 }
                for r in HanSegmenter.segment(scalars) {
                    let tokens = Array(piece[r])
                    out.append(Word(text: tokens.joined(), prefix: false, positions: tokens.map { [$0] }, han: true))
                }
            }
            var i = 0
            while i < p.tokens.count {
                guard let length = Self.questionForm(p.tokens, at: i) else { i += 1; continue }
                segment(i)
                let tokens = Array(p.tokens[i..<(i + length)])
                out.append(Word(text: tokens.joined(), prefix: false, positions: tokens.map { [$0] }, han: true, question: true))
                i += length
                start = i
            }
            segment(p.tokens.count)
        }
        return out
    }

    /// Verbs whose A-not-A form is followed by the rest of a two-character word (可不可以,
    /// 应不应该, 需不需要, 能不能够).
    static let questionTails: [String: String] = ["可": "以", "应": "该", "需": "要", "能": "够", "允": "许"]

    /// The length of a Chinese A-not-A question form (要不要, 能不能, 是不是, 有没有, 可不可以)
    /// starting at `i` of a run's tokens (one per character, Simplified), or nil.
    static func questionForm(_ tokens: [String], at i: Int) -> Int? {
        guard i + 2 < tokens.count, tokens[i + 1] == "不" || tokens[i + 1] == "没", tokens[i] == tokens[i + 2],
              tokens[i] != "不", tokens[i] != "没" else { return nil }
        if let tail = questionTails[tokens[i]], i + 3 < tokens.count, tokens[i + 3] == tail { return 4 }
        return 3
    }

    /// Matches runs of words against glossary terms (longest first) and turns each match into a
    /// unit: the words as typed plus every term of the concept in every language. Words that
    /// match nothing are units of their own; stop words among them are marked.
    /// (Plain arrays and linear scans: a query has a handful of words, and every distinct generic
    /// type a search uses costs its metadata at run time.)
    func expand(_ words: [Word], concepts used: inout [String]) throws(DatabaseError) -> [QueryUnit] {
        var positions: [[String]] = []
        var boundaries: Set<Int> = [0]
        var wordStarts: [Int] = []      // first position of each word
        for word in words {
            wordStarts.append(positions.count)
            positions += word.positions
            boundaries.insert(positions.count)
        }
        var firstTokens: [String] = []
        for p in positions { for t in p where !firstTokens.contains(t) { firstTokens.append(t) } }
        // A term can match only if every one of its tokens is one of the query's: the others
        // (most of the terms that merely start with a query token: панель вкладок for a query
        // of панели инструментов) are dropped before the matcher is built.
        let queryTokens = firstTokens.map { Array($0.utf8) }
        let candidates = try glossaryRows(firstTokens: firstTokens, words: words).filter { row in
            row.tokens.utf8.split(separator: 0x20).allSatisfy { t in queryTokens.contains { $0.elementsEqual(t) } }
        }
        let matcher = GlossaryMatcher(candidates)
        let matches = matcher.coveringMatches(positions, boundaries: boundaries)
        // Names are matched on the words as typed, stop words in place ("кнопки на панели
        // навигации" names the navigation bar). Stop words outside them are then dropped, and the
        // words between the names of several words are matched again, so that a stop word does
        // not split a name ("строку на состояния" is строка состояния); a name of several words
        // found first stays as it is.
        var matchAt: [Int: GlossaryMatcher.Match] = [:]
        for m in matches { matchAt[m.start] = m }
        func wordCount(_ m: GlossaryMatcher.Match) -> Int {
            wordStarts.filter { $0 >= m.start && $0 < m.start + m.length }.count
        }
        var inMatch = Set<Int>()
        for m in matches { for k in m.start..<(m.start + m.length) { inMatch.insert(k) } }
        let stops = words.indices.filter { words[$0].isStop && !inMatch.contains(wordStarts[$0]) }
        if !stops.isEmpty && stops.count < words.count {
            var out: [QueryUnit] = []
            var run: [Word] = []
            var w = 0
            while w < words.count {
                if let m = matchAt[wordStarts[w]], wordCount(m) > 1 {
                    if !run.isEmpty { out += try expand(run, concepts: &used); run = [] }
                    var span: [Word] = []
                    while w < words.count && wordStarts[w] < m.start + m.length { span.append(words[w]); w += 1 }
                    out += try expand(span, concepts: &used)
                    continue
                }
                if !words[w].isStop { run.append(words[w]) }
                w += 1
            }
            if !run.isEmpty { out += try expand(run, concepts: &used) }
            return out
        }
        var conceptIDs: [String] = []
        for m in matches { for c in m.concepts where !conceptIDs.contains(c) { conceptIDs.append(c) } }
        var terms: [GlossaryTerm] = []
        var bars: [String] = []     // the concepts that are bars
        for row in try rows("SELECT concept, term, tokens, lang, type FROM glossary_terms WHERE concept", in: conceptIDs, "ORDER BY rowid") {
            guard let c = row.string(0), let term = row.string(1), let tokens = row.string(2), !tokens.isEmpty else { continue }
            terms.append(GlossaryTerm(concept: c, term: term, tokens: tokens, lang: row.string(3) ?? ""))
            if row.string(4) == "bar", !bars.contains(c) { bars.append(c) }
        }

        var out: [QueryUnit] = []
        var w = 0
        while w < words.count {
            let p = wordStarts[w]
            guard let m = matchAt[p] else {
                let word = words[w]
                if !word.positions.isEmpty {
                    var alternatives = [QueryAlternative(text: Self.edgeTrimmed(word.text), prefix: word.prefix)]
                    if !word.isStop, !word.prefix, let stem = Self.englishStemPrefix(word.text) {
                        alternatives.append(QueryAlternative(text: stem, prefix: true))
                    }
                    out.append(QueryUnit(alternatives: alternatives, stop: word.isStop, tokens: [word.key]))
                }
                w += 1
                continue
            }
            // The words of the match, as typed, then the concepts' terms (one alternative per
            // distinct analysis: inflections with one stem, a Traditional term and its
            // Simplified twin, are one).
            var spanWords: [Word] = []
            while w < words.count && wordStarts[w] < m.start + m.length {
                // (a dash or other mark before the name is no part of it: "— toolbar" is "toolbar")
                if !(spanWords.isEmpty && words[w].positions.isEmpty) { spanWords.append(words[w]) }
                w += 1
            }
            let text = Self.edgeTrimmed(spanWords.allSatisfy(\.han) ? spanWords.map(\.text).joined()
                : spanWords.map(\.text).joined(separator: " "))
            var alternatives = [QueryAlternative(text: text, prefix: spanWords.last?.prefix ?? false)]
            var alternativeTokens = [positions[m.start..<(m.start + m.length)].map { $0[0] }.joined(separator: " ")]
            // Every form in the query's own language (inflections the stemmer does not join,
            // synonyms); in the other languages, the first forms the glossary lists (the common
            // names: colloquial forms come last), so that each language adds a few phrases to
            // evaluate rather than all of them.
            let script = Self.script(of: text)
            var added = [0, 0, 0, 0]   // ru, zh, en, other
            for t in terms where m.concepts.contains(t.concept) {
                let group = t.lang == "ru" ? 0 : t.lang.hasPrefix("zh") ? 1 : t.lang == "en" ? 2 : 3
                let own = (group == 0 && script == .cyrillic) || (group == 1 && script == .han)
                    || (group == 2 && script != .cyrillic && script != .han)
                guard own || added[group] < Self.formsPerOtherLanguage, !alternativeTokens.contains(t.tokens) else { continue }
                added[group] += 1
                alternatives.append(QueryAlternative(text: t.term, prefix: false))
                alternativeTokens.append(t.tokens)
            }
            // A name of one concept, a bar (a name shared with another concept names neither alone),
            // unless it is an API name (UITabBar, or uitabbar in lowercase): that asks for the class,
            // whose developer pointers answer it.
            var bar = m.concepts.count == 1 && bars.contains(m.concepts[0]) ? Bar(rawValue: m.concepts[0]) : nil
            if bar != nil && (Self.isAPIName(text) || terms.contains { t in
                m.concepts.contains(t.concept) && Self.isAPIName(t.term) && t.term.lowercased() == text.lowercased()
            }) { bar = nil }
            // A name of several words that is no bar: its words, wherever they stand, will do too
            // (a bar named in other words is matched through its facet instead).
            let plain = spanWords.filter { !$0.isStop && !$0.positions.isEmpty }
            let words = bars.contains(where: m.concepts.contains) || plain.count < 2 ? []
                : plain.map { QueryAlternative(text: $0.text, prefix: $0.prefix) }
            // (an API name typed whole is kept: its camelCase parts are indexed as written, the
            // words of a shorter term are not, so the shorter term need not find it)
            out.append(QueryUnit(alternatives: Self.pruned(alternatives, alternativeTokens, keepingFirst: Self.isAPIName(text)),
                                 concepts: m.concepts,
                                 tokens: spanWords.map(\.key), bar: bar.flatMap { Bar.scoped.contains($0) ? $0 : nil },
                                 words: words, typed: alternatives[0]))
            used += m.concepts
        }
        return out
    }

    /// One row of `glossary_terms`.
    struct GlossaryTerm {
        var concept: String
        var term: String
        var tokens: String
        var lang: String
    }

    /// How many distinct forms of a concept each language other than the query's adds.
    static let formsPerOtherLanguage = 2

    /// An English word's Snowball stem, when it differs from the word, as a prefix that finds its
    /// other forms ("placeholders" → placehold*, "Scrolling" → scroll*): only for a word of
    /// letters, lowercase after its first (camelCase is an API name), and a stem of four letters
    /// or more (a shorter one, "tab*", would reach unrelated words).
    static func englishStemPrefix(_ text: String) -> String? {
        let scalars = text.unicodeScalars
        guard scalars.count >= 5, let first = scalars.first, (0x41...0x5A).contains(first.value) || (0x61...0x7A).contains(first.value),
              scalars.dropFirst().allSatisfy({ (0x61...0x7A).contains($0.value) }) else { return nil }
        let word = text.lowercased()
        guard let stem = englishStem(word), stem.count >= 4, stem != word else { return nil }
        return stem
    }

    /// The alternatives without those that contain another one's tokens in sequence: wherever
    /// "нижняя панель инструментов" matches, "панель инструментов" does, so FTS5 need not
    /// evaluate both. A prefix alternative is kept as it is.
    static func pruned(_ alternatives: [QueryAlternative], _ joinedTokens: [String], keepingFirst: Bool = false) -> [QueryAlternative] {
        guard alternatives.count > 1 else { return alternatives }
        let tokens = joinedTokens.map { $0.split(separator: " ").map(String.init) }
        func contains(_ long: [String], _ short: [String]) -> Bool {
            guard !short.isEmpty, short.count < long.count else { return false }
            for i in 0...(long.count - short.count) where Array(long[i..<(i + short.count)]) == short { return true }
            return false
        }
        return alternatives.indices.filter { i in
            alternatives[i].prefix || (keepingFirst && i == 0) || !alternatives.indices.contains { j in
                j != i && !alternatives[j].prefix && contains(tokens[i], tokens[j])
            }
        }.map { alternatives[$0] }
    }

    /// The glossary terms that could start at one of the query's tokens (an indexed range per
    /// token), and those whose Latin tokens joined equal a long lowercase word (an identifier
    /// typed in lowercase: uinavigationbar).
    func glossaryRows(firstTokens: [String], words: [Word]) throws(DatabaseError) -> [GlossaryMatcher.Row] {
        guard !firstTokens.isEmpty else { return [] }
        var out: [GlossaryMatcher.Row] = []
        // One indexed range per token: the term that is the token, and those that start with it
        // and a space (nothing sorts between " " and "!" in analyzed tokens).
        let range = try db.prepare("SELECT tokens, concept FROM glossary_terms WHERE tokens >= ?1 AND tokens < ?2")
        for t in firstTokens.sorted() {
            try range.bind([t, t + "!"])
            while let row = try range.step() {
                if let tokens = row.string(0), let concept = row.string(1) { out.append(GlossaryMatcher.Row(tokens: tokens, concept: concept)) }
            }
        }
        let squashed = words.filter { w in
            w.positions.count == 1 && w.text.utf8.count >= 8 && w.text.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
        }.map { $0.positions[0][0] }
        if !squashed.isEmpty {
            // As one token: the glossary matcher then meets the word typed in lowercase.
            let sql = "SELECT replace(tokens, ' ', ''), concept FROM glossary_terms WHERE lang = 'en' AND replace(tokens, ' ', '') IN ("
                + squashed.map { _ in "?" }.joined(separator: ", ") + ")"
            for row in try db.rows(sql, squashed) {
                if let tokens = row.string(0), let concept = row.string(1) { out.append(GlossaryMatcher.Row(tokens: tokens, concept: concept)) }
            }
        }
        return out
    }

    /// The identifiers of the system items a Swift member path names: "UIBarButtonItem.SystemItem.action"
    /// (UIBarButtonSystemItemAction), "UITabBarItem.SystemItem.favorites", and without the type,
    /// "SystemItem.search" (every family's item of that name); nil for any other text (".search"
    /// alone is left to the words: it names no type).
    func itemIdentifiers(apiPath text: String) throws(DatabaseError) -> [String]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let member = parts.last, let first = member.unicodeScalars.first,
              first.properties.isLowercase, member.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return nil }
        let owner = parts.dropLast().joined(separator: ".")
        let family: String
        switch owner {
        case "UIBarButtonItem.SystemItem", "UIBarButtonSystemItem": family = "UIBarButtonSystemItem"
        case "UITabBarItem.SystemItem", "UITabBarSystemItem": family = "UITabBarSystemItem"
        case "SystemItem": family = ""
        default: return nil
        }
        let found = try db.rows("SELECT identifier FROM items WHERE lower(swift_name) = lower(?1) AND identifier LIKE ?2 ORDER BY ordinal",
                                [member, family + "%"]).compactMap { $0.string(0) }
        return found.isEmpty ? nil : found
    }

    /// The rows of `head IN (?, …) tail` for `values`; none when `values` is empty.
    func rows(_ head: String, in values: [String], _ tail: String) throws(DatabaseError) -> [RowValues] {
        guard !values.isEmpty else { return [] }
        let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
        return try db.rows("\(head) IN (\(placeholders)) \(tail)", values)
    }

    /// A word or name as the query's words show it: without the punctuation around it as typed
    /// ("sections?" is "sections", "«Готово»" is "Готово"); a dot that opens a Swift case stays.
    static func edgeTrimmed(_ text: String) -> String {
        func mark(_ c: Character) -> Bool { c != "#" && c != "@" && (c.isPunctuation || c.isWhitespace || c.isSymbol) }
        let trimmed = text.drop(while: { $0 != "." && mark($0) }).reversed().drop(while: mark).reversed()
        return trimmed.isEmpty ? text : String(trimmed)
    }

    func hasTokens(_ text: String) -> Bool {
        analyzer.tokens(text, mode: .query).contains { !$0.colocated }
    }

    /// Whether `text` has a token a facet token could equal (one starting with "zz"). Only text
    /// with a z (or a full-width letter, which folds to ASCII) is analyzed.
    func mayMeetFacets(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 == 0x7A || $0 == 0x5A || $0 == 0xEF }) else { return false }
        return analyzer.tokens(text, mode: .query).contains { !$0.colocated && $0.token.hasPrefix("zz") }
    }

    // MARK: - Language

    /// The script of a term: which rules' text it can occur in.
    enum Script: Hashable {
        case latin, cyrillic, han, mixed

        /// Whether a term of this script can occur in text of `text` (a rule's script): Latin
        /// terms (API names) occur in every language's text.
        func meets(_ text: Script) -> Bool { self == .latin || self == .mixed || self == text }
    }

    static func script(of text: String) -> Script {
        var latin = false, cyrillic = false, han = false
        for s in text.unicodeScalars {
            switch s.value {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39: latin = true
            case 0x400...0x4FF: cyrillic = true
            case 0x3400...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF5E: han = true
            default: break
            }
        }
        switch (latin, cyrillic, han) {
        case (_, true, false): return latin ? .mixed : .cyrillic
        case (_, false, true): return latin ? .mixed : .han
        case (_, true, true): return .mixed
        default: return .latin
        }
    }

    /// Whether `text` is an API name: Latin, and with no language of its own (`language(of:)`).
    static func isAPIName(_ text: String) -> Bool {
        script(of: text) == .latin && language(of: [QueryTerm(text)]) == nil
    }

    /// The language of the query's words: Chinese when it has Han characters, else Russian when
    /// it has Cyrillic, else English when it has a Latin word that is not an API name
    /// (tintColor, UIBarButtonItem, FixedSpace, setTitle: are in every language's text).
    static func language(of terms: [QueryTerm]) -> QueryLanguage? {
        var cyrillic = false, english = false
        for term in terms {
            var latin = false, identifier = false, previousLetter = false
            for s in term.text.unicodeScalars {
                switch s.value {
                case 0x3400...0x9FFF, 0xF900...0xFAFF: return .zh
                case 0x400...0x4FF: cyrillic = true
                case 0x41...0x5A:
                    latin = true
                    if previousLetter { identifier = true }
                case 0x61...0x7A: latin = true
                case 0x30...0x39, 0x5F, 0x3A: identifier = true
                default: break
                }
                previousLetter = (0x41...0x5A).contains(s.value) || (0x61...0x7A).contains(s.value)
            }
            if latin && !identifier { english = true }
        }
        return cyrillic ? .ru : english ? .en : nil
    }
}
