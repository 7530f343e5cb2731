// What search output adds for collapsed guideline groups (see BarGuideKit's GroupCollapse):
// "also in ru (2): …" under a hit (the group's other matching texts in its language: copies,
// editions) and "translations: zh-Hant …" (its results in other languages), "guidelines" after
// the scope bar, and the `counting`, `variants` and `twins` JSON fields. SearchPrinter calls
// these; nil groups (--no-collapse) adds `"counting": "rules"`, `"variants": []` and
// `"twins": []`.
import BarGuideKit

enum GroupCollapsePrinter {
    /// "also in ru (2): a, b": the languages of the hit's other variants (its group's other
    /// matching texts in its language), how many and their ids; then "translations: zh-Hant c":
    /// the group's results in other languages. Nil when there are neither.
    static func also(_ hit: SearchHit, _ groups: CollapsedSearch?) -> String? {
        var parts: [String] = []
        if let variants = groups?.variants[hit.rule.id], !variants.isEmpty {
            var langs: [String] = []
            for v in variants where !langs.contains(v.rule.lang.rawValue) { langs.append(v.rule.lang.rawValue) }
            parts.append("also in \(langs.joined(separator: ", ")) (\(variants.count)): " + variants.map(\.rule.id).joined(separator: ", "))
        }
        if let twins = groups?.twins[hit.rule.id], !twins.isEmpty {
            parts.append("translations: " + twins.map { "\($0.rule.lang.rawValue) \($0.rule.id)" }.joined(separator: ", "))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// " · 18 guidelines" after the scope bar when the counts are groups.
    static func countingSuffix(_ result: SearchResult, _ groups: CollapsedSearch?, _ style: Style) -> String {
        guard let groups, groups.counting == "groups" else { return "" }
        return style.dim("  (\(result.total) guideline\(result.total == 1 ? "" : "s"))")
    }

    /// The search document with `counting`.
    static func json(_ document: JSONValue, _ groups: CollapsedSearch?) -> JSONValue {
        guard case .object(var object) = document else { return document }
        object["counting"] = .string(groups?.counting ?? "rules")
        if let groups, case .array(let results)? = object["results"] {
            object["results"] = .array(zip(results, groups.result.hits).map { json($0, $1, groups) })
        } else if case .array(let results)? = object["results"] {
            object["results"] = .array(results.map { r in
                guard case .object(var o) = r else { return r }
                o["variants"] = .array([])
                o["twins"] = .array([])
                return .object(o)
            })
        }
        return .object(object)
    }

    /// One result with its `variants` (the other rules of its group in its language that
    /// match, best first) and `twins` (the group's results in other languages, best first).
    static func json(_ result: JSONValue, _ hit: SearchHit, _ groups: CollapsedSearch?) -> JSONValue {
        guard case .object(var object) = result else { return result }
        func entry(_ v: SearchHit) -> JSONValue {
            .object(["id": .string(v.rule.id), "lang": .string(v.rule.lang.rawValue), "document": .string(v.rule.document),
                     "modality": v.rule.modality.map { .string($0.rawValue) } ?? .null, "score": .double(v.score)])
        }
        object["variants"] = .array((groups?.variants[hit.rule.id] ?? []).map(entry))
        object["twins"] = .array((groups?.twins[hit.rule.id] ?? []).map(entry))
        return .object(object)
    }
}
