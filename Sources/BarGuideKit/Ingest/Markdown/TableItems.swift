// System items named by a table row's cell: a catalog of buttons or icons ("| | Share | Open an
// action sheet… |") names one item per row in a cell of its own. A cell that is exactly an item's
// short name ("FastForward"), Swift case name ("fastForward") or one of its labels ("Share", "Fast
// Forward", "完成"), compared without case and spaces, names that item; where two families share a
// name (Bookmarks, Search), the one that belongs to the row's primary bar wins.

enum TableItems {
    static func items(cells: [String], catalog: ItemCatalog, lang: Lang, bars: [Bar]) -> [String] {
        guard !catalog.items.isEmpty else { return [] }
        let langKey = lang == .ru ? "ru" : lang == .en ? "en" : "zh"
        var found: [String] = []
        for cell in cells {
            let key = fold(cell)
            guard !key.isEmpty, key.count <= 40 else { continue }
            let named = catalog.items.filter { item in
                fold(item.shortName) == key || fold(item.swiftName) == key
                    || (item.labels[langKey] ?? []).contains { fold($0) == key }
                    || (item.labels["en"] ?? []).contains { fold($0) == key }
            }
            guard !named.isEmpty else { continue }
            let primary = bars.first?.rawValue
            let onBar = named.filter { item in primary.map { item.bars.contains($0) } ?? false }
            let chosen = onBar.isEmpty ? (named.count == 1 ? named : []) : onBar
            for item in chosen where !found.contains(item.identifier) { found.append(item.identifier) }
        }
        return found
    }

    /// Lowercased, without spaces, hyphens or underscores.
    static func fold(_ s: String) -> String {
        String(String.UnicodeScalarView(s.lowercased().unicodeScalars.filter {
            !Ch.isSpace($0.value) && $0.value != 0x2D && $0.value != 0x5F
        }))
    }
}
