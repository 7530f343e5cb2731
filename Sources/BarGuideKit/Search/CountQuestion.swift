/// A query that asks how many ("сколько кнопок", "how many tabs", "最多几个标签"): its answer is a
/// rule that states a number, which then ranks higher (`RankingPolicy.countFactor`). The cue
/// words are question words (stop words), so they are read from the words as typed.
enum CountQuestion {
    /// Words that ask for a count, lowercased, from every language module; English "how many" is
    /// "many" after "how".
    static let cues: Set<String> = Set(Languages.modules.flatMap { $0.countWords.asks.map { $0.lowercased() } })

    /// Glossary concepts whose names ask for a count wherever they stand ("number of tabs",
    /// "количество вкладок", "最多"): the question's form, not what the answer is about.
    static let concepts: Set<String> = ["count", "at-most"]

    static let hanCues: [String] = cues.filter { $0.unicodeScalars.first.map { Ch.isHan($0.value) } ?? false }

    /// Whether `words` (as typed, in order) ask how many.
    static func asks(_ words: [String]) -> Bool {
        let lower = words.map { $0.lowercased() }
        for (i, word) in lower.enumerated() {
            if cues.contains(word) { return true }
            if (word == "many" || word == "much") && i > 0 && lower[i - 1] == "how" { return true }
            // A Chinese run segmented otherwise: a cue inside it ("最多几个标签").
            if word.unicodeScalars.first.map({ Ch.isHan($0.value) }) == true,
               hanCues.contains(where: { word.contains($0) }) { return true }
        }
        return false
    }

    /// Numbers a rule states, as query words (the index's analyzer stems them like the text):
    /// digits and the number words of each language from two up (one is everywhere: "one of").
    static let numbers: [String] = digits + Languages.modules.flatMap { $0.countWords.numbers }

    /// The digits of a count, from two up.
    static let digits: [String] = ["2", "3", "4", "5", "6", "7", "8", "9", "10"]
}
