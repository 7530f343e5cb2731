/// Words a query may contain that say nothing about what to find: each language module's function
/// and question words (`LanguageModule.stopWords`: сколько, может, how many, 吗, 要不要). They are
/// dropped from a query unless quoted or part of a name; a query made only of them is searched as
/// written. Compared with the lowercased word (Chinese: with a segmented word,
/// folded to Simplified). The lists are sorted by their UTF-8 bytes and searched by bisection:
/// no set is hashed when a process starts.
enum StopWords {
    static let english = English.stopWords

    static let russian = Russian.stopWords

    static let chinese = Chinese.stopWords

    static func contains(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        // The list of the word's script: ASCII English, two-byte Cyrillic, three-byte Han.
        let list = first < 0x80 ? english : first < 0xE0 ? russian : chinese
        return sortedContains(list, first < 0xE0 ? word.lowercased() : word)
    }

    static func sortedContains(_ list: [String], _ word: String) -> Bool {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid].utf8.elementsEqual(word.utf8) { return true }
            if list[mid].utf8.lexicographicallyPrecedes(word.utf8) { lo = mid + 1 } else { hi = mid }
        }
        return false
    }
}
