-- Split from 004_messages_accounts_shops (a database that applied that file has this one too).
-- Announcements (proclamations).
CREATE TABLE announcements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- null: every organisation
  org_id integer REFERENCES organisations (id),
  title text NOT NULL,
  content text NOT NULL,
  -- 1: pop up on the home page
  index_flag smallint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL
);
