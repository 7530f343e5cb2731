// The learned fallback: where no cue, label or layout decided a unit's kind and modality, a
// multinomial logistic regression over hashed character n-grams weighs in. It was trained offline
// on our own held-out texts (tools/make_fallback_weights.py writes FallbackWeights.swift; `make
// check-tables` checks that the generator reproduces it), and it is only consulted where the
// cues are silent (RuleBuilder.classify), with a confidence of at least `threshold`.
//
// The features mirror tools/fallback.py exactly (normalization, n-grams, hashing): change both
// together, then regenerate the weights.

import BarGuideResources
import Glibc

enum FallbackModel {
    /// What the model says of a text: its most probable label and that label's probability.
    struct Guess: Sendable, Equatable {
        let kind: RuleKind
        let modality: Modality?
        let probability: Double
    }

    /// The labels in the order of the weight table's columns (tools/fallback.py LABELS).
    static let labels: [(RuleKind, Modality?)] = [
        (.guideline, .do), (.guideline, .dont), (.guideline, .avoid), (.guideline, .consider),
        (.behavior, nil), (.definition, nil), (.reference, nil), (.tip, nil), (.caption, nil), (.editorial, nil),
    ]

    /// The least probability at which the model's label is taken. Below it the position decides, as
    /// without the model: a guess it is unsure of is wrong too often to replace that.
    static let threshold = 0.75

    /// The most scalars of a text the features look at (tools/fallback.py MAX_SCALARS).
    static let maxScalars = 200
    static let maxN = 4

    struct Table: Sendable {
        let buckets: Int
        let scale: Double
        let bias: [Double]
        /// buckets x labels.
        let weights: [Int8]
    }

    /// The committed table, or, for measuring the model on texts it was not trained on, the one a
    /// development run names in BARGUIDE_FALLBACK_WEIGHTS (tools/measure_fallback.py writes them).
    static let table: Table = FileSystem.environment("BARGUIDE_FALLBACK_WEIGHTS").flatMap(load) ?? committed()

    static func committed() -> Table {
        let bytes = FallbackWeights.data.withUTF8Buffer { Base64.decode($0) }
        let count = FallbackWeights.buckets * labels.count
        return Table(buckets: FallbackWeights.buckets, scale: FallbackWeights.scale, bias: FallbackWeights.bias,
                     weights: bytes.count == count ? bytes.map { Int8(bitPattern: $0) } : [Int8](repeating: 0, count: count))
    }

    /// A table file: a line "scale bias0 … bias9", then buckets x labels signed bytes.
    static func load(_ path: String) -> Table? {
        guard let bytes = try? FileSystem.read(path), let nl = bytes.firstIndex(of: 0x0A) else { return nil }
        let header = String(decoding: bytes[..<nl], as: UTF8.self).split(separator: " ").compactMap { Double($0) }
        let body = bytes[(nl + 1)...]
        guard header.count == labels.count + 1, body.count % labels.count == 0, body.count > 0 else { return nil }
        return Table(buckets: body.count / labels.count, scale: header[0], bias: Array(header.dropFirst()),
                     weights: body.map { Int8(bitPattern: $0) })
    }

    /// The model's label for a unit's text, with its probability.
    static func guess(_ text: Scalars, table: Table = table) -> Guess {
        let k = labels.count
        // each bucket's count times its weights, summed; scaled to the features' unit length
        // at the end (tools/fallback.py scales each count first: the same sum)
        let all = buckets(text, buckets: table.buckets)
        var sums = [Double](repeating: 0, count: k)
        var squares = 0
        table.weights.withUnsafeBufferPointer { w in
            var i = 0
            while i < all.count {
                let b = all[i]
                var j = i + 1
                while j < all.count, all[j] == b { j += 1 }
                let count = j - i
                squares += count * count
                let row = b * k
                for c in 0..<k { sums[c] += Double(count) * Double(w[row + c]) }
                i = j
            }
        }
        let norm = Swift.max(Double(squares).squareRoot(), 1)
        var scores = table.bias
        for c in 0..<k { scores[c] += sums[c] / norm * table.scale }
        let top = scores.max() ?? 0
        let exps = scores.map { ($0 - top).exp }
        let total = exps.reduce(0, +)
        var best = 0
        for c in 1..<k where exps[c] > exps[best] { best = c }
        return Guess(kind: labels[best].0, modality: labels[best].1, probability: exps[best] / total)
    }

    /// The evidence `explain` shows for a label the model gave.
    static let reasonPrefix = "the learned fallback"
    static func reason(_ g: Guess) -> String {
        let label = g.kind.rawValue + (g.modality.map { "/" + $0.rawValue } ?? "")
        let percent = Int((g.probability * 100).rounded(.down))
        return "\(reasonPrefix): no cue decided; character n-grams give \(label) (\(percent) %)"
    }

    // MARK: Features (tools/fallback.py)

    static let blanked: Set<UInt32> = Set("*`|#>_[]\t·".unicodeScalars.map(\.value))
    static let spaces: Set<UInt32> = [0x20, 0x0A, 0x0D, 0x09, 0xA0, 0x3000]
    static let leading: Set<UInt32> = Set("-+•–— 0.)".unicodeScalars.map(\.value))

    /// Markup blanked, letters lowered (ASCII and Cyrillic), digits made 0, spaces collapsed, a
    /// leading list mark dropped, the first `maxScalars` scalars, a space on each side.
    static func normalize(_ text: Scalars) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(Swift.min(text.count, 4 * maxScalars))
        var space = true
        for s in text {
            var v = s.value
            if blanked.contains(v) || spaces.contains(v) {
                if !space { out.append(0x20); space = true }
                continue
            }
            if (0x30...0x39).contains(v) { v = 0x30 }
            else if (0x41...0x5A).contains(v) || (0x410...0x42F).contains(v) { v += 0x20 }
            else if v == 0x401 { v = 0x451 }
            out.append(v)
            space = false
            if out.count > 4 * maxScalars { break }
        }
        var lo = 0
        while lo < out.count, leading.contains(out[lo]) { lo += 1 }
        var hi = out.count
        while hi > lo, out[hi - 1] == 0x20 { hi -= 1 }
        return [0x20] + out[lo..<Swift.min(hi, lo + maxScalars)] + [0x20]
    }

    /// The bucket of every n-gram of the text (n = 1…4, a lone space aside), sorted: equal
    /// buckets stand together, and their run is the n-gram count of that bucket.
    static func buckets(_ text: Scalars, buckets: Int) -> [Int] {
        let s = normalize(text)
        var all: [Int] = []
        all.reserveCapacity(maxN * s.count)
        let mask = UInt32(buckets - 1)
        for n in 1...maxN where s.count >= n {
            for i in 0...(s.count - n) {
                if n == 1, s[i] == 0x20 { continue }
                var h: UInt32 = 2_166_136_261 ^ UInt32(n)
                h = h &* 16_777_619
                for j in i..<(i + n) { h ^= s[j]; h = h &* 16_777_619 }
                h ^= h >> 15
                all.append(Int(h & mask))
            }
        }
        all.sort()
        return all
    }
}

private extension Double {
    var exp: Double { Glibc.exp(self) }
}
