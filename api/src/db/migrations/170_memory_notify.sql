-- API processes keep recently checked sessions and the catalogue in memory. Whatever ends a session
-- (logout, password change, lock, staff role change, deletion), in any process or by hand,
-- tells every listening process on commit.
CREATE FUNCTION sessions_notify_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('topup_sessions', OLD.jti::text);
    RETURN OLD;
  END IF;
  IF NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
     OR NEW.staff IS DISTINCT FROM OLD.staff OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM pg_notify('topup_sessions', OLD.jti::text);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER sessions_notify_ended AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_notify_ended();

CREATE FUNCTION users_notify_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('topup_sessions', 'user:' || OLD.id);
  RETURN NULL;
END $$;
CREATE TRIGGER users_notify_locked AFTER UPDATE OF locked_at OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_notify_locked();

-- Purchases read the catalogue from memory; any change to it tells every process to read it again.
CREATE FUNCTION catalogue_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('topup_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END $$;
CREATE TRIGGER package_types_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_types
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_changed();
CREATE TRIGGER packages_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_changed();
CREATE TRIGGER plans_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_changed();
