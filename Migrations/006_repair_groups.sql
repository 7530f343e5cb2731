-- Migration 6: the repairs of a document are stored one row per kind, their entries (line
-- and excerpt, in the order ingest made them) in one JSON array, instead of one row per
-- repair: a scaled corpus has hundreds of thousands of pinyin repairs, and a row and an
-- index entry each made their writing a fifth of an ingest's critical path.
-- The view repair_entries still gives one row per repair.

CREATE TABLE repair_groups (
    document TEXT NOT NULL,
    kind     TEXT NOT NULL,
    -- The number of repairs of this kind in the document (the length of entries).
    count    INTEGER NOT NULL,
    -- JSON: [[line, excerpt], …], line 1-based in the source file, excerpt the text before
    -- the repair.
    entries  TEXT NOT NULL,
    PRIMARY KEY (document, kind)
) WITHOUT ROWID;

INSERT INTO repair_groups(document, kind, count, entries)
    SELECT document, kind, count(*), json_group_array(json_array(line, excerpt))
    FROM (SELECT document, kind, line, excerpt FROM repairs ORDER BY rowid)
    GROUP BY document, kind;

DROP INDEX repairs_by_document;
DROP TABLE repairs;
ALTER TABLE repair_groups RENAME TO repairs;

CREATE VIEW repair_entries AS
    SELECT r.document AS document, r.kind AS kind, e.value ->> 0 AS line, e.value ->> 1 AS excerpt
    FROM repairs AS r, json_each(r.entries) AS e;
