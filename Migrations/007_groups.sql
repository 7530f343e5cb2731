-- Migration 7: guideline groups. Rules that state the same guideline (translations, editions,
-- copies) share a group; every rule has one (a rule alone is a group of one). Written by the
-- ingest tail (GroupsBuilder). Documents gain their edition ("iOS 8") and year.

ALTER TABLE documents ADD COLUMN edition TEXT;
ALTER TABLE documents ADD COLUMN year INTEGER;

CREATE TABLE guideline_groups (
    id       TEXT PRIMARY KEY,          -- g-<bar>-<hash>, e.g. g-status-bar-3fa1c2
    bar      TEXT NOT NULL,             -- the primary bar of its canonical rule
    size     INTEGER NOT NULL,          -- rules in the group
    langs    TEXT NOT NULL,             -- its languages, U+001F-separated, in ru, zh-Hans, zh-Hant, en order
    -- 1 when members disagree: guidelines of different modality (a changed recommendation)
    conflict INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE rule_groups (
    rule     INTEGER PRIMARY KEY REFERENCES rules(rowid),
    group_id TEXT NOT NULL,
    -- how the rule joined: 'self' (its group's canonical rule), 'copy' (same-language copy),
    -- 'aligned' (translation or edition, aligned with cross-language evidence)
    link     TEXT NOT NULL,
    score    REAL
);
CREATE INDEX rule_groups_by_group ON rule_groups(group_id, rule);

-- Each rule's group as a number, for counting the groups of a search's matches without a lookup
-- per match: indexed by rules.rowid, a little-endian UInt32 (the group's place in guideline_groups
-- ordered by id, plus 1; 0 for no rule).
CREATE TABLE group_stats (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    numbers BLOB NOT NULL
);
