/// Words a query may contain that say nothing about what to find: function words of Russian,
/// English and Chinese. They are dropped from a query unless quoted; a query made only of them
/// is searched as written. Compared with the lowercased word (Chinese: with a segmented word,
/// folded to Simplified).
enum StopWords {
    static let english: Set<String> = [
        "a", "an", "the", "and", "or", "not", "of", "to", "in", "on", "at", "by", "for", "with", "from", "into",
        "onto", "as", "is", "are", "was", "were", "be", "been", "being", "it", "its", "this", "that", "these",
        "those", "there", "their", "they", "them", "you", "your", "we", "our", "i", "my", "me", "he", "she",
        "his", "her", "do", "does", "did", "so", "if", "then", "than", "but", "about", "which", "who", "whom",
        "what", "when", "where", "how", "why", "can", "could", "should", "would", "will", "shall", "may",
        "might", "must", "has", "have", "had", "very", "just", "also", "any", "some", "such", "each", "all",
        "both", "there's", "it's", "while", "over", "under", "between", "through",
    ]

    static let russian: Set<String> = [
        "и", "в", "во", "на", "с", "со", "к", "ко", "по", "о", "об", "обо", "от", "до", "из", "у", "за", "для",
        "при", "про", "без", "над", "под", "а", "но", "или", "ли", "же", "бы", "что", "чтобы", "как", "так",
        "это", "этот", "эта", "эти", "то", "тот", "та", "те", "не", "ни", "да", "нет", "он", "она", "оно",
        "они", "вы", "мы", "я", "ты", "его", "ее", "её", "их", "им", "ему", "вам", "вас", "нас", "все", "всё",
        "весь", "вся", "уже", "еще", "ещё", "когда", "где", "если", "чем", "там", "тут", "есть", "был", "была",
        "было", "были", "быть", "очень", "также", "тоже", "только", "между", "через", "который", "которые",
        "которая", "которое", "свой", "свою", "своих", "какой", "какие",
    ]

    /// Single Han words (after segmentation) that only glue a sentence together.
    static let chinese: Set<String> = [
        "的", "了", "在", "是", "和", "与", "及", "或", "也", "都", "就", "而", "被", "给", "对", "从", "向",
        "于", "为", "以", "之", "其", "这", "那", "着", "过", "得", "地", "吗", "呢", "吧", "啊", "个", "些",
        "很", "请", "并", "还", "又", "我", "你", "他", "她", "它", "我们", "你们", "他们", "它们", "一个",
        "这个", "那个", "这些", "那些", "什么", "怎么", "怎样", "如何", "或者", "以及", "并且", "但是", "因为",
        "所以", "如果", "而且", "可以", "应该", "应当", "时候", "时", "里", "中", "上", "呀", "嘛", "该",
    ]

    static func contains(_ word: String) -> Bool {
        let lower = word.lowercased()
        return english.contains(lower) || russian.contains(lower) || chinese.contains(lower)
    }
}
