// Evidence that two rules state the same guideline, computed from the rule alone: numbers
// (digits and number words in every language), a MinHash-style sketch of its characters for
// same-language copies, and its length in comparable units for the Gale–Church length prior.

/// What grouping knows of one rule. Built once per rule; concepts are filled lazily (they cost
/// an analysis of the text) and only for rules that meet a candidate.
struct GroupEvidence: Sendable {
    /// Numbers the text states: "five tabs", "44 points", "5個", "пять вкладок" all give 5.
    var numbers: [Int]
    /// The `sketchSize` smallest distinct hashes of the text's character bigrams (letters and
    /// digits only, lowercased): an estimate of the bigram-set Jaccard similarity of two texts.
    var sketch: [UInt32]
    /// Letters and digits in the text (a Han character counts 3: one Chinese character
    /// carries about as much as three Latin or Cyrillic letters). Gale–Church's length unit.
    var length: Int
    /// Hashes of the Latin words of four letters or more that are not API identifiers (no
    /// capital after the second letter: "iPad", "Split", not "UIToolbar"), sorted, distinct.
    /// In a Russian or Chinese text such words are names left untranslated (devices, features,
    /// document titles); a translation keeps them. (In an English text they are all its words.)
    var names: [UInt32]

    static let sketchSize = 24
    static let nameLength = 4

    init(text: String) {
        var utf8 = text
        (numbers, sketch, length, names) = utf8.withUTF8 { Self.scan($0) }
    }

    /// Numbers, sketch and length of a text given as (valid) UTF-8.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (numbers: [Int], sketch: [UInt32], length: Int, names: [UInt32]) {
        var numbers: [Int] = []
        var names: [UInt32] = []
        // Whether the current word is Latin letters only, and whether it is an identifier.
        var wordLatin = true
        var wordIdentifier = false
        // The sketch so far, sorted, in a buffer of its own (no array insertions: this runs on
        // every bigram of every rule).
        let sketch = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.sketchSize + 1)
        defer { sketch.deallocate() }
        var count = 0
        var length = 0
        var previous: UInt32 = 0
        var digits = 0
        var inDigits = false
        // The current word's length and hash (number words are looked up by hash: no String per word).
        var wordLength = 0
        var wordHash: UInt64 = Self.hashSeed
        var lastHanNumeral: Int?

        func flushWord() {
            if wordLength >= 3 && wordLength <= 8, let n = Self.numberWord(hash: wordHash) { numbers.append(n) }
            if wordLatin && !wordIdentifier && wordLength >= Self.nameLength { names.append(UInt32(truncatingIfNeeded: wordHash)) }
            wordLength = 0
            wordHash = Self.hashSeed
            wordLatin = true
            wordIdentifier = false
        }
        @inline(__always) func addBigram(_ a: UInt32, _ b: UInt32) {
            var h = (a &* 0x9E37_79B1) ^ (b &* 0x85EB_CA77)
            h ^= h >> 15
            h = h &* 0xC2B2_AE3D
            h ^= h >> 13
            // Keep the smallest `sketchSize` distinct hashes, sorted.
            if count == Self.sketchSize && h >= sketch[count - 1] { return }
            // Where h goes: a binary search (a large share of the bigrams get this far, most of
            // them while a short rule's sketch fills up).
            var lo = 0, hi = count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if sketch[mid] < h { lo = mid &+ 1 } else { hi = mid }
            }
            if lo < count && sketch[lo] == h { return }
            // Shift the larger ones up (when full, the last drops out: the buffer holds one more
            // than sketchSize). A loop: a memmove call costs more for these few elements.
            var j = count
            while j > lo { sketch[j] = sketch[j - 1]; j -= 1 }
            sketch[lo] = h
            count = min(count + 1, Self.sketchSize)
        }

        // Scalars decoded from the UTF-8 directly, without the scalar view's iterator and its
        // per-scalar overhead: this loop runs over the whole text of every rule.
        let end = bytes.count
        var at = 0
        while at < end {
            let c0 = UInt32(bytes[at])
            var v: UInt32
            if c0 < 0x80 {
                v = c0; at += 1
            } else if c0 < 0xE0 {
                v = (c0 & 0x1F) << 6 | UInt32(bytes[at + 1] & 0x3F); at += 2
            } else if c0 < 0xF0 {
                v = (c0 & 0x0F) << 12 | UInt32(bytes[at + 1] & 0x3F) << 6 | UInt32(bytes[at + 2] & 0x3F); at += 3
            } else {
                v = (c0 & 0x07) << 18 | UInt32(bytes[at + 1] & 0x3F) << 12 | UInt32(bytes[at + 2] & 0x3F) << 6
                    | UInt32(bytes[at + 3] & 0x3F)
                at += 4
            }
            let isDigit = (v >= 0x30 && v <= 0x39) || (v >= 0xFF10 && v <= 0xFF19)
            if isDigit {
                let d = Int(v >= 0xFF10 ? v - 0xFF10 : v - 0x30)
                digits = inDigits ? min(digits * 10 + d, 1_000_000) : d
                inDigits = true
            } else if inDigits {
                numbers.append(digits)
                inDigits = false
            }
            let isHan = v >= 0x3400 && v <= 0x9FFF
            let isLetter = isHan || isDigit || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
                || (v >= 0x400 && v <= 0x4FF)
            if isHan {
                if let n = lastHanNumeral, Self.hanClassifiers.contains(v) { numbers.append(n) }
                lastHanNumeral = Self.hanNumeral(v)
            } else {
                lastHanNumeral = nil
            }
            guard isLetter else {
                flushWord()
                previous = 0
                continue
            }
            if !isHan && !isDigit {
                if v >= 0x41 && v <= 0x5A { if wordLength >= 2 { wordIdentifier = true } } else if v >= 0x400 { wordLatin = false }
            }
            // Lowercase ASCII and Cyrillic; fold ё to е.
            if v >= 0x41 && v <= 0x5A { v += 0x20 } else if v >= 0x410 && v <= 0x42F { v += 0x20 } else if v == 0x401 || v == 0x451 { v = 0x435 }
            if !isHan && !isDigit {
                wordLength += 1
                wordHash = Self.hash(wordHash, v)
            } else {
                flushWord()
            }
            length += isHan ? 3 : 1
            if previous != 0 { addBigram(previous, v) }
            previous = v
        }
        if inDigits { numbers.append(digits) }
        flushWord()
        numbers.sort()
        var distinct: [Int] = []
        for n in numbers where distinct.last != n { distinct.append(n) }
        names.sort()
        var distinctNames: [UInt32] = []
        for n in names where distinctNames.last != n { distinctNames.append(n) }
        return (distinct, Array(UnsafeBufferPointer(start: sketch, count: count)), max(1, length), distinctNames)
    }

    /// Estimated Jaccard similarity of the two texts' bigram sets: the share of the smallest
    /// `sketchSize` hashes of the union that both sketches hold.
    static func similarity(_ a: [UInt32], _ b: [UInt32]) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var i = 0, j = 0, seen = 0, both = 0
        let k = min(sketchSize, max(a.count, b.count))
        while seen < k && (i < a.count || j < b.count) {
            if j >= b.count || (i < a.count && a[i] < b[j]) {
                i += 1
            } else if i >= a.count || b[j] < a[i] {
                j += 1
            } else {
                both += 1; i += 1; j += 1
            }
            seen += 1
        }
        return seen == 0 ? 0 : Double(both) / Double(seen)
    }

    static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a over Unicode scalar values.
    static func hash(_ h: UInt64, _ scalar: UInt32) -> UInt64 { (h ^ UInt64(scalar)) &* 0x100_0000_01b3 }

    /// `numberWords` by the hash of their scalars, sorted by hash (a binary search per word: no
    /// hashing of the hash, this runs on every word of every rule).
    static let numberWordHashes: [(hash: UInt64, number: Int)] =
        numberWords.map { (word, n) in (word.unicodeScalars.reduce(hashSeed) { hash($0, $1.value) }, n) }
            .sorted { $0.hash < $1.hash }

    /// The number a word of hash `h` names, if it is one of `numberWords`.
    static func numberWord(hash h: UInt64) -> Int? {
        numberWordHashes.withUnsafeBufferPointer { table in
            var lo = 0, hi = table.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if table[mid].hash < h { lo = mid + 1 } else { hi = mid }
            }
            return lo < table.count && table[lo].hash == h ? table[lo].number : nil
        }
    }

    /// Number words (lowercase) in Russian and English, as far as guidelines use them.
    static let numberWords: [String: Int] = {
        var table: [String: Int] = [:]
        let ru: [(Int, [String])] = [
            (2, ["два", "две", "двух", "двум", "двумя"]), (3, ["три", "трех", "трем", "тремя"]),
            (4, ["четыре", "четырех", "четырем", "четырьмя"]), (5, ["пять", "пяти", "пятью"]),
            (6, ["шесть", "шести"]), (7, ["семь", "семи"]), (8, ["восемь", "восьми"]),
            (9, ["девять", "девяти"]), (10, ["десять", "десяти"]),
        ]
        let en: [(Int, [String])] = [
            (2, ["two"]), (3, ["three"]), (4, ["four"]), (5, ["five"]), (6, ["six"]), (7, ["seven"]),
            (8, ["eight"]), (9, ["nine"]), (10, ["ten"]),
        ]
        for (n, words) in ru + en { for w in words { table[w] = n } }
        return table
    }()

    /// Chinese numerals that count something when a classifier follows ("五個", "三项"): 二 兩 两
    /// 三 四 五 六 七 八 九 十 (a switch, not a dictionary: this runs on every Han character).
    static func hanNumeral(_ v: UInt32) -> Int? {
        switch v {
        case 0x4E8C, 0x5169, 0x4E24: return 2
        case 0x4E09: return 3
        case 0x56DB: return 4
        case 0x4E94: return 5
        case 0x516D: return 6
        case 0x4E03: return 7
        case 0x516B: return 8
        case 0x4E5D: return 9
        case 0x5341: return 10
        default: return nil
        }
    }
    /// 個 个 項 项 種 种 次 點 点 行 列 倍 位 條 条 張 张 組 组 款
    static let hanClassifiers: Set<UInt32> = [
        0x500B, 0x4E2A, 0x9805, 0x9879, 0x7A2E, 0x79CD, 0x6B21, 0x9EDE, 0x70B9, 0x884C, 0x5217,
        0x500D, 0x4F4D, 0x689D, 0x6761, 0x5F35, 0x5F20, 0x7D44, 0x7EC4, 0x6B3E,
    ]
}
