-- BarGuide schema, migration 1: documents, rules and their full-text index.
-- List-valued columns (bars, heading, items, symbols, flags) hold their elements
-- separated by U+001F (unit separator), which never occurs in normalized text.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE documents (
    name    TEXT PRIMARY KEY,
    lang    TEXT NOT NULL,
    title   TEXT NOT NULL,
    origin  TEXT,
    source  TEXT,
    era     TEXT,
    bytes   INTEGER NOT NULL,
    ordinal INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE rules (
    rowid       INTEGER PRIMARY KEY,
    id          TEXT NOT NULL UNIQUE,
    primary_bar TEXT NOT NULL,
    bars        TEXT NOT NULL,
    kind        TEXT NOT NULL,
    modality    TEXT,
    lang        TEXT NOT NULL,
    document    TEXT NOT NULL REFERENCES documents(name),
    heading     TEXT NOT NULL,
    line_start  INTEGER NOT NULL,
    line_end    INTEGER NOT NULL,
    ordinal     INTEGER NOT NULL,
    headline    TEXT NOT NULL,
    text        TEXT NOT NULL,
    items       TEXT NOT NULL,
    symbols     TEXT NOT NULL,
    flags       TEXT NOT NULL,
    -- What the index sees besides headline and text: item names, symbols, heading.
    keywords    TEXT NOT NULL
);
CREATE INDEX rules_by_document ON rules(document, ordinal);

-- One row per (rule, bar): scope filters and per-scope counts.
CREATE TABLE rule_bars (
    rule     INTEGER NOT NULL REFERENCES rules(rowid),
    bar      TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (rule, bar)
) WITHOUT ROWID;
CREATE INDEX rule_bars_by_bar ON rule_bars(bar, rule);

CREATE TABLE rule_items (
    rule INTEGER NOT NULL REFERENCES rules(rowid),
    item TEXT NOT NULL,
    PRIMARY KEY (rule, item)
) WITHOUT ROWID;
CREATE INDEX rule_items_by_item ON rule_items(item, rule);

CREATE VIRTUAL TABLE rules_fts USING fts5(
    headline, text, keywords,
    content = 'rules', content_rowid = 'rowid',
    tokenize = 'barguide'
);
