-- API processes keep get-user's answer (the profile with its balances) in memory while
-- they listen (ADR 0012). Whatever changes it, in any process, a job or by hand, tells every
-- listening process on commit: the payload is the user id.
CREATE FUNCTION profiles_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('topup_profiles', OLD.id::text);
    END IF;
    -- A referral count is part of the referrer's profile.
    IF TG_OP <> 'DELETE' AND NEW.referred_by IS NOT NULL THEN
      PERFORM pg_notify('topup_profiles', NEW.referred_by::text);
    END IF;
    IF TG_OP <> 'INSERT' AND OLD.referred_by IS NOT NULL THEN
      PERFORM pg_notify('topup_profiles', OLD.referred_by::text);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('topup_profiles', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('topup_profiles', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_notify_profile AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION profiles_notify_changed();
CREATE TRIGGER virtual_accounts_notify_profile AFTER INSERT OR UPDATE OR DELETE ON virtual_accounts
  FOR EACH ROW EXECUTE FUNCTION profiles_notify_changed();
-- Balances: customer accounts only (system accounts keep no cached balance and have no user).
CREATE TRIGGER ledger_accounts_notify_profile AFTER UPDATE OF balance_kobo ON ledger_accounts
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL AND OLD.balance_kobo IS DISTINCT FROM NEW.balance_kobo)
  EXECUTE FUNCTION profiles_notify_changed();
