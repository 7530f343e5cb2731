// Admonition labels in Markdown: GitHub alerts (`> [!NOTE]`), a label paragraph alone ("API 注释",
// "**Important**", "СОВЕТ"), or a label and a colon opening a paragraph ("**API Note:** …", "TIP: …",
// "提示：…"). The labels are the language modules' label cues, matched whole, case-insensitively,
// with or without a trailing colon.
// They map onto the document model's one `Admonition`: an API note is `.note` (reference text for
// developers); a general "Note" or "TIP" is `.tip`; "Important" / "Warning" is `.important`.

enum Admonitions {
    /// Label words by admonition: the language modules' own label cues (one table for text and
    /// Markdown alike), lowercase.
    static let labels: [(String, Admonition)] = Languages.profiles.flatMap { p in
        p.apiNoteLabel.phrases.map { ($0, Admonition.note) } + p.tipLabel.phrases.map { ($0, Admonition.tip) }
            + p.importantLabel.phrases.map { ($0, Admonition.important) }
    }

    /// GitHub alert markers, `[!NOTE]` and the like.
    static let alerts: [(String, Admonition)] = [
        ("[!note]", .tip), ("[!tip]", .tip), ("[!important]", .important), ("[!warning]", .important),
        ("[!caution]", .important),
    ]

    static func label(_ word: Substring) -> Admonition? {
        let key = word.lowercased().split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).joined(separator: " ")
        for (w, a) in labels where w == key { return a }
        for (w, a) in alerts where w == key { return a }
        return nil
    }

    /// A paragraph that is only a label (a trailing colon or period allowed): "API 注释", "重要：",
    /// "Note", "[!TIP]".
    static func standalone(_ text: String) -> Admonition? {
        guard text.utf8.count <= 100 else { return nil }
        var t = Substring(text)
        while let l = t.last, l == ":" || l == "：" || l == "." || l == " " { t = t.dropLast() }
        guard t.count <= 24 else { return nil }
        return label(t)
    }

    /// A paragraph opening with a label and a colon ("API Note: …", "提示：…"), or with a GitHub alert
    /// marker ("[!TIP] …").
    static func inline(_ text: String) -> Admonition? {
        let opening = text.unicodeScalars.prefix(28)
        if opening.starts(with: "[!".unicodeScalars), let close = opening.firstIndex(of: "]") {
            return label(Substring(opening[...close]))
        }
        // (after a mark or an emoji that opens the callout: "🛠 工程備註：…", "💡 Tip: …")
        let scalars = Array(text.unicodeScalars.prefix(40))
        let start = scalars.withUnsafeBufferPointer { LanguageProfile.textStart($0, 0, $0.count) }
        let head = scalars[start...].prefix(28)
        guard let colon = head.firstIndex(where: { Ch.isColon($0.value) }) else { return nil }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: head[..<colon])
        return label(Substring(String(word)))
    }
}
