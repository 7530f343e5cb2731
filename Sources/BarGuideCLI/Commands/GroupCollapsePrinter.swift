// What search output adds for collapsed guideline groups (see BarGuideKit's GroupCollapse):
// "also in zh-Hant, zh-Hans (2)" under a hit, "guidelines" after the scope bar, and the
// `counting` and `variants` JSON fields. SearchPrinter calls these; nil groups (--no-collapse)
// adds `"counting": "rules"` and `"variants": []`.
import BarGuideKit

enum GroupCollapsePrinter {
    /// "also in zh-Hant, zh-Hans (2)": the languages of the hit's other variants, and how many.
    static func also(_ hit: SearchHit, _ groups: CollapsedSearch?) -> String? {
        guard let variants = groups?.variants[hit.rule.id], !variants.isEmpty else { return nil }
        var langs: [String] = []
        for v in variants where !langs.contains(v.rule.lang.rawValue) { langs.append(v.rule.lang.rawValue) }
        return "also in \(langs.joined(separator: ", ")) (\(variants.count)): " + variants.map(\.rule.id).joined(separator: ", ")
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
                return .object(o)
            })
        }
        return .object(object)
    }

    /// One result with its `variants`: the other rules of its group that match, best first.
    static func json(_ result: JSONValue, _ hit: SearchHit, _ groups: CollapsedSearch?) -> JSONValue {
        guard case .object(var object) = result else { return result }
        object["variants"] = .array((groups?.variants[hit.rule.id] ?? []).map { v in
            .object(["id": .string(v.rule.id), "lang": .string(v.rule.lang.rawValue), "document": .string(v.rule.document),
                     "modality": v.rule.modality.map { .string($0.rawValue) } ?? .null, "score": .double(v.score)])
        })
        return .object(object)
    }
}
