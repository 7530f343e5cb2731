-- Migration 4: facet tokens in the full-text index, so that scope, language, kind and
-- modality filters and the per-scope counts are answered from the index alone (no lookup
-- of every matching rule), which keeps search fast on large corpora.
-- A facet is one lowercase token: zzbar<bar without '-'>, zzlang<lang>, zzkind<kind>,
-- zzmod<modality>; rules.facets holds them separated by spaces.

ALTER TABLE rules ADD COLUMN facets TEXT NOT NULL DEFAULT '';

UPDATE rules SET facets =
    'zzbar' || replace(replace(bars, char(31), ' zzbar'), '-', '')
    || ' zzlang' || lower(replace(lang, '-', ''))
    || ' zzkind' || kind
    || CASE WHEN modality IS NULL THEN '' ELSE ' zzmod' || modality END;

DROP TABLE rules_fts;
CREATE VIRTUAL TABLE rules_fts USING fts5(
    headline, text, keywords, facets,
    content = 'rules', content_rowid = 'rowid',
    tokenize = 'barguide'
);
INSERT INTO rules_fts(rules_fts) VALUES ('rebuild');
