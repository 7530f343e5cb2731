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

    /// Container names of documentation sites' admonition syntax (":::warning", "!!! tip \"Title\"",
    /// "??? note"): a note is a tip to the reader, a warning or a danger is important.
    static let containers: [(String, Admonition)] = [
        ("note", .tip), ("info", .tip), ("tip", .tip), ("hint", .tip), ("success", .tip), ("abstract", .tip),
        ("important", .important), ("warning", .important), ("caution", .important), ("danger", .important),
        ("attention", .important), ("error", .important),
    ]

    /// The opening line of a container admonition (":::warning", "!!! note \"Heads up\"", "??? tip",
    /// GitBook's "{% hint style=\"info\" %}"):
    /// its admonition, by the container's name (a title after it is the box's title, no label).
    static func container(_ text: String) -> Admonition? {
        let s = text.drop(while: { $0 == " " })
        // GitBook's hint: {% hint style="warning" %}
        if s.hasPrefix("{%") {
            let tag = s.dropFirst(2).drop(while: { $0 == " " })
            guard tag.hasPrefix("hint") else { return nil }
            let parts = tag.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].hasSuffix("style") else { return .tip }
            let name = parts[1].drop(while: { $0 == "\"" || $0 == "'" }).prefix(while: { $0.isLetter }).lowercased()
            return containers.first { $0.0 == name }?.1 ?? .tip
        }
        guard s.hasPrefix(":::") || s.hasPrefix("!!!") || s.hasPrefix("???") else { return nil }
        let name = s.dropFirst(3).drop(while: { $0 == " " || $0 == "+" }).prefix(while: { $0.isLetter }).lowercased()
        return containers.first { $0.0 == name }?.1 ?? (name.isEmpty ? nil : .tip)
    }

    /// The title a container's opening line gives its box in quotes ("!!! warning \"Keep it
    /// visible\"", "??? info \"Why does my back button say Back?\""): words of the box's own, its
    /// first line.
    static func containerTitle(_ text: String) -> String? {
        let s = text.drop(while: { $0 == " " })
        guard s.hasPrefix("!!!") || s.hasPrefix("???"), container(text) != nil,
              let open = text.firstIndex(of: "\""), let close = text.lastIndex(of: "\""), open < close else { return nil }
        let title = String(text[text.index(after: open)..<close].drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        return title.isEmpty || label(Substring(title)) != nil ? nil : title
    }

    /// A container's closing line, ":::" or GitBook's "{% endhint %}".
    static func closesContainer(_ line: Substring) -> Bool {
        let t = line.filter { $0 != " " }
        return (t.count >= 3 && t.allSatisfy { $0 == ":" }) || (t.hasPrefix("{%end") && t.hasSuffix("%}"))
    }

    /// A paragraph that is only a label (a trailing colon or period allowed): "API 注释", "重要：",
    /// "Note", "[!TIP]", ":::warning".
    static func standalone(_ text: String) -> Admonition? {
        if let c = container(text) { return c }
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
