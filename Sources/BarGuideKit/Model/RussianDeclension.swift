// Russian noun-phrase declension for the bar names of the glossary (`ru_lemmas`): every case
// form, singular and plural, generated from the nominative singular by the regular paradigms
// (Zaliznyak's stem types, inanimate, so the accusative is the nominative except in feminine
// singular), not listed by hand.
//
// The phrase's head is its first word, or its second after an agreeing adjective:
//   "панель навигации"            feminine -ь   (3rd declension): панели, панелью, панелей, панелям…
//   "строка поиска"               feminine -а   (1st declension): строки, строке, строку, строкой, строк…
//   "таббар", "статус-бар"        masculine hard consonant (2nd declension): таббара, таббаром, таббаров…
//   "навигационная панель"        hard adjective -ая agreeing with the noun: навигационной панели…
//   "нижняя панель инструментов"  soft adjective -яя: нижней панели инструментов, нижние панели…
// Words after the head (a genitive complement, a prepositional phrase) do not change; a
// hyphenated word declines its last part. Spelling rules: ы -> и after к г х ж ш щ ч, and a
// genitive plural -ок/-ек with the fleeting vowel after a consonant cluster ending in к
// ("кнопка" -> "кнопок"). A phrase whose head fits none of these paradigms gives itself alone.
enum RussianDeclension {
    /// The six cases in order: nominative, genitive, dative, accusative, instrumental, prepositional.
    static let caseCount = 6

    /// Every form: the six singular cases, then the six plural ones, without repeats, in that order.
    static func forms(_ phrase: String) -> [String] {
        let words = phrase.split(separator: " ").map(String.init)
        guard let first = words.first, isCyrillic(first) else { return [phrase] }
        var declined: [[String]]  // one row per declined word, 12 forms each
        var rest: ArraySlice<String>
        if let adjective = adjectiveForms(first), words.count >= 2, let noun = nounForms(words[1]) {
            declined = [adjective, noun]
            rest = words.dropFirst(2)
        } else if let noun = nounForms(first) {
            declined = [noun]
            rest = words.dropFirst()
        } else {
            return [phrase]
        }
        var out: [String] = []
        for k in 0..<(2 * caseCount) {
            let form = (declined.map { $0[k] } + rest).joined(separator: " ")
            if !out.contains(form) { out.append(form) }
        }
        return out
    }

    static func isCyrillic(_ w: String) -> Bool {
        w.unicodeScalars.contains { $0.value >= 0x400 && $0.value < 0x500 }
    }

    static let velarOrSibilant: Set<Character> = ["к", "г", "х", "ж", "ш", "щ", "ч"]
    static let sibilant: Set<Character> = ["ж", "ш", "щ", "ч"]
    static let vowels: Set<Character> = ["а", "е", "ё", "и", "о", "у", "ы", "э", "ю", "я", "й", "ь", "ъ"]

    /// The 12 forms of a noun in the nominative singular, or nil when no paradigm applies.
    static func nounForms(_ word: String) -> [String]? {
        // a hyphenated word ("статус-бар") declines its last part
        if let dash = word.lastIndex(of: "-") {
            let head = String(word[...dash])
            return nounForms(String(word[word.index(after: dash)...])).map { $0.map { head + $0 } }
        }
        guard word.count >= 3, let last = word.last else { return nil }
        let stem = String(word.dropLast())
        switch last {
        case "ь":
            // feminine 3rd declension (панель); a masculine -ь noun would decline differently
            return [word, stem + "и", stem + "и", word, stem + "ью", stem + "и",
                    stem + "и", stem + "ей", stem + "ям", stem + "и", stem + "ями", stem + "ях"]
        case "а":
            guard let c = stem.last, !vowels.contains(c) else { return nil }
            let y = velarOrSibilant.contains(c) ? "и" : "ы"
            return [word, stem + y, stem + "е", stem + "у", stem + "ой", stem + "е",
                    stem + y, genitivePluralZero(stem), stem + "ам", stem + y, stem + "ами", stem + "ах"]
        default:
            // masculine hard consonant stem (бар, таббар)
            guard !vowels.contains(last) else { return nil }
            let y = velarOrSibilant.contains(last) ? "и" : "ы"
            let genPl = sibilant.contains(last) ? "ей" : "ов"
            return [word, word + "а", word + "у", word, word + "ом", word + "е",
                    word + y, word + genPl, word + "ам", word + y, word + "ами", word + "ах"]
        }
    }

    /// The zero-ending genitive plural of a 1st-declension stem, with the fleeting vowel of a
    /// final consonant + к ("кнопк" -> "кнопок", "строчк" -> "строчек", "строк" -> "строк").
    static func genitivePluralZero(_ stem: String) -> String {
        let chars = Array(stem)
        guard chars.count >= 2, chars[chars.count - 1] == "к", !vowels.contains(chars[chars.count - 2]) else { return stem }
        let before = chars[chars.count - 2]
        let vowel: Character = sibilant.contains(before) ? "е" : "о"
        return String(chars.dropLast()) + String(vowel) + "к"
    }

    /// The 12 forms of a feminine adjective in the nominative singular (-ая, -яя), or nil.
    static func adjectiveForms(_ word: String) -> [String]? {
        if word.hasSuffix("ая"), word.count > 3 {
            let stem = String(word.dropLast(2))
            let y = stem.last.map { velarOrSibilant.contains($0) } == true ? "и" : "ы"
            return [word, stem + "ой", stem + "ой", stem + "ую", stem + "ой", stem + "ой",
                    stem + y + "е", stem + y + "х", stem + y + "м", stem + y + "е", stem + y + "ми", stem + y + "х"]
        }
        if word.hasSuffix("яя"), word.count > 3 {
            let stem = String(word.dropLast(2))
            return [word, stem + "ей", stem + "ей", stem + "юю", stem + "ей", stem + "ей",
                    stem + "ие", stem + "их", stem + "им", stem + "ие", stem + "ими", stem + "их"]
        }
        return nil
    }
}
