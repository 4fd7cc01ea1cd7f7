-- Organisations, departments, staff, their groups (identities), roles, view codes and menus (spec §1, §3, §6).
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE organisations (
  id integer PRIMARY KEY,
  name text NOT NULL,
  category smallint NOT NULL CHECK (category BETWEEN 1 AND 5),
  logo_url text,
  main_color text,
  minor_color text,
  -- money in cents (spec §9)
  balance_cents bigint NOT NULL DEFAULT 0,
  balance_warn_cents bigint NOT NULL DEFAULT 0,
  balance_watch boolean NOT NULL DEFAULT false,
  merchant_status smallint NOT NULL DEFAULT 1
);

CREATE TABLE depts (
  id integer PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organisations (id),
  parent_id integer REFERENCES depts (id),
  name text NOT NULL,
  -- ancestor ids and own id, '/1/12/125/': a subtree is every path starting with the root's path
  path text NOT NULL,
  full_name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX depts_org ON depts (org_id);
CREATE INDEX depts_path ON depts (path text_pattern_ops);

CREATE TABLE users (
  id integer PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  country_code text NOT NULL DEFAULT '86',
  name text NOT NULL,
  password_hash text NOT NULL,
  activated boolean NOT NULL DEFAULT true,
  phone_hide boolean NOT NULL DEFAULT false,
  -- the identity remembered for the next login (spec §4 step 4)
  current_group_id integer
);

CREATE TABLE roles (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE role_views (
  role_id integer NOT NULL REFERENCES roles (id),
  view_code text NOT NULL,
  PRIMARY KEY (role_id, view_code)
);

CREATE TABLE staff_groups (
  id integer PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  org_id integer NOT NULL REFERENCES organisations (id),
  dept_id integer NOT NULL REFERENCES depts (id),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  last_login_at bigint
);
CREATE INDEX staff_groups_user ON staff_groups (user_id);

CREATE TABLE group_roles (
  group_id integer NOT NULL REFERENCES staff_groups (id),
  role_id integer NOT NULL REFERENCES roles (id),
  PRIMARY KEY (group_id, role_id)
);

CREATE TABLE group_configs (
  group_id integer NOT NULL REFERENCES staff_groups (id),
  config_field text NOT NULL,
  is_show smallint NOT NULL CHECK (is_show IN (0, 1)),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, config_field)
);

CREATE TABLE menus (
  id integer PRIMARY KEY,
  parent_id integer NOT NULL DEFAULT 0,
  -- 1 main menus, 2 deputy menus
  category smallint NOT NULL CHECK (category IN (1, 2)),
  title text NOT NULL,
  route text NOT NULL,
  component text NOT NULL,
  type smallint NOT NULL,
  icon text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  -- JSON text, sent as it is (spec §3)
  meta text NOT NULL DEFAULT '{}'
);

CREATE TABLE role_menus (
  role_id integer NOT NULL REFERENCES roles (id),
  menu_id integer NOT NULL REFERENCES menus (id),
  PRIMARY KEY (role_id, menu_id)
);
