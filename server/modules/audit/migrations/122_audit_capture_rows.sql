-- What auditing costs a write, made smaller: the capture trigger (migrations 117 and 121) compared a row's fields one
-- at a time in PL/pgSQL, in the write's own transaction, and that loop was most of the cost of an audited recharge
-- (the bench, on PGlite and PostgreSQL alike). Now the trigger keeps the row as it was and as it is, without its
-- secrets, and the fields that changed are worked out when a record is read (server/modules/audit/changes.ts), once
-- per look instead of once per write. Records written before keep their fields as they were captured.
--
-- Secrets never leave the row: backroom_audit_secrets() lists every column of the schema named like a password,
-- token, hash, secret, salt, SMS, OTP, verification or code text (the pattern of migration 117), and the trigger takes
-- those keys out of both rows before it keeps them. The list is a constant the planner folds into the trigger's
-- expressions; backroom_audit_attach(), at every start after the migrations, writes it again when a column was added
-- or renamed since, so a secret column a later migration adds is left out from that start on.
CREATE FUNCTION backroom_audit_secrets() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$ SELECT '{}'::text[] $$;

CREATE OR REPLACE FUNCTION backroom_audit_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o jsonb;
  n jsonb;
  kept text;
  counted integer;
  one text;
BEGIN
  IF coalesce(current_setting('backroom.audit', true), '') <> 'on' THEN RETURN NULL; END IF;
  counted := coalesce(nullif(current_setting('backroom.changed', true), ''), '0')::integer;
  IF counted >= 100 THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    one := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'new', to_jsonb(NEW) - backroom_audit_secrets())::text;
  ELSIF TG_OP = 'DELETE' THEN
    one := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'old', to_jsonb(OLD) - backroom_audit_secrets())::text;
  ELSE
    o := to_jsonb(OLD) - backroom_audit_secrets();
    n := to_jsonb(NEW) - backroom_audit_secrets();
    -- Nothing a record would show changed (the same values, or secrets only).
    IF o = n THEN RETURN NULL; END IF;
    one := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP, 'old', o, 'new', n)::text;
  END IF;
  kept := coalesce(current_setting('backroom.changes', true), '');
  PERFORM set_config('backroom.changes', CASE WHEN kept = '' THEN one ELSE kept || ',' || one END, true);
  PERFORM set_config('backroom.changed', (counted + 1)::text, true);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION backroom_audit_attach() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t text;
  secrets text[];
BEGIN
  secrets := ARRAY(
    SELECT DISTINCT a.attname::text FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
    WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
      AND a.attname ~* '(password|token|secret|salt|hash|sms|otp|verify|(^|_)code_)'
    ORDER BY 1);
  IF backroom_audit_secrets() IS DISTINCT FROM secrets THEN
    BEGIN
      EXECUTE format('CREATE OR REPLACE FUNCTION backroom_audit_secrets() RETURNS text[] LANGUAGE sql IMMUTABLE AS %L',
        format('SELECT %L::text[]', secrets));
    -- Another process starting at the same moment writes the same list.
    EXCEPTION WHEN internal_error OR unique_violation THEN NULL;
    END;
  END IF;
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

-- The list as the schema has it now (a process that starts later writes it again if a later migration changes it).
SELECT backroom_audit_attach();
