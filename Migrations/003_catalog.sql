-- Migration 3: the glossary and the system-item catalog, so that search and the
-- item commands read them from the database instead of parsing the corpus.

CREATE TABLE glossary_terms (
    concept TEXT NOT NULL,
    type    TEXT NOT NULL,   -- 'bar' or 'concept'
    lang    TEXT NOT NULL,   -- 'ru', 'zh-Hant', 'zh-Hans', 'en'
    term    TEXT NOT NULL,
    -- The term as the index tokenizes it (space-joined query tokens), for matching queries.
    tokens  TEXT NOT NULL
);
CREATE INDEX glossary_by_tokens ON glossary_terms(tokens);
CREATE INDEX glossary_by_concept ON glossary_terms(concept);

CREATE TABLE items (
    identifier TEXT PRIMARY KEY,
    swift_name TEXT NOT NULL,
    short_name TEXT NOT NULL,
    family     TEXT NOT NULL,
    bars       TEXT NOT NULL,
    labels_ru  TEXT NOT NULL,
    labels_zh  TEXT NOT NULL,
    labels_en  TEXT NOT NULL,
    ordinal    INTEGER NOT NULL
) WITHOUT ROWID;
