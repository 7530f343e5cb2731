import BarGuideKit

enum ItemsCommand: CLICommand {
    static let spec = CommandSpec(
        name: "items",
        abstract: "List the system bar-button and tab-bar items, or show one with the rules about it.",
        discussion: """
            Without NAME: the catalog of UIBarButtonSystemItem and UITabBarSystemItem values, with \
            their Swift case names, the bars they appear on, the labels the Russian, Chinese and \
            English texts use, and how many rules are about each.

            With NAME (the full identifier, the Swift case name or the short name, in any case: \
            UIBarButtonSystemItemFixedSpace, fixedSpace, FixedSpace): the item and the rules keyed \
            to it, in source order.

            Exit status: 0 when something is listed, 1 when NAME is not a known item (the closest \
            names are suggested) or the family is empty.
            """,
        options: [
            .choice("family", valueName: "FAMILY", SystemItem.families, help: "Only items of this family."),
            .format([.text, .json, .jsonl]),
            .database,
        ],
        positionals: [PositionalSpec("NAME", help: "An item's identifier, Swift case name or short name.", optional: true)],
        examples: ["barguide items", "barguide items --family tab-bar --format json", "barguide items fixedSpace"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let a = try ItemsArguments(args)
        let family = a.family
        let store = try DatabaseAccess.open(args, ctx)
        guard let name = a.name else {
            let items = try store.items(family: family)
            if items.isEmpty { return RuleText.notFound("no system items in the catalog", ctx) }
            if ctx.format.isJSON {
                ctx.out.jsonList(items.map(json), key: "items", format: ctx.format)
            } else {
                catalogText(items, ctx)
            }
            return .ok
        }
        guard let item = try store.item(named: name), family == nil || item.family == family else {
            let all = try store.items(family: family)
            var message = "unknown system item '\(name)'"
            if let family { message += " in the \(family) family" }
            let close = suggestions(for: name, among: all)
            if !close.isEmpty { message += "; did you mean " + close.map { "'\($0)'" }.joined(separator: ", ") + "?" }
            return RuleText.notFound(message, hint: "list the items with 'barguide items'", ctx)
        }
        let rules = try store.rules(forItem: item.identifier)
        switch ctx.format {
        case .json:
            ctx.out.json(json(item, rules: rules))
        case .jsonl: for rule in rules { ctx.out.json(rule.json, .compact) }
        default: itemText(item, rules: rules, ctx)
        }
        return .ok
    }

    /// Up to three items whose names are closest to `name` (by edit distance, or containing it).
    static func suggestions(for name: String, among items: [SystemItem]) -> [String] {
        let key = name.lowercased()
        var scored: [(name: String, distance: Int, order: Int)] = []
        for (order, item) in items.enumerated() {
            let names = [item.swiftName, item.shortName, item.identifier]
            let distance = names.map { Suggest.distance(key, $0) }.min() ?? Int.max
            let limit = max(2, min(4, key.count / 2))
            let contains = key.count >= 3 && names.contains { $0.lowercased().contains(key) }
            if distance <= limit || contains { scored.append((item.swiftName, contains ? 0 : distance, order)) }
        }
        return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(3).map(\.name)
    }

    /// One item and the rules keyed to it: `{schema_version, item, rules}`.
    static func json(_ item: SystemItem, rules: [Rule]) -> JSONValue {
        .object([
            "schema_version": .int(JSONSchemaVersion.current),
            "item": json(item),
            "rules": .array(rules.map(\.json)),
        ])
    }

    static func json(_ item: SystemItem) -> JSONValue {
        .object([
            "identifier": .string(item.identifier),
            "swift_name": .string(item.swiftName),
            "short_name": .string(item.shortName),
            "family": .string(item.family),
            "bars": .array(item.bars.map { .string($0.rawValue) }),
            "labels": .object([
                "ru": .array(item.labelsRU.map(JSONValue.string)),
                "zh": .array(item.labelsZH.map(JSONValue.string)),
                "en": .array(item.labelsEN.map(JSONValue.string)),
            ]),
            "rule_count": .int(item.ruleCount),
        ])
    }

    static func labels(_ item: SystemItem) -> String {
        [("en", item.labelsEN), ("ru", item.labelsRU), ("zh", item.labelsZH)]
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
        let fields = [("family", item.family), ("bars", item.bars.map(\.rawValue).joined(separator: ", ")), ("labels", labels(item))]
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
