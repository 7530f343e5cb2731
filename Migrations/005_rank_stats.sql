-- Migration 5: per-rule statistics that let one pass over a query's matches give both the
-- per-scope counts and the bm25 ranking (the barguide_collect FTS5 function), without a
-- %_docsize lookup or a rules lookup per matching rule. Written at the end of every ingest;
-- a database upgraded from an older schema has none until its next ingest, and search then
-- takes the slower path.
CREATE TABLE rank_stats (
    id        INTEGER PRIMARY KEY CHECK (id = 1),
    -- The scope bits, in order: bit i is the i-th name of this comma-separated list.
    bar_order TEXT NOT NULL,
    -- Indexed by rules.rowid: little-endian UInt32, the rule's token count in rules_fts
    -- (all columns, as FTS5's xColumnSize(-1) gives it).
    lengths   BLOB NOT NULL,
    -- Indexed by rules.rowid: one byte of scope bits.
    bars      BLOB NOT NULL
);
