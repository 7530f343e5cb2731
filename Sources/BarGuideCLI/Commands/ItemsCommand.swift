import BarGuideKit

enum ItemsCommand: CLICommand {
    static let spec = CommandSpec(
        name: "items",
        abstract: "List the system bar-button and tab-bar items, or show one with the rules about it.",
        discussion: """
            Without NAME: the catalog of UIBarButtonSystemItem and UITabBarSystemItem values, with \
            their Swift case names, the bars they appear on, their Russian, Chinese and English \
            labels as the buttons show them (Готово, 完成, Done), and how many rules are about each.

            With NAME (the full identifier, the Swift case name, the short name, a label, or a form \
            the texts write it in, in any case, with or without spaces or quotes: \
            UIBarButtonSystemItemFixedSpace, fixedSpace, FixedSpace, "Fixed Space", 固定空間, Отмену): \
            the item, the other forms the texts use, and the rules keyed to it, in source order. A \
            name several items share (search: the bar-button and the tab-bar item) lists each of them.

            FAMILY is bar-button or tab-bar, or another name of either (tab, UITabBar, панель \
            вкладок, 標籤列; button, UIBarButtonItem).

            Exit status: 0 when something is listed, 1 when NAME is not a known item (the closest \
            names are suggested) or the family is empty.
            """,
        options: [
            .choice("family", valueName: "FAMILY", SystemItem.families,
                    aliases: AliasTable(SystemItem.familyAliases.map { ($0.name, $0.family) }),
                    help: "Only items of this family (bar-button or tab-bar; tab, UITabBar and the tab bar's other names mean tab-bar)."),
            .format([.text, .json, .jsonl]),
            .database,
        ],
        positionals: [PositionalSpec("NAME", help: "An item's identifier, Swift case name, short name, label or a form the texts use.", optional: true)],
        examples: ["barguide items", "barguide items --family tab-bar --format json", "barguide items fixedSpace",
                   "barguide items \"Fixed Space\"", "barguide items search"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let a = try ItemsArguments(args)
        let family = a.family
        let store = try DatabaseAccess.open(args, ctx)
        guard let name = a.name else {
            let items = try store.items(family: family)
            if items.isEmpty { return RuleText.notFound("no system items in the catalog", ctx) }
            if ctx.format.isJSON {
                ctx.out.jsonList(items.map(json), key: "items", format: ctx.format, version: schemaVersion)
            } else {
                catalogText(items, ctx)
            }
            return .ok
        }
        let matches = try store.items(named: name).filter { family == nil || $0.family == family }
        guard let item = matches.first else {
            let all = try store.items(family: family)
            var message = "unknown system item '\(name)'"
            if let family { message += " in the \(family) family" }
            let close = suggestions(for: name, among: all)
            if !close.isEmpty { message += "; did you mean " + close.map { "'\($0)'" }.joined(separator: ", ") + "?" }
            return RuleText.notFound(message, hint: "list the items with 'barguide items'", ctx)
        }
        var found: [(item: SystemItem, rules: [Rule])] = []
        for match in matches { found.append((match, try store.rules(forItem: match.identifier))) }
        if found.count == 1 {
            switch ctx.format {
            case .json: ctx.out.json(json(item, rules: found[0].rules))
            case .jsonl: for rule in found[0].rules { ctx.out.json(rule.json, .compact) }
            default: itemText(item, rules: found[0].rules, ctx)
            }
            return .ok
        }
        // a name several items share: every one of them
        switch ctx.format {
        case .json:
            ctx.out.json(.object([
                "schema_version": .int(schemaVersion),
                "name": .string(name),
                "matches": .array(found.map { .object(["item": json($0.item), "rules": .array($0.rules.map(\.json))]) }),
            ]))
        case .jsonl:
            var seen = Set<String>()
            for f in found { for rule in f.rules where seen.insert(rule.id).inserted { ctx.out.json(rule.json, .compact) } }
        default:
            ctx.out.line(ctx.style.dim("'\(Sanitize.line(name))' names \(found.count) items:"))
            for f in found {
                ctx.out.line()
                itemText(f.item, rules: f.rules, ctx)
            }
        }
        return .ok
    }

    /// Up to three items whose names are closest to `name`: by edit distance to a whole name
    /// or to its beginning ("Fixd" -> FixedSpace), or a name that contains it. Each is shown
    /// in the form nearest to what was typed (FixedSpace for "Fixd", fixedSpace for "fixdSpace").
    static func suggestions(for name: String, among items: [SystemItem]) -> [String] {
        let key = name.lowercased()
        let n = key.count
        guard n > 0 else { return [] }
        let limit = max(2, min(4, n / 2))
        let upperFirst = name.first?.isUppercase == true
        var scored: [(name: String, distance: Int, order: Int)] = []
        for (order, item) in items.enumerated() {
            var best: (name: String, distance: Int)?
            for candidate in [item.swiftName, item.shortName, item.identifier] + item.labelsEN {
                let lower = candidate.lowercased()
                var d = Suggest.distance(key, lower)
                if d > limit {
                    // a beginning of the name, one character shorter or longer than what was typed
                    let prefix = (max(1, n - 1)...(n + 1)).filter { $0 < lower.count }
                        .map { Suggest.distance(key, String(lower.prefix($0))) }.min() ?? Int.max
                    if n >= 3, prefix <= 1 { d = prefix + 1 }
                    if n >= 3, lower.contains(key) { d = 0 }
                }
                guard d <= limit else { continue }
                // shown as an item name (labels are not names), preferring the form typed
                let shown = [item.swiftName, item.shortName].contains(candidate) ? candidate
                    : (upperFirst ? item.shortName : item.swiftName)
                if best == nil || d < best!.distance
                    || (d == best!.distance && shown.first?.isUppercase == upperFirst && best!.name.first?.isUppercase != upperFirst) {
                    best = (shown, d)
                }
            }
            if let best { scored.append((best.name, best.distance, order)) }
        }
        return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(3).map(\.name)
    }

    /// The version of the items documents (items.schema.json), whose items carry `label`,
    /// `labels` (as the buttons show them) and `aliases`.
    static let schemaVersion = 2

    /// One item and the rules keyed to it: `{schema_version, item, rules}`.
    static func json(_ item: SystemItem, rules: [Rule]) -> JSONValue {
        .object([
            "schema_version": .int(schemaVersion),
            "item": json(item),
            "rules": .array(rules.map(\.json)),
        ])
    }

    /// An item: `label` its first label in each language (null when it has none), `labels` all
    /// of them as the buttons show them, `aliases` the other forms the texts use.
    static func json(_ item: SystemItem) -> JSONValue {
        let forms = item.forms
        func byLang(_ value: (ItemLabelForms) -> JSONValue) -> JSONValue {
            .object(Dictionary(uniqueKeysWithValues: forms.map { ($0.lang, value($0.forms)) }))
        }
        return .object([
            "identifier": .string(item.identifier),
            "swift_name": .string(item.swiftName),
            "short_name": .string(item.shortName),
            "family": .string(item.family),
            "bars": .array(item.bars.map { .string($0.rawValue) }),
            "label": byLang { $0.labels.first.map(JSONValue.string) ?? .null },
            "labels": byLang { .array($0.labels.map(JSONValue.string)) },
            "aliases": byLang { .array($0.aliases.map(JSONValue.string)) },
            "rule_count": .int(item.ruleCount),
        ])
    }

    /// "en: Done; ru: Готово; zh: 完成" (the labels as the buttons show them).
    static func labels(_ item: SystemItem) -> String { byLanguage(item) { $0.labels } }

    /// "ru: Сделанный; zh: 確定, 确定" (the other forms the texts use); "" when there are none.
    static func aliases(_ item: SystemItem) -> String { byLanguage(item) { $0.aliases } }

    static func byLanguage(_ item: SystemItem, _ part: (ItemLabelForms) -> [String]) -> String {
        let forms = Dictionary(uniqueKeysWithValues: item.forms.map { ($0.lang, part($0.forms)) })
        return ["en", "ru", "zh"].map { ($0, forms[$0] ?? []) }
            .filter { !$0.1.isEmpty }
            .map { "\($0.0): " + $0.1.joined(separator: ", ") }
            .joined(separator: "; ")
    }

    static func catalogText(_ items: [SystemItem], _ ctx: Context) {
        let s = ctx.style
        let idWidth = min(40, (items.map { $0.identifier.displayWidth }.max() ?? 0) + 2)
        let swiftWidth = min(24, (items.map { $0.swiftName.displayWidth }.max() ?? 0) + 2)
        ctx.out.line(s.dim("identifier".padded(toWidth: idWidth) + "swift".padded(toWidth: swiftWidth) + "rules  bars"))
        for item in items {
            let bars = item.bars.map(\.rawValue).joined(separator: ", ")
            ctx.out.line(Sanitize.line(item.identifier).padded(toWidth: idWidth) + s.cyan(Sanitize.line(item.swiftName).padded(toWidth: swiftWidth))
                         + String(item.ruleCount).padded(toWidth: 7) + bars)
            ctx.out.line(String(repeating: " ", count: 2) + s.dim(Sanitize.line(labels(item)).truncated(toWidth: max(20, ctx.width - 2))))
        }
        ctx.out.line()
        ctx.out.line(s.dim("\(items.count) items; 'barguide items NAME' shows the rules about one."))
    }

    static func itemText(_ item: SystemItem, rules: [Rule], _ ctx: Context) {
        let s = ctx.style
        let width = max(40, ctx.width)
        ctx.out.line(s.bold(Sanitize.line(item.identifier)) + "  " + s.cyan(Sanitize.line(item.swiftName)))
        var fields = [("family", item.family), ("bars", item.bars.map(\.rawValue).joined(separator: ", ")), ("labels", labels(item))]
        let aliases = aliases(item)
        if !aliases.isEmpty { fields.append(("aliases", aliases)) }
        for (name, value) in fields {
            ctx.out.line(s.dim((name + ":").padded(toWidth: 10)) + Sanitize.line(value))
        }
        ctx.out.line()
        if rules.isEmpty {
            ctx.out.line(s.dim("No rules are keyed to this item."))
            return
        }
        ctx.out.line(s.bold("\(rules.count) rule\(rules.count == 1 ? "" : "s")"))
        for rule in rules {
            ctx.out.line(s.cyan(rule.id) + "  " + s.dim(RuleText.meta(rule)))
            for line in Sanitize.line(RuleText.headline(rule)).wrapped(toWidth: width - 3) { ctx.out.line("   " + line) }
            ctx.out.line("   " + s.dim(Sanitize.line(RuleText.source(rule)).truncated(toWidth: width - 3)))
        }
    }
}
