-- Where a session was started from and when it was last used, for the 在线用户 list (the audit area writes them).
ALTER TABLE sessions ADD COLUMN last_seen_at bigint;
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN user_agent text;
