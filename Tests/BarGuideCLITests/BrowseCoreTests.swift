// The pure core of `barguide browse`: the line editor, the key decoder, the frame diff, the
// layout at 40 and 120 columns, and the state machine. No terminal, no database.
import Testing
@testable import BarGuideCLI
import BarGuideKit

@Suite("Browse: line editor (graphemes, display width)")
struct BrowseEditorTests {
    @Test func insertsRussianAndChineseAndCountsColumns() {
        var e = LineEditor()
        e.insert("скрыть")
        #expect(e.text == "скрыть")
        #expect(e.cursor == 6)
        #expect(e.cursorColumn == 6)
        e.insert(" 标签栏")  // an input method commits the whole string
        #expect(e.text == "скрыть 标签栏")
        #expect(e.cursor == 10)
        #expect(e.cursorColumn == 7 + 6)  // three wide characters
        e.moveLeft()
        #expect(e.cursorColumn == 11)
        e.backspace()
        #expect(e.text == "скрыть 标栏")
        #expect(e.cursorColumn == 9)
    }

    @Test func movesAndDeletesByGraphemeCluster() {
        var e = LineEditor("e\u{301}👩‍💻x")  // é as two scalars, a ZWJ sequence
        #expect(e.characters.count == 3)
        e.moveHome()
        e.moveRight()
        #expect(e.cursor == 1)
        e.deleteForward()  // removes the whole emoji sequence
        #expect(e.text == "e\u{301}x")
        e.backspace()  // removes é, mark and all
        #expect(e.text == "x")
        e.moveEnd()
        #expect(e.cursor == 1)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var e = LineEditor("cafe")
        e.insert("\u{301}")
        #expect(e.characters.count == 4)
        #expect(e.cursor == 4)
        #expect(e.cursorColumn == 4)
        e.insert("!")
        #expect(e.text == "cafe\u{301}!")
        #expect(e.cursor == 5)
    }

    @Test func insertsInTheMiddle() {
        var e = LineEditor("строка состояния")
        e.moveHome()
        for _ in 0..<6 { e.moveRight() }
        e.insert(" 狀態")
        #expect(e.text == "строка 狀態 состояния")
        #expect(e.cursor == 9)
        #expect(e.cursorColumn == 6 + 1 + 4)
    }

    @Test func ctrlWDeletesTheWordBeforeTheCursorAndItsSpaces() {
        var e = LineEditor("скрыть строку   состояния  ")
        e.killWordBackward()
        #expect(e.text == "скрыть строку   ")
        e.killWordBackward()
        #expect(e.text == "скрыть ")
        e.killWordBackward()
        #expect(e.text == "")
        e.killWordBackward()
        #expect(e.text == "")
        var zh = LineEditor("tab 标签栏图标")
        zh.killWordBackward()
        #expect(zh.text == "tab ")
    }

    @Test func ctrlUAndCtrlKCutAtTheCursor() {
        var e = LineEditor("back button 返回")
        e.moveWordLeft()
        #expect(e.cursor == 12)
        e.killToStart()
        #expect(e.text == "返回")
        #expect(e.cursor == 0)
        e.moveRight()
        e.killToEnd()
        #expect(e.text == "返")
        var w = LineEditor("a bb ccc")
        w.moveHome()
        w.moveWordRight()
        w.moveWordRight()
        #expect(w.cursor == 4)
    }

    @Test func pasteIsCleanedToOneSafeLine() {
        var e = LineEditor()
        e.insert("tab\nbar\t\u{1B}[31mred\u{202E}x")
        #expect(e.text == "tab bar redx")
    }
}

@Suite("Browse: key decoding")
struct BrowseKeyTests {
    func keys(_ s: String) -> [Key] {
        var d = KeyDecoder()
        return d.feed(Array(s.utf8)) + d.flushEscape()
    }

    @Test func textControlsAndArrows() {
        #expect(keys("аб标") == [.text("аб标")])
        #expect(keys("a\u{7F}\u{17}\u{15}\r\t") == [.text("a"), .backspace, .ctrl("w"), .ctrl("u"), .enter, .tab])
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OH\u{1B}OF") == [.up, .home, .end])
        #expect(keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end, .home, .end])
        #expect(keys("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z") == [.delete, .pageUp, .pageDown, .backTab])
        #expect(keys("\u{1B}[1;5C\u{1B}[1;5D\u{1B}[1;2C") == [.wordRight, .wordLeft, .right])
        #expect(keys("\u{1B}OP\u{1B}[12~\u{1B}[13~") == [.function(1), .function(2), .function(3)])
    }

    @Test func altDigitsAndLettersAndALoneEscape() {
        #expect(keys("\u{1B}1\u{1B}7\u{1B}l") == [.alt("1"), .alt("7"), .alt("l")])
        #expect(keys("\u{1B}\u{7F}") == [.alt("\u{7F}")])
        var d = KeyDecoder()
        #expect(d.feed([0x1B]) == [])
        #expect(d.hasPending)
        #expect(d.flushEscape() == [.escape])
        #expect(!d.hasPending)
        #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func sequencesAndCharactersCutBetweenReads() {
        var d = KeyDecoder()
        #expect(d.feed([0x1B, UInt8(ascii: "[")]) == [])
        #expect(d.feed([UInt8(ascii: "5")]) == [])
        #expect(d.feed([UInt8(ascii: "~")]) == [.pageUp])
        let bytes = Array("标签".utf8)
        #expect(d.feed(bytes[0..<2]) == [])
        #expect(d.feed(bytes[2..<4]) == [.text("标")])
        #expect(d.feed(bytes[4...]) == [.text("签")])
    }

    @Test func bracketedPasteKeepsEverythingAsText() {
        #expect(keys("\u{1B}[200~tab\rbar\u{1B}[A\u{1B}[201~x") == [.paste("tab\rbar\u{1B}[A"), .text("x")])
        var d = KeyDecoder()
        #expect(d.feed(Array("\u{1B}[200~строка ".utf8)) == [])
        #expect(d.feed(Array("состояния\u{1B}[20".utf8)) == [])
        #expect(d.feed(Array("1~".utf8)) == [.paste("строка состояния")])
    }

    @Test func unknownSequencesAreIgnoredNotTyped() {
        #expect(keys("\u{1B}[99~a") == [.unknown, .text("a")])
        #expect(keys("\u{1B}[<0;3;4M") == [.unknown])
    }
}

@Suite("Browse: frame diff")
struct BrowseDiffTests {
    func frame(_ rows: [String], width: Int = 10) -> Frame {
        var f = Frame(width: width, height: rows.count)
        for (i, r) in rows.enumerated() {
            var b = LineBuilder(width: width)
            b.put(r)
            f.setRow(i, b.finished())
        }
        return f
    }

    @Test func firstFrameIsDrawnWholeThenOnlyChanges() {
        var r = FrameRenderer(colors: true)
        let first = r.render(frame(["hello", "world"]))
        #expect(first.contains("\u{1B}[2J"))
        #expect(first.contains("hello"))
        #expect(r.render(frame(["hello", "world"])) == "")  // nothing changed: nothing sent
        let second = r.render(frame(["hello", "wOrld"]))
        #expect(!second.contains("\u{1B}[2J"))
        #expect(second.contains("\u{1B}[2;2H"))
        #expect(!second.contains("hello"))
        #expect(second.replacingAll("\u{1B}[?25l", with: "").contains("O"))
        #expect(!second.contains("world"))
    }

    @Test func theRendererSaysHowMuchOfTheScreenItRewrote() {
        var r = FrameRenderer(colors: false)
        _ = r.render(frame(["hello", "world", "again"]))
        #expect(r.lastWasFull && r.lastRowsChanged == 3)
        _ = r.render(frame(["hello", "wOrld", "agaiN"]))
        #expect(!r.lastWasFull && r.lastRowsChanged == 2)
        _ = r.render(frame(["hello", "wOrld", "agaiN"]))
        #expect(!r.lastWasFull && r.lastRowsChanged == 0)
        r.invalidate()
        _ = r.render(frame(["hello", "wOrld", "agaiN"]))
        #expect(r.lastWasFull && r.lastRowsChanged == 3)
    }

    @Test func runsAreMergedAcrossSmallGapsAndSplitAcrossLargeOnes() {
        let a = frame(["abcdefghij"]), b = frame(["xbcdefghiy"]), c = frame(["XbcDefghij"])
        #expect(FrameRenderer.changedRuns(old: a.row(0), new: b.row(0), gap: 4) == [0...0, 9...9])
        #expect(FrameRenderer.changedRuns(old: a.row(0), new: c.row(0), gap: 4) == [0...3])
        #expect(FrameRenderer.changedRuns(old: nil, new: a.row(0), gap: 4) == [0...9])
    }

    @Test func wideCharactersAreWrittenWhole() {
        let a = frame(["标签栏"]), b = frame(["标鍵栏"])
        // The second character covers columns 2 and 3: both are rewritten from column 2.
        #expect(FrameRenderer.changedRuns(old: a.row(0), new: b.row(0), gap: 0) == [2...3])
        var r = FrameRenderer(colors: false)
        _ = r.render(a)
        let out = r.render(b)
        #expect(out.contains("\u{1B}[1;3H"))
        #expect(out.contains("鍵"))
        #expect(!out.contains("标"))
        // Replacing a wide character by narrow ones.
        let c = frame(["标ab栏"])
        #expect(FrameRenderer.changedRuns(old: a.row(0), new: c.row(0), gap: 0) == [2...3])
    }

    @Test func stylesAreSentOnlyWhenTheyChangeAndColoursOnlyWhenOn() {
        var f = Frame(width: 6, height: 1)
        var b = LineBuilder(width: 6)
        b.put("ab", CellStyle(fg: 31, bold: true))
        b.put("cd", CellStyle(fg: 31, bold: true))
        f.setRow(0, b.finished())
        var colour = FrameRenderer(colors: true)
        let out = colour.render(f)
        #expect(out.occurrences(of: "\u{1B}[0;1;31m") == 1)
        var mono = FrameRenderer(colors: false)
        let plain = mono.render(f)
        #expect(plain.contains("\u{1B}[0;1m"))
        #expect(!plain.contains("31m"))
    }

    @Test func cursorIsShownOnlyWhereTheFrameWantsIt() {
        var f = frame(["abc"])
        f.cursor = (0, 2)
        var r = FrameRenderer(colors: false)
        let out = r.render(f)
        #expect(out.hasSuffix("\u{1B}[1;3H\u{1B}[?25h"))
        f.cursor = nil
        let hidden = r.render(f)
        #expect(hidden == "\u{1B}[?25l")
    }

    @Test func lineBuilderCutsByDisplayWidthWithAnEllipsis() {
        var b = LineBuilder(width: 7)
        b.put("标签栏图标")
        let cells = b.finished()
        #expect(cells.count == 7)
        #expect(cells.map(\.text).joined() == "标签栏…")
        var c = LineBuilder(width: 5)
        c.put("a\u{1B}b\u{7}c")
        #expect(c.finished().map(\.text).joined() == "abc  ")  // ESC and BEL never reach a cell
    }
}

extension String {
    /// How many times `needle` occurs.
    func occurrences(of needle: String) -> Int {
        var count = 0
        var rest = Substring(self)
        while let r = rest.browseRange(of: needle) { count += 1; rest = rest[r.upperBound...] }
        return count
    }
}

extension Substring {
    func browseRange(of needle: String) -> Range<Substring.Index>? {
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}

/// A page of results as the engine would give it, written by hand for the layout and state tests.
func samplePage(total: Int = 12, count: Int = 12) -> BrowsePage {
    let headlines = ["Не скрывайте строку состояния без причины.", "不要隱藏狀態欄。", "Используйте стандартные кнопки.",
                     "在標簽欄中使用系統圖標。"]
    let hits = (0..<count).map { i in
        BrowseHit(id: "status-bar.\(String(100_000 + i))", headline: headlines[i % headlines.count],
                  snippet: snippet("Не \u{2}скрывайте\u{3} строку состояния, пока \u{2}это\u{3} не нужно."),
                  kind: i % 3 == 2 ? .behavior : .guideline, modality: i % 3 == 0 ? .dont : (i % 3 == 1 ? .do : nil),
                  lang: i % 2 == 0 ? .ru : .zhHant, bars: [.statusBar])
    }
    return BrowsePage(counts: [108, 0, 60, 12, 30, 5, 1], total: total, offset: 0, hits: hits, fallbackOr: false,
                      expansions: ["hide", "status-bar"])
}

@Suite("Browse: layout at 40 and 120 columns")
struct BrowseLayoutTests {
    func state(width: Int, height: Int = 24, query: String = "скрыть") -> BrowseState {
        var s = BrowseState(query: query, width: width, height: height)
        let effects = s.start()
        guard case .search(let q, let gen, _) = effects.first else { Issue.record("no search"); return s }
        _ = s.handle(.searched(generation: gen, query: q, .success(samplePage())))
        return s
    }

    func rows(_ f: Frame) -> [String] { (0..<f.height).map { f.text(ofRow: $0) } }

    @Test func wideScreenShowsEveryScopeWithItsCount() {
        let f = BrowseLayout.frame(state(width: 120))
        let r = rows(f)
        #expect(r[0] == "> скрыть")
        #expect(r[1] == " All 108 │ Status 0 │ Navigation 60 │ Toolbar 12 │ Tab 30 │ Search 5 │ Scope 1")
        #expect(r[2].hasPrefix("─ lang all · kind all · glossary hide, status-bar ─"))
        #expect(r[2].hasSuffix(" 12 results ─"))
        #expect(r[3].contains("DON'T") && r[3].contains("Не скрывайте строку состояния без причины."))
        #expect(r[4].contains("Не скрывайте строку состояния, пока это не нужно."))
        #expect(r[5].contains("status-bar.100000") && r[5].contains("ru"))
        #expect(r[6].contains(" DO ") && r[6].contains("不要隱藏狀態欄。"))
        #expect(r[23].hasPrefix("↓ results"))
        #expect(f.cursor?.row == 0 && f.cursor?.column == 2 + 6)
        // Every row is exactly the width of the screen, in columns.
        for row in 0..<f.height { #expect(f.row(row).reduce(0) { $0 + Int($1.width) } == 120) }
    }

    @Test func currentScopeIsHighlightedAndEmptyScopesDimmedNotHidden() {
        var s = state(width: 120)
        _ = s.handle(.key(.tab))
        let f = BrowseLayout.frame(s)
        let cells = Array(f.row(1))
        let text = cells.map(\.text).joined()
        let statusAt = text.distance(to: "Status")
        #expect(cells[statusAt].style.reverse)       // current
        let allAt = text.distance(to: "All")
        #expect(!cells[allAt].style.reverse && !cells[allAt].style.dim)
        s.scope = 0
        let g = BrowseLayout.frame(s)
        let gcells = Array(g.row(1))
        #expect(gcells[gcells.map(\.text).joined().distance(to: "Status")].style.dim)  // 0 results: dimmed
    }

    @Test func fortyColumnsFitsEverythingAndKeepsTheCurrentScopeInView() {
        var s = state(width: 40, height: 20, query: "标签栏 скрыть строку состояния")
        for _ in 0..<5 { _ = s.handle(.key(.tab)) }  // Search
        let f = BrowseLayout.frame(s)
        let r = rows(f)
        #expect(r[1].contains("Srch 5"))
        #expect(r[1].hasPrefix("‹"))
        #expect(r[2].hasSuffix("12 results ─"))
        // The field scrolls: the cursor (at the end) is in view, within the 40 columns.
        #expect(f.cursor!.column < 40)
        #expect(r[0].hasSuffix("состояния"))
        for row in 0..<f.height {
            let cells = f.row(row)
            #expect(cells.count == 40)
            #expect(cells.reduce(0) { $0 + Int($1.width) } == 40)
        }
        #expect(r[3].contains("DON'T"))
        #expect(r[3].hasSuffix("…"))
        #expect(r[19].count <= 40)
    }

    @Test func snippetMarksMatchesAndBringsTheFirstIntoView() {
        let spans = BrowseLayout.snippetSpans(snippet("aaaa bbbb cccc dddd eeee ffff gggg \u{2}hit\u{3} tail"), width: 20)
        #expect(spans.map(\.text) == ["…gggg ", "hit", " tail"])  // cut at a space, the match in view
        #expect(spans[1].style == BrowseLayout.match)
        // A match already on the line: nothing is cut.
        let near = BrowseLayout.snippetSpans(snippet("aaaa bbbb \u{2}hit\u{3} tail"), width: 20)
        #expect(near.map(\.text) == ["aaaa bbbb ", "hit", " tail"])
        let short = BrowseLayout.snippetSpans(snippet("\u{2}скрыть\u{3} строку"), width: 40)
        #expect(short.map(\.text) == ["скрыть", " строку"])
        // Corpus control characters never survive.
        let evil = BrowseLayout.snippetSpans(snippet("a\u{1B}]52;c;ZXZpbA==\u{7}b\u{202E}c"), width: 40)
        #expect(evil.map(\.text).joined() == "abc")
    }

    @Test func detailShowsTextItemsSourceAndRelated() {
        let rule = Rule(id: "tab-bar.abc123", bars: [.tabBar], kind: .guideline, modality: .dont, lang: .ru,
                        document: "000_x.txt", heading: ["Панель вкладок", "Значки"], lines: LineRange(10, 12),
                        headline: "Не используйте панель вкладок для действий.",
                        text: "Не используйте панель вкладок для действий. Для них есть панель инструментов.",
                        items: ["UIBarButtonSystemItemFixedSpace"], symbols: ["UITabBar"])
        let related = BrowseRelated(id: "tab-bar.def456", headline: "不要使用標簽欄執行操作。", kind: .guideline,
                                    modality: .dont, lang: .zhHant, reason: "same bar tab-bar · other language zh-Hant")
        var s = state(width: 80, height: 30)
        s.details = [DetailView(id: rule.id, rule: BrowseRule(rule: rule, concepts: ["tab-bar"], related: [related]))]
        let r = rows(BrowseLayout.frame(s))
        let body = r.joined(separator: "\n")
        #expect(body.contains("DON'T"))
        #expect(body.contains("tab-bar.abc123"))
        #expect(body.contains("Для них есть панель инструментов."))
        #expect(body.contains("UIBarButtonSystemItemFixedSpace"))
        #expect(body.contains("000_x.txt › Панель вкладок › Значки"))
        #expect(body.contains("Lines     10–12"))
        #expect(body.contains("1.  DON'T  不要使用標簽欄執行操作。"))
        #expect(body.contains("(1 opens it)"))
        #expect(body.contains("other language zh-Hant"))
        #expect(r[29].contains("Esc back"))
        #expect(BrowseLayout.frame(s).cursor == nil)
    }

    @Test func tooSmallWindowsSayCSo() {
        let r = rows(BrowseLayout.frame(state(width: 15, height: 5)))
        #expect(r[0].hasPrefix("Window too"))
    }
}

@Suite("Browse: state machine")
struct BrowseStateTests {
    func started(_ query: String = "") -> (BrowseState, BrowseQuery, Int) {
        var s = BrowseState(query: query)
        guard case .search(let q, let g, let debounce)? = s.start().first else {
            Issue.record("no first search"); return (s, s.currentQuery, 0)
        }
        #expect(!debounce)
        return (s, q, g)
    }

    @Test func typingDebouncesAndASpaceAloneSearchesNothingNew() {
        var (s, _, g) = started()
        let e = s.handle(.key(.text("с")))
        #expect(e == [.search(BrowseQuery(text: "с", scope: nil, lang: .all, kind: nil, offset: 0, limit: s.pageSize),
                              generation: g + 1, debounce: true)])
        #expect(s.handle(.key(.text(" "))) == [])
        #expect(s.handle(.key(.paste("标签"))).first.map { if case .search(_, _, false) = $0 { true } else { false } } == true)
    }

    @Test func staleResultsAreDroppedAndInterruptionsIgnored() {
        var (s, q, g) = started()
        _ = s.handle(.key(.text("a")))
        _ = s.handle(.searched(generation: g, query: q, .success(samplePage())))
        #expect(s.page == nil)  // generation g is stale: "a" was typed since
        _ = s.handle(.searched(generation: g + 1, query: s.currentQuery, .failure(.interrupted)))
        #expect(s.failure == nil && s.searching)
        _ = s.handle(.searched(generation: g + 1, query: s.currentQuery, .success(samplePage())))
        #expect(s.page?.total == 12 && !s.searching)
    }

    @Test func queryErrorsAreShownAndKeepTheLastResults() {
        var (s, q, g) = started()
        _ = s.handle(.searched(generation: g, query: q, .success(samplePage())))
        _ = s.handle(.key(.text("\"")))
        _ = s.handle(.searched(generation: g + 1, query: s.currentQuery, .failure(.query("unbalanced quote"))))
        #expect(s.failure == .query("unbalanced quote"))
        #expect(s.page?.total == 12)
        let status = BrowseLayout.frame(s).text(ofRow: s.height - 1)
        #expect(status.hasPrefix("Query: unbalanced quote"))
    }

    @Test func scopesSwitchWithTabShiftTabAndAltDigits() {
        var (s, _, _) = started("x")
        _ = s.handle(.key(.tab))
        #expect(s.scope == 1)
        _ = s.handle(.key(.backTab)); _ = s.handle(.key(.backTab))
        #expect(s.scope == 6)
        let e = s.handle(.key(.alt("5")))
        #expect(s.scope == 4 && s.scopeBar == .tabBar)
        guard case .search(let q, _, false)? = e.first else { Issue.record("no search"); return }
        #expect(q.scope == .tabBar)
    }

    @Test func listKeysMoveOpenCopyAndFilter() {
        var (s, q, g) = started("x")
        _ = s.handle(.searched(generation: g, query: q, .success(samplePage(total: 120, count: 50))))
        _ = s.handle(.key(.down))
        #expect(s.focus == .list && s.selection == 0)
        _ = s.handle(.key(.down)); _ = s.handle(.key(.down))
        #expect(s.selection == 2)
        _ = s.handle(.key(.pageDown))
        #expect(s.selection == 2 + s.visibleResults)
        #expect(s.top > 0 && s.selection < s.top + s.visibleResults)
        #expect(s.handle(.key(.text("y"))) == [.copy(s.selectedHit!.id)])
        #expect(BrowseLayout.frame(s).text(ofRow: s.height - 1) == "Copied \(s.selectedHit!.id) to the clipboard")
        _ = s.handle(.key(.text("l")))
        #expect(s.lang == .ru)
        _ = s.handle(.key(.text("k")))
        #expect(s.kind == .guideline)
        #expect(BrowseLayout.frame(s).text(ofRow: 2).hasPrefix("─ lang ru · kind guideline"))
        // A letter that is no command goes back to the field.
        _ = s.handle(.key(.text("z")))
        #expect(s.focus == .field && s.editor.text == "xz")
        _ = s.handle(.key(.up))
        #expect(s.focus == .field)
    }

    @Test func lettersTypedFasterThanReadAreCommandsOneByOneInTheList() {
        var (s, q, g) = started("x")
        _ = s.handle(.searched(generation: g, query: q, .success(samplePage())))
        _ = s.handle(.key(.down))
        _ = s.handle(.key(.text("llkab")))  // two language steps, one kind step, then typing
        #expect(s.lang == .zh && s.kind == .guideline)
        #expect(s.focus == .field && s.editor.text == "xab")
    }

    @Test func moreResultsAreFetchedNearTheEndOfThePage() {
        var (s, q, g) = started("x")
        _ = s.handle(.searched(generation: g, query: q, .success(samplePage(total: 120, count: 50))))
        _ = s.handle(.key(.down))
        let e = s.handle(.key(.end))
        guard case .search(let more, let gen, false)? = e.first else { Issue.record("no page fetched"); return }
        #expect(more.offset == 50 && more.limit == s.pageSize && gen == g)
        var next = samplePage(total: 120, count: 50)
        next.offset = 50
        _ = s.handle(.searched(generation: g, query: more, .success(next)))
        #expect(s.hits.count == 100)
    }

    @Test func pagesAreAScreenfulAndAGrownWindowFetchesMore() {
        var (s, q, g) = started("x")
        #expect(q.limit == 12)  // 24 rows: 6 results on screen, at least 12 asked for
        _ = s.handle(.searched(generation: g, query: q, .success(samplePage(total: 120, count: 12))))
        let e = s.handle(.resize(width: 120, height: 60))
        guard case .search(let more, _, false)? = e.first else { Issue.record("no page fetched"); return }
        #expect(more.offset == 12 && more.limit == s.visibleResults + 4)
    }

    @Test func enterOpensEscGoesBackThenQuits() {
        var (s, q, g) = started("x")
        _ = s.handle(.searched(generation: g, query: q, .success(samplePage())))
        let id = s.selectedHit!.id
        #expect(s.handle(.key(.enter)) == [.loadRule(id: id)])
        #expect(s.details.count == 1)
        _ = s.handle(.key(.escape))
        #expect(s.details.isEmpty && !s.quit)
        _ = s.handle(.key(.escape))
        #expect(s.quit)
        var t = BrowseState(query: "x")
        _ = t.handle(.key(.ctrl("c")))
        #expect(t.quit)
    }

    @Test func helpOpensWithQuestionMarkOrF1AndAnyKeyCloses() {
        var (s, q, g) = started("x")
        _ = s.handle(.searched(generation: g, query: q, .success(samplePage())))
        _ = s.handle(.key(.function(1)))
        #expect(s.showingHelp)
        let text = (0..<s.height).map { BrowseLayout.frame(s).text(ofRow: $0) }.joined(separator: "\n")
        #expect(text.contains("Ctrl-U Ctrl-W") && text.contains("Alt-1…7"))
        _ = s.handle(.key(.text("q")))
        #expect(!s.showingHelp && s.editor.text == "x")
        // In the field "?" is typed, unless the field is empty.
        _ = s.handle(.key(.text("?")))
        #expect(!s.showingHelp && s.editor.text == "x?")
        var empty = BrowseState()
        _ = empty.handle(.key(.text("?")))
        #expect(empty.showingHelp && empty.editor.isEmpty)
    }
}

extension String {
    /// Column (= cell index for these ASCII labels) where `needle` starts; -1 when absent.
    func distance(to needle: String) -> Int {
        var col = 0
        var rest = Substring(self)
        while !rest.isEmpty {
            if rest.hasPrefix(needle) { return col }
            col += 1
            rest = rest.dropFirst()
        }
        return -1
    }
}

/// A snippet written with its matches between U+0002 and U+0003, as test shorthand.
private func snippet(_ marked: String) -> Snippet {
    var text: [UInt8] = []
    var highlights: [Range<Int>] = []
    var start = 0
    for byte in marked.utf8 {
        if byte == 0x02 { start = text.count } else if byte == 0x03 { highlights.append(start..<text.count) } else { text.append(byte) }
    }
    return Snippet(text: String(decoding: text, as: UTF8.self), highlights: highlights)
}
