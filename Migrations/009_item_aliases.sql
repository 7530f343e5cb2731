-- Migration 9: item labels as the buttons show them. labels_ru, labels_zh and labels_en hold the
-- dictionary forms (Готово, Отмена, 更多: no quotes, no inflection); aliases_ru, aliases_zh and
-- aliases_en the other forms the texts use (Сделанный, Отмену, Кнопку поиска), which still find
-- the item. Both U+001F-separated, in catalog order. Written by ingest (ItemForms.swift); an
-- upgraded database gets them from the labels it holds (barguide_item_forms is a function
-- every BarGuide connection that writes registers). In an UPDATE every expression reads the
-- row as it was, so the aliases are computed from the old labels.

ALTER TABLE items ADD COLUMN aliases_ru TEXT NOT NULL DEFAULT '';
ALTER TABLE items ADD COLUMN aliases_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE items ADD COLUMN aliases_en TEXT NOT NULL DEFAULT '';

UPDATE items SET
    aliases_ru = barguide_item_forms(identifier, 'ru', labels_ru, 'aliases'),
    aliases_zh = barguide_item_forms(identifier, 'zh', labels_zh, 'aliases'),
    aliases_en = barguide_item_forms(identifier, 'en', labels_en, 'aliases'),
    labels_ru = barguide_item_forms(identifier, 'ru', labels_ru, 'labels'),
    labels_zh = barguide_item_forms(identifier, 'zh', labels_zh, 'labels'),
    labels_en = barguide_item_forms(identifier, 'en', labels_en, 'labels');
