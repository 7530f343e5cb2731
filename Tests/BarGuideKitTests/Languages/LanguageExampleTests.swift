// Every language module's decision examples, run through the whole ingest: each sentence is put in
// a small document of its module (a bar's section: heading, opening definition, guidelines
// subsection), as plain text and as Markdown, parsed by DocumentParser, and the rule that holds it
// must carry the example's kind and modality. A phrase matcher passing is not enough: the
// examples test what the whole rule decides.
import Testing
@testable import BarGuideKit

@Suite("Language modules: decision examples")
struct LanguageExampleTests {
    /// The document an example stands in, as plain text or Markdown.
    static func document(_ e: DecisionExample, _ m: any LanguageModule.Type, markdown: Bool) -> String {
        let s = m.exampleSection
        let h1 = markdown ? "# " : "", h2 = markdown ? "## " : "", h3 = markdown ? "### " : ""
        let gap = markdown ? "\n\n" : "\n"
        // a title naming no bar, then the bar's section: its first paragraph is the section's opening
        var parts = ["\(h1)BarGuide", "\(h2)\(s.heading)"]
        switch e.context {
        case .opening: parts.append(e.text)
        case .section: parts += [s.definition, e.text]
        case .guidelines: parts += [s.definition, "\(h3)\(s.guidelinesHeading)", e.text]
        }
        return parts.joined(separator: gap) + "\n"
    }

    struct Outcome: CustomStringConvertible {
        var kind: RuleKind?
        var modality: Modality?
        var description: String { "\(kind?.rawValue ?? "no rule")/\(modality?.rawValue ?? "-")" }
    }

    static func outcome(_ e: DecisionExample, _ m: any LanguageModule.Type, markdown: Bool) -> Outcome {
        let text = document(e, m, markdown: markdown)
        let name = markdown ? "example.md" : "example.txt"
        let doc = DocumentParser.parse(name: name, bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        guard let rule = doc.rules.first(where: { $0.text.contains(e.text) }) else { return Outcome() }
        return Outcome(kind: rule.kind, modality: rule.modality)
    }

    static func failures(_ m: any LanguageModule.Type) -> [String] {
        var out: [String] = []
        for e in m.examples {
            for markdown in [false, true] {
                let got = outcome(e, m, markdown: markdown)
                if got.kind != e.kind || got.modality != e.modality {
                    out.append("\(m.family) \(markdown ? "md" : "txt") [\(e.context)] «\(e.text)»: want \(e.kind.rawValue)/\(e.modality?.rawValue ?? "-"), got \(got)")
                }
            }
        }
        return out
    }

    @Test("every module's examples decide as written, as text and as Markdown",
          arguments: Languages.modules.indices)
    func examplesDecide(_ k: Int) {
        let m = Languages.modules[k]
        for f in Self.failures(m) { Issue.record(Comment(rawValue: f)) }
    }

    @Test("every module carries at least 30 examples for each modality and for non-guidelines",
          arguments: Languages.modules.indices)
    func enoughExamples(_ k: Int) {
        let m = Languages.modules[k]
        for modality in Modality.allCases {
            let n = m.examples.filter { $0.kind == .guideline && $0.modality == modality }.count
            #expect(n >= 30, "\(m.family): \(n) examples of \(modality.rawValue)")
        }
        let other = m.examples.filter { $0.kind != .guideline }
        #expect(other.count >= 30, "\(m.family): \(other.count) non-guideline examples")
        #expect(Set(other.map(\.kind)).count >= 3, "\(m.family): non-guidelines of too few kinds")
    }

    @Test("every module's examples are its own language and unique")
    func examplesAreTheModules() {
        for m in Languages.modules {
            var seen = Set<String>()
            for e in m.examples {
                #expect(seen.insert(e.text).inserted, "\(m.family): «\(e.text)» twice")
                #expect(m.langs.contains(Languages.detect(Sc.of(e.text))), "\(m.family): «\(e.text)» is not detected as the module's language")
            }
        }
    }
}
