-- Migration 2: what ingest repaired and diagnosed, kept with the data it produced.

CREATE TABLE repairs (
    document TEXT NOT NULL,
    kind     TEXT NOT NULL,
    line     INTEGER NOT NULL,
    excerpt  TEXT NOT NULL
);
CREATE INDEX repairs_by_document ON repairs(document, kind);

CREATE TABLE diagnostics (
    document    TEXT NOT NULL,
    severity    TEXT NOT NULL,
    code        TEXT NOT NULL,
    line        INTEGER,
    byte_offset INTEGER,
    message     TEXT NOT NULL,
    excerpt     TEXT
);
