// What ingest reports: repairs it made and diagnostics about input it could not use.

public enum RepairKind: String, CaseIterable, Sendable, Hashable {
    case bom                 // a byte-order mark removed
    case crlf                // CRLF / CR line endings made LF
    case nfc                 // text changed by NFC normalization (counted per line)
    case pinyin              // a pinyin annotation such as "(dǎo)" removed after a Han character
    case lostSpace = "lost-space"            // "split?view" -> "split view"
    case strayQuestion = "stray-question"    // a stray "?" after a sentence end dropped
    case duplicateParagraph = "duplicate-paragraph"
    case joinedLine = "joined-line"          // a line broken mid-sentence joined to the next
    case gluedWord = "glued-word"            // "UINavigationBarкласс" -> "UINavigationBar класс"
    case controlCharacter = "control-character" // C0/C1 controls, ANSI escapes, bidi controls removed
    case markup              // an HTML tag remnant such as "</div>" (or "?/div>" with its "<" lost) removed
    case pageArtefact = "page-artefact"  // a PDF page artefact: a bullet mark left at a line's end, a page number
    case segmentID = "segment-id"        // a translation tool's segment number at a line's start: "[S-012] "
}

public struct Repair: Sendable, Hashable {
    public var kind: RepairKind
    /// 1-based line in the source file.
    public var line: Int
    /// A short excerpt of the text before the repair.
    public var excerpt: String
    public init(kind: RepairKind, line: Int, excerpt: String) {
        self.kind = kind; self.line = line; self.excerpt = excerpt
    }
}

public enum Severity: String, Sendable, Hashable { case warning, error }

public struct Diagnostic: Sendable, Hashable {
    public var severity: Severity
    /// Stable code, e.g. "invalid-utf8", "empty-file", "unreadable", "mojibake".
    public var code: String
    public var file: String
    public var line: Int?
    public var byteOffset: Int?
    public var message: String
    public var excerpt: String?
    public init(severity: Severity, code: String, file: String, line: Int? = nil, byteOffset: Int? = nil,
                message: String, excerpt: String? = nil) {
        self.severity = severity; self.code = code; self.file = file; self.line = line
        self.byteOffset = byteOffset; self.message = message; self.excerpt = excerpt
    }
}

extension Diagnostic {
    /// Codes of problems that keep a whole file out of the database, as opposed to warnings
    /// about content that was still ingested (such as unrepairable mojibake).
    public static let fileLevelCodes: Set<String> = [
        "unreadable", "invalid-utf8", "empty-file", "invalid-data-file", "invalid-file-name",
        "not-a-regular-file", "too-large",
    ]

    public var isFileLevel: Bool { Self.fileLevelCodes.contains(code) }
}
