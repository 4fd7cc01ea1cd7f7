-- A notification the system writes carries its English too, shown to a reader in an English session; null: the
-- Chinese text is all there is (a notification written before, or by someone typing it).
ALTER TABLE notifications ADD COLUMN title_en text, ADD COLUMN content_en text;
