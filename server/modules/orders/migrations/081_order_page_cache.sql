-- Issues 14 and 15: the order page and the dashboard's order figures, cheap on PGlite and PostgreSQL.
-- Orders are read per department of the caller's subtree, newest first (a LATERAL scan per department that stops
-- after the page): the index serves the department's rows in the page's order, and its count and the figures of a
-- time window from the index alone.
CREATE INDEX orders_dept_time ON orders (org_id, dept_id, created_at DESC, id DESC);

-- Every process keeps order pages per (scope, query) in memory until orders change (server/plugins/auth-cache.ts):
-- a write to orders, or to the device code and name a page shows, tells every process on this database through the
-- channel of migration 077 (payload 'orders'). Statement-level: one notification per statement.
CREATE FUNCTION backroom_notify_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('backroom_auth_cache', 'orders');
  RETURN NULL;
END $$;

CREATE TRIGGER orders_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_orders();
CREATE TRIGGER devices_orders_cache_notify AFTER UPDATE OF code, name ON devices
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_orders();
