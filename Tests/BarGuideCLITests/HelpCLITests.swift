// Help and the man page: every environment variable the binary reads is listed
// (found by scanning the sources), the exit-code rule is there, and search --help shows the
// canonical scopes instead of every alias.
import Testing
import Foundation
import BarGuideKit

@Suite struct HelpCLITests {
    /// Environment variables the sources read: `nonEmpty("X")`, `environment["X"]`, `env("X")`,
    /// `getenv("X")`, `FileSystem.environment("X")` in Sources/BarGuideCLI and Sources/BarGuideKit.
    static func variablesRead() throws -> Set<String> {
        let root = BinaryRunner.repositoryRoot + "/Sources"
        let pattern = try NSRegularExpression(pattern: #"(?:nonEmpty|environment|env|getenv)\s*[\(\[]\s*"([A-Z][A-Z0-9_]*)""#)
        var names: Set<String> = []
        for module in ["BarGuideCLI", "BarGuideKit"] {
            let dir = root + "/" + module
            guard let files = FileManager.default.enumerator(atPath: dir) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: dir + "/" + file, encoding: .utf8)
                for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let r = Range(m.range(at: 1), in: text) { names.insert(String(text[r])) }
                }
            }
        }
        return names
    }

    @Test func everyVariableReadIsInHelpAndTheManPage() throws {
        let names = try Self.variablesRead()
        #expect(names.isSuperset(of: ["BARGUIDE_DB", "XDG_DATA_HOME", "HOME", "NO_COLOR", "COLUMNS", "TERM", "BARGUIDE_BROWSE_TRACE"]),
                "the scan finds the variables: \(names)")
        let help = BinaryRunner.run(["--help"])
        #expect(help.status == 0, "\(help)")
        let environment = help.out.components(separatedBy: "ENVIRONMENT:\n").last?.components(separatedBy: "\n\n").first ?? ""
        let man = BinaryRunner.run(["man"])
        #expect(man.status == 0, "\(man)")
        let manEnvironment = man.out.components(separatedBy: ".SH ENVIRONMENT\n").last?.components(separatedBy: ".SH ").first ?? ""
        for name in names {
            #expect(environment.contains("  \(name) "), "\(name) missing from the help's ENVIRONMENT:\n\(environment)")
            #expect(manEnvironment.contains(".B \(name)\n"), "\(name) missing from the man page's ENVIRONMENT")
        }
        #expect(environment.contains("LANG"), "the help says LANG is never read")
    }

    @Test func helpAndManPageStateTheExitCodeRule() {
        let help = BinaryRunner.run(["--help"])
        let codes = help.out.components(separatedBy: "EXIT CODES:\n").last ?? ""
        #expect(codes.contains("  0 ") && codes.contains("even when the page shown is empty but matches exist"), "\(codes)")
        #expect(codes.contains("--format json still prints one document"))
        let man = BinaryRunner.run(["man"])
        let status = man.out.components(separatedBy: ".SH EXIT STATUS\n").last?.components(separatedBy: ".SH ").first ?? ""
        for code in ["0", "1", "2", "3"] { #expect(status.contains(".B \(code)\n"), "\(code)") }
        #expect(status.contains("even when the page shown is empty"))
    }

    @Test func searchHelpShowsCanonicalScopesAndPointsToScopes() {
        let r = BinaryRunner.run(["search", "--help"], env: ["COLUMNS": "100"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r)")
        let scope = r.out.components(separatedBy: "-s, --scope SCOPE").dropFirst().first?.components(separatedBy: "--lang LANG").first ?? ""
        for name in Bar.scoped.map(\.rawValue) { #expect(scope.contains(name), "\(name)") }
        #expect(scope.contains("'barguide scopes' lists them"))
        // No alias table: "nav = navigation-bar" and the Russian and Chinese names are not listed.
        #expect(!scope.contains(" = "), "\(scope)")
        #expect(!scope.contains("панели вкладок") && !scope.contains("導覽列"), "\(scope)")
        #expect(scope.split(separator: "\n").count <= 5, "\(scope)")
        // Short alias tables are still spelled out (--lang's zh-hant, --modality's don't).
        let rest = r.out.components(separatedBy: "--lang LANG").dropFirst().joined()
        #expect(rest.contains(" = "), "\(rest)")
    }
}
