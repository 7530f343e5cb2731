// Admonition labels in Markdown: GitHub alerts (`> [!NOTE]`), a label paragraph alone ("API 注释",
// "**Important**", "СОВЕТ"), or a label and a colon opening a paragraph ("**API Note:** …", "TIP: …",
// "提示：…"). The labels are matched whole, case-insensitively, with or without a trailing colon.

enum Admonitions {
    /// Label words by admonition, in ru, zh-Hans, zh-Hant and en (lowercase, single spaces).
    static let labels: [(String, Admonition)] = [
        ("api note", .apiNote), ("api notes", .apiNote), ("api 注释", .apiNote), ("api 註釋", .apiNote),
        ("api 说明", .apiNote), ("api 說明", .apiNote), ("примечание api", .apiNote), ("заметка api", .apiNote),
        ("api", .apiNote),
        ("tip", .tip), ("tips", .tip), ("hint", .tip), ("提示", .tip), ("小提示", .tip), ("小贴士", .tip),
        ("小貼士", .tip), ("совет", .tip), ("подсказка", .tip),
        ("note", .note), ("注", .note), ("注释", .note), ("註釋", .note), ("说明", .note), ("說明", .note),
        ("примечание", .note), ("заметка", .note),
        ("important", .important), ("warning", .important), ("caution", .important), ("重要", .important),
        ("注意", .important), ("警告", .important), ("важно", .important), ("внимание", .important),
        ("предупреждение", .important),
    ]

    /// GitHub alert markers, `[!NOTE]` and the like.
    static let alerts: [(String, Admonition)] = [
        ("[!note]", .note), ("[!tip]", .tip), ("[!important]", .important), ("[!warning]", .important),
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
        let head = text.unicodeScalars.prefix(28)
        if head.starts(with: "[!".unicodeScalars), let close = head.firstIndex(of: "]") {
            return label(Substring(head[...close]))
        }
        guard let colon = head.firstIndex(where: { Ch.isColon($0.value) }) else { return nil }
        return label(Substring(head[..<colon]))
    }
}
