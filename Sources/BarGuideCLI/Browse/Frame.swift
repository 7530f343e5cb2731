// A screen as a grid of cells, and the minimal terminal output that turns one screen into the next.

/// How a cell is drawn. Only the 16 basic colours (SGR 30–37, 90–97) and plain attributes, so a
/// 16-colour terminal shows everything; with colour off the foreground is never sent.
struct CellStyle: Sendable, Hashable {
    /// SGR foreground code (31 red, 90 grey…), 0 for the terminal's default.
    var fg: UInt8 = 0
    var bold = false
    var dim = false
    var underline = false
    var reverse = false

    static let plain = CellStyle()

    init(fg: UInt8 = 0, bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.fg = fg; self.bold = bold; self.dim = dim; self.underline = underline; self.reverse = reverse
    }

    /// The SGR sequence that sets exactly this style (after a reset).
    func sgr(colors: Bool) -> String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if colors && fg != 0 { codes.append(String(fg)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// One column of the screen: a grapheme cluster of width 1 or 2, or the right half of a wide one.
struct Cell: Sendable, Hashable {
    var text: String
    /// 1 or 2; 0 for the right half of a wide character (drawn by the cell before it).
    var width: UInt8
    var style: CellStyle

    static let blank = Cell(text: " ", width: 1, style: .plain)
}

/// One row being built from styled pieces of text, never wider than the screen.
struct LineBuilder {
    let width: Int
    private(set) var cells: [Cell] = []

    init(width: Int) {
        self.width = max(0, width)
        cells.reserveCapacity(self.width)
    }

    var used: Int { cells.count }
    var remaining: Int { width - cells.count }

    /// Appends `s` in `style`, cut at `limit` columns (default: the rest of the row) with "…" when
    /// something was cut. Controls and other zero-width clusters are dropped (callers sanitize
    /// corpus text first; this keeps the column count exact whatever comes in). A wide character
    /// that does not fit leaves a blank column.
    mutating func put(_ s: String, _ style: CellStyle = .plain, limit: Int? = nil, ellipsis: Bool = true) {
        let room = min(remaining, limit ?? remaining)
        guard room > 0 else { return }
        let fits = TextWidth.of(s) <= room
        let budget = fits || !ellipsis ? room : room - 1
        var taken = 0
        for c in s {
            if c.unicodeScalars.contains(where: { Sanitize.isControlOrBidi($0.value) }) { continue }
            let w = TextWidth.of(c)
            if w == 0 { continue }
            if taken + w > budget { break }
            cells.append(Cell(text: String(c), width: UInt8(w), style: style))
            if w == 2 { cells.append(Cell(text: "", width: 0, style: style)) }
            taken += w
        }
        if !fits && ellipsis {
            while taken < budget { cells.append(Cell(text: " ", width: 1, style: style)); taken += 1 }
            cells.append(Cell(text: "…", width: 1, style: style))
        }
    }

    /// Spaces in `style` up to column `column` (or the end of the row).
    mutating func pad(to column: Int? = nil, _ style: CellStyle = .plain) {
        let target = min(width, column ?? width)
        while cells.count < target { cells.append(Cell(text: " ", width: 1, style: style)) }
    }

    /// The row, padded with blanks to the full width.
    func finished(_ style: CellStyle = .plain) -> [Cell] {
        var b = self
        b.pad(style)
        return b.cells
    }
}

/// A whole screen: `height` rows of `width` cells, and where the cursor goes (nil: hidden).
struct Frame: Sendable, Equatable {
    let width: Int
    let height: Int
    private(set) var cells: [Cell]
    var cursor: (row: Int, column: Int)?

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Sets row `row` (cut or padded to the width).
    mutating func setRow(_ row: Int, _ rowCells: [Cell]) {
        guard row >= 0, row < height else { return }
        var r = Array(rowCells.prefix(width))
        // A wide character cut in half at the right edge becomes a blank.
        if let last = r.last, last.width == 2 { r[r.count - 1] = Cell(text: " ", width: 1, style: last.style) }
        while r.count < width { r.append(.blank) }
        cells.replaceSubrange((row * width)..<((row + 1) * width), with: r)
    }

    func row(_ row: Int) -> ArraySlice<Cell> { cells[(row * width)..<((row + 1) * width)] }

    /// The text of a row (for tests), without styles and trailing spaces.
    func text(ofRow row: Int) -> String {
        var s = ""
        for c in self.row(row) { s += c.text }
        while s.last == " " { s.removeLast() }
        return s
    }

    static func == (a: Frame, b: Frame) -> Bool {
        a.width == b.width && a.height == b.height && a.cells == b.cells
            && a.cursor?.row == b.cursor?.row && a.cursor?.column == b.cursor?.column
    }
}

/// Turns frames into terminal output, sending only what changed since the previous frame.
struct FrameRenderer {
    /// Whether colours (foregrounds) are sent; attributes (bold, dim, underline, reverse) always are.
    let colors: Bool
    private(set) var previous: Frame?
    private var cursorVisible: Bool?
    /// Of the last `render`: the rows that had something to write, and whether the screen was
    /// cleared and drawn whole (the first frame, or after `invalidate`).
    private(set) var lastRowsChanged = 0
    private(set) var lastWasFull = false

    /// Unchanged cells between two changed runs of one row up to which the runs are merged
    /// (rewriting a few cells is shorter than a cursor move).
    static let mergeGap = 4

    init(colors: Bool) { self.colors = colors }

    /// Forget the screen: the next frame is drawn whole (after a resize, a redraw request or a
    /// return from suspension).
    mutating func invalidate() { previous = nil; cursorVisible = nil }

    /// The bytes that turn the terminal's screen (the previous frame) into `frame`; empty when
    /// nothing changed. The cursor is hidden while drawing and shown again where `frame` puts it.
    mutating func render(_ frame: Frame) -> String {
        var body = ""
        let old = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
        if old == nil { body += "\u{1B}[0m\u{1B}[2J" }
        lastWasFull = old == nil
        lastRowsChanged = 0
        var pen: CellStyle?
        for row in 0..<frame.height {
            let cells = frame.row(row)
            let base = cells.startIndex
            let runs = FrameRenderer.changedRuns(old: old?.row(row), new: cells, gap: FrameRenderer.mergeGap)
            if !runs.isEmpty { lastRowsChanged += 1 }
            for run in runs {
                body += "\u{1B}[\(row + 1);\(run.lowerBound + 1)H"
                for i in run {
                    let cell = cells[base + i]
                    if cell.width == 0 { continue }
                    if pen != cell.style {
                        body += cell.style.sgr(colors: colors)
                        pen = cell.style
                    }
                    body += cell.text
                }
            }
        }
        if let p = pen, p != .plain { body += "\u{1B}[0m" }
        let cursorMoved = old == nil || old?.cursor?.row != frame.cursor?.row || old?.cursor?.column != frame.cursor?.column
        previous = frame
        if body.isEmpty && !cursorMoved && cursorVisible == (frame.cursor != nil) { return "" }
        var out = ""
        if cursorVisible != false { out += "\u{1B}[?25l" }
        out += body
        if let cursor = frame.cursor {
            out += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
            cursorVisible = true
        } else {
            cursorVisible = false
        }
        return out
    }

    /// Column ranges of `new` that differ from `old` (all of `new` when there is no old row),
    /// widened so that a wide character is always written whole, and merged across small gaps.
    static func changedRuns(old: ArraySlice<Cell>?, new: ArraySlice<Cell>, gap: Int) -> [ClosedRange<Int>] {
        let n = new.count
        guard n > 0 else { return [] }
        let nb = new.startIndex
        guard let old else { return [0...(n - 1)] }
        let ob = old.startIndex
        var runs: [ClosedRange<Int>] = []
        var i = 0
        while i < n {
            if old[ob + i] == new[nb + i] { i += 1; continue }
            var start = i
            while start > 0 && new[nb + start].width == 0 { start -= 1 }
            var end = i
            while end + 1 < n && old[ob + end + 1] != new[nb + end + 1] { end += 1 }
            if new[nb + end].width == 2 && end + 1 < n { end += 1 }
            if let last = runs.last, start - last.upperBound - 1 <= gap {
                runs[runs.count - 1] = last.lowerBound...max(end, last.upperBound)
            } else {
                runs.append(start...end)
            }
            i = end + 1
        }
        return runs
    }
}
