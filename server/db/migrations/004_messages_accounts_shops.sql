-- Account movements (balance history), announcements, notifications and convenience shops.
CREATE TABLE account_movements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organisations (id),
  kind text NOT NULL CHECK (kind IN ('recharge', 'deduct')),
  amount_cents bigint NOT NULL,
  balance_after_cents bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX account_movements_org ON account_movements (org_id, created_at);

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

CREATE TABLE convenience_shops (
  id integer PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organisations (id),
  dept_id integer NOT NULL REFERENCES depts (id),
  name text NOT NULL,
  update_time bigint NOT NULL
);
CREATE INDEX convenience_shops_org ON convenience_shops (org_id, update_time DESC);
