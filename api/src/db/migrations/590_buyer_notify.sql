-- API processes keep what a debit needs to know of its buyer (the price level, whether a
-- transaction PIN is set) in memory while they listen (ADR 0012, users/buyers.ts). Unlike
-- get-user/'s profile (migration 310) it does not change with the balance, so one purchase does not
-- make the next one read it again. Whatever changes either, in any process, a job or by hand, tells
-- every listening process on commit: the payload is the user id.
CREATE FUNCTION buyers_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('topup_buyers', OLD.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER users_notify_buyer AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.level IS DISTINCT FROM NEW.level OR (OLD.transaction_pin_hash IS NULL) <> (NEW.transaction_pin_hash IS NULL))
  EXECUTE FUNCTION buyers_notify_changed();
CREATE TRIGGER users_notify_buyer_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION buyers_notify_changed();
