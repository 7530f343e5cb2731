// The browser's state and how events change it: a pure state machine. Keys, results and resizes
// come in; the state changes and says what the I/O loop should do (search, load a rule, copy,
// quit). Nothing here touches the terminal, the clock or the database.
import BarGuideKit

/// Where typed keys go on the list screen.
enum BrowseFocus: Sendable, Equatable {
    /// The search field: text edits the query.
    case field
    /// The results: letters are commands (y, l, k, ?, /).
    case list
}

/// One rule opened in the detail view.
struct DetailView: Sendable, Equatable {
    var id: String
    /// nil while loading.
    var rule: BrowseRule?
    var failure: String?
    /// First line shown.
    var scroll = 0
}

/// What happened.
enum BrowseEvent: Sendable, Equatable {
    case key(Key)
    case resize(width: Int, height: Int)
    /// A search finished (or failed) for the query it was asked with.
    case searched(generation: Int, query: BrowseQuery, Result<BrowsePage, BrowseFailure>)
    /// A rule was loaded for the detail view.
    case loaded(id: String, Result<BrowseRule, BrowseFailure>)
}

/// What the I/O loop must do.
enum BrowseEffect: Sendable, Equatable {
    /// Run this search; `debounce`: after a short pause in typing, not at once. A newer search
    /// replaces (and cancels) an older one.
    case search(BrowseQuery, generation: Int, debounce: Bool)
    /// Load a rule for the detail view.
    case loadRule(id: String)
    /// Put this text on the clipboard (OSC 52).
    case copy(String)
    /// Draw everything again (Ctrl-L).
    case redraw
    /// Stop the process (Ctrl-Z).
    case suspend
}

struct BrowseState: Sendable, Equatable {

    var width: Int
    var height: Int
    var editor: LineEditor
    /// 0: all, then 1…6 for each bar of `Bar.scoped`.
    var scope: Int
    var lang: BrowseLang
    var kind: RuleKind?
    var focus: BrowseFocus = .field

    /// The results on screen and the query they answer (an older query's while a newer one runs).
    var page: BrowsePage?
    var pageQuery: BrowseQuery?
    var selection = 0
    /// Index of the first result shown.
    var top = 0

    /// The last search asked for, and its number; results of older numbers are dropped.
    var requested: BrowseQuery?
    var generation = 0
    var searching = false
    var loadingMore = false
    /// Why the last search failed (shown in the status line; the previous results stay).
    var failure: BrowseFailure?

    /// Rules opened with Enter (and related rules opened from them); Esc goes back one.
    var details: [DetailView] = []
    var showingHelp = false
    /// A one-off message for the status line ("Copied …"), cleared by the next key.
    var message: String?
    var quit = false

    init(query: String = "", scope: Bar? = nil, lang: BrowseLang = .all, kind: RuleKind? = nil, width: Int = 80, height: Int = 24) {
        self.editor = LineEditor(query)
        self.scope = scope.flatMap { Bar.scoped.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        self.lang = lang
        self.kind = kind
        self.width = width
        self.height = height
    }

    var scopeBar: Bar? { scope == 0 ? nil : Bar.scoped[scope - 1] }
    var hits: [BrowseHit] { page?.hits ?? [] }
    var selectedHit: BrowseHit? { hits.indices.contains(selection) ? hits[selection] : nil }

    /// Results asked for at a time: a screenful and a few more (each costs a snippet, and a
    /// broad query's ranking keeps five candidates per result); more are fetched as the
    /// selection nears the end, or the window grows.
    var pageSize: Int { max(12, visibleResults + 4) }

    /// The query for what is on screen now.
    var currentQuery: BrowseQuery {
        BrowseQuery(text: editor.text, scope: scopeBar, lang: lang, kind: kind, offset: 0, limit: pageSize)
    }

    /// The first search (the query from the command line, or every rule).
    mutating func start() -> [BrowseEffect] { requestSearch(debounce: false) }

    // MARK: - Events

    mutating func handle(_ event: BrowseEvent) -> [BrowseEffect] {
        switch event {
        case .resize(let w, let h):
            width = w; height = h
            keepSelectionVisible()
            if var d = details.last { d.scroll = min(d.scroll, maxDetailScroll(d)); details[details.count - 1] = d }
            return loadMoreIfNeeded()
        case .searched(let gen, let query, let result):
            return searched(gen, query, result)
        case .loaded(let id, let result):
            if let i = details.lastIndex(where: { $0.id == id && $0.rule == nil && $0.failure == nil }) {
                switch result {
                case .success(let rule): details[i].rule = rule
                case .failure(let f): details[i].failure = f.message
                }
            }
            return []
        case .key(let key):
            message = nil
            return handleKey(key)
        }
    }

    private mutating func searched(_ gen: Int, _ query: BrowseQuery, _ result: Result<BrowsePage, BrowseFailure>) -> [BrowseEffect] {
        guard gen == generation else { return [] }  // a newer search was asked for
        switch result {
        case .success(let newPage):
            if query.offset > 0 {
                loadingMore = false
                guard var p = page, pageQuery?.sameSearch(as: query) == true, query.offset == p.hits.count else { return [] }
                p.hits += newPage.hits
                p.total = newPage.total
                page = p
                return []
            }
            let previousID = pageQuery?.sameSearch(as: query) == true ? selectedHit?.id : nil
            page = newPage
            pageQuery = query
            searching = false
            loadingMore = false
            failure = nil
            selection = previousID.flatMap { id in newPage.hits.firstIndex { $0.id == id } } ?? 0
            top = 0
            keepSelectionVisible()
        case .failure(.interrupted):
            break
        case .failure(let f):
            if query.offset > 0 { loadingMore = false; return [] }
            searching = false
            failure = f
        }
        return []
    }

    // MARK: - Keys

    private mutating func handleKey(_ key: Key) -> [BrowseEffect] {
        // Keys typed faster than they are read arrive as one piece of text. Where letters are
        // commands (the list, a rule, the help), each counts on its own.
        if case .text(let s) = key, s.count > 1, focus == .list || !details.isEmpty || showingHelp {
            var effects: [BrowseEffect] = []
            for (i, c) in s.enumerated() {
                if focus == .field && details.isEmpty && !showingHelp {
                    effects += handleKey(.text(String(s.dropFirst(i))))
                    break
                }
                effects += handleKey(.text(String(c)))
            }
            return effects
        }
        // Keys that work everywhere.
        switch key {
        case .ctrl("c"): quit = true; return []
        case .ctrl("l"): return [.redraw]
        case .ctrl("z"): return [.suspend]
        default: break
        }
        if showingHelp {
            showingHelp = false
            return []
        }
        switch key {
        case .function(1), .alt("?"), .alt("h"): showingHelp = true; return []
        case .function(2), .alt("l"), .alt("L"): return cycleLang()
        case .function(3), .alt("k"), .alt("K"): return cycleKind()
        case .alt("y"), .alt("Y"): return copyID()
        default: break
        }
        if !details.isEmpty { return detailKey(key) }
        switch key {
        case .tab: return setScope((scope + 1) % 7)
        case .backTab: return setScope((scope + 6) % 7)
        case .alt(let c) where ("1"..."7").contains(c): return setScope(Int(String(c))! - 1)
        case .escape: quit = true; return []
        case .enter: return openSelected()
        default: break
        }
        return focus == .field ? fieldKey(key) : listKey(key)
    }

    private mutating func fieldKey(_ key: Key) -> [BrowseEffect] {
        let before = editor.text
        switch key {
        case .text("?") where editor.isEmpty: showingHelp = true  // nothing to search for with a lone "?"
        case .text(let s), .paste(let s): editor.insert(s)
        case .left, .ctrl("b"): editor.moveLeft()
        case .right, .ctrl("f"): editor.moveRight()
        case .home, .ctrl("a"): editor.moveHome()
        case .end, .ctrl("e"): editor.moveEnd()
        case .wordLeft, .alt("b"): editor.moveWordLeft()
        case .wordRight, .alt("f"): editor.moveWordRight()
        case .backspace: editor.backspace()
        case .delete, .ctrl("d"): editor.deleteForward()
        case .ctrl("u"): editor.killToStart()
        case .ctrl("k"): editor.killToEnd()
        case .ctrl("w"), .alt("\u{7F}"): editor.killWordBackward()
        case .down, .ctrl("n"): if !hits.isEmpty { focus = .list }
        case .pageDown: if !hits.isEmpty { focus = .list; moveSelection(by: visibleResults) }
        default: break
        }
        guard editor.text != before else { return [] }
        // Typing debounces; a paste is one whole change and searches at once.
        if case .paste = key { return requestSearch(debounce: false) }
        return requestSearch(debounce: true)
    }

    private mutating func listKey(_ key: Key) -> [BrowseEffect] {
        switch key {
        case .up, .ctrl("p"):
            if selection == 0 { focus = .field } else { moveSelection(by: -1) }
        case .down, .ctrl("n"): moveSelection(by: 1)
        case .pageUp: moveSelection(by: -visibleResults)
        case .pageDown: moveSelection(by: visibleResults)
        case .home: moveSelection(by: -selection)
        case .end: moveSelection(by: hits.count)
        case .text("y"): return copyID()
        case .text("l"): return cycleLang()
        case .text("k"): return cycleKind()
        case .text("?"): showingHelp = true
        case .text("/"): focus = .field
        case .text, .paste, .backspace, .left, .right, .ctrl("u"), .ctrl("w"):
            // Anything else typed goes back to the field.
            focus = .field
            return fieldKey(key)
        default: break
        }
        return loadMoreIfNeeded()
    }

    private mutating func detailKey(_ key: Key) -> [BrowseEffect] {
        guard var d = details.last else { return [] }
        let page = max(1, bodyHeight - 1)
        switch key {
        case .escape, .backspace, .left, .text("q"):
            details.removeLast()
            return []
        case .up, .ctrl("p"), .text("k"): d.scroll -= 1
        case .down, .ctrl("n"), .text("j"), .enter: d.scroll += 1
        case .pageUp, .text("b"): d.scroll -= page
        case .pageDown, .text(" "): d.scroll += page
        case .home, .text("g"): d.scroll = 0
        case .end, .text("G"): d.scroll = Int.max / 2
        case .text("y"): return copyID()
        case .text("?"): showingHelp = true; return []
        case .text(let s) where s.count == 1 && ("1"..."9").contains(s.first!):
            let n = Int(s)! - 1
            if let related = d.rule?.related, related.indices.contains(n) {
                details.append(DetailView(id: related[n].id))
                return [.loadRule(id: related[n].id)]
            }
            return []
        default: return []
        }
        d.scroll = max(0, min(d.scroll, maxDetailScroll(d)))
        details[details.count - 1] = d
        return []
    }

    // MARK: - Actions

    private mutating func setScope(_ s: Int) -> [BrowseEffect] {
        guard s != scope else { return [] }
        scope = s
        return requestSearch(debounce: false)
    }

    private mutating func cycleLang() -> [BrowseEffect] {
        let all = BrowseLang.allCases
        lang = all[(all.firstIndex(of: lang)! + 1) % all.count]
        return requestSearch(debounce: false)
    }

    private mutating func cycleKind() -> [BrowseEffect] {
        let cycle: [RuleKind?] = [nil] + RuleKind.allCases.map { $0 }
        let i = cycle.firstIndex(of: kind) ?? 0
        kind = cycle[(i + 1) % cycle.count]
        return requestSearch(debounce: false)
    }

    private mutating func copyID() -> [BrowseEffect] {
        let id = details.last?.id ?? selectedHit?.id
        guard let id else { message = "Nothing selected to copy"; return [] }
        message = "Copied \(id) to the clipboard"
        return [.copy(id)]
    }

    private mutating func openSelected() -> [BrowseEffect] {
        guard let hit = selectedHit else { return [] }
        details.append(DetailView(id: hit.id))
        return [.loadRule(id: hit.id)]
    }

    /// Asks for the search that matches the field and filters, unless it is already the last one
    /// asked for (typing a space changes nothing).
    mutating func requestSearch(debounce: Bool) -> [BrowseEffect] {
        let q = currentQuery
        if let r = requested, r.sameSearch(as: q) { return [] }
        requested = q
        generation += 1
        searching = true
        loadingMore = false
        return [.search(q, generation: generation, debounce: debounce)]
    }

    private mutating func loadMoreIfNeeded() -> [BrowseEffect] {
        guard let p = page, let q = pageQuery, !loadingMore, !searching, p.hits.count < p.total,
              selection >= p.hits.count - visibleResults else { return [] }
        loadingMore = true
        var more = q
        more.offset = p.hits.count
        more.limit = pageSize
        return [.search(more, generation: generation, debounce: false)]
    }

    private mutating func moveSelection(by delta: Int) {
        guard !hits.isEmpty else { return }
        selection = max(0, min(hits.count - 1, selection + delta))
        keepSelectionVisible()
    }

    // MARK: - Geometry (shared with the layout)

    /// Rows between the header (field, scope bar, filter line) and the status line.
    var bodyHeight: Int { max(0, height - BrowseLayout.headerRows - 1) }
    /// Results that fit on the screen.
    var visibleResults: Int { max(1, bodyHeight / BrowseLayout.rowsPerResult) }

    mutating func keepSelectionVisible() {
        if selection < top { top = selection }
        if selection >= top + visibleResults { top = selection - visibleResults + 1 }
        top = max(0, min(top, max(0, hits.count - visibleResults)))
        if selection < top { top = selection }
    }

    func maxDetailScroll(_ d: DetailView) -> Int {
        max(0, BrowseLayout.detailLines(d, width: width).count - bodyHeight)
    }
}
