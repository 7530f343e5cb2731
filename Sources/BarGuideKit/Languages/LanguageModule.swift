// One module per language of guideline text, behind one registry (in the spirit of charabia's
// segmenters and normalizers). A module owns what ingest reads its language by:
//   - its cues and where they count (`profile`: anywhere, sentence start, clause start, labels);
//   - its morphology hook (`morphologyLead`: an instruction known from a word's form) and its
//     structure hook (`statedRequirement`: a requirement without a modal, known from its shape);
//   - its clause breaks (`clauseBreaks`);
//   - its labels for tips, notes, API notes and captions (in `profile`), for text and Markdown alike;
//   - its detection signature (`signature`, `variant`) and its stop words;
//   - sentence-level decision examples (`examples`), run through the whole ingest by the tests.
//
// Adding a language: a folder with a type conforming to `LanguageModule` (the compiler names every
// requirement it must fill), a `Lang` case, and one line in `Languages.modules`.

/// A sentence in a context, and what ingest must decide for it.
public struct DecisionExample: Sendable {
    /// Where the sentence stands in a document.
    public enum Context: Sendable {
        /// A paragraph of a bar's section, after the section's opening definition.
        case section
        /// The first paragraph of a bar's section, right under its heading.
        case opening
        /// A paragraph under the module's guidelines heading of a bar's section.
        case guidelines
    }
    public let text: String
    public let context: Context
    public let kind: RuleKind
    public let modality: Modality?

    public init(_ text: String, _ context: Context = .section, _ kind: RuleKind, _ modality: Modality? = nil) {
        self.text = text; self.context = context; self.kind = kind; self.modality = modality
    }
}

protocol LanguageModule {
    /// The family code shared by the language's `Lang` values: "ru", "zh", "en".
    static var family: String { get }
    /// The `Lang` values the module reads (Chinese: both scripts).
    static var langs: [Lang] { get }
    /// Cues, labels and clause openers, as data.
    static var profile: LanguageProfile { get }
    /// An instruction known from a word's form, where no cue decided: nil when the words say none.
    static func morphologyLead(_ sentence: Scalars) -> Lead?
    /// A requirement stated without a modal or an imperative, known from the sentence's structure
    /// (Chinese: "标签栏只用于导航。", "“取消”按钮放在左侧"): asked only where no cue and no
    /// morphology decided. Nil where the structure says nothing.
    static func statedRequirement(_ sentence: Scalars) -> Lead?
    /// The word a specification states its requirements with ("shall"): a document that uses it in
    /// three paragraphs or more is a specification, whose numbered clauses state requirements in
    /// the present passive too. Nil where the language's modal is as common in ordinary prose.
    static var specificationModal: String? { get }
    /// In a specification's numbered clause, a requirement stated in the present passive ("The
    /// button Done is placed on the right", "… is not placed on screens with pull to refresh"),
    /// unless the system is its agent. Asked only there, where no cue decided.
    static func specificationRequirement(_ sentence: Scalars) -> Lead?
    /// The sentence as cues are looked for in it: forms that hold a cue's letters without its
    /// meaning neutralized (Chinese: the 不 of an A-not-A question, "要不要"); the sentence itself
    /// where there are none.
    static func cueText(_ sentence: Scalars) -> Scalars
    /// The other forms a text writes a button's label in ("Корзина" -> "Корзину", "Корзины", …):
    /// matched as the label is. Empty where labels do not inflect.
    static func labelForms(_ label: String) -> [String]
    /// Scalars that end a clause (besides those that end a sentence).
    static var clauseBreaks: [UInt32] { get }
    /// Whether a scalar is evidence of this language when detecting a document's language.
    static func signature(_ v: UInt32) -> Bool
    /// The `Lang` of a text whose signature is this module's (Chinese: which script).
    static func variant(_ sample: Scalars) -> Lang
    /// Words a query may contain that say nothing about what to find.
    static var stopWords: [String] { get }
    /// Words for a button or a tab ("кнопк", "tab", 按钮): a label's neighbour, never part of it.
    /// Plain data, so that search reads them without building the profile's cues.
    static var buttonWords: [String] { get }
    /// Words of a query that ask how many (сколько, maximum, 多少), and the number words a rule
    /// states a count with, from two up (search ranks such rules higher for such a question).
    static var countWords: (asks: [String], numbers: [String]) { get }
    /// A bar's section as the examples' documents use it: its heading, the definition that opens
    /// it, and the heading of its guidelines subsection.
    static var exampleSection: (heading: String, definition: String, guidelinesHeading: String) { get }
    /// Sentence-level decision examples, written for this module (never copied from a source text).
    static var examples: [DecisionExample] { get }
}

/// The registry: every language module, in the order of their family codes.
enum Languages {
    static let modules: [any LanguageModule.Type] = [Russian.self, Chinese.self, English.self]

    /// The module that reads `lang`.
    static func module(_ lang: Lang) -> any LanguageModule.Type { modules[lang.moduleIndex] }

    /// The module whose profile is `p`.
    static func module(of p: LanguageProfile) -> any LanguageModule.Type {
        modules.first { $0.profile === p } ?? English.self
    }

    static let profiles: [LanguageProfile] = modules.map { $0.profile }

    /// The text opens with any module's label of a translator's or a teacher's note ("译者注：…",
    /// "[TN: …]", «Прим. перев.: …»): a note of its own, never the continuation of a paragraph.
    static func opensTranslatorNote(_ t: Scalars) -> Bool {
        profiles.contains { $0.matches($0.translatorNote, t) }
    }

    /// The text opens with any module's words about the document itself (a change log, a
    /// preface, a revision line): `editorial`.
    static func aboutDocument(_ t: Scalars) -> Bool {
        // (a summary's heading, "本章重點", "Chapter summary", names the document but heads its rules)
        if t.count <= 40, profiles.contains(where: { $0.matches($0.summaryHeading, t) }) { return false }
        if profiles.contains(where: { $0.matches($0.editorial, t) || RuleBuilder.bylinePart(t, $0) }) { return true }
        // an appendix's own title after its label ("附录 A（资料性）　修订记录", "Appendix B — Revision history")
        guard t.count <= 48, Segmenter.opensAppendix(t) else { return false }
        let title = appendixTitle(t)
        return !title.isEmpty && profiles.contains { $0.matches($0.editorial, title) }
    }

    /// What follows an appendix's label: the text after its last separator (an ideographic space,
    /// a colon, a dash, a closing bracket).
    static func appendixTitle(_ t: Scalars) -> Scalars {
        guard let k = t.lastIndex(where: { [0x3000, 0x3A, 0xFF1A, 0x2014, 0x2013, 0x29, 0xFF09].contains($0.value) }) else { return [] }
        return Sc.trim(Array(t[(k + 1)...]))
    }

    /// A cue of every module as one phrase set: texts mix languages (English page titles in a
    /// Russian text), so some cues are looked for in all of them at once.
    static func union(_ cue: (LanguageProfile) -> Cue) -> PhraseSet { PhraseSet(Needles(profiles.flatMap { cue($0).phrases })) }
    static let referenceMarkers = union(\.referenceMarker)
    static let buttonWords = union(\.buttonWord)
    static let systemMarkers = union(\.systemMarker)
    static let exampleMarkers = union(\.exampleMarker)
    static let systemButtons = union(\.systemButton)

    /// The language of a sample: the module whose signature it shows most, ties to the later one
    /// (a Chinese text quoting as many Cyrillic letters is Chinese); the last module, English, is
    /// the fallback and wins only when no other module's signature shows at all (English words
    /// fill API names in texts of every language).
    static func detect(_ sample: Scalars) -> Lang {
        let fallback = modules.count - 1
        var counts = [Int](repeating: 0, count: fallback)
        var latin = 0
        for c in sample {
            if Ch.isASCIILetter(c.value) { latin += 1; continue }
            for k in 0..<fallback where modules[k].signature(c.value) { counts[k] += 1; break }
        }
        var best = fallback, most = 0
        for (k, n) in counts.enumerated() where n > 0 && n >= most { best = k; most = n }
        // a few foreign words in a text of the fallback's letters ("the labels come localized:
        // Fertig, Готово, 完成") do not make it theirs; API names and code in a Russian or Chinese
        // text stay far below this share
        if best != fallback, latin > Self.fallbackShare * most { best = fallback }
        return modules[best].variant(sample)
    }
    /// The language of one unit of a document: the document's, unless the unit shows none of its
    /// module's letters and reads, as a sentence of words, in another module's (an English
    /// original quoted above its Chinese translation). Its cues and morphology then decide it.
    static func unitLanguage(_ parts: [Scalars], documentLang: Lang) -> Lang {
        let own = modules[documentLang.moduleIndex]
        // words of running text: lowercase words (a list of labels, "Done, Cancel and Edit", has
        // few) and runs of Han characters
        var words = 0, run = 0, han = 0, lowerStart = false
        func endWord() {
            if (run >= 2 && lowerStart) || han >= 4 { words += 1 }
            run = 0; han = 0; lowerStart = false
        }
        for p in parts {
            for c in p {
                let v = c.value
                if own.signature(v) { return documentLang }
                if Ch.isHan(v) {
                    han += 1
                } else if Ch.isASCIILetter(v) || Ch.isCyrillic(v) {
                    if run == 0 { lowerStart = Ch.isLowerLetter(v) }
                    run += 1
                } else {
                    endWord()
                }
            }
            endWord()
        }
        // (an API name or a button's label alone is no sentence in another language)
        guard words >= Self.unitSentenceWords else { return documentLang }
        let detected = detect(parts.count == 1 ? parts[0] : Array(parts.joined(separator: [" "])))
        return detected.moduleIndex == documentLang.moduleIndex ? documentLang : detected
    }
    /// How many words a unit in another language needs to be read in that language.
    static let unitSentenceWords = 3

    /// How many times more Latin letters than the leading module's signature scalars make a text
    /// the fallback's.
    static let fallbackShare = 8

    /// `Lang.allCases[k]`'s module index at `families[k]`.
    static let families: [Int] = Lang.allCases.map { lang in
        modules.firstIndex { $0.langs.contains(lang) } ?? modules.count - 1
    }
}

extension Lang {
    /// The index of the language's module in `Languages.modules`: the language bits of rank masks,
    /// group keys and label tables. Traditional and Simplified Chinese are one language here.
    public var moduleIndex: Int { Languages.families[Lang.allCases.firstIndex(of: self) ?? 0] }

    /// The family code of the language's module ("ru", "zh", "en").
    public var family: String { Languages.modules[moduleIndex].family }
}
