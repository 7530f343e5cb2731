// Structure from layout: footnotes, a document's title, catalog lists. Small documents of our
// own, run through the whole ingest.
import Testing
@testable import BarGuideKit

@Suite("Ingest: structure from layout")
struct IngestLayoutTests {
    static func rules(_ text: String, name: String) -> [Rule] {
        DocumentParser.parse(name: name, bytes: Array(text.utf8), manifest: nil, catalog: ItemCatalog.embedded).rules
    }

    static func rule(_ rules: [Rule], containing s: String) -> Rule? { rules.first { $0.text.contains(s) } }

    @Test("a footnote stands outside the section it was referenced from: it concerns the bars it names")
    func footnotesLeaveTheSection() throws {
        let md = """
        # Bars

        ## Search bar

        Show the Cancel button only while the field is active[^1][^3].

        [^1]: On iPad, the tab bar sits at the top of the screen.

        [^3]: In the original, the button is called Abbrechen.

        [^2]: Translation: the Lisbon studio.
        """
        let doc = DocumentParser.parse(name: "notes.md", bytes: Array(md.utf8), manifest: nil, catalog: ItemCatalog.embedded)
        let note = try #require(Self.rule(doc.rules, containing: "On iPad"))
        #expect(note.bars == [.tabBar])
        let translators = try #require(Self.rule(doc.rules, containing: "Abbrechen"))
        #expect(translators.kind == .editorial)
        #expect(translators.bars == [.general])
        let byline = try #require(Self.rule(doc.rules, containing: "Lisbon"))
        #expect(byline.kind == .editorial)
        #expect(byline.bars == [.general])
        let guideline = try #require(Self.rule(doc.rules, containing: "Cancel button"))
        #expect(guideline.bars == [.searchBar])
        #expect(doc.coverage.unaccounted.isEmpty)
    }

    @Test("a first heading naming one bar is the title when the sections under it name two others")
    func titleNamingOneBar() throws {
        let md = """
        # Панели навигации, инструментов и вкладок

        Неофициальный перевод. Обновлено 14 марта.

        ## Панель навигации

        Не прячьте кнопку «Назад».

        ## Панель инструментов

        Держите на панели не больше пяти кнопок.

        ## Панель вкладок

        Не удаляйте вкладки.
        """
        let rules = Self.rules(md, name: "bars.md")
        let preface = try #require(Self.rule(rules, containing: "Неофициальный"))
        #expect(preface.bars == [.general])
        #expect(Self.rule(rules, containing: "Назад")?.bars == [.navigationBar])
        // one bar's page with a sub-section: the first heading is that bar's section
        let single = Self.rules("""
        # Search bar

        A search bar lets people search a collection.

        ## Scope bar

        Keep the scopes few.
        """, name: "search.md")
        #expect(Self.rule(single, containing: "lets people search")?.bars.first == .searchBar)
    }

    @Test("a list of system items, each entry a key and its meaning, is one rule per entry")
    func catalogList() throws {
        for (name, text) in [("kit.md", """
        # Toolbar

        `KitButton(system:)` takes the same cases as the system and localises their titles:

        - `.done` — Done: ends editing and saves.
        - `.trash` — a bin: deletes the selection.
        - `.refresh` — a circular arrow: loads the content again.
        """), ("kit.txt", """
        Toolbar

        KitButton(system:) takes the same cases as the system and localises their titles:

        - .done — Done: ends editing and saves.
        - .trash — a bin: deletes the selection.
        - .refresh — a circular arrow: loads the content again.
        """)] {
            let rules = Self.rules(text, name: name)
            let done = try #require(Self.rule(rules, containing: "ends editing"))
            #expect(done.items == ["UIBarButtonSystemItemDone"], "\(name)")
            #expect(!done.text.contains("localises"), "\(name)")
            #expect(Self.rule(rules, containing: "deletes")?.items == ["UIBarButtonSystemItemTrash"], "\(name)")
            #expect(Self.rule(rules, containing: "loads the content")?.items == ["UIBarButtonSystemItemRefresh"], "\(name)")
        }
        // a list whose items are not keyed by a system item stays with its lead-in
        let plain = Self.rules("""
        # Toolbar

        A toolbar:

        - is translucent
        - sits at the bottom edge
        """, name: "plain.md")
        #expect(Self.rule(plain, containing: "translucent")?.text.contains("bottom edge") == true)
    }
}
