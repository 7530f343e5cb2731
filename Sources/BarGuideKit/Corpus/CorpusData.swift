// The structured data files of Corpus/: manifest.json, glossary.json, items.json.
// Decoded with the engine's own JSON parser: the binary links no Foundation, which keeps
// process start-up small (a search process lives for one query and pays its start in full).
//
// Vocabulary merge: the glossary and the item catalog embedded in the binary always apply; a
// corpus directory's own glossary.json / items.json extend them (`extended(by:)`):
//  - glossary concepts are keyed by `id`: a new id is appended; for a known id the terms of each
//    language are unioned (embedded terms first, then the corpus's new ones, in their order) and
//    the corpus's `type` replaces the embedded one;
//  - catalog items are keyed by `identifier`: a new identifier is appended; for a known one the
//    labels and dictionary forms of each language and the bars are unioned the same way, and
//    the corpus's `swift_name` and `family` replace the embedded ones.
// Nothing is ever removed: a corpus cannot make ingest forget a bar's name or an item's label.
import BarGuideResources

/// Corpus/manifest.json: what is known of each source document.
public struct Manifest: Sendable, Hashable {
    public struct Document: Sendable, Hashable {
        /// File name in Corpus/, e.g. "000_c4747e4624164a0e.txt".
        public var file: String
        /// "ru", "zh-Hant", "zh-Hans" or "en".
        public var lang: String
        public var title: String
        /// Where the text comes from, as far as the text itself tells.
        public var origin: String
        /// e.g. "hig-bars", "hig-toolbars", "uikit-catalog".
        public var source: String
        /// e.g. "iOS 7", "iOS 8".
        public var era: String?
        /// Platform and version of the edition, e.g. "iOS 8"; `era` when the manifest has no `edition`.
        public var edition: String? = nil
        /// Year of the edition, e.g. 2014.
        public var year: Int? = nil
    }
    public var documents: [Document] { didSet { byFile = Manifest.index(documents) } }
    /// File name -> place in `documents` (the first entry of a name): ingest looks every document
    /// up, twice, so a linear search would cost 1,000 × 1,000 string comparisons at 1,000 documents.
    private var byFile: [String: Int]

    public init(documents: [Document]) {
        self.documents = documents
        byFile = Manifest.index(documents)
    }

    public func document(named file: String) -> Document? { byFile[file].map { documents[$0] } }

    private static func index(_ documents: [Document]) -> [String: Int] {
        var byFile: [String: Int] = [:]
        byFile.reserveCapacity(documents.count)
        for (i, d) in documents.enumerated() where byFile[d.file] == nil { byFile[d.file] = i }
        return byFile
    }
}

/// Corpus/glossary.json: each bar's and each core concept's names in every language.
public struct Glossary: Sendable, Hashable {
    public struct Concept: Sendable, Hashable {
        /// Stable id: a bar's id ("tab-bar") or a concept id ("back-button", "badge", …).
        public var id: String
        /// "bar" or "concept".
        public var type: String
        /// Terms by language key: "ru", "zh-Hant", "zh-Hans", "en". Russian terms list the
        /// inflected forms the texts use; Chinese lists both script forms under their keys.
        /// (Search needs no more Russian forms: its analyzer stems them.)
        public var terms: [String: [String]]
        /// Bars only: short names for the command line ("nav", "tab"), not search terms.
        public var aliases: [String] = []
        /// Bars only: UIKit class and API names ("UITabBar", "scopeButtonTitles").
        public var uikit: [String] = []
        /// Bars only: Russian names in the nominative singular; the bar-name table (`BarNames`)
        /// holds every case form of them, declined by `RussianDeclension`.
        public var ruLemmas: [String] = []
    }
    public var concepts: [Concept]
}

/// Corpus/items.json: every UIBarButtonSystemItem and UITabBarSystemItem.
public struct ItemCatalog: Sendable, Hashable {
    public struct Item: Sendable, Hashable {
        /// Full identifier, e.g. "UIBarButtonSystemItemFixedSpace".
        public var identifier: String
        /// Swift case name, e.g. "fixedSpace".
        public var swiftName: String
        /// "bar-button" or "tab-bar".
        public var family: String
        /// Bar ids the item belongs to, e.g. ["toolbar", "navigation-bar"].
        public var bars: [String]
        /// Labels by language key "ru", "zh", "en", as the texts use them (inflected, quoted):
        /// what ingest looks for in a text.
        public var labels: [String: [String]]
        /// The labels as the buttons show them, by language key (nominative, no quotes): what the
        /// catalog shows (`ItemForms`). A language without them shows its `labels` cleaned up.
        public var dictionaryForms: [String: [String]] = [:]

        /// The short name: the identifier without its family prefix ("FixedSpace").
        public var shortName: String {
            for p in ["UIBarButtonSystemItem", "UITabBarSystemItem"] where identifier.hasPrefix(p) {
                return String(identifier.dropFirst(p.count))
            }
            return identifier
        }
    }
    public var items: [Item]
}

public enum CorpusDataError: Error, Sendable, Equatable {
    /// file, message
    case invalid(String, String)
}

/// Reads the data files' JSON into the types above, with precise messages.
enum CorpusJSON {
    struct Reader {
        let file: String
        let path: String
        let value: JSONValue

        func fail(_ what: String) -> CorpusDataError { .invalid(file, "\(path.isEmpty ? "top level" : path): \(what)") }

        func object() throws(CorpusDataError) -> [String: JSONValue] {
            guard let o = value.objectValue else { throw fail("expected an object") }
            return o
        }

        func field(_ key: String) throws(CorpusDataError) -> Reader {
            guard let v = try object()[key] else { throw fail("missing key '\(key)'") }
            return Reader(file: file, path: path.isEmpty ? key : path + "." + key, value: v)
        }

        func optionalField(_ key: String) throws(CorpusDataError) -> Reader? {
            guard let v = try object()[key], !v.isNull else { return nil }
            return Reader(file: file, path: path + "." + key, value: v)
        }

        func string() throws(CorpusDataError) -> String {
            guard let s = value.stringValue else { throw fail("expected a string") }
            return s
        }

        func int() throws(CorpusDataError) -> Int {
            guard let i = value.intValue else { throw fail("expected an integer") }
            return i
        }

        func array() throws(CorpusDataError) -> [Reader] {
            guard let a = value.arrayValue else { throw fail("expected an array") }
            return a.enumerated().map { Reader(file: file, path: "\(path)[\($0.offset)]", value: $0.element) }
        }

        func strings() throws(CorpusDataError) -> [String] {
            var out: [String] = []
            for element in try array() { out.append(try element.string()) }
            return out
        }

        /// An object of string arrays: {"ru": ["…"], …}.
        func stringLists() throws(CorpusDataError) -> [String: [String]] {
            var out: [String: [String]] = [:]
            for (key, v) in try object() {
                out[key] = try Reader(file: file, path: path + "." + key, value: v).strings()
            }
            return out
        }
    }

    static func root(_ bytes: [UInt8], file: String) throws(CorpusDataError) -> Reader {
        do {
            return Reader(file: file, path: "", value: try JSONValue.parse(bytes))
        } catch {
            throw .invalid(file, "\(error)")
        }
    }
}

extension Manifest {
    public static func decode(_ bytes: [UInt8]) throws(CorpusDataError) -> Manifest {
        let root = try CorpusJSON.root(bytes, file: "manifest.json")
        var documents: [Document] = []
        for d in try root.field("documents").array() {
            let era = try d.optionalField("era")?.string()
            documents.append(Document(
                file: try d.field("file").string(), lang: try d.field("lang").string(),
                title: try d.field("title").string(), origin: try d.field("origin").string(),
                source: try d.field("source").string(), era: era,
                edition: try d.optionalField("edition")?.string() ?? era,
                year: try d.optionalField("year")?.int()))
        }
        return Manifest(documents: documents)
    }
}

extension Glossary {
    public static func decode(_ bytes: [UInt8]) throws(CorpusDataError) -> Glossary {
        let root = try CorpusJSON.root(bytes, file: "glossary.json")
        var concepts: [Concept] = []
        for c in try root.field("concepts").array() {
            concepts.append(Concept(id: try c.field("id").string(), type: try c.field("type").string(),
                                    terms: try c.field("terms").stringLists(),
                                    aliases: try c.optionalField("aliases")?.strings() ?? [],
                                    uikit: try c.optionalField("uikit")?.strings() ?? [],
                                    ruLemmas: try c.optionalField("ru_lemmas")?.strings() ?? []))
        }
        return Glossary(concepts: concepts)
    }
}

extension ItemCatalog {
    public static func decode(_ bytes: [UInt8]) throws(CorpusDataError) -> ItemCatalog {
        let root = try CorpusJSON.root(bytes, file: "items.json")
        var items: [Item] = []
        for i in try root.field("items").array() {
            items.append(Item(
                identifier: try i.field("identifier").string(), swiftName: try i.field("swift_name").string(),
                family: try i.field("family").string(), bars: try i.field("bars").strings(),
                labels: try i.field("labels").stringLists(),
                dictionaryForms: try i.optionalField("dictionary_forms")?.stringLists() ?? [:]))
        }
        return ItemCatalog(items: items)
    }
}

// MARK: - The vocabulary merge

/// `base` followed by the elements of `extra` it does not hold yet, in their order.
func unionPreservingOrder<T: Hashable>(_ base: [T], _ extra: [T]) -> [T] {
    var seen = Set(base)
    var out = base
    for x in extra where seen.insert(x).inserted { out.append(x) }
    return out
}

/// Two lists by language key, unioned per key.
func unionLists(_ base: [String: [String]], _ extra: [String: [String]]) -> [String: [String]] {
    var out = base
    for (key, list) in extra { out[key] = unionPreservingOrder(base[key] ?? [], list) }
    return out
}

/// `base` extended by `extra`, keyed by `key`: an element with a new key is appended, one with a
/// known key is merged into the element that has it.
func mergeKeyed<T>(_ base: [T], _ extra: [T], key: (T) -> String, merge: (inout T, T) -> Void) -> [T] {
    var out = base
    var index: [String: Int] = [:]
    for (k, x) in out.enumerated() where index[key(x)] == nil { index[key(x)] = k }
    for x in extra {
        if let k = index[key(x)] {
            merge(&out[k], x)
        } else {
            index[key(x)] = out.count
            out.append(x)
        }
    }
    return out
}

extension Glossary {
    /// The glossary embedded in the binary (Corpus/glossary.json at build time); empty if it is missing
    /// or invalid (the embedded corpus reports that as a diagnostic).
    public static let embedded: Glossary = {
        guard let f = Embedded.files(under: "corpus").first(where: { $0.name == "glossary.json" }),
              let g = try? Glossary.decode(f.file.bytes) else { return Glossary(concepts: []) }
        return g
    }()

    /// This glossary extended by a corpus's own: see the merge rules at the top of the file.
    public func extended(by other: Glossary) -> Glossary {
        Glossary(concepts: mergeKeyed(concepts, other.concepts, key: \.id) { known, new in
            known.type = new.type
            known.terms = unionLists(known.terms, new.terms)
            known.aliases = unionPreservingOrder(known.aliases, new.aliases)
            known.uikit = unionPreservingOrder(known.uikit, new.uikit)
            known.ruLemmas = unionPreservingOrder(known.ruLemmas, new.ruLemmas)
        })
    }
}

extension ItemCatalog {
    /// The item catalog embedded in the binary (Corpus/items.json at build time).
    public static let embedded: ItemCatalog = {
        guard let f = Embedded.files(under: "corpus").first(where: { $0.name == "items.json" }),
              let c = try? ItemCatalog.decode(f.file.bytes) else { return ItemCatalog(items: []) }
        return c
    }()

    /// This catalog extended by a corpus's own: see the merge rules at the top of the file.
    public func extended(by other: ItemCatalog) -> ItemCatalog {
        ItemCatalog(items: mergeKeyed(items, other.items, key: \.identifier) { known, new in
            known.swiftName = new.swiftName
            known.family = new.family
            known.bars = unionPreservingOrder(known.bars, new.bars)
            known.labels = unionLists(known.labels, new.labels)
            known.dictionaryForms = unionLists(known.dictionaryForms, new.dictionaryForms)
        })
    }
}
