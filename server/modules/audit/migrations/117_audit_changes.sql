-- The fields a staff write changed, old -> new, captured by row triggers in the write's own transaction while the
-- transaction has set backroom.audit = 'on' (only audited requests do): the audit writer takes them into its record
-- and removes them before the transaction commits. Secrets never leave the row: columns named like a password,
-- token, hash, secret, salt or code text are left out.
CREATE TABLE audit_pending (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tx bigint NOT NULL,
  tbl text NOT NULL,
  op text NOT NULL,
  row_id text,
  diff jsonb NOT NULL
);
CREATE INDEX audit_pending_tx ON audit_pending (tx);

CREATE FUNCTION backroom_audit_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o jsonb;
  n jsonb;
  d jsonb := '{}'::jsonb;
  k text;
BEGIN
  IF coalesce(current_setting('backroom.audit', true), '') <> 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN o := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN n := to_jsonb(NEW); END IF;
  FOR k IN SELECT jsonb_object_keys(coalesce(n, o)) LOOP
    CONTINUE WHEN k ~* '(password|token|secret|salt|hash|sms|otp|verify|(^|_)code_)';
    IF (o -> k) IS DISTINCT FROM (n -> k) THEN
      d := d || jsonb_build_object(k, jsonb_build_array(o -> k, n -> k));
    END IF;
  END LOOP;
  IF d = '{}'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO audit_pending (tx, tbl, op, row_id, diff)
    VALUES (txid_current(), TG_TABLE_NAME, TG_OP, coalesce(n ->> 'id', o ->> 'id'), d);
  RETURN NULL;
END $$;

-- Puts the capture trigger on every table of the schema that has none, except the log's own and the sign-in machinery.
-- Called at every start (tables added by later migrations get it too); idempotent, and safe when processes race.
CREATE FUNCTION backroom_audit_attach() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
    WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
      AND c.relname NOT IN ('audit_log', 'audit_chain', 'audit_pending', 'signin_log', 'rate_limits', 'login_failures',
                            'sms_codes', 'sms_outbox', 'schema_migrations', 'app_meta')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'backroom_audit_capture')
  LOOP
    BEGIN
      EXECUTE format('CREATE TRIGGER backroom_audit_capture AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION backroom_audit_capture()', t);
    EXCEPTION WHEN duplicate_object THEN NULL;
    END;
  END LOOP;
END $$;
