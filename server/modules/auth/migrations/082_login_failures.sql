-- Failed password logins in a row, per phone and source address (issue 14): after a few, each further failure makes
-- the next attempt from that address wait twice as long (server/modules/auth/backoff.ts). Kept in the database so
-- every server process on one PostgreSQL applies the same wait; a successful login clears its row.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  blocked_until bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX login_failures_updated ON login_failures (updated_at);
