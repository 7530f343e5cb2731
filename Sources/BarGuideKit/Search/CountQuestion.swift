/// A query that asks how many ("сколько кнопок", "how many tabs", "最多几个标签"): its answer is a
/// rule that states a number, which then ranks higher (`RankingPolicy.countFactor`). The cue
/// words are question words (stop words), so they are read from the words as typed.
enum CountQuestion {
    /// Words that ask for a count, lowercased; English "how many" is "many" after "how".
    static let cues: Set<String> = [
        "сколько", "максимум", "максимальное", "максимальный", "максимальная", "максимальным",
        "maximum", "max", "多少", "几个", "最多", "幾個",
    ]

    /// Whether `words` (as typed, in order) ask how many.
    static func asks(_ words: [String]) -> Bool {
        let lower = words.map { $0.lowercased() }
        for (i, word) in lower.enumerated() {
            if cues.contains(word) { return true }
            if (word == "many" || word == "much") && i > 0 && lower[i - 1] == "how" { return true }
            // A Chinese run segmented otherwise: 几 or 多少 inside it.
            if word.unicodeScalars.first.map({ $0.value >= 0x3400 }) == true,
               word.contains("几") || word.contains("幾") || word.contains("多少") { return true }
        }
        return false
    }

    /// Numbers a rule states, as query words (the index's analyzer stems them like the text):
    /// digits and the number words of each language from two up (one is everywhere: "one of").
    static let numbers: [String] = [
        "2", "3", "4", "5", "6", "7", "8", "9", "10",
        "two", "three", "four", "five", "six", "seven", "eight",
        "два", "две", "двух", "двумя", "три", "трёх", "трех", "тремя", "четыре", "четырёх", "четырех",
        "пять", "пяти", "пятью", "шесть", "шести", "семь",
        "两", "兩", "二", "三", "四", "五", "六", "七", "八",
    ]
}
