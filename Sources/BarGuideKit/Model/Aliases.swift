// User-facing names for bars, languages, kinds and modalities: canonical values plus aliases.

/// One name of a bar in the bar-name table: what kind of name it is and the bar it names.
public struct BarName: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// The canonical id: "tab-bar".
        case id
        /// English names and their plurals: "tab bar", "tabbar".
        case en
        /// Short command-line names: "tab", "nav" (not search terms).
        case alias
        /// UIKit class and API names: "UITabBar", "scopeButtonTitles".
        case uikit
        /// Russian names in every case, singular and plural: "панели вкладок".
        case ru
        /// Chinese names as written in Simplified and Traditional texts.
        case zhHans = "zh-Hans"
        case zhHant = "zh-Hant"
    }

    public var name: String
    public var kind: Kind
    public var bar: Bar
    /// `name` lowercased (the form --scope's alias table holds).
    public var lower: String
    /// `BarNames.key(name)`: what a lookup compares.
    public var key: String

    public init(name: String, kind: Kind, bar: Bar) {
        self.init(name: name, kind: kind, bar: bar, lower: name.lowercased(), key: BarNames.key(name))
    }

    /// The generated table's initializer: every field given, nothing computed at start-up.
    public init(name: String, kind: Kind, bar: Bar, lower: String, key: String) {
        self.name = name; self.kind = kind; self.bar = bar; self.lower = lower; self.key = key
    }
}

/// The one table of bar names: canonical ids, English names, short aliases, UIKit names, Russian
/// names in every case and the Chinese names of both scripts. Its data is the glossary's bar
/// concepts (Corpus/glossary.json: `terms`, `aliases`, `uikit`, and every case form of
/// `ru_lemmas`, declined by `RussianDeclension`), so ingest (`BarLexicon`), search (the
/// glossary terms in the database, whose Russian forms the analyzer stems), `--scope`, `bar:`,
/// `checklist BAR`, `items --family` and `barguide scopes` read the same names.
public enum BarNames {
    /// Every name, by bar in scope order, then by kind in `Kind` order; each (name, bar) once.
    /// This is `table(Glossary.embedded)`, generated into BarNamesTable.swift so that no process
    /// decodes the glossary just to read a --scope value (a search process lives for one query,
    /// and decoding the glossary would weigh on its start); a test checks that the two agree and
    /// regenerates the file
    /// (`BARGUIDE_UPDATE_GOLDEN=1 swift test --filter BarNamesTests`).
    public static var all: [BarName] { BarNamesTable.all }

    /// The table of a glossary's bar concepts (concepts of type "bar" whose id is a bar).
    public static func table(_ glossary: Glossary) -> [BarName] {
        var out: [BarName] = []
        for bar in Bar.scoped {
            var seen = Set<String>()
            func add(_ name: String, _ kind: BarName.Kind) {
                let n = name.trimmingSpaces
                guard !n.isEmpty, seen.insert(n.lowercased()).inserted else { return }
                out.append(BarName(name: n, kind: kind, bar: bar))
            }
            add(bar.rawValue, .id)
            let concepts = glossary.concepts.filter { $0.type == "bar" && $0.id == bar.rawValue }
            for c in concepts {
                // Latin-script terms listed under "ru" (link titles the Russian texts use) are English names
                let english = (c.terms["en"] ?? []) + (c.terms["ru"] ?? []).filter { !RussianDeclension.isCyrillic($0) }
                for t in english where !isUIKitName(t) { add(t, .en) }
            }
            for c in concepts { for t in c.aliases { add(t, .alias) } }
            for c in concepts {
                for t in c.uikit { add(t, .uikit) }
                for t in c.terms["en"] ?? [] where isUIKitName(t) { add(t, .uikit) }
            }
            for c in concepts {
                for t in c.terms["ru"] ?? [] where RussianDeclension.isCyrillic(t) { add(t, .ru) }
                for t in c.ruLemmas.flatMap(RussianDeclension.forms) { add(t, .ru) }
            }
            for c in concepts { for t in c.terms["zh-Hans"] ?? [] { add(t, .zhHans) } }
            for c in concepts { for t in c.terms["zh-Hant"] ?? [] { add(t, .zhHant) } }
        }
        return out
    }

    /// "UITabBar", "UINavigationItem": a UIKit class name.
    static func isUIKitName(_ s: String) -> Bool {
        let u = Array(s.unicodeScalars)
        return u.count > 3 && s.hasPrefix("UI") && u[2].properties.isUppercase && !s.contains(" ")
    }

    /// The names of one bar.
    public static func names(of bar: Bar) -> [BarName] { all.filter { $0.bar == bar } }

    /// The lookup key of a name: lowercased, ё as е, without spaces, hyphens, underscores and
    /// dots, so "Tab Bar", "tab-bar", "tabbar" and "TAB_BAR" are one name.
    public static func key(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        for c in name.lowercased().unicodeScalars {
            switch c {
            case "-", "_", ".", "\u{2010}", "\u{2011}", "\u{2013}": continue
            case "ё": out.append("е")
            default:
                if c.properties.isWhitespace { continue }
                out.append(c)
            }
        }
        return String(out)
    }

    /// The bar a name, alias or form names (case-, space- and hyphen-insensitive); nil when
    /// unknown. A scan of a few hundred keys: cheaper than hashing the Russian and Chinese ones
    /// into a dictionary once per process.
    public static func resolve(_ name: String) -> Bar? {
        let k = key(name)
        guard !k.isEmpty else { return nil }
        return all.first { $0.key == k }?.bar
    }
}

extension Bar {
    /// Names accepted by --scope, `bar:` and the checklist command (lowercased), canonical
    /// names first, then every name of the bar-name table (`BarNames`), generated (nothing is
    /// computed at start-up). A list, not a Dictionary: hashing the Russian and Chinese keys
    /// normalizes them.
    public static var aliases: [(name: String, bar: Bar)] { BarNamesTable.aliases }

    /// `aliases` without the canonical ids, as (alias, canonical id) pairs: the alias table of
    /// the --scope options, generated (a search start builds nothing for it).
    public static var scopeAliasPairs: [(String, String)] { BarNamesTable.scopeAliases }

    /// Resolves a scope/bar name or alias through the bar-name table (case-, space- and
    /// hyphen-insensitive, ё-folded). `nil` when unknown.
    public static func resolve(_ name: String) -> Bar? {
        if let bar = Bar(rawValue: name), bar != .general { return bar }
        return BarNames.resolve(name)
    }

    /// Short display names for the scope bar.
    public var shortName: String {
        switch self {
        case .statusBar: return "Status"
        case .navigationBar: return "Navigation"
        case .toolbar: return "Toolbar"
        case .tabBar: return "Tab"
        case .searchBar: return "Search"
        case .scopeBar: return "Scope"
        case .general: return "General"
        }
    }

    /// The valid --scope values, for error messages.
    public static let scopeChoices = ["all"] + Bar.scoped.map(\.rawValue)
}

/// A language filter: one language, or both Chinese scripts.
///
/// `--lang` means the same everywhere (search, checklist, show, browse, MCP `lang`):
/// `ru` and `en` keep that language's rules; `zh`, `zh-Hant` and `zh-Hans` all keep every
/// Chinese rule (texts are stored as written), and the last two also show the text in that
/// script (`ChineseScript`, converted with OpenCC's dictionaries); `all` keeps every rule.
public enum LangFilter: Sendable, Equatable {
    case any
    case only([Lang])

    public static func resolve(_ name: String) -> LangFilter? {
        switch name.lowercased() {
        case "all", "any", "*": return .any
        case "ru", "russian", "рус", "русский": return .only([.ru])
        case "zh", "chinese", "中文", "zh-hant", "hant", "traditional", "繁體", "繁体",
             "zh-hans", "hans", "simplified", "简体", "簡體": return .only([.zhHant, .zhHans])
        case "en", "english": return .only([.en])
        default: return nil
        }
    }

    /// The script a `--lang` value shows Chinese text in: zh-Hans and zh-Hant (and their
    /// aliases) convert, every other value shows texts as written.
    public static func displayScript(_ name: String?) -> Lang? {
        switch name?.lowercased() {
        case "zh-hant", "hant", "traditional", "繁體", "繁体": return .zhHant
        case "zh-hans", "hans", "simplified", "简体", "簡體": return .zhHans
        default: return nil
        }
    }

    public static let choices = ["all", "ru", "zh", "zh-Hant", "zh-Hans", "en"]
}

extension RuleKind {
    public static func resolve(_ name: String) -> RuleKind? {
        let n = name.lowercased()
        if let k = RuleKind(rawValue: n) { return k }
        switch n {
        case "guidelines", "rule": return .guideline
        case "behaviour", "behaviors", "behaviours": return .behavior
        case "ref", "api": return .reference
        case "tips": return .tip
        default: return nil
        }
    }
}

extension Modality {
    public static func resolve(_ name: String) -> Modality? {
        switch name.lowercased() {
        case "do": return .do
        case "dont", "don't", "don’t", "do-not", "not": return .dont
        case "avoid": return .avoid
        case "consider": return .consider
        default: return nil
        }
    }

    public static let choices = ["do", "dont", "avoid", "consider"]
}

extension String {
    /// The string without leading and trailing white space (no Foundation).
    public var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }

    /// Replaces every occurrence of `target` (works on UTF-8 bytes; no Foundation).
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let t = Array(target.utf8)
        guard let first = t.first else { return self }
        var bytes: [UInt8] = []
        var changed = false
        var out: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        bytes.append(contentsOf: utf8)
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == first, i + t.count <= bytes.count, bytes[i..<(i + t.count)].elementsEqual(t) {
                out.append(contentsOf: replacement.utf8)
                i += t.count
                changed = true
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return changed ? String(decoding: out, as: UTF8.self) : self
    }
}
