// `barguide browse` run by the built binary where no terminal is: it refuses with exit 2 and
// points to `search`. (The interface itself is tested in a real terminal by Tests/e2e/browse_tmux.py.)
import Testing
@testable import BarGuideCLI

@Suite("Browse: command line")
struct BrowseCLITests {
    @Test func withoutATerminalItExitsTwoAndPointsToSearch() {
        let r = BinaryRunner.run(["browse", "скрыть", "--db", SeedDatabase.path], stdin: Array("q\n".utf8))
        #expect(r.status == 2, "\(r)")
        #expect(r.stdout.isEmpty)
        #expect(r.err.hasPrefix("barguide: error: browse needs a terminal on stdin and stdout"))
        #expect(r.err.contains("barguide search QUERY"))
        #expect(!r.err.contains("\u{1B}"))  // nothing of the terminal interface was sent
    }

    @Test func optionsAreCheckedLikeEveryCommand() {
        let r = BinaryRunner.run(["browse", "--scope", "nowhere"])
        #expect(r.status == 2)
        #expect(r.err.contains("--scope"))
        let help = BinaryRunner.run(["help", "browse"])
        #expect(help.status == 0)
        #expect(help.out.contains("barguide browse [QUERY]"))
        #expect(help.out.contains("Alt-1…7"))
    }

    @Test func theSpecIsValid() {
        #expect(BrowseCommand.spec.validate().isEmpty)
        #expect(CommandRegistry.all.contains { $0.spec.name == "browse" })
    }
}
