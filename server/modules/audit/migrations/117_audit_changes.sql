-- The fields a staff write changed, old -> new, captured by row triggers in the write's own transaction while the
-- transaction has set backroom.audit = 'on' (only audited requests do). They are gathered in the transaction's own
-- setting backroom.changes (comma-separated JSON objects, at most 100 rows, texts cut at 500 characters), which the
-- record's INSERT reads: no table, nothing to clean up, gone with the transaction. Secrets never leave the row:
-- columns named like a password, token, hash, secret, salt or code text are left out.
CREATE FUNCTION backroom_audit_clip(v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'string' AND length(v #>> '{}') > 500 THEN to_jsonb(left(v #>> '{}', 500) || '…') ELSE v END
$$;

CREATE FUNCTION backroom_audit_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o jsonb;
  n jsonb;
  d jsonb := '{}'::jsonb;
  k text;
  kept text;
  counted integer;
  one text;
BEGIN
  IF coalesce(current_setting('backroom.audit', true), '') <> 'on' THEN RETURN NULL; END IF;
  counted := coalesce(nullif(current_setting('backroom.changed', true), ''), '0')::integer;
  IF counted >= 100 THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN o := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN n := to_jsonb(NEW); END IF;
  FOR k IN SELECT jsonb_object_keys(coalesce(n, o)) LOOP
    CONTINUE WHEN k ~* '(password|token|secret|salt|hash|sms|otp|verify|(^|_)code_)';
    IF (o -> k) IS DISTINCT FROM (n -> k) THEN
      d := d || jsonb_build_object(k, jsonb_build_array(backroom_audit_clip(o -> k), backroom_audit_clip(n -> k)));
    END IF;
  END LOOP;
  IF d = '{}'::jsonb THEN RETURN NULL; END IF;
  one := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'id', coalesce(n ->> 'id', o ->> 'id'), 'fields', d)::text;
  kept := coalesce(current_setting('backroom.changes', true), '');
  PERFORM set_config('backroom.changes', CASE WHEN kept = '' THEN one ELSE kept || ',' || one END, true);
  PERFORM set_config('backroom.changed', (counted + 1)::text, true);
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
      AND c.relname NOT IN ('audit_log', 'audit_chain', 'signin_log', 'rate_limits', 'login_failures',
                            'sms_codes', 'sms_outbox', 'schema_migrations', 'app_meta')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'backroom_audit_capture')
  LOOP
    BEGIN
      EXECUTE format('CREATE TRIGGER backroom_audit_capture AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION backroom_audit_capture()', t);
    EXCEPTION WHEN duplicate_object THEN NULL;
    END;
  END LOOP;
END $$;
