// libFuzzer target: any bytes, as a corpus document, through DocumentParser.parse (UTF-8 check,
// normalization with repairs, segmentation, classification, rule ids) with the real system-item
// catalog (Corpus/items.json, embedded) loaded once. The parser promises never to trap.
//
// Fuzzing build and run: Benchmarks/fuzz.sh FuzzIngest [SECONDS] (see Benchmarks/README.md, "Fuzzing").
// A plain `swift build` compiles a replayer instead: FuzzIngest FILE|DIR… runs each input once.
import BarGuideKit
import FuzzSupport

/// The catalog and the manifest entries, decoded once.
nonisolated(unsafe) let fuzzCorpus = CorpusSource.embedded()
/// No manifest entry (language detection, title from the text), a Russian one, a Chinese one.
nonisolated(unsafe) let fuzzManifests: [Manifest.Document?] = {
    let docs = fuzzCorpus.manifest.documents
    return [nil, docs.first { $0.lang == "ru" }, docs.first { $0.lang.hasPrefix("zh") }]
}()

/// One input: the bytes are the whole document; the manifest entry is chosen by the size.
func fuzzIngestOne(_ bytes: [UInt8]) {
    let manifest = fuzzManifests[bytes.count % fuzzManifests.count]
    let doc = DocumentParser.parse(name: "fuzz.txt", bytes: bytes, manifest: manifest, catalog: fuzzCorpus.catalog)
    // Cheap invariants: every rule has text and a sane line range; ids are unique.
    var ids = Set<String>()
    for rule in doc.rules {
        precondition(!rule.text.isEmpty, "a rule without text")
        precondition(rule.lines.start >= 1 && rule.lines.start <= rule.lines.end, "bad line range \(rule.lines)")
        precondition(ids.insert(rule.id).inserted, "duplicate rule id \(rule.id)")
    }
}

@main
struct FuzzIngestMain {
    static func main() { FuzzMain.run("FuzzIngest", fuzzIngestOne) }
}
