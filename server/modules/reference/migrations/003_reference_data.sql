-- Dictionaries, channel tree, brand/operator relations, merchant field configs (spec §3, §7).
CREATE TABLE concepts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  concept_key text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  lable text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (concept_key, code)
);

CREATE TABLE channels (
  id integer PRIMARY KEY,
  parent_id integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE brand_operators (
  brand_org_id integer NOT NULL REFERENCES organisations (id),
  operator_org_id integer NOT NULL REFERENCES organisations (id),
  PRIMARY KEY (brand_org_id, operator_org_id)
);

CREATE TABLE merchant_field_configs (
  dept_id integer NOT NULL REFERENCES depts (id),
  config_field text NOT NULL,
  is_show smallint NOT NULL CHECK (is_show IN (0, 1)),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (dept_id, config_field)
);
