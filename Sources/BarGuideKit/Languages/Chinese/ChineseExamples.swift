// Sentence-level decision examples of the Chinese module, written for it (never copied from a source
// text): each runs through the whole ingest in its context (LanguageExampleTests).

extension Chinese {
    static let examples: [DecisionExample] = [
    ]
}
