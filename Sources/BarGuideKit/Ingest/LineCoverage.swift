// Nothing lost, nothing silent: every non-blank line of a document is in a rule's line range, or
// named with a reason (title, heading, a table's header row, a separator, a duplicate, a page
// artefact, markup, an image). A line that is neither is reported: a warning "unaccounted-line"
// for each (the first few, then one that counts the rest), and the document's coverage.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum LineCoverage {
    /// How many lines of one document get a diagnostic of their own before the rest are counted in one.
    static let reportedLines = 20

    static func account(_ doc: inout ParsedDocument, bytes: [UInt8], named: [(lines: ClosedRange<Int>, reason: LineReason)],
                        markdown: Bool) {
        // line k (1-based) is bytes[starts[k - 1] ..< ends[k - 1]]
        var starts: [Int] = [], ends: [Int] = []
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return }
            var from = 0
            // (memchr finds the newlines many bytes at a time: this walks the whole document)
            while from < b.count, let p = memchr(base + from, 0x0A, b.count - from) {
                let i = UnsafeRawPointer(p) - UnsafeRawPointer(base)
                starts.append(from); ends.append(i)
                from = i + 1
            }
            if from < b.count { starts.append(from); ends.append(b.count) }
        }
        let n = starts.count
        guard n > 0 else { return }

        var inRule = [Bool](repeating: false, count: n + 1)
        for r in doc.rules {
            let lo = Swift.max(1, r.lines.start), hi = Swift.min(n, r.lines.end)
            if lo <= hi { for l in lo...hi { inRule[l] = true } }
        }
        var reason = [LineReason?](repeating: nil, count: n + 1)
        func name(_ range: ClosedRange<Int>, _ why: LineReason) {
            let lo = Swift.max(1, range.lowerBound), hi = Swift.min(n, range.upperBound)
            if lo <= hi { for l in lo...hi where reason[l] == nil { reason[l] = why } }
        }
        for (range, why) in named { name(range, why) }
        for r in doc.repairs {
            switch r.kind {
            case .duplicateParagraph: name(r.line...r.line, .duplicate)
            case .pageArtefact: name(r.line...r.line, .pageArtefact)
            case .markup: name(r.line...r.line, .markup)
            default: break
            }
        }

        // (Markdown: the lines of an HTML comment that spans several, "<!-- Output copied … -->", are
        // markup, as a one-line comment is)
        if markdown {
            var open: Int? = nil
            for l in 1...n {
                let line = bytes[starts[l - 1]..<ends[l - 1]]
                if let o = open {
                    if Self.contains(line, Self.commentClose) { name(o...l, .markup); open = nil }
                } else if let at = Self.find(line, Self.commentOpen),
                          !Self.contains(line[(at + Self.commentOpen.count)...], Self.commentClose) {
                    open = l
                }
            }
        }

        var c = Coverage()
        for l in 1...n {
            let line = bytes[starts[l - 1]..<ends[l - 1]]
            guard !isBlank(line) else { continue }
            c.lines += 1
            if inRule[l] { c.inRules += 1; continue }
            if let why = reason[l] { c.named[why, default: 0] += 1; continue }
            let text = Sc.of(String(decoding: line, as: UTF8.self))
            var why = inferred(text, markdown: markdown)
            // a GFM table's header row: the line above its delimiter row (the reader keeps body rows)
            if why == nil, markdown, l < n, line.contains(0x7C), isDelimiterRow(bytes[starts[l]..<ends[l]]) { why = .tableHeader }
            if let why { c.named[why, default: 0] += 1; continue }
            c.unaccounted.append(l)
            if c.unaccounted.count <= reportedLines {
                doc.diagnostics.append(Diagnostic(
                    severity: .warning, code: "unaccounted-line", file: doc.name, line: l,
                    message: "line \(l) is in no rule and was not recognised as a title, heading or separator",
                    excerpt: Excerpt.head(Sc.trim(text), 60)))
            }
        }
        if c.unaccounted.count > reportedLines {
            doc.diagnostics.append(Diagnostic(
                severity: .warning, code: "unaccounted-line", file: doc.name, line: c.unaccounted[reportedLines],
                message: "\(c.unaccounted.count - reportedLines) more lines are in no rule (from line \(c.unaccounted[reportedLines]) on)"))
        }
        doc.coverage = c
    }

    static let commentOpen: [UInt8] = Array("<!--".utf8), commentClose: [UInt8] = Array("-->".utf8)

    /// Where `needle` first stands in `line`, as an index of `line`.
    static func find(_ line: ArraySlice<UInt8>, _ needle: [UInt8]) -> Int? {
        guard line.count >= needle.count else { return nil }
        var i = line.startIndex
        while i + needle.count <= line.endIndex {
            if line[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
    static func contains(_ line: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool { find(line, needle) != nil }

    /// A GFM delimiter row: pipes, dashes, colons and spaces, with a dash.
    static func isDelimiterRow(_ line: ArraySlice<UInt8>) -> Bool {
        line.contains(0x2D) && line.allSatisfy { $0 == 0x7C || $0 == 0x2D || $0 == 0x3A || $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// Spaces, tabs, a carriage return, or the UTF-8 no-break or ideographic space.
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        var i = line.startIndex
        while i < line.endIndex {
            let b = line[i]
            if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0C || b == 0x0B { i += 1; continue }
            if b == 0xC2, i + 1 < line.endIndex, line[i + 1] == 0xA0 { i += 2; continue }
            if b == 0xE3, i + 2 < line.endIndex, line[i + 1] == 0x80, line[i + 2] == 0x80 { i += 3; continue }
            if b == 0xEF, i + 2 < line.endIndex, line[i + 1] == 0xBB, line[i + 2] == 0xBF { i += 3; continue }  // a BOM
            return false
        }
        return true
    }

    /// A reason read off the line itself: no letter or digit (a separator), or Markdown that
    /// carries no text of its own (an image, an HTML tag or comment, a content tab's label).
    static func inferred(_ text: Scalars, markdown: Bool) -> LineReason? {
        if !text.contains(where: Segmenter.isWordy) { return .separator }
        guard markdown else { return nil }
        let t = Sc.trim(text)
        if t.starts(with: Sc.of("![")) { return .image }
        if let f = t.first, f.value == 0x3C, let l = t.last, l.value == 0x3E { return .markup }
        if MarkdownReader.isContentTab(t) { return .markup }
        return nil
    }
}
