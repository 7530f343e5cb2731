import BarGuideKit

enum ScopesCommand: CLICommand {
    static let spec = CommandSpec(
        name: "scopes",
        abstract: "List the search scopes (all and the six bars) with rule counts by language and kind, and every bar's names.",
        discussion: """
            The scopes are the categories of the search scope bar: all rules, then the status bar, \
            navigation bar, toolbar, tab bar, search bar and scope bar. A rule counts for every bar \
            it is about, so the bars add up to more than all; rules about no single bar count only \
            under all.

            Then the bar-name table: every name a bar goes by in --scope, bar:, checklist BAR and \
            items --family, and that search expands a query through: the canonical id, English \
            names, short aliases, UIKit names, Russian names in every case (singular and plural) \
            and the Chinese names of Simplified and Traditional texts. Names match in any case, \
            with or without spaces and hyphens ("Tab Bar", "tab-bar", "tabbar").
            """,
        options: [.format([.text, .json, .jsonl]), .database],
        examples: ["barguide scopes", "barguide scopes --format json", "barguide scopes --format jsonl"])

    static func run(_ args: ParsedArguments, _ ctx: Context) throws -> ExitCode {
        let store = try DatabaseAccess.open(args, ctx)
        let scopes = try store.scopeCounts()
        if ctx.format.isJSON {
            ctx.out.jsonList(scopes.map(json), key: "scopes", format: ctx.format)
        } else {
            text(scopes, ctx)
            namesText(ctx)
        }
        return .ok
    }

    static func json(_ scope: ScopeCount) -> JSONValue {
        var object: [String: JSONValue] = [
            "scope": .string(scope.scope),
            "name": .string(scope.name),
            "total": .int(scope.total),
            "by_lang": .object(Dictionary(uniqueKeysWithValues: scope.byLang.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
            "by_kind": .object(Dictionary(uniqueKeysWithValues: scope.byKind.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
        ]
        if let bar = scope.bar { object["names"] = names(bar) }
        return .object(object)
    }

    /// A bar's names by kind: `{"id": […], "en": […], "alias": […], "uikit": […], "ru": […], "zh-Hans": […], "zh-Hant": […]}`.
    static func names(_ bar: Bar) -> JSONValue {
        let names = BarNames.names(of: bar)
        return .object(Dictionary(uniqueKeysWithValues: BarName.Kind.allCases.map { kind in
            (kind.rawValue, JSONValue.array(names.filter { $0.kind == kind }.map { .string($0.name) }))
        }))
    }

    /// How the text listing labels each kind of name.
    static func label(_ kind: BarName.Kind) -> String {
        switch kind {
        case .id: return "id"
        case .en: return "English"
        case .alias: return "short"
        case .uikit: return "UIKit"
        case .ru: return "Russian"
        case .zhHans: return "zh-Hans"
        case .zhHant: return "zh-Hant"
        }
    }

    /// The bar-name table: each bar, then one wrapped line per kind of name.
    static func namesText(_ ctx: Context) {
        let s = ctx.style
        let width = max(40, ctx.width)
        let labelWidth = BarName.Kind.allCases.map { label($0).displayWidth }.max()! + 4
        ctx.out.line()
        ctx.out.line(s.bold("Bar names") + s.dim(" (for --scope, bar:, checklist BAR, items --family; any case, spaces or hyphens)"))
        for bar in Bar.scoped {
            ctx.out.line(s.cyan(bar.rawValue))
            let names = BarNames.names(of: bar)
            for kind in BarName.Kind.allCases where kind != .id {
                let list = names.filter { $0.kind == kind }.map { Sanitize.line($0.name) }
                guard !list.isEmpty else { continue }
                // wrapped between names, never inside one
                var lines = [""]
                for (i, name) in list.enumerated() {
                    let piece = name + (i == list.count - 1 ? "" : ",")
                    if !lines[lines.count - 1].isEmpty, (lines[lines.count - 1] + " " + piece).displayWidth > width - labelWidth {
                        lines.append(piece)
                    } else {
                        lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + piece
                    }
                }
                for (i, line) in lines.enumerated() {
                    ctx.out.line((i == 0 ? s.dim(("  " + label(kind)).padded(toWidth: labelWidth)) : String(repeating: " ", count: labelWidth)) + line)
                }
            }
        }
    }

    static func text(_ scopes: [ScopeCount], _ ctx: Context) {
        let s = ctx.style
        // Only the languages and kinds that occur somewhere.
        let langs = Lang.allCases.filter { l in scopes.contains { ($0.byLang[l] ?? 0) > 0 } }
        let kinds = RuleKind.allCases.filter { k in scopes.contains { ($0.byKind[k] ?? 0) > 0 } }
        let columns = ["total"] + langs.map(\.rawValue) + kinds.map(\.rawValue)
        let widths = columns.map { max($0.displayWidth, 5) + 2 }
        let first = (scopes.map { "\($0.name) (\($0.scope))".displayWidth }.max() ?? 0) + 2
        var header = "scope".padded(toWidth: first)
        for (c, w) in zip(columns, widths) { header += c.padded(toWidth: w) }
        ctx.out.line(s.dim(header.trimmingTrailingSpaces))
        for scope in scopes {
            let values = [scope.total] + langs.map { scope.byLang[$0] ?? 0 } + kinds.map { scope.byKind[$0] ?? 0 }
            var row = ""
            for (v, w) in zip(values, widths) { row += String(v).padded(toWidth: w) }
            let name = "\(scope.name) (\(scope.scope))".padded(toWidth: first)
            ctx.out.line((scope.bar == nil ? s.bold(name) : name) + row.trimmingTrailingSpaces)
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
