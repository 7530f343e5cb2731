// The search field's text and cursor, edited by grapheme cluster and measured in terminal columns.

/// A one-line editor. The text is kept as grapheme clusters (`Character`s), so the cursor never
/// stands inside a cluster (an accented letter, an emoji sequence) and Backspace removes what the
/// reader sees as one character; the cursor's screen column counts wide (Chinese) characters as
/// two columns. Inserted text is cleaned: controls are dropped, line breaks and tabs become spaces.
struct LineEditor: Sendable, Equatable {
    private(set) var characters: [Character] = []
    /// Index into `characters`: the cursor stands before `characters[cursor]`.
    private(set) var cursor = 0

    init(_ text: String = "") {
        characters = Array(LineEditor.clean(text))
        cursor = characters.count
    }

    var text: String { String(characters) }
    var isEmpty: Bool { characters.isEmpty }

    /// Terminal columns before the cursor.
    var cursorColumn: Int { characters[..<cursor].reduce(0) { $0 + TextWidth.of($1) } }

    /// `s` made fit for one line: controls and bidi controls removed, line breaks and tabs as spaces.
    static func clean(_ s: String) -> String { Sanitize.line(s) }

    /// Inserts text at the cursor (typed, committed by an input method, or pasted) and puts the
    /// cursor after it. A combining mark joins the character before it, as it does on screen.
    mutating func insert(_ s: String) {
        let piece = LineEditor.clean(s)
        guard !piece.isEmpty else { return }
        let before = String(characters[..<cursor]) + piece
        let joined = before + String(characters[cursor...])
        let target = before.utf8.count
        characters = Array(joined)
        // The cursor goes after the last cluster that ends at or before the end of the insertion.
        var offset = 0
        var index = 0
        for c in characters {
            let next = offset + c.utf8.count
            if next > target { break }
            offset = next
            index += 1
        }
        cursor = index
    }

    mutating func moveLeft() { if cursor > 0 { cursor -= 1 } }
    mutating func moveRight() { if cursor < characters.count { cursor += 1 } }
    mutating func moveHome() { cursor = 0 }
    mutating func moveEnd() { cursor = characters.count }

    /// Removes the character before the cursor.
    mutating func backspace() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Removes the character under the cursor.
    mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-U: removes everything before the cursor.
    mutating func killToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Ctrl-K: removes everything from the cursor on.
    mutating func killToEnd() { characters.removeSubrange(cursor...) }

    /// Ctrl-W: removes the spaces before the cursor, then the word before them (up to the previous
    /// space, as the shell does; Chinese, written without spaces, goes as one run).
    mutating func killWordBackward() {
        let start = wordStart(before: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Ctrl-← / Alt-b: to the start of the word before the cursor.
    mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

    /// Ctrl-→ / Alt-f: to the end of the word after the cursor.
    mutating func moveWordRight() {
        var i = cursor
        while i < characters.count, characters[i].isWhitespace { i += 1 }
        while i < characters.count, !characters[i].isWhitespace { i += 1 }
        cursor = i
    }

    private func wordStart(before index: Int) -> Int {
        var i = index
        while i > 0, characters[i - 1].isWhitespace { i -= 1 }
        while i > 0, !characters[i - 1].isWhitespace { i -= 1 }
        return i
    }
}
