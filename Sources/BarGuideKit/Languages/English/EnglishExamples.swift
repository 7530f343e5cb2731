// Sentence-level decision examples of the English module, written for it (never copied from a source
// text): each runs through the whole ingest in its context (LanguageExampleTests).

extension English {
    static let examples: [DecisionExample] = [
    ]
}
