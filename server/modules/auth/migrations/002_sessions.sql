-- Sessions (opaque tokens stored as SHA-256 hashes) and SMS login codes (ours; spec §7 "server behaviour: not shown").
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- null until the user picks an identity (spec §4 step 3)
  group_id integer REFERENCES staff_groups (id),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE sms_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at bigint
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, id DESC);

-- What the development SMS provider "sent".
CREATE TABLE sms_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  country_code text NOT NULL,
  code text NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id DESC);
