-- Migration 8: per-row checksums (issue #13). SQLite in this build keeps no page checksums, so a
-- bit flipped inside a rule's text would read as valid text. Every rule and every document
-- carries a 64-bit checksum of the columns readers print (FNV-1a over a canonical serialization,
-- see Sources/BarGuideKit/Store/Checksum.swift); readers check it for each row they print, and
-- `barguide verify` for every row. Written by ingest; an upgraded database gets the checksums of
-- the rows it holds (barguide_checksum is a function every BarGuide connection registers).

ALTER TABLE rules ADD COLUMN checksum INTEGER;
ALTER TABLE documents ADD COLUMN checksum INTEGER;

-- The columns in this order (Store.ruleChecksumColumns, Store.documentChecksumColumns).
UPDATE rules SET checksum = barguide_checksum(bars, kind, modality, lang, document, heading,
    line_start, line_end, ordinal, headline, text, items, symbols, flags, id);
UPDATE documents SET checksum = barguide_checksum(name, lang, title, origin, source, era, bytes,
    ordinal, edition, year);
