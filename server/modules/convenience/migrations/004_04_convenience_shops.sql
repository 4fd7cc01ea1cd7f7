-- Split from 004_messages_accounts_shops (a database that applied that file has this one too).
-- Convenience shops (spec §3).
CREATE TABLE convenience_shops (
  id integer PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organisations (id),
  dept_id integer NOT NULL REFERENCES depts (id),
  name text NOT NULL,
  update_time bigint NOT NULL
);
CREATE INDEX convenience_shops_org ON convenience_shops (org_id, update_time DESC);
