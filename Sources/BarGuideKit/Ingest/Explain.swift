import BarGuideResources

// Why a rule got its labels: the kind, modality, bars and items of each rule of a document, with
// the evidence that decided each (the language module and cue, the rule's position, or the
// fallback). The same pipeline as ingest runs (DocumentParser with a trace), so an explanation
// is the decision ingest makes, not a second opinion.

/// One field's decision and what decided it.
public struct Evidence: Sendable, Equatable {
    /// "kind", "modality", "bars" or "items".
    public var field: String
    /// The value decided, as printed ("guideline", "dont", "tab-bar, toolbar").
    public var value: String
    /// What decided it: "cue", "morphology", "position", "structure", "text" or "fallback".
    public var source: String
    /// In words: the cue and its phrase, the position, the heading.
    public var detail: String
}

public struct RuleExplanation: Sendable, Equatable {
    public var rule: Rule
    /// The language module that read the rule ("ru", "zh", "en").
    public var module: String
    /// Where the rule stands: "a section's first paragraph", "a guidelines section", ….
    public var position: String
    public var evidence: [Evidence]
}

public enum Explainer {
    /// Every rule of a document, explained.
    public static func explain(document name: String, bytes: [UInt8], manifest: Manifest.Document?,
                               catalog: ItemCatalog) -> [RuleExplanation] {
        var drafts: [Int: Draft] = [:]
        let doc = DocumentParser.parse(name: name, bytes: bytes, manifest: manifest, catalog: catalog,
                                       trace: { d, ordinal in drafts[ordinal] = d })
        return doc.rules.compactMap { rule in drafts[rule.ordinal].map { explain(rule, $0) } }
    }

    /// A text of one's own, explained as a paragraph of a guidelines text: under a heading that
    /// names no bar, so that its bars are those it names. `lang` overrides detection.
    public static func explain(text: String, lang: Lang?, catalog: ItemCatalog = .embedded) -> [RuleExplanation] {
        let detected = lang ?? Languages.detect(Sc.of(text))
        let body = text.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: "\n")
        // a title line, a heading naming no bar, then the text: the text is in a section, not a preface
        let document = "barguide explain\nNotes\n\(body)\n"
        let manifest = Manifest.Document(file: "explain.txt", lang: detected.rawValue, title: "explain", origin: "", source: "notes")
        var drafts: [Int: Draft] = [:]
        let doc = DocumentParser.parse(name: "explain.txt", bytes: Array(document.utf8), manifest: manifest,
                                       catalog: catalog, trace: { d, ordinal in drafts[ordinal] = d })
        // the text starts on line 3: a rule before it is made of the frame alone
        return doc.rules.compactMap { rule in rule.lines.end < 3 ? nil : drafts[rule.ordinal].map { explain(rule, $0) } }
    }

    static func explain(_ rule: Rule, _ d: Draft) -> RuleExplanation {
        let m = Languages.module(rule.lang)
        let p = m.profile
        var lead = RuleBuilder.leadSentence(d, text: Sc.of(rule.text), lang: rule.lang)
        let apiNames = RuleBuilder.apiPathCount(Symbols.extract(Sc.of(rule.text), itemIdentifiers: []), in: Sc.of(rule.text))
        lead = RuleBuilder.answered(lead, in: d.lead, p)
        let (kind, _, reason) = RuleBuilder.classify(d, lang: rule.lang, leadSentence: lead, text: Sc.of(rule.text), apiNames: apiNames)
        let learned = reason.hasPrefix(FallbackModel.reasonPrefix)
        var out: [Evidence] = []
        let family = d.sectionBars.isEmpty && RuleBuilder.namesBarFamily(Sc.of(rule.text))
        if family, kind == .behavior, rule.kind == .definition {
            out.append(Evidence(field: "kind", value: rule.kind.rawValue, source: "text",
                                detail: "a statement outside any bar's section that names most of the bars: what they are"))
        } else {
            out.append(Evidence(field: "kind", value: kind.rawValue, source: learned ? "model" : kindSource(d, kind), detail: reason))
        }
        if let modality = rule.modality {
            if learned {
                out.append(Evidence(field: "modality", value: modality.rawValue, source: "model", detail: reason))
            } else if d.technique {
                out.append(Evidence(field: "modality", value: modality.rawValue, source: "structure",
                                    detail: "an alternative technique is weighed, not ordered"))
            } else if let verdict = LanguageProfile.openingVerdict(lead), (verdict ? Modality.do : .dont) == modality {
                out.append(Evidence(field: "modality", value: modality.rawValue, source: "structure",
                                    detail: verdict ? "a mark that approves what follows (✅, ✓)" : "a mark that rejects what follows (❌, ✗)"))
            } else if let forced = RuleBuilder.modalityLabel(lead), forced == modality,
                      Classifier.lead(lead, lang: rule.lang)?.modality != modality {
                out.append(Evidence(field: "modality", value: modality.rawValue, source: "cue",
                                    detail: "a label that gives the force of what follows (\"Optional:\", 可选：)"))
            } else if let l = Classifier.lead(lead, lang: rule.lang), l.modality == modality {
                out.append(leadEvidence(l, lead, p, module: m.family))
            } else if let (l, sentence) = laterLead(Sc.of(rule.text), modality: modality, lang: rule.lang) {
                // a topic or a label before the instruction ("Crowded bars. Keep …", "角标要克制。可以…")
                out.append(leadEvidence(l, sentence, p, module: m.family))
            } else if let l = Languages.module(rule.lang).statedRequirement(lead), l.modality == modality {
                out.append(Evidence(field: "modality", value: modality.rawValue, source: "structure",
                                    detail: "\(m.family) module: a requirement stated by the sentence's shape (a use narrowed, a thing put in its place)"))
            } else if d.specClause, let l = Languages.module(rule.lang).specificationRequirement(lead), l.modality == modality {
                out.append(Evidence(field: "modality", value: modality.rawValue, source: "structure",
                                    detail: "\(m.family) module: a specification's numbered clause states a requirement in the present passive"))
            } else {
                out.append(Evidence(field: "modality", value: modality.rawValue, source: "fallback",
                                    detail: "no cue in the lead sentence: an instruction is a do"))
            }
        }
        if family, rule.bars == [.general], rule.kind == .behavior || rule.kind == .definition {
            out.append(Evidence(field: "bars", value: Bar.general.rawValue, source: "text",
                                detail: "it names most of the bars: the bars as a family, not one of them"))
        } else {
            out.append(barsEvidence(rule, d))
        }
        if !rule.items.isEmpty {
            out.append(Evidence(field: "items", value: rule.items.joined(separator: ", "), source: "text",
                                detail: d.tableRow ? "named in the table row's cells" : "identifiers, or labels next to a button or tab word"))
        }
        return RuleExplanation(rule: rule, module: m.family, position: position(d), evidence: out)
    }

    static func kindSource(_ d: Draft, _ kind: RuleKind) -> String {
        if kind == .guideline, d.note == nil, !d.technique { return "cue" }  // the lead sentence instructs
        if d.caption || d.tableRow || d.propertyList || d.behaviorBullet || d.elementBullet || d.technique || d.note != nil {
            return "structure"
        }
        return "position"
    }

    /// The first later sentence of `text` whose explicit lead gives `modality`: where a topic or
    /// a label opens the unit, the instruction after it.
    static func laterLead(_ text: Scalars, modality: Modality, lang: Lang) -> (Lead, Scalars)? {
        for r in Headline.sentenceRanges(text).dropFirst() {
            let sentence = Array(text[r])
            if let l = Classifier.lead(sentence, lang: lang), l.explicit, l.modality == modality { return (l, sentence) }
        }
        return nil
    }

    static func leadEvidence(_ l: Lead, _ sentence: Scalars, _ p: LanguageProfile, module: String) -> Evidence {
        let value = l.modality.rawValue
        guard let cue = l.cue else {
            return Evidence(field: "modality", value: value, source: "morphology",
                            detail: "\(module) module: the verb's form (an imperative, its negation, or a modal right before the verb)")
        }
        let name = p.cues.first { $0.cue === cue }?.name ?? "cue"
        let lower = Sc.str(Scan.lower(sentence))
        let phrase = cue.phrases.first { lower.contains($0) } ?? cue.phrases.first ?? ""
        let place: String
        switch cue.place {
        case .anywhere: place = "anywhere in the sentence"
        case .start: place = "at the sentence's start"
        case .clauseStart: place = "at a clause's start"
        case .label: place = "as a label"
        case .numbered: place = "before a number"
        }
        return Evidence(field: "modality", value: value, source: "cue",
                        detail: "\(module) module, \(name) cue «\(phrase.trimmingCharacters())» \(place)")
    }

    static func barsEvidence(_ rule: Rule, _ d: Draft) -> Evidence {
        let value = rule.bars.map(\.rawValue).joined(separator: ", ")
        if d.sectionBars.isEmpty {
            return Evidence(field: "bars", value: value, source: rule.bars == [.general] ? "fallback" : "text",
                            detail: rule.bars == [.general] ? "no bar named by its section or its text" : "the bars its text names")
        }
        let section = d.sectionBars.map(\.rawValue).joined(separator: ", ")
        let heading = d.path.last.map { " «\($0)»" } ?? ""
        let added = rule.bars.filter { !d.sectionBars.contains($0) }
        var detail = "its section's heading\(heading): \(section)"
        if !added.isEmpty { detail += "; named in its text: " + added.map(\.rawValue).joined(separator: ", ") }
        return Evidence(field: "bars", value: value, source: "position", detail: detail)
    }

    static func position(_ d: Draft) -> String {
        if d.caption { return "a caption" }
        if d.tableRow { return "a table row" }
        if d.technique { return "an item of a list of techniques" }
        if d.propertyList { return "a list of properties with its lead-in" }
        if d.note != nil { return "a labelled note" }
        switch d.zone {
        case .preface: return "before the first bar's section"
        case .definition: return "a section's first paragraph"
        case .intro: return "a bar's section"
        case .behavior: return "under a behaviour heading"
        case .guideline: return "under a guidelines heading"
        case .decision: return "under a heading of decisions"
        case .mistakes: return "a list item under a heading of mistakes"
        case .dos: return "a list item under a heading of things to do"
        case .reference: return "a reference page"
        }
    }
}

private extension String {
    func trimmingCharacters() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

extension Store {
    /// A stored rule explained from its source: the document is read again from the corpus it
    /// was ingested from (the embedded one, or the directory named in the database) and parsed
    /// as ingest parsed it. Nil when that document is gone or no longer holds the rule; the
    /// caller then explains the rule's text on its own.
    public func explainFromSource(_ rule: Rule) -> RuleExplanation? {
        let origin = meta("corpus_origin")
        let corpus: CorpusSource
        if origin == "embedded" {
            guard meta("corpus_fingerprint") == Embedded.fingerprint else { return nil }
            corpus = CorpusSource.embedded()
        } else if let dir = origin, !dir.isEmpty, let c = try? CorpusSource.directory(dir) {
            corpus = c
        } else {
            return nil
        }
        guard corpus.documentNames.contains(rule.document), let bytes = try? corpus.load(rule.document) else { return nil }
        let all = Explainer.explain(document: rule.document, bytes: bytes, manifest: corpus.manifest.document(named: rule.document),
                                    catalog: corpus.catalog)
        return all.first { $0.rule.id == rule.id }
    }
}

extension Evidence {
    public var json: JSONValue {
        .object(["field": .string(field), "value": .string(value), "source": .string(source), "detail": .string(detail)])
    }
}

extension RuleExplanation {
    /// `fromSource`: whether the rule was explained in its document or as a text of its own.
    public func json(fromSource: Bool) -> JSONValue {
        .object([
            "id": rule.id.isEmpty ? .null : .string(rule.id),
            "headline": .string(rule.headline),
            "kind": .string(rule.kind.rawValue),
            "modality": rule.modality.map { .string($0.rawValue) } ?? .null,
            "bars": .array(rule.bars.map { .string($0.rawValue) }),
            "items": .array(rule.items.map { .string($0) }),
            "lang": .string(rule.lang.rawValue),
            "module": .string(module),
            "position": .string(position),
            "in_source": .bool(fromSource),
            "evidence": .array(evidence.map(\.json)),
        ])
    }
}
