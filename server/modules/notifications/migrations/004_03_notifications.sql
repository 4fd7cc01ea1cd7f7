-- Split from 004_messages_accounts_shops (a database that applied that file has this one too).
-- Notifications of a staff member (spec §2 消息通知).
CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  org_id integer NOT NULL REFERENCES organisations (id),
  title text NOT NULL,
  content text NOT NULL,
  route text NOT NULL,
  handled boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, org_id, created_at DESC);
