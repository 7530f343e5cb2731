// User-facing names for bars, languages, kinds and modalities: canonical values plus aliases.

extension Bar {
    /// Names accepted by --scope, `bar:` and the checklist command (lowercased), canonical
    /// names first. A list, not a Dictionary: hashing the Russian and Chinese keys normalizes
    /// them, which cost every search start about 0.2 M instructions; a lookup is one scan.
    public static let aliases: [(name: String, bar: Bar)] = {
        var map: [(name: String, bar: Bar)] = Bar.scoped.map { ($0.rawValue, $0) }
        let extra: [(Bar, [String])] = [
            (.statusBar, ["status", "statusbar", "status bar", "строка состояния", "狀態欄", "状态栏"]),
            (.navigationBar, ["nav", "navigation", "navbar", "navigationbar", "navigation bar", "панель навигации",
                              "панели навигации", "導航欄", "导航栏", "導航條", "导航条"]),
            (.toolbar, ["tool", "tools", "tool-bar", "tool bar", "панель инструментов", "工具欄", "工具栏", "工具條", "工具条"]),
            (.tabBar, ["tab", "tabs", "tabbar", "tab bar", "панель вкладок", "標簽欄", "标签栏", "標籤欄", "標簽條", "标签条"]),
            (.searchBar, ["search", "searchbar", "search bar", "панель поиска", "搜索欄", "搜索栏", "搜尋列", "搜尋欄"]),
            (.scopeBar, ["scope", "scopebar", "scope bar", "панель объема", "панель области", "範圍欄", "范围栏"]),
        ]
        for (bar, names) in extra { for n in names { map.append((n, bar)) } }
        return map
    }()

    /// Resolves a scope/bar name or alias (case-insensitive, ё-folded). `nil` when unknown.
    public static func resolve(_ name: String) -> Bar? {
        if let hit = aliases.first(where: { $0.name == name }) { return hit.bar }
        let key = name.lowercased().replacingAll("ё", with: "е").trimmingSpaces
        return aliases.first { $0.name == key }?.bar
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
public enum LangFilter: Sendable, Equatable {
    case any
    case only([Lang])

    public static func resolve(_ name: String) -> LangFilter? {
        switch name.lowercased() {
        case "all", "any", "*": return .any
        case "ru", "russian", "рус", "русский": return .only([.ru])
        case "zh", "chinese", "中文": return .only([.zhHant, .zhHans])
        case "zh-hant", "hant", "traditional", "繁體", "繁体": return .only([.zhHant])
        case "zh-hans", "hans", "simplified", "简体", "簡體": return .only([.zhHans])
        case "en", "english": return .only([.en])
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
