// What search output adds for collapsed guideline groups (see BarGuideKit's GroupCollapse):
// "also: tab-bar.7c0b40 (zh-Hant), …" under a hit (its group's other members listed with it:
// matching editions, copies and translations, and its rules in other languages; the
// checklist's wording), "guidelines" after the scope bar, and the `counting` and `also` JSON
// fields. SearchPrinter calls these; nil groups (--no-collapse) adds `"counting": "rules"` and
// `"also": []`.
import BarGuideKit

enum GroupCollapsePrinter {
    /// The "also" line of a hit, nil when its group has no other member listed.
    static func also(_ hit: SearchHit, _ groups: CollapsedSearch?) -> String? {
        RuleText.also((groups?.also[hit.rule.id] ?? []).map(\.rule))
    }

    /// " · 18 guidelines" after the scope bar when the counts are groups.
    static func countingSuffix(_ result: SearchResult, _ groups: CollapsedSearch?, _ style: Style) -> String {
        guard let groups, groups.counting == "groups" else { return "" }
        return style.dim("  (\(result.total) guideline\(result.total == 1 ? "" : "s"))")
    }

    /// The search document with `counting`, and each result with `also`.
    static func json(_ document: JSONValue, _ groups: CollapsedSearch?) -> JSONValue {
        guard case .object(var object) = document else { return document }
        object["counting"] = .string(groups?.counting ?? "rules")
        if case .array(let results)? = object["results"] {
            object["results"] = .array(results.map { hit($0, groups) })
        }
        return .object(object)
    }

    /// One result with its `also`: its group's other members listed with it, in the order the
    /// shown member was picked by (each with its score when it matched and ranked).
    static func hit(_ result: JSONValue, _ groups: CollapsedSearch?) -> JSONValue {
        guard case .object(var object) = result else { return result }
        let members = object["id"]?.stringValue.flatMap { groups?.also[$0] } ?? []
        object["also"] = .array(members.map { m in
            .object(["id": .string(m.rule.id), "lang": .string(m.rule.lang.rawValue), "document": .string(m.rule.document),
                     "kind": .string(m.rule.kind.rawValue), "modality": m.rule.modality.map { .string($0.rawValue) } ?? .null,
                     "headline": .string(m.rule.headline), "score": m.score.map(JSONValue.double) ?? .null])
        })
        return .object(object)
    }
}
