// The Markdown reader's nodes as document-model blocks (DocumentModel.swift): each node's text
// normalized like a line of plain text (controls, NFC, pinyin, HTML remnants, glued words; repairs
// reported with the node's source line), then its structure set explicitly with `structured = true`,
// so that nothing the markup says is guessed from the text: heading levels, captions, table rows
// (a header row as such), admonitions, list items, lead sentences and code symbols. The segmenter
// takes them through `prepare` and `DocumentParser.finish` like any structured reader's blocks.

enum MarkdownBlocks {
    /// The normalized lines (one per node, for language detection and the title) and the blocks.
    static func make(_ nodes: [MarkdownNode], normalizer: inout Normalizer) -> (lines: [SourceLine], blocks: [Block]) {
        var lines: [SourceLine] = []
        var blocks: [Block] = []
        lines.reserveCapacity(nodes.count)
        blocks.reserveCapacity(nodes.count)
        // list numbering: the list id open at each depth; a non-item node closes them all
        var openLists: [Int] = []
        var listCount = 0
        for node in nodes {
            var garbled = false
            func normalized(_ s: Scalars) -> Scalars {
                // like the text path, NFC and control stripping only where a scalar may need them
                var nfcRisk = false, controls = false
                for c in s {
                    let v = c.value
                    if v < 0x20 || (0x7F...0x9F).contains(v) {
                        controls = true
                    } else if v >= 0x300 {
                        if !nfcRisk, !Normalizer.surelyNFC(v) { nfcRisk = true }
                        if Ch.isBidiControl(v) || v == 0xFEFF { controls = true }
                    }
                }
                let l = normalizer.normalizeLine(s, number: node.start, nfcRisk: nfcRisk, controls: controls)
                garbled = garbled || l.garbled
                return l.text
            }
            var text = Scalars()
            var cells: [Scalars] = []
            var columns: [Scalars] = []
            if node.kind == .tableRow {
                // the filled cells (an icon column's empty cell is no text), one space apart, each
                // with the name its column has in the header
                for (k, cell) in node.cells.enumerated() {
                    let c = normalized(Sc.of(cell))
                    guard c.contains(where: Segmenter.isWordy) else { continue }
                    cells.append(c)
                    columns.append(k < node.columns.count ? Sc.trim(Sc.of(node.columns[k])) : [])
                    if !text.isEmpty { text.append(" ") }
                    text += c
                }
            } else {
                let scalars = Array(node.text.unicodeScalars)
                var from = 0
                for k in 0...scalars.count where k == scalars.count || scalars[k].value == 0x0A {
                    if from > 0 { text.append("\n") }
                    text += normalized(from == 0 && k == scalars.count ? scalars : Array(scalars[from..<k]))
                    from = k + 1
                }
            }
            let line = SourceLine(start: node.start, end: Swift.max(node.start, node.end), text: text, indent: 0,
                                  garbled: garbled)
            guard text.contains(where: Segmenter.isWordy) else { continue }
            lines.append(line)
            var b = Block(text: text, start: line.start, end: line.end, indent: 0, garbled: garbled)
            b.structured = true
            switch node.kind {
            case .heading(let level): b.headingLevel = level
            case .caption: b.isCaption = true
            case .tableRow:
                b.isTableRow = true
                b.cells = cells
                b.columns = columns
            case .listItem:
                let depth = Swift.max(0, node.depth - 1)
                if openLists.count > depth + 1 { openLists.removeSubrange((depth + 1)...) }
                while openLists.count <= depth { openLists.append(listCount); listCount += 1 }
                b.listItem = ListItem(ordered: node.ordered, depth: depth, list: openLists[depth], task: node.task)
                b.contentsEntry = node.contentsEntry
            case .code: b.isCode = true
            case .paragraph, .image: break  // (MarkdownRepairs made PDF bullet paragraphs list items)
            }
            if node.kind != .listItem { openLists.removeAll() }
            b.admonition = node.admonition
            b.boxed = node.boxed
            b.footnote = node.footnote
            if let lead = node.lead {
                var scratch = Normalizer(file: normalizer.file)  // the lead's repairs are the text's
                b.headline = scratch.normalizeLine(Sc.of(lead), number: node.start).text
            }
            b.symbols = node.symbols
            b.titleEnd = node.titleLength
            blocks.append(b)
        }
        return (lines, blocks)
    }
}
