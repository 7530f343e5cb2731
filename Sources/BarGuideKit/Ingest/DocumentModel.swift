// The document model: what a reader (plain text, Markdown) hands to the segmenter.
//
// A reader turns a document into `Block`s: one per paragraph, heading, list item, table row,
// caption or admonition, in document order, with repairs (PDF artefacts, markup, broken lines)
// already done. The segmenter only builds rules from blocks; it never normalizes text.
//
// Reader-set fields. A structured reader (Markdown) knows what each block is and says so:
//   headingLevel  1...6 for a heading (nil: not a heading)
//   isCaption     a figure or table caption, an image's alt text
//   isTableRow    one row of a table, with its `cells`
//   admonition    a tip, note or important block (a quote marked "TIP:", "提示", "СОВЕТ", …)
//   listItem      a list item: ordered or not, its nesting depth and which list it belongs to
//   isCode        a code block; `symbols` the API names marked as inline code
//   headline      a bold or code-marked lead sentence: the rule's headline
// and sets `structured = true`: the segmenter then takes these fields as they are. The plain-text
// reader leaves `structured` false and the segmenter infers headings, captions, lists and labels
// from the shape of the lines (see Segmenter.makeBlocks).

/// A tip, note or important block.
enum Admonition: Sendable, Equatable { case tip, note, important }

/// Where a list item sits: `list` numbers the lists of a document (items of one list share it),
/// `depth` is 0 for a top-level item.
struct ListItem: Sendable, Equatable {
    var ordered: Bool
    var depth: Int
    var list: Int
    /// A task-list item ("- [ ] …"): a check a reviewer performs.
    var task = false
}

struct Block {
    var text: Scalars
    var start: Int
    var end: Int
    var indent: Int
    var garbled: Bool

    // MARK: Reader-set (explicit) fields

    /// The reader decided what this block is: the explicit fields below are the truth, nothing is inferred.
    var structured = false
    /// An explicit heading of this level (1 = the document's title or a chapter).
    var headingLevel: Int? = nil
    /// A figure or table caption.
    var isCaption = false
    /// A table row; `cells` holds its cells, `text` them joined for reading.
    var isTableRow = false
    var cells: [Scalars] = []
    /// A structured reader's table row: the name its table's header gives each of `cells` (empty
    /// where the header names none).
    var columns: [Scalars] = []
    /// A table's header row (column names): no rule of its own.
    var isTableHeader = false
    /// A tip / note / important block.
    var admonition: Admonition? = nil
    /// A block quote's paragraph: a note in a box of its own, not running text.
    var boxed = false
    /// A footnote's text, gathered after the document's text.
    var footnote = false
    /// A list item (the bullet or number already removed from `text` by a structured reader).
    var listItem: ListItem? = nil
    /// A code block.
    var isCode = false
    /// A list item that only links to places in the document: an entry of a table of contents.
    var contentsEntry = false
    /// API names the reader saw marked as code (inline code spans).
    var symbols: [String] = []
    /// A bold or code-marked lead sentence ("**Avoid crowding a toolbar.** …"): the headline, and
    /// the sentence kind and modality are read from.
    var headline: Scalars? = nil

    /// A plain-text line underlined by the next one: a heading, as in a Setext heading of Markdown,
    /// of level 1 under "=====" and 2 under "-----".
    var underlineLevel: Int? = nil
    /// A numbered plain-text heading's level ("4. SEARCH BAR AND SCOPE BAR": 1).
    var numberLevel: Int? = nil
    /// A bar's name alone before a colon ("Tab bar:"): its heading when running text follows.
    var barLabel = false
    var underlined: Bool { underlineLevel != nil }

    // MARK: Inferred (by the segmenter, for plain text; derived from the explicit fields otherwise)

    var bullet = false
    /// A checklist item: a Markdown task-list item, or in plain text a bullet opening with "[ ]",
    /// "[x]" or a ballot box (☐ ☑ ☒).
    var task = false
    var numbered = false
    var terminal = false
    var colon = false
    /// A short line ending in ":" that introduces what follows ("Строка состояния:"), not a sentence.
    var colonIntro = false
    var short = false
    /// A heading candidate: short, unpunctuated, not a list item.
    var candidate = false
    /// A short line set apart after a rule across the line: the title of the post under it.
    var postTitle = false
    /// The bars a heading names: found only for a heading (a candidate, or a structured heading),
    /// the only blocks the segmenter asks; empty for any other block.
    var mentions: [Bar] = []
    /// The bar a short line is the whole name of: found only for a heading candidate and a
    /// `colonIntro` line, the only blocks the segmenter asks; nil for any other block.
    var wholeBar: Bar? = nil
    var note: Admonition? = nil
    var label: Int? = nil  // index of the run-in label's period
    /// Where a box's title ends (`MarkdownNode.titleLength`): its run-in label, whatever it reads like.
    var titleEnd: Int? = nil
}

enum Zone { case preface, definition, intro, behavior, guideline, decision, mistakes, dos, reference }

/// One rule before classification: the blocks it is made of, where it sits and what the segmenter knows.
struct Draft {
    var parts: [Scalars]
    var start: Int
    var end: Int
    var garbled: Bool
    var path: [String]
    var sectionBars: [Bar]
    var zone: Zone
    /// The block text the headline and modality come from (bullet glyph / note label removed).
    var lead: Scalars
    var label: Scalars? = nil
    /// A table row's key cell (its first) when another cell states the rule: it heads the headline.
    var key: Scalars? = nil
    var caption = false
    /// A table of contents (its lead-in and entries, or an entry alone): about the document itself.
    var contents = false
    /// A line of a post's hashtags ("#hig #tabbar", "#iOS设计# #UI设计#"): they file the post.
    var tags = false
    /// A numbered clause of a specification (`LanguageModule.specificationModal`): a present
    /// passive there states a requirement.
    var specClause = false
    var behaviorBullet = false
    /// A checklist item: a check to perform, so an instruction (do) unless its words say otherwise.
    var task = false
    var elementBullet = false
    /// After a list of labelled elements: a paragraph describing them (behaviour unless it instructs).
    var elementContext = false
    /// An intro and the bullets that complete it ("A tab bar:" + properties): one behaviour rule.
    var propertyList = false
    /// One of the alternative techniques a guideline offers ("Here are a few ways …:" + bullets).
    var technique = false
    var tableRow = false
    /// A table row that names a system item in a cell of its own or spells its identifier: a
    /// catalog row, which says what the item is (set before the rule is built).
    var itemRow = false
    /// This row itself names a system item (a catalog's other rows may list custom ones).
    /// A row of a table whose header names properties of an API ("Prop | Type | Default").
    var apiRow = false
    var rowNamesItem = false
    var cells: [Scalars] = []
    var note: Admonition? = nil
    /// The note label stood on a line of its own (a box: "СОВЕТ", "API 注释", "重要"), not run in.
    var noteStandalone = false
    /// The guideline a technique bullet elaborates (context, not part of the rule's text).
    var context: Scalars? = nil
    /// An item of a list of separate instructions: the lead-in's modality, for an item that has none.
    var inherited: Modality? = nil
    /// API names the reader marked as code.
    var symbols: [String] = []
    /// A code block follows the paragraph as its example.
    /// A code block that stands alone (no paragraph introduced it): an example of how to write it.
    var code = false
    var introducesCode = false
    /// The lead is the paragraph's bold (or code) run, a topic the writer set apart.
    var boldLead = false
    /// A paragraph after the first under a purpose heading ("Purpose", «Назначение»).
    var laterInPurpose = false
    /// A table follows the paragraph right after it: it introduces the table.
    var introducesTable = false
    /// A quiz's question with its options and answer key (`Segmenter.quizEnd`).
    var quiz = false
}
