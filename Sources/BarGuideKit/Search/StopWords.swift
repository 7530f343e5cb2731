/// Words a query may contain that say nothing about what to find: function words of Russian,
/// English and Chinese. They are dropped from a query unless quoted; a query made only of them
/// is searched as written. Compared with the lowercased word (Chinese: with a segmented word,
/// folded to Simplified). The lists are sorted by their UTF-8 bytes and searched by bisection:
/// no set is hashed when a process starts.
enum StopWords {
    static let english: [String] = [
        "a", "about", "all", "also", "an", "and", "any", "are", "as", "at", "be", "been", "being", "between",
        "both", "but", "by", "can", "could", "did", "do", "does", "each", "for", "from", "had", "has", "have",
        "he", "her", "his", "how", "i", "if", "in", "into", "is", "it", "it's", "its", "just", "may", "me",
        "might", "must", "my", "not", "of", "on", "onto", "or", "our", "over", "shall", "she", "should", "so",
        "some", "such", "than", "that", "the", "their", "them", "then", "there", "there's", "these", "they",
        "this", "those", "through", "to", "under", "very", "was", "we", "were", "what", "when", "where",
        "which", "while", "who", "whom", "why", "will", "with", "would", "you", "your",
    ]

    static let russian: [String] = [
        "а", "без", "бы", "был", "была", "были", "было", "быть", "в", "вам", "вас", "весь", "во", "все",
        "вся", "всё", "вы", "где", "да", "для", "до", "его", "ее", "ему", "если", "есть", "еще", "ещё", "её",
        "же", "за", "и", "из", "или", "им", "их", "к", "как", "какие", "какой", "ко", "когда", "которая",
        "которое", "которые", "который", "ли", "между", "мы", "на", "над", "нас", "не", "нет", "ни", "но",
        "о", "об", "обо", "он", "она", "они", "оно", "от", "очень", "по", "под", "при", "про", "с", "своих",
        "свой", "свою", "со", "та", "так", "также", "там", "те", "то", "тоже", "только", "тот", "тут", "ты",
        "у", "уже", "чем", "через", "что", "чтобы", "эта", "эти", "это", "этот", "я",
    ]

    /// Single Han words (after segmentation) that only glue a sentence together.
    static let chinese: [String] = [
        "一个", "上", "与", "个", "中", "为", "之", "也", "了", "于", "些", "什么", "从", "他", "他们", "以", "以及", "但是", "你",
        "你们", "其", "又", "及", "可以", "向", "吗", "吧", "呀", "呢", "和", "啊", "嘛", "因为", "在", "地", "她", "如何", "如果",
        "它", "它们", "对", "就", "并", "并且", "应当", "应该", "很", "得", "怎么", "怎样", "我", "我们", "或", "或者", "所以", "时",
        "时候", "是", "的", "着", "给", "而", "而且", "被", "该", "请", "过", "还", "这", "这个", "这些", "那", "那个", "那些", "都",
        "里",
    ]

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
