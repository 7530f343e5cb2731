// The Chinese word table (BarGuideText/HanWordTable.swift) is generated from jieba's dictionary
// and the glossary by `make tables`. A glossary edit that is not followed by a regeneration
// leaves new Chinese terms with the wrong weight, and search then splits them into pieces.
import Testing
@testable import BarGuideKit
@testable import BarGuideText

@Suite struct GlossaryWordTableTests {
    /// make_word_table.py's `glossary_signature`: FNV-1a (64 bits) over the glossary's Chinese
    /// terms, unique, in code point order, joined by newlines.
    static func signature(_ glossary: Glossary) -> UInt64 {
        var terms = Set<String>()
        for concept in glossary.concepts {
            for key in ["zh-Hans", "zh-Hant"] { terms.formUnion(concept.terms[key] ?? []) }
        }
        let ordered = terms.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ordered.joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    @Test func theTableWasMadeWithTheEmbeddedGlossary() {
        #expect(Self.signature(Glossary.embedded) == HanWordTable.glossarySignature,
                "HanWordTable.swift is stale: run make tables")
    }

    @Test func theSignatureSeesOneChangedTerm() {
        var glossary = Glossary.embedded
        let i = glossary.concepts.firstIndex { !($0.terms["zh-Hans"] ?? []).isEmpty }!
        glossary.concepts[i].terms["zh-Hans"]!.append("一个新词")
        #expect(Self.signature(glossary) != Self.signature(Glossary.embedded))
    }

    @Test func everyChineseGlossaryTermIsAWordOfTheTable() {
        var missing: [String] = []
        for concept in Glossary.embedded.concepts {
            for key in ["zh-Hans", "zh-Hant"] {
                for term in concept.terms[key] ?? [] {
                    var run: [UInt32] = []
                    func check() {
                        defer { run = [] }
                        guard (2...HanWordTable.maxLength).contains(run.count) else { return }
                        var bytes: [UInt8] = []
                        for s in run { _ = HanSegmenter.appendUTF8(s, to: &bytes) }
                        if HanSegmenter.frequency(of: bytes, length: run.count) == nil { missing.append(term) }
                    }
                    for s in term.unicodeScalars {
                        if (0x3400...0x9FFF).contains(s.value) || (0xF900...0xFAFF).contains(s.value) {
                            run.append(HanFold.fold(s.value))
                        } else {
                            check()
                        }
                    }
                    check()
                }
            }
        }
        #expect(missing.isEmpty, "Chinese glossary terms missing from HanWordTable.swift: \(missing.prefix(10))")
    }
}
