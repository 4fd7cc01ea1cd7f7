-- Rate-limit counters kept in the database (issue 14): every server process on one PostgreSQL counts into the same
-- window, so adding a process does not add to an attacker's budget.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at bigint NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);
