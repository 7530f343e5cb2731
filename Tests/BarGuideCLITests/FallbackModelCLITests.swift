// The learned fallback (Learned/FallbackModel.swift): its features mirror the generator's Python
// exactly, it is consulted only where no cue decided, and `explain` names it. A crafted weight
// table (BARGUIDE_FALLBACK_WEIGHTS) makes its answer known in advance.
import Foundation
import Testing
@testable import BarGuideKit

@Suite("Learned fallback")
struct FallbackModelCLITests {
    /// Texts of every script and shape the features meet: Latin, Cyrillic with Ё, Han, digits,
    /// markup, a list mark, and a text longer than the features read.
    static let samples = [
        "The toolbar sits at the bottom of the screen, below the content.",
        "Ёлка: НЕ прячьте панель вкладок на 2-м экране.",
        "搜索栏下方的范围栏用于缩小搜索范围。",
        "- [x] **Done** and `Cancel` in the editor | 12 pt",
        "Figure 3 — the tab bar with five tabs",
        String(repeating: "Keep the navigation bar title short and clear. ", count: 12),
    ]

    @Test("the committed table decodes to one weight per bucket and label")
    func table() {
        let t = FallbackModel.committed()
        #expect(t.weights.count == FallbackWeights.buckets * FallbackModel.labels.count)
        #expect(t.bias.count == FallbackModel.labels.count)
        #expect(t.weights.contains { $0 != 0 }, "a table of zeros says nothing")
    }

    @Test("Swift and the generator's Python give the same label and probability")
    func parity() throws {
        let script = BinaryRunner.repositoryRoot + "/Sources/BarGuideKit/Learned/tools/guess.py"
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            print("FallbackModelCLITests.parity: skipped: /usr/bin/python3 is absent")
            return
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = [script]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        try p.run()
        input.fileHandleForWriting.write(Self.samples.joined(separator: "\n").data(using: .utf8)!)
        try input.fileHandleForWriting.close()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let lines = out.split(separator: "\n")
        #expect(lines.count == Self.samples.count, "\(out)")
        for (line, text) in zip(lines, Self.samples) {
            let f = line.split(separator: "\t", maxSplits: 2)
            let g = FallbackModel.guess(Sc.of(text))
            let label = g.kind.rawValue + (g.modality.map { "/" + $0.rawValue } ?? "")
            #expect(String(f[0]) == label, "\(text)")
            #expect(abs((Double(f[1]) ?? -1) - g.probability) < 1e-6, "\(text): \(f[1]) vs \(g.probability)")
        }
    }

    /// A table whose biases favour one label whatever the text (its index in
    /// `FallbackModel.labels`): 16 buckets of zero weights.
    static func table(favouring kind: RuleKind) throws -> String {
        let index = try #require(FallbackModel.labels.firstIndex { $0.0 == kind })
        let path = NSTemporaryDirectory() + "barguide-fallback-\(kind.rawValue)-\(getpid()).bin"
        let biases = FallbackModel.labels.indices.map { $0 == index ? "4" : "-4" }
        var bytes = Array(("0.01 " + biases.joined(separator: " ") + "\n").utf8)
        bytes += [UInt8](repeating: 0, count: 16 * FallbackModel.labels.count)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("the model's definition stands at a section's opening or outside bars' sections, not further in")
    func definitionsWhereTheyStand() throws {
        let table = try Self.table(favouring: .definition)
        defer { try? FileManager.default.removeItem(atPath: table) }
        let env = ["BARGUIDE_FALLBACK_WEIGHTS": table]
        let statement = "Icons in this app share one line weight and one corner radius."
        let alone = try #require(BinaryRunner.run(["explain", statement, "--format", "json"], env: env).json)
        #expect(alone["rules"]?.arrayValue?.first?["kind"] == .string("definition"))
        let dir = NSTemporaryDirectory() + "barguide-fallback-doc-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir + "/c", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "Toolbar\n\nA toolbar holds actions for the current screen.\n\n\(statement)\n"
            .write(toFile: dir + "/c/notes.txt", atomically: true, encoding: .utf8)
        let ingest = BinaryRunner.run(["ingest", "--corpus", dir + "/c", "--db", dir + "/x.sqlite"], env: env)
        #expect(ingest.status == 0, "\(ingest)")
        let export = try #require(BinaryRunner.run(["export", "--db", dir + "/x.sqlite"], env: env).json)
        let later = export["rules"]?.arrayValue?.first { $0["text"]?.stringValue?.contains("line weight") == true }
        #expect(later?["kind"] != nil && later?["kind"] != .string("definition"), "\(String(describing: later))")
    }

    @Test("where no cue decided, a confident model gives the kind; a cue still decides; explain names the model")
    func consulted() throws {
        let table = try Self.table(favouring: .tip)
        defer { try? FileManager.default.removeItem(atPath: table) }
        let env = ["BARGUIDE_FALLBACK_WEIGHTS": table]
        let statement = "Icons in this app share one line weight and one corner radius."
        let r = BinaryRunner.run(["explain", statement, "--format", "json"], env: env)
        let doc = try #require(r.json, "\(r)")
        let rule = try #require(doc["rules"]?.arrayValue?.first)
        #expect(rule["kind"] == .string("tip"), "\(rule)")
        let kind = rule["evidence"]?.arrayValue?.first { $0["field"] == .string("kind") }
        #expect(kind?["source"] == .string("model"))
        #expect(kind?["detail"]?.stringValue?.contains("learned fallback") == true)
        // a cue decides before the model is asked
        let cue = try #require(BinaryRunner.run(["explain", "Don't hide the toolbar while people read.", "--format", "json"], env: env).json)
        let cueRule = try #require(cue["rules"]?.arrayValue?.first)
        #expect(cueRule["kind"] == .string("guideline") && cueRule["modality"] == .string("dont"), "\(cueRule)")
        // and without the crafted table the same statement is no tip
        let plain = try #require(BinaryRunner.run(["explain", statement, "--format", "json"]).json)
        #expect(plain["rules"]?.arrayValue?.first?["kind"] != .string("tip"))
    }

    /// The generator writes how many gold units it trained on. When a held-out text joins
    /// Tests/heldout (or its gold changes) without `make tables`, the committed weights are stale,
    /// and CI's check-tables fails: this catches it in `make test`, without the minute of training.
    @Test("the committed weights were trained on every gold unit of Tests/heldout")
    func trainedOnTheCommittedTexts() throws {
        let root = BinaryRunner.repositoryRoot
        let source = try String(contentsOfFile: root + "/Sources/BarGuideKit/Learned/FallbackWeights.swift", encoding: .utf8)
        let header = try #require(source.firstMatch(of: /trained on (\d+) units of/), "the generated header names its units")
        let trained = Int(header.1)
        struct Unit: Decodable { var kind: String }
        let labels: Set<String> = ["guideline", "behavior", "definition", "reference", "tip", "caption", "editorial"]
        let dir = root + "/Tests/heldout"
        var units = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
            let folder = dir + "/" + name
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder),
                  files.contains(where: { $0.hasPrefix("ho-") }), files.contains("gold.json") else { continue }
            let gold = try JSONDecoder().decode([Unit].self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/gold.json")))
            units += gold.filter { labels.contains($0.kind) }.count
        }
        #expect(trained == units, "FallbackWeights.swift was trained on \(trained ?? -1) units; Tests/heldout holds \(units): run `make tables`")
    }
}
