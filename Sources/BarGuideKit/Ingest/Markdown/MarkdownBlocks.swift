// The Markdown reader's nodes as the segmenter's blocks: each node's text normalized like a line of
// plain text (controls, NFC, pinyin, HTML remnants, glued words; repairs reported with the node's
// source line), then the node's structure set explicitly, so that nothing is guessed from the text
// that the markup says: heading levels, captions, table rows, admonitions, list items, lead
// sentences and code symbols.

enum MarkdownBlocks {
    /// The normalized lines (one per node, for language detection and the title) and the blocks.
    static func make(_ nodes: [MarkdownNode], normalizer: inout Normalizer,
                     segmenter: Segmenter) -> (lines: [SourceLine], blocks: [Block]) {
        var lines: [SourceLine] = []
        var blocks: [Block] = []
        lines.reserveCapacity(nodes.count)
        blocks.reserveCapacity(nodes.count)
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
            if node.kind == .tableRow {
                // the filled cells, one space apart (cells themselves stay in `cells`)
                for cell in node.cells {
                    let c = normalized(Sc.of(cell))
                    guard c.contains(where: Segmenter.isWordy) else { continue }
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
            if node.kind == .listItem {
                text = (node.ordered ? Sc.of("\(node.number ?? 1). ") : Sc.of("• ")) + text
            }
            let line = SourceLine(start: node.start, end: Swift.max(node.start, node.end), text: text, indent: 0,
                                  garbled: garbled)
            guard var b = segmenter.makeBlocks([line]).first else { continue }
            lines.append(line)
            // the markup, not the text's look, says what the block is
            b.candidate = false
            b.note = nil
            b.bullet = node.kind == .listItem && !node.ordered
            b.numbered = node.kind == .listItem && node.ordered
            if node.kind != .paragraph { b.label = nil }
            switch node.kind {
            case .heading(let level): b.headingLevel = level
            case .caption: b.isCaption = true
            case .tableRow:
                b.isTableRow = true
                b.cells = node.cells.map { Sc.of($0) }
            case .listItem: b.listDepth = node.depth
            case .paragraph:
                // a PDF bullet glyph left at the start of a paragraph ("● …") still marks an item
                b.bullet = Segmenter.isBullet(text)
            case .code, .image: break
            }
            b.admonition = node.admonition
            if let lead = node.lead {
                var scratch = Normalizer(file: normalizer.file)  // the lead's repairs are the text's
                b.headline = scratch.normalizeLine(Sc.of(lead), number: node.start).text
            }
            b.symbols = node.symbols
            blocks.append(b)
        }
        return (lines, blocks)
    }
}
