// An item's labels as the catalog shows them, and the other forms the texts use as aliases.
// The texts write a label inflected, quoted or with the word for button beside it ("Отмену",
// «Изменить», “更多”, "Кнопку поиска"); the catalog shows it as the button does: Отмена,
// Изменить, 更多, Поиск. The forms the texts use stay aliases, so that a name typed as a text
// writes it still finds the item (`Store.items(named:)`).
//
// The shown forms of a language are the item's `dictionary_forms` in items.json. A language
// without them (a corpus's own items.json may leave them out) shows its labels without quotes
// and button words, one per stem (Snowball, as the index stems): the first the catalog lists.
import BarGuideText
import SQLiteKit

/// One language's labels of an item: those the catalog shows, and the other forms the texts use.
public struct ItemLabelForms: Sendable, Equatable {
    /// Dictionary forms, as the button shows them ("Готово").
    public var labels: [String]
    /// The forms the texts use that are not shown, without quotes ("Отмену", "Сделанный").
    public var aliases: [String]
}

enum ItemForms {
    /// `s` without quotes or brackets of any script (« » “ ” „ ‘ ’ 「 」 『 』 " ' ( ) [ ] …), its
    /// runs of white space made one space, trimmed.
    static func unquoted(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        var space = false
        for c in s.unicodeScalars {
            if isQuoteOrBracket(c) { continue }
            if c.properties.isWhitespace {
                space = !out.isEmpty
                continue
            }
            if space { out.append(" "); space = false }
            out.append(c)
        }
        return String(out)
    }

    static func isQuoteOrBracket(_ c: Unicode.Scalar) -> Bool {
        switch c.properties.generalCategory {
        case .initialPunctuation, .finalPunctuation, .openPunctuation, .closePunctuation: return true
        default: return c == "\"" || c == "'" || c == "`" || c == "\u{FF02}" || c == "\u{FF07}"
        }
    }

    /// Words for button or tab in any language module ("кнопк", "tab", "按钮"): a label's
    /// neighbour in the texts, never part of the label.
    /// (the modules' plain lists: search reads them without building the modules' profiles)
    static let buttonWords: [String] = Languages.modules.flatMap { $0.buttonWords }.map { $0.lowercased() }

    /// `unquoted(s)` without a word for button or tab at its start or end ("Кнопку поиска" ->
    /// "поиска", "вкладка More" -> "More", "“更多”标签" -> "更多"), when a label is left. A
    /// Latin or Cyrillic button word ends a word up to two letters after its phrase (кнопку,
    /// tabs); a Han one is matched as it is.
    static func core(_ s: String) -> String {
        var words = unquoted(s).split(separator: " ").map(String.init)
        func isButtonWord(_ word: String) -> Bool {
            let lower = word.lowercased()
            return buttonWords.contains { lower.hasPrefix($0) && lower.count - $0.count <= 2 }
        }
        if words.count > 1, isButtonWord(words[0]) { words.removeFirst() }
        if words.count > 1, isButtonWord(words[words.count - 1]) { words.removeLast() }
        var out = words.joined(separator: " ")
        for w in buttonWords where w.unicodeScalars.contains(where: { isHanIdeograph($0.value) }) {
            if out.count > w.count, out.hasSuffix(w) { out = String(out.dropLast(w.count)) }
            if out.count > w.count, out.hasPrefix(w) { out = String(out.dropFirst(w.count)) }
        }
        return out
    }

    /// What two forms of one label share: the index's tokens of `s` (Snowball stems of Cyrillic
    /// words, lowercased Latin words), space-joined; "" when it has none. A form with Han
    /// characters is its own key (the index folds Traditional to Simplified, and the catalog
    /// shows both scripts).
    static func stemKey(_ s: String, analyzer: Analyzer) -> String {
        if s.unicodeScalars.contains(where: { isHanIdeograph($0.value) }) { return s }
        return analyzer.tokens(s, mode: .query).filter { !$0.colocated }.map(\.token).joined(separator: " ")
    }

    /// Whether two stem keys are forms of one label: as many words, each stem of one the other's
    /// or a beginning of it of at least three letters (Snowball strips more from some cases than
    /// from others: отмену -> отмен, отмена -> отм).
    static func sameLabel(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let x = a.split(separator: " "), y = b.split(separator: " ")
        guard !x.isEmpty, x.count == y.count else { return false }
        return zip(x, y).allSatisfy { p, q in
            p == q || (min(p.count, q.count) >= 3 && (p.hasPrefix(q) || q.hasPrefix(p)))
        }
    }

    /// One language's forms of an item from its `raw` labels (as the texts use them) and its
    /// `dictionary` forms (none: the raw labels' cores, the first of each label's forms).
    static func split(raw: [String], dictionary: [String], analyzer: Analyzer) -> ItemLabelForms {
        var labels: [String] = []
        if dictionary.isEmpty {
            var keys: [String] = []
            for r in raw {
                let c = core(r)
                let key = stemKey(c, analyzer: analyzer)
                guard !c.isEmpty, !keys.contains(where: { sameLabel($0, key.isEmpty ? c : key) }) else { continue }
                keys.append(key.isEmpty ? c : key)
                labels.append(c)
            }
        } else {
            for d in dictionary {
                let u = unquoted(d)
                if !u.isEmpty, !labels.contains(u) { labels.append(u) }
            }
        }
        var aliases: [String] = []
        for r in raw {
            let u = unquoted(r)
            if !u.isEmpty, !labels.contains(u), !aliases.contains(u) { aliases.append(u) }
        }
        return ItemLabelForms(labels: labels, aliases: aliases)
    }

    /// The forms of every language of a catalog item, by language key.
    static func forms(of item: ItemCatalog.Item, analyzer: Analyzer) -> [String: ItemLabelForms] {
        var out: [String: ItemLabelForms] = [:]
        for key in Set(item.labels.keys).union(item.dictionaryForms.keys) {
            out[key] = split(raw: item.labels[key] ?? [], dictionary: item.dictionaryForms[key] ?? [], analyzer: analyzer)
        }
        return out
    }

    // MARK: - Upgrading a database

    /// The SQL function migration 009 computes an older database's shown labels and aliases
    /// with: `barguide_item_forms(identifier, lang, labels, part)`, `labels` the stored labels
    /// (as the texts use them, U+001F-separated), `part` 'labels' or 'aliases'; the result
    /// U+001F-separated. The dictionary forms are the embedded catalog's.
    static let function = "barguide_item_forms"

    /// Registers `barguide_item_forms` on a connection that may run migrations.
    static func register(_ db: Database) throws(DatabaseError) {
        try db.createFunction(function, argumentCount: 4) { arguments in
            func text(_ i: Int) -> String { arguments.withBytes(i) { String(decoding: $0, as: UTF8.self) } }
            let identifier = text(0), lang = text(1)
            let dictionary = ItemCatalog.embedded.items.last { $0.identifier == identifier }?.dictionaryForms[lang] ?? []
            let forms = split(raw: Store.split(text(2)), dictionary: dictionary, analyzer: Analyzer())
            return .text(Store.join(text(3) == "aliases" ? forms.aliases : forms.labels))
        }
    }
}
