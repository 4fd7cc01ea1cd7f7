-- Split from 005_business_data (a database that applied that file has this one too).
-- Announcements (proclamations) gain their last edit time (null: never edited) and their author (null: seeded).
ALTER TABLE announcements ADD COLUMN updated_at bigint;
ALTER TABLE announcements ADD COLUMN created_by integer REFERENCES users (id);
