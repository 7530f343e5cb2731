// "did you mean …?" suggestions by edit distance.

public enum Suggest {
    /// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), on Characters,
    /// case-insensitively.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var prev2 = [Int](repeating: 0, count: y.count + 1)
        var prev = Array(0...y.count)
        var cur = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            cur[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var d = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d = min(d, prev2[j - 2] + 1) }
                cur[j] = d
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[y.count]
    }

    /// The closest candidate, if close enough to be a plausible typo: within
    /// max(1, min(3, length/3)) edits, or a candidate that starts with `input` (2+ characters).
    /// Ties go to the earlier candidate.
    public static func best(for input: String, among candidates: [String]) -> String? {
        guard !input.isEmpty else { return nil }
        var best: (String, Int)?
        for c in candidates {
            let d = distance(input, c)
            let limit = max(1, min(3, max(input.count, c.count) / 3))
            let plausible = d <= limit || (input.count >= 2 && c.lowercased().hasPrefix(input.lowercased()))
            guard plausible else { continue }
            if best == nil || d < best!.1 { best = (c, d) }
        }
        return best?.0
    }
}
