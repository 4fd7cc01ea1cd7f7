-- Issue 14/15: every server process keeps the token -> session -> scope -> view codes -> menus path in memory for a
-- few seconds. A change to what that path reads tells every process on this database through NOTIFY on the channel
-- backroom_auth_cache (payload 'session:<token hash>' for a revoked token, 'org' for identities, roles, view codes,
-- menus, departments, organisations and identities' settings), so no process serves a revoked token or an old role for the cache's lifetime.
CREATE FUNCTION backroom_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('backroom_auth_cache', 'session:' || OLD.token_hash);
  RETURN NULL;
END $$;

CREATE FUNCTION backroom_notify_org() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('backroom_auth_cache', 'org');
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_cache_notify AFTER UPDATE OF revoked_at, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION backroom_notify_session();

-- Statement-level: one notification per statement, however many rows it touched. staff_groups and users only for the
-- columns a scope or the user data holds (a login stamps last_login_at and current_group_id on every sign-in).
CREATE TRIGGER staff_groups_cache_notify AFTER INSERT OR DELETE OR UPDATE OF user_id, org_id, dept_id, status ON staff_groups
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
CREATE TRIGGER users_cache_notify AFTER DELETE OR UPDATE OF phone, name, country_code, activated, phone_hide ON users
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
CREATE TRIGGER group_roles_cache_notify AFTER INSERT OR UPDATE OR DELETE ON group_roles
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
CREATE TRIGGER roles_cache_notify AFTER INSERT OR UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
CREATE TRIGGER role_views_cache_notify AFTER INSERT OR UPDATE OR DELETE ON role_views
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
CREATE TRIGGER role_menus_cache_notify AFTER INSERT OR UPDATE OR DELETE ON role_menus
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
CREATE TRIGGER menus_cache_notify AFTER INSERT OR UPDATE OR DELETE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
CREATE TRIGGER depts_cache_notify AFTER INSERT OR UPDATE OR DELETE ON depts
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
CREATE TRIGGER organisations_cache_notify AFTER INSERT OR DELETE OR UPDATE OF category, name, logo_url, main_color, minor_color, balance_watch ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
CREATE TRIGGER group_configs_cache_notify AFTER INSERT OR UPDATE OR DELETE ON group_configs
  FOR EACH STATEMENT EXECUTE FUNCTION backroom_notify_org();
