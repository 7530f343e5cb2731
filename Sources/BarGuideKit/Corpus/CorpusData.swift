// The structured data files of Corpus/: manifest.json, glossary.json, items.json.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Corpus/manifest.json: what is known of each source document.
public struct Manifest: Codable, Sendable, Hashable {
    public struct Document: Codable, Sendable, Hashable {
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
    }
    public var documents: [Document]

    public func document(named file: String) -> Document? { documents.first { $0.file == file } }
}

/// Corpus/glossary.json: each bar's and each core concept's names in every language.
public struct Glossary: Codable, Sendable, Hashable {
    public struct Concept: Codable, Sendable, Hashable {
        /// Stable id: a bar's id ("tab-bar") or a concept id ("back-button", "badge", …).
        public var id: String
        /// "bar" or "concept".
        public var type: String
        /// Terms by language key: "ru", "zh-Hant", "zh-Hans", "en". Russian terms list the
        /// inflected forms the texts use; Chinese lists both script forms under their keys.
        public var terms: [String: [String]]
    }
    public var concepts: [Concept]
}

/// Corpus/items.json: every UIBarButtonSystemItem and UITabBarSystemItem.
public struct ItemCatalog: Codable, Sendable, Hashable {
    public struct Item: Codable, Sendable, Hashable {
        /// Full identifier, e.g. "UIBarButtonSystemItemFixedSpace".
        public var identifier: String
        /// Swift case name, e.g. "fixedSpace".
        public var swiftName: String
        /// "bar-button" or "tab-bar".
        public var family: String
        /// Bar ids the item belongs to, e.g. ["toolbar", "navigation-bar"].
        public var bars: [String]
        /// Labels by language key "ru", "zh", "en", as the texts use them.
        public var labels: [String: [String]]

        enum CodingKeys: String, CodingKey {
            case identifier, family, bars, labels
            case swiftName = "swift_name"
        }

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

enum CorpusJSON {
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], file: String) throws(CorpusDataError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            throw .invalid(file, "\(error)")
        }
    }
}

extension Manifest {
    public static func decode(_ bytes: [UInt8]) throws(CorpusDataError) -> Manifest {
        try CorpusJSON.decode(Manifest.self, from: bytes, file: "manifest.json")
    }
}

extension Glossary {
    public static func decode(_ bytes: [UInt8]) throws(CorpusDataError) -> Glossary {
        try CorpusJSON.decode(Glossary.self, from: bytes, file: "glossary.json")
    }
}

extension ItemCatalog {
    public static func decode(_ bytes: [UInt8]) throws(CorpusDataError) -> ItemCatalog {
        try CorpusJSON.decode(ItemCatalog.self, from: bytes, file: "items.json")
    }
}
