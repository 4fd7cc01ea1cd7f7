-- The last successful password login per phone and source address: a login from where the phone's owner logged in
-- before goes ahead of the password-check queue (server/modules/auth/trust.ts), so a flood of strangers' attempts
-- cannot keep the owner out. Shared by every server process on one PostgreSQL.
CREATE TABLE login_trust (
  key text PRIMARY KEY,
  succeeded_at bigint NOT NULL
);
CREATE INDEX login_trust_succeeded ON login_trust (succeeded_at);
