// Where ingest reads a corpus from: the copy embedded in the binary, or a directory.
import BarGuideResources
#if canImport(Glibc)
import Glibc
#endif

public enum CorpusError: Error, Sendable, Equatable {
    /// The corpus directory is missing or cannot be listed.
    case unreadableDirectory(FileSystemError)
}

public struct CorpusSource: Sendable {
    public enum Origin: Sendable, Equatable {
        case embedded
        case directory(String)

        public var description: String {
            switch self {
            case .embedded: return "embedded"
            case .directory(let path): return path
            }
        }
    }

    /// The largest corpus document read (32 MiB, some 300 times a long guideline chapter); a
    /// larger one is named and skipped. Parsing holds one document's lines and rules at once,
    /// about ten times its size, so this also bounds ingest's memory.
    public static let maximumDocumentBytes = 32 << 20
    /// The largest data file read (manifest, glossary, items: 16 MiB); a larger one is named and
    /// skipped, and the built-in data (or none) is used.
    public static let maximumDataFileBytes = 16 << 20

    /// The data files; every other non-hidden regular file is a document.
    public static let dataFiles: Set<String> = ["manifest.json", "glossary.json", "items.json"]

    public let origin: Origin
    /// Changes whenever any embedded file changes; nil for directories.
    public let fingerprint: String?
    public let manifest: Manifest
    public let glossary: Glossary
    public let catalog: ItemCatalog
    /// Document names, in byte order.
    public let documentNames: [String]
    /// Problems with the data files (invalid JSON and the like).
    public let diagnostics: [Diagnostic]
    private let loader: @Sendable (String) throws(FileSystemError) -> [UInt8]

    /// Loads one document's bytes. Documents are loaded one at a time, so ingest streams.
    public func load(_ name: String) throws(FileSystemError) -> [UInt8] { try loader(name) }

    /// The corpus embedded in the binary at build time.
    public static func embedded() -> CorpusSource {
        let files = Embedded.files(under: "corpus")
        let byName = Dictionary(files.map { ($0.name, $0.file) }, uniquingKeysWith: { a, _ in a })
        var diagnostics: [Diagnostic] = []
        let manifest = decodeData("manifest.json", byName["manifest.json"]?.bytes, Manifest.decode, Manifest(documents: []), &diagnostics)
        let glossary = decodeData("glossary.json", byName["glossary.json"]?.bytes, Glossary.decode, Glossary(concepts: []), &diagnostics)
        let catalog = decodeData("items.json", byName["items.json"]?.bytes, ItemCatalog.decode, ItemCatalog(items: []), &diagnostics)
        // in byte order, as for a directory: the writer's id tie-break goes by document name
        let names = files.map(\.name).filter(isDocumentName)
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return CorpusSource(
            origin: .embedded, fingerprint: Embedded.fingerprint, manifest: manifest, glossary: glossary,
            catalog: catalog, documentNames: names, diagnostics: diagnostics,
            loader: { name throws(FileSystemError) in
                guard let file = byName[name] else {
                    throw FileSystemError(path: name, operation: "read embedded", errnoCode: 2)
                }
                return file.bytes
            })
    }

    /// A corpus directory laid out like Corpus/. The data files are optional.
    public static func directory(_ path: String) throws(CorpusError) -> CorpusSource {
        let names: [String]
        var diagnostics: [Diagnostic] = []
        do {
            let listing = try FileSystem.listChecked(path)
            names = listing.names
            for bad in listing.invalid where isDocumentName(bad) {
                diagnostics.append(Diagnostic(
                    severity: .error, code: "invalid-file-name", file: bad,
                    message: "the file name is not valid UTF-8; rename the file to ingest it"))
            }
        } catch { throw .unreadableDirectory(error) }
        func data(_ name: String) -> [UInt8]? {
            let p = FileSystem.join(path, name)
            if let problem = FileSystem.linkProblem(p) {
                diagnostics.append(Diagnostic(severity: .error, code: "unreadable", file: name,
                                              message: "\(name) is \(problem); skipped"))
                return nil
            }
            guard FileSystem.exists(p) else { return nil }
            // never blocks on a FIFO, never reads a device, never more than the maximum
            do { return try FileSystem.read(p, limit: maximumDataFileBytes) } catch {
                diagnostics.append(Diagnostic(severity: .error, code: error.errnoCode == EFBIG ? "too-large" : "unreadable",
                                              file: name, message: error.description + "; skipped"))
                return nil
            }
        }
        let manifest = decodeData("manifest.json", data("manifest.json"), Manifest.decode, Manifest(documents: []), &diagnostics)
        // the embedded vocabulary always applies; the directory's own files extend it (CorpusData.swift)
        let glossary = Glossary.embedded.extended(
            by: decodeData("glossary.json", data("glossary.json"), Glossary.decode, Glossary(concepts: []), &diagnostics))
        let catalog = ItemCatalog.embedded.extended(
            by: decodeData("items.json", data("items.json"), ItemCatalog.decode, ItemCatalog(items: []), &diagnostics))
        // Documents are regular files (or links to them); anything else is named and skipped:
        // a subdirectory, a FIFO or device (reading one could block or never end), a dangling
        // link or a link loop. Those are file-level diagnostics: --strict fails on them.
        var documents: [String] = []
        for name in names where isDocumentName(name) {
            let p = FileSystem.join(path, name)
            switch FileSystem.kind(p) {
            case .regular(let size):
                if size > Int64(maximumDocumentBytes) {
                    diagnostics.append(Diagnostic(
                        severity: .error, code: "too-large", file: name,
                        message: "\(size) bytes, over the maximum of \(maximumDocumentBytes) for a corpus file; skipped"))
                } else {
                    documents.append(name)
                }
            case .missing:
                let what = FileSystem.linkProblem(p) ?? "gone"
                diagnostics.append(Diagnostic(severity: .error, code: "not-a-regular-file", file: name,
                                              message: "\(name) is \(what); skipped"))
            case let kind:
                let what = kind == .directory ? "a subdirectory (the corpus is not read recursively)" : kind.description
                diagnostics.append(Diagnostic(severity: .error, code: "not-a-regular-file", file: name,
                                              message: "\(name) is \(what); skipped"))
            }
        }
        return CorpusSource(
            origin: .directory(path), fingerprint: nil, manifest: manifest, glossary: glossary, catalog: catalog,
            documentNames: documents, diagnostics: diagnostics,
            loader: { name throws(FileSystemError) in
                try FileSystem.read(FileSystem.join(path, name), limit: maximumDocumentBytes)
            })
    }

    static func isDocumentName(_ name: String) -> Bool {
        !name.hasPrefix(".") && !dataFiles.contains(name)
    }

    private static func decodeData<T>(
        _ name: String, _ bytes: [UInt8]?, _ decode: ([UInt8]) throws(CorpusDataError) -> T, _ empty: T,
        _ diagnostics: inout [Diagnostic]
    ) -> T {
        guard let bytes else { return empty }
        do { return try decode(bytes) } catch {
            if case .invalid(_, let message) = error {
                diagnostics.append(Diagnostic(severity: .error, code: "invalid-data-file", file: name,
                                              message: "\(name) is not valid: \(message)"))
            }
            return empty
        }
    }
}
