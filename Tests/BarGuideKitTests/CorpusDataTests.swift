// Checks the structured corpus data files (Corpus/manifest.json, glossary.json, items.json)
// against their decoding types and against the source texts themselves.
import Foundation
import Testing
@testable import BarGuideKit

@Suite("Corpus data files")
struct CorpusDataTests {
    // MARK: - Locating and reading the files

    /// Repo root: this file is <root>/Tests/BarGuideKitTests/CorpusDataTests.swift.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    static let corpus: URL = root.appendingPathComponent("Corpus", isDirectory: true)

    static func bytes(_ name: String) throws -> [UInt8] {
        let path = corpus.appendingPathComponent(name).path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CorpusDataError.invalid(name, "cannot read \(path)")
        }
        return [UInt8](data)
    }

    static func text(_ name: String) throws -> String {
        guard let s = String(bytes: try bytes(name), encoding: .utf8) else {
            throw CorpusDataError.invalid(name, "not UTF-8")
        }
        return s
    }

    static func corpusTextFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".txt") }
            .sorted()
    }

    static func manifest() throws -> Manifest { try Manifest.decode(bytes("manifest.json")) }
    static func glossary() throws -> Glossary { try Glossary.decode(bytes("glossary.json")) }
    static func items() throws -> ItemCatalog { try ItemCatalog.decode(bytes("items.json")) }

    /// All texts of one language, per the manifest, concatenated.
    static func texts(lang: String) throws -> String {
        try manifest().documents.filter { $0.lang == lang }.map { try text($0.file) }.joined(separator: "\n")
    }

    /// Removes pinyin annotations such as "(dǎo)" that follow a Han character, as ingest does.
    static func strippingPinyin(_ s: String) -> String {
        func isHan(_ c: Character) -> Bool {
            c.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
        }
        func isPinyinLetter(_ c: Character) -> Bool {
            c.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || (0x00C0...0x024F).contains($0.value) || (0x0300...0x036F).contains($0.value)
            }
        }
        let chars = Array(s)
        var out: [Character] = []
        out.reserveCapacity(chars.count)
        var i = 0
        while i < chars.count {
            if chars[i] == "(", let prev = out.last, isHan(prev) {
                var j = i + 1
                while j < chars.count, j - i <= 8, isPinyinLetter(chars[j]) { j += 1 }
                if j > i + 1, j < chars.count, chars[j] == ")" {
                    i = j + 1
                    continue
                }
            }
            out.append(chars[i])
            i += 1
        }
        return String(out)
    }

    // MARK: - manifest.json

    @Test func manifestCoversEveryCorpusText() throws {
        let manifest = try Self.manifest()
        let files = try Self.corpusTextFiles()
        #expect(!files.isEmpty)
        for file in files {
            let doc = manifest.document(named: file)
            #expect(doc != nil, "manifest.json lacks \(file)")
        }
        let listed = manifest.documents.map(\.file)
        #expect(Set(listed).count == listed.count, "duplicate files in manifest.json")
        for doc in manifest.documents {
            #expect(files.contains(doc.file), "manifest.json lists a missing file \(doc.file)")
            #expect(Lang(rawValue: doc.lang) != nil, "invalid lang \(doc.lang) for \(doc.file)")
            #expect(!doc.title.trimmingCharacters(in: .whitespaces).isEmpty)
            #expect(!doc.origin.trimmingCharacters(in: .whitespaces).isEmpty)
            #expect(["hig-bars", "hig-toolbars", "uikit-catalog"].contains(doc.source), "source \(doc.source)")
            if let era = doc.era { #expect(!era.isEmpty) }
        }
    }

    /// `document(named:)` is a lookup by file name (ingest asks it for every document): the first
    /// entry of a name wins, as a search from the front would find it, and it follows changes.
    @Test func manifestLooksDocumentsUpByNameAndFollowsChanges() throws {
        func doc(_ file: String, _ title: String) -> Manifest.Document {
            Manifest.Document(file: file, lang: "ru", title: title, origin: "test", source: "hig-bars", era: "iOS 8")
        }
        var manifest = Manifest(documents: [doc("a.txt", "first"), doc("b.md", "bee"), doc("a.txt", "second")])
        #expect(manifest.document(named: "a.txt")?.title == "first")
        #expect(manifest.document(named: "b.md")?.title == "bee")
        #expect(manifest.document(named: "c.txt") == nil)
        manifest.documents.removeFirst()
        #expect(manifest.document(named: "a.txt")?.title == "second")
        #expect(manifest.document(named: "b.md")?.title == "bee")
        manifest.documents.append(doc("c.txt", "sea"))
        manifest.documents[0].title = "bee, renamed"
        #expect(manifest.document(named: "c.txt")?.title == "sea")
        #expect(manifest.document(named: "b.md")?.title == "bee, renamed")
        #expect(manifest == Manifest(documents: manifest.documents))
        // The real manifest: every entry is found as itself.
        let real = try Self.manifest()
        for d in real.documents { #expect(real.document(named: d.file) == d) }
    }

    @Test func manifestLanguagesMatchTheTexts() throws {
        for doc in try Self.manifest().documents {
            let text = try Self.text(doc.file)
            let cyrillic = text.unicodeScalars.filter { (0x0400...0x04FF).contains($0.value) }.count
            let han = text.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count
            switch doc.lang {
            case "ru": #expect(cyrillic > han, "\(doc.file) is not Russian")
            case "zh-Hant", "zh-Hans": #expect(han > cyrillic, "\(doc.file) is not Chinese")
            default: break
            }
        }
    }

    // MARK: - glossary.json

    static let languages = ["ru", "zh-Hant", "zh-Hans", "en"]

    @Test func glossaryHasEveryBar() throws {
        let glossary = try Self.glossary()
        for bar in Bar.scoped {
            let concept = glossary.concepts.first { $0.id == bar.rawValue }
            #expect(concept != nil, "glossary lacks bar \(bar.rawValue)")
            #expect(concept?.type == "bar", "\(bar.rawValue) should have type bar")
        }
        let barIDs = glossary.concepts.filter { $0.type == "bar" }.map(\.id)
        #expect(Set(barIDs) == Set(Bar.scoped.map(\.rawValue)), "bar concepts: \(barIDs)")
    }

    @Test func glossaryConceptsHaveEveryLanguage() throws {
        let glossary = try Self.glossary()
        let ids = glossary.concepts.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate concept ids")
        for concept in glossary.concepts {
            #expect(["bar", "concept", "term"].contains(concept.type), "\(concept.id): type \(concept.type)")
            #expect(Set(concept.terms.keys) == Set(Self.languages), "\(concept.id): languages \(concept.terms.keys.sorted())")
            for lang in Self.languages {
                let terms = concept.terms[lang] ?? []
                #expect(!terms.isEmpty, "\(concept.id) has no \(lang) terms")
                #expect(terms.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(concept.id): empty \(lang) term")
                #expect(Set(terms).count == terms.count, "\(concept.id): duplicate \(lang) terms")
            }
        }
    }

    @Test func glossaryHasTheCoreConcepts() throws {
        let ids = Set(try Self.glossary().concepts.map(\.id))
        let required = [
            "back-button", "badge", "segmented-control", "prompt", "placeholder", "translucent", "transparent",
            "hide", "custom", "icon", "title", "tint", "keyboard", "orientation", "height", "font",
            "background-image", "network-activity-indicator", "navigation-controller", "tab-bar-controller",
            "more-tab", "text-buttons", "spacing", "scroll", "full-screen", "gesture", "appearance", "color",
        ]
        for id in required { #expect(ids.contains(id), "glossary lacks concept \(id)") }
    }

    @Test func simplifiedTermsAreSimplified() throws {
        // Characters that only occur in Traditional script (their Simplified forms differ).
        let traditionalOnly: Set<Character> = [
            "欄", "條", "標", "導", "態", "鈕", "圖", "網", "絡", "隱", "顏", "體", "鍵", "義", "觀",
            "籤", "簽", "視", "層", "級", "題", "間", "動", "滾", "勢", "調", "盤", "讀", "與", "為",
        ]
        for concept in try Self.glossary().concepts {
            for term in concept.terms["zh-Hans"] ?? [] {
                #expect(!term.contains { traditionalOnly.contains($0) }, "\(concept.id): zh-Hans term \(term) is Traditional")
            }
        }
    }

    @Test func barTermsOccurInTheTexts() throws {
        let glossary = try Self.glossary()
        let ru = try Self.texts(lang: "ru").lowercased()
        let zh = Self.strippingPinyin(try Self.texts(lang: "zh-Hant"))
        #expect(!ru.isEmpty && !zh.isEmpty)
        for bar in Bar.scoped {
            guard let concept = glossary.concepts.first(where: { $0.id == bar.rawValue }) else {
                Issue.record("glossary lacks \(bar.rawValue)")
                continue
            }
            let ruTerms = concept.terms["ru"] ?? []
            // The lemma comes first and the texts use it.
            if let lemma = ruTerms.first {
                #expect(ru.contains(lemma.lowercased()), "\(bar.rawValue): ru lemma \(lemma) not in the ru texts")
            }
            let found = ruTerms.filter { ru.contains($0.lowercased()) }
            #expect(!found.isEmpty, "\(bar.rawValue): no ru term occurs in the ru texts")
            // The Chinese text ends before the search and scope bars.
            if bar != .searchBar && bar != .scopeBar, let first = concept.terms["zh-Hant"]?.first {
                #expect(zh.contains(first), "\(bar.rawValue): zh-Hant term \(first) not in the zh-Hant text")
            }
        }
    }

    @Test func pinyinStrippingRestoresTerms() {
        #expect(Self.strippingPinyin("導(dǎo)航欄") == "導航欄")
        #expect(Self.strippingPinyin("標(biāo)簽欄（Tab Bar）") == "標簽欄（Tab Bar）")
        #expect(Self.strippingPinyin("UIBarMetrics (iOS)") == "UIBarMetrics (iOS)")
    }

    // MARK: - items.json

    static let barButtonNames = [
        "Done", "Cancel", "Edit", "Save", "Add", "FlexibleSpace", "FixedSpace", "Compose", "Reply", "Action",
        "Organize", "Bookmarks", "Search", "Refresh", "Stop", "Camera", "Trash", "Play", "Pause", "Rewind",
        "FastForward", "Undo", "Redo", "PageCurl", "Close",
    ]
    static let tabBarNames = [
        "More", "Favorites", "Featured", "TopRated", "Recents", "Contacts", "History", "Bookmarks", "Search",
        "Downloads", "MostRecent", "MostViewed",
    ]

    static func lowerCamel(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.lowercased() + s.dropFirst()
    }

    @Test func itemsListEverySystemItemInEnumOrder() throws {
        let items = try Self.items().items
        let barButtons = items.filter { $0.family == "bar-button" }
        let tabs = items.filter { $0.family == "tab-bar" }
        #expect(barButtons.count == 25)
        #expect(tabs.count == 12)
        #expect(items.count == barButtons.count + tabs.count, "items with an unknown family")
        #expect(barButtons.map(\.shortName) == Self.barButtonNames)
        #expect(tabs.map(\.shortName) == Self.tabBarNames)
        let ids = items.map(\.identifier)
        #expect(Set(ids).count == ids.count, "duplicate identifiers")
    }

    @Test func itemIdentifiersNamesAndBarsAreConsistent() throws {
        for item in try Self.items().items {
            let prefix = item.family == "bar-button" ? "UIBarButtonSystemItem" : "UITabBarSystemItem"
            #expect(item.identifier == prefix + item.shortName, "\(item.identifier): family \(item.family)")
            #expect(!item.shortName.isEmpty && item.shortName != item.identifier)
            #expect(item.swiftName == Self.lowerCamel(item.shortName), "\(item.identifier): swift_name \(item.swiftName)")
            #expect(!item.bars.isEmpty, "\(item.identifier) has no bars")
            for bar in item.bars {
                let b = Bar(rawValue: bar)
                #expect(b != nil && b != .general, "\(item.identifier): invalid bar \(bar)")
            }
            if item.family == "tab-bar" { #expect(item.bars == ["tab-bar"]) }
            #expect(Set(item.labels.keys).isSubset(of: ["ru", "zh", "en"]), "\(item.identifier): label keys")
            #expect(!(item.labels["en"] ?? []).isEmpty, "\(item.identifier) has no en label")
            for (lang, labels) in item.labels {
                #expect(labels.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(item.identifier): empty \(lang) label")
            }
        }
    }

    @Test func itemsTheTextsNameHaveTheirLabels() throws {
        let items = try Self.items().items
        let ru = try Self.texts(lang: "ru")
        let zh = Self.strippingPinyin(try Self.texts(lang: "zh-Hant"))
        func label(_ id: String, _ lang: String, occursIn text: String) -> Bool {
            guard let item = items.first(where: { $0.identifier == id }) else { return false }
            return (item.labels[lang] ?? []).contains { text.contains($0) }
        }
        // The system buttons the Russian texts name (000's list of editing buttons, 004's toolbar example).
        for name in ["Done", "Cancel", "Edit", "Save", "Undo", "Redo", "FixedSpace", "Bookmarks", "Search"] {
            #expect(label("UIBarButtonSystemItem" + name, "ru", occursIn: ru), "no ru label of \(name) occurs")
        }
        #expect(label("UITabBarSystemItemMore", "ru", occursIn: ru))
        // The Chinese list "編輯、取消、保存、確定以及恢復" and the "更多" tab.
        for name in ["Done", "Cancel", "Edit", "Save", "Redo"] {
            #expect(label("UIBarButtonSystemItem" + name, "zh", occursIn: zh), "no zh label of \(name) occurs")
        }
        #expect(label("UITabBarSystemItemMore", "zh", occursIn: zh))
    }
}

@Suite struct EmbeddedCorpusTests {
    /// The binary embeds Corpus/ at build time (base64, decoded without Foundation): every file
    /// must come back byte-identical to the repository's copy, and nothing may be missing.
    @Test func embeddedCorpusIsByteIdenticalToCorpusDirectory() throws {
        let embedded = CorpusSource.embedded()
        let onDisk = try CorpusSource.directory(Fixtures.corpusDirectory)
        #expect(embedded.documentNames == onDisk.documentNames)
        #expect(embedded.documentNames.count >= 4)
        for name in onDisk.documentNames {
            let a = try embedded.load(name)
            let b = try onDisk.load(name)
            #expect(a == b, "\(name) differs from its embedded copy")
        }
        #expect(embedded.manifest == onDisk.manifest)
        #expect(embedded.glossary == onDisk.glossary)
        #expect(embedded.catalog == onDisk.catalog)
        #expect(embedded.diagnostics.isEmpty)
    }

    @Test func invalidDataFilesAreReportedWithTheirPath() {
        #expect(throws: CorpusDataError.invalid("items.json", "items[0]: missing key 'swift_name'")) {
            _ = try ItemCatalog.decode(Array(#"{"items":[{"identifier":"X","family":"bar-button","bars":[],"labels":{}}]}"#.utf8))
        }
        #expect(throws: CorpusDataError.self) { _ = try Manifest.decode(Array("{\"documents\": [1]}".utf8)) }
        #expect(throws: CorpusDataError.self) { _ = try Glossary.decode(Array("not json".utf8)) }
    }
}
