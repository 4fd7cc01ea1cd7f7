-- The device page at 100,000 devices (issue 10: under 20 ms p99 on PostgreSQL).
--
-- 1. The page reads its rows in code order from one index by organisation, type and code that also holds the
--    department (the scope's semi-join) and the id: a deep page skips its offset in the index, then reads the heap for
--    the page's rows only. It replaces devices_type_code (same leading columns).
DROP INDEX devices_type_code;
CREATE INDEX devices_page ON devices (org_id, device_type, code) INCLUDE (dept_id, id);
-- Its count (when no total is kept, below) reads one index alone where the table's visibility map allows: by
-- organisation, type and department, with the online, lock and lifecycle filters in the index tuple (no wider than
-- devices_type_dept's, which it replaces: they fit in its alignment).
DROP INDEX devices_type_dept;
CREATE INDEX devices_count ON devices (org_id, device_type, dept_id) INCLUDE (online, locked, lifecycle_state);

-- 2. The page's total without counting the scope's rows.
--    a. device_page_counts holds how many devices each (organisation, department, type, lifecycle state, online,
--       locked) group has: the total of a page filtered by nothing else (or by online, lock or lifecycle state) is a
--       sum over the scope's departments' groups, read with the scope's departments.
--    b. Any other filter's total is counted once per scope and filter and kept in memory by each server process,
--       stamped with the organisation's device version (device_page_versions). A page answers with the kept total
--       only while the version (read with the departments) is still the one it was counted at; the count and its
--       stamp are read in one statement, so one snapshot.
--    Every statement that adds or removes devices, or changes one in a column the page filters by, scopes by or
--    counts on (not temperature, settings or last online time, which devices report all the time), moves the groups'
--    counts and increments the version of the device's organisation in its own transaction, whichever process (or
--    psql) wrote: no total is ever wrong. Groups are locked in key order (no deadlock between two statements).
CREATE TABLE device_page_counts (
  org_id integer NOT NULL,
  dept_id integer NOT NULL,
  device_type smallint NOT NULL,
  lifecycle_state smallint NOT NULL,
  online boolean NOT NULL,
  locked boolean NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (org_id, dept_id, device_type, lifecycle_state, online, locked)
);
INSERT INTO device_page_counts (org_id, dept_id, device_type, lifecycle_state, online, locked, n)
  SELECT org_id, dept_id, device_type, lifecycle_state, online, locked, count(*) FROM devices
  GROUP BY org_id, dept_id, device_type, lifecycle_state, online, locked;

CREATE TABLE device_page_versions (
  org_id integer PRIMARY KEY,
  version bigint NOT NULL
);

-- One function for the three statement triggers. An update that changed no column the page can see (a temperature
-- report, a setting) returns at once, by a planned statement. Otherwise: the rows the statement moved between groups
-- (+1 after, -1 before) and the organisations of the rows it touched, by statements on the transition tables the
-- trigger names.
CREATE FUNCTION backroom_device_page_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT id, org_id, dept_id, device_type, code, name, place, lifecycle_state, province, city, district, place_id,
             brand_dept_id, online, locked FROM added
      EXCEPT
      SELECT id, org_id, dept_id, device_type, code, name, place, lifecycle_state, province, city, district, place_id,
             brand_dept_id, online, locked FROM removed
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format(
    'INSERT INTO device_page_counts AS c (org_id, dept_id, device_type, lifecycle_state, online, locked, n)
       SELECT org_id, dept_id, device_type, lifecycle_state, online, locked, sum(delta) FROM (%s) AS moved
       GROUP BY org_id, dept_id, device_type, lifecycle_state, online, locked
       HAVING sum(delta) <> 0
       ORDER BY org_id, dept_id, device_type, lifecycle_state, online, locked
       ON CONFLICT (org_id, dept_id, device_type, lifecycle_state, online, locked) DO UPDATE SET n = c.n + excluded.n',
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT *, 1 AS delta FROM added'
      WHEN 'DELETE' THEN 'SELECT *, -1 AS delta FROM removed'
      ELSE 'SELECT *, 1 AS delta FROM added UNION ALL SELECT *, -1 FROM removed' END);
  EXECUTE format(
    'INSERT INTO device_page_versions AS v (org_id, version)
       SELECT DISTINCT org_id, 1 FROM (%s) AS touched ORDER BY org_id
       ON CONFLICT (org_id) DO UPDATE SET version = v.version + 1',
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT org_id FROM added'
      WHEN 'DELETE' THEN 'SELECT org_id FROM removed'
      ELSE 'SELECT org_id FROM added UNION ALL SELECT org_id FROM removed' END);
  RETURN NULL;
END $$;

CREATE TRIGGER devices_page_added AFTER INSERT ON devices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_device_page_moved();
CREATE TRIGGER devices_page_removed AFTER DELETE ON devices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_device_page_moved();
CREATE TRIGGER devices_page_changed AFTER UPDATE ON devices REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_device_page_moved();

CREATE FUNCTION backroom_device_page_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM device_page_counts;
  UPDATE device_page_versions SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER devices_page_emptied AFTER TRUNCATE ON devices
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_device_page_emptied();

-- 3. A code prefix (the page's code filter, case-insensitive as ILIKE: both sides lower-cased) by index.
CREATE INDEX devices_code_prefix ON devices (org_id, device_type, lower(code) text_pattern_ops);
