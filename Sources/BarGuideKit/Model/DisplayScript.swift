// `--lang zh-Hans` / `--lang zh-Hant`: Chinese rules shown in that script. Texts are stored as
// written; a rule of the other script is converted for display (OpenCC's phrase and character
// dictionaries, BarGuideText/HanDisplay.swift) and marked with `displayLang`, which JSON
// reports as `display_lang`; the title of its document is converted with it. Russian and English rules, and rules already in the script, are
// left as they are. Search never converts: it folds the scripts (HanFold).
import BarGuideText

extension Lang {
    /// The Chinese script of a Chinese language.
    var chineseScript: ChineseScript? {
        switch self {
        case .zhHans: return .simplified
        case .zhHant: return .traditional
        default: return nil
        }
    }
}

extension Rule {
    /// Whether showing the rule in `script` (zh-Hans or zh-Hant) converts it.
    public func converts(to script: Lang?) -> Bool {
        guard let script, script.chineseScript != nil else { return false }
        return lang.chineseScript != nil && lang != script
    }

    /// The rule as shown in `script`: a Chinese rule of the other script with its headline,
    /// text and heading converted and `displayLang` set; any other rule unchanged.
    public func displayed(in script: Lang?) -> Rule {
        guard converts(to: script), let script, let target = script.chineseScript else { return self }
        var r = self
        r.headline = HanDisplay.convert(headline, to: target)
        r.text = HanDisplay.convert(text, to: target)
        r.heading = heading.map { HanDisplay.convert($0, to: target) }
        r.displayLang = script
        return r
    }
}

extension DocumentEdition {
    /// The document as named beside `rule`: its title and edition converted into the script
    /// that the rule's text was converted into (`Rule.displayLang`), else as written.
    public func displayed(with rule: Rule) -> DocumentEdition {
        guard let target = rule.displayLang?.chineseScript else { return self }
        var d = self
        d.title = HanDisplay.convert(title, to: target)
        d.edition = edition.map { HanDisplay.convert($0, to: target) }
        return d
    }
}

extension Snippet {
    /// The snippet in `script`, its highlights kept on the same words: each stretch between
    /// highlight boundaries is converted on its own.
    func displayed(in script: ChineseScript) -> Snippet {
        let bytes = Array(text.utf8)
        var cuts = [0]
        for r in highlights where r.lowerBound >= cuts.last! && r.upperBound <= bytes.count {
            cuts.append(r.lowerBound)
            cuts.append(r.upperBound)
        }
        cuts.append(bytes.count)
        var out: [UInt8] = []
        var marks: [Int] = []
        for k in 0..<(cuts.count - 1) {
            marks.append(out.count)
            out += HanDisplay.convert(String(decoding: bytes[cuts[k]..<cuts[k + 1]], as: UTF8.self), to: script).utf8
        }
        marks.append(out.count)
        // stretch 2j + 1 is highlight j
        var ranges: [Range<Int>] = []
        for j in 0..<((cuts.count - 2) / 2) where marks[2 * j + 1] < marks[2 * j + 2] {
            ranges.append(marks[2 * j + 1]..<marks[2 * j + 2])
        }
        return Snippet(text: String(decoding: out, as: UTF8.self), highlights: ranges)
    }
}

extension SearchHit {
    public func displayed(in script: Lang?) -> SearchHit {
        guard rule.converts(to: script), let target = script?.chineseScript else { return self }
        var h = self
        h.rule = rule.displayed(in: script)
        h.snippet = snippet.displayed(in: target)
        return h
    }
}

extension SearchResult {
    /// Every hit shown in `script` (nil: as written).
    public func displayed(in script: Lang?) -> SearchResult {
        guard script?.chineseScript != nil else { return self }
        var r = self
        r.hits = hits.map { $0.displayed(in: script) }
        return r
    }
}

extension CollapsedSearch {
    /// Every hit and group member shown in `script` (nil: as written).
    public func displayed(in script: Lang?) -> CollapsedSearch {
        guard script?.chineseScript != nil else { return self }
        var c = self
        c.result = result.displayed(in: script)
        c.also = also.mapValues { $0.map { GroupMember(rule: $0.rule.displayed(in: script), score: $0.score) } }
        return c
    }
}

extension Checklist {
    /// Every listed rule shown in `script` (nil: as written).
    public func displayed(in script: Lang?) -> Checklist {
        guard script?.chineseScript != nil else { return self }
        var c = self
        for g in c.groups.indices {
            for e in c.groups[g].entries.indices {
                c.groups[g].entries[e].rule = c.groups[g].entries[e].rule.displayed(in: script)
            }
        }
        return c
    }
}
