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

    /// Question words only a search drops (the modules' lists above also serve ingest): how a
    /// reader asks ("怎么办", "放在哪边", "нужна ли", "what happens"), never what the answer is
    /// about. Dropped only outside names, as the other stop words are. Sorted like the others;
    /// they belong in the language modules when the modules' owner takes them.
    static let englishQuestions: [String] = ["happen", "happens", "need", "needs", "ok", "okay", "supposed"]

    static let russianQuestions: [String] = [
        "зачем", "какая", "каким", "какими", "каких", "какое", "каком", "какую", "куда", "нужен", "нужна", "нужно",
        "нужны", "почему", "правильно", "следует", "стоит",
    ]

    static let chineseQuestions: [String] = [
        "为什么", "为何", "么", "会", "何时", "可否", "咋", "哪", "哪个", "哪些", "哪儿", "哪边", "哪里", "啥", "怎么办", "是否",
        "能", "能否", "要", "还是", "需要",
    ]

    static func contains(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        // The list of the word's script: ASCII English, two-byte Cyrillic, three-byte Han.
        let key = first < 0xE0 ? word.lowercased() : word
        let (list, questions) = first < 0x80 ? (english, englishQuestions)
            : first < 0xE0 ? (russian, russianQuestions) : (chinese, chineseQuestions)
        return sortedContains(list, key) || sortedContains(questions, key)
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
