// Sentence-level decision examples of the Russian module, written for it (never copied from a source
// text): each runs through the whole ingest in its context (LanguageExampleTests).

extension Russian {
    static let examples: [DecisionExample] = [
    ]
}
