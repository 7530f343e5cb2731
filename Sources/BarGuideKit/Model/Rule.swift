// The rule model shared by ingest, the store, search and the printers.

/// A bar of the iOS UI, or `general` for text that is about no single bar.
public enum Bar: String, CaseIterable, Sendable, Hashable, Comparable {
    case statusBar = "status-bar"
    case navigationBar = "navigation-bar"
    case toolbar
    case tabBar = "tab-bar"
    case searchBar = "search-bar"
    case scopeBar = "scope-bar"
    case general

    /// The six real bars, in scope-bar order.
    public static let scoped: [Bar] = [.statusBar, .navigationBar, .toolbar, .tabBar, .searchBar, .scopeBar]

    public static func < (a: Bar, b: Bar) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public enum RuleKind: String, CaseIterable, Sendable, Hashable {
    case guideline, behavior, reference, tip, definition, caption, editorial

    /// The raw values in case order (`allCases.map(\.rawValue)`, a test checks): the search
    /// command's spec lists them at every start, and `allCases` is an array of a type of its own
    /// for the runtime to instantiate.
    public static let names = ["guideline", "behavior", "reference", "tip", "definition", "caption", "editorial"]
}

public enum Modality: String, CaseIterable, Sendable, Hashable {
    case dont, avoid, `do`, consider
}

public enum Lang: String, CaseIterable, Sendable, Hashable {
    case ru
    case zhHant = "zh-Hant"
    case zhHans = "zh-Hans"
    case en
}

/// A line range in the source document, 1-based and inclusive.
public struct LineRange: Sendable, Hashable {
    public var start: Int
    public var end: Int
    public init(_ start: Int, _ end: Int) { self.start = start; self.end = end }
}

/// One structured rule. `id` is empty until the rule is keyed (see `RuleID`).
public struct Rule: Sendable, Hashable {
    public var id: String
    public var bars: [Bar]
    public var kind: RuleKind
    public var modality: Modality?
    public var lang: Lang
    public var document: String
    public var heading: [String]
    public var lines: LineRange
    public var headline: String
    public var text: String
    public var items: [String]
    public var symbols: [String]
    public var flags: [String]
    /// Position of the rule within its document (0-based), for source order.
    public var ordinal: Int
    /// The guideline group: rules stating the same guideline (translations, editions, copies)
    /// share one, e.g. "g-status-bar-3fa1c2" (nil in a database built before migration 007).
    public var group: String?
    /// Set when headline, text and heading were converted for display into this script
    /// (`--lang zh-Hans|zh-Hant`, `Rule.displayed(in:)`); nil for the text as written.
    public var displayLang: Lang? = nil

    public init(
        id: String = "", bars: [Bar], kind: RuleKind, modality: Modality? = nil, lang: Lang,
        document: String, heading: [String], lines: LineRange, headline: String, text: String,
        items: [String] = [], symbols: [String] = [], flags: [String] = [], ordinal: Int = 0,
        group: String? = nil
    ) {
        self.id = id; self.bars = bars; self.kind = kind; self.modality = modality; self.lang = lang
        self.document = document; self.heading = heading; self.lines = lines; self.headline = headline
        self.text = text; self.items = items; self.symbols = symbols; self.flags = flags; self.ordinal = ordinal
        self.group = group
    }

    public var primaryBar: Bar { bars.first ?? .general }
}

extension Rule {
    /// "line 137" or "lines 11–12".
    public var lineLabel: String {
        lines.start == lines.end ? "line \(lines.start)" : "lines \(lines.start)–\(lines.end)"
    }

    /// Where the rule comes from: "000_….txt › Панель вкладок › line 137".
    public var sourceReference: String {
        ([document] + heading + [lineLabel]).joined(separator: " › ")
    }
}
