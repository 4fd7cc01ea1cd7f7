-- The capture trigger of migration 117, same output for less work per row (it runs in every audited write's
-- transaction): an UPDATE tests the secret-name pattern only on the fields that changed, not on every column. What is
-- captured, cut and left out is unchanged.
CREATE OR REPLACE FUNCTION backroom_audit_capture() RETURNS trigger LANGUAGE plpgsql AS $$
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
    IF (o -> k) IS DISTINCT FROM (n -> k) AND k !~* '(password|token|secret|salt|hash|sms|otp|verify|(^|_)code_)' THEN
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
