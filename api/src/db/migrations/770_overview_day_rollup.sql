-- ADR 0041, amended: the back office overview's closed Lagos days rolled up by the job
-- overview.rollup; today and yesterday, and any rolled day with a change recorded since, are read live.
CREATE TABLE overview_days (
  day date PRIMARY KEY,
  transfers integer NOT NULL,
  transfers_kobo bigint NOT NULL,
  rolled_at timestamptz NOT NULL
);

-- The day's sales and funding per kind: what the live query (transactions/staff-trends.ts) gives for it.
CREATE TABLE overview_day_kinds (
  day date NOT NULL REFERENCES overview_days (day) ON DELETE CASCADE,
  kind text NOT NULL,
  count integer NOT NULL,
  value_kobo bigint NOT NULL,
  delivered_kobo bigint NOT NULL,
  refunds integer NOT NULL,
  refunds_kobo bigint NOT NULL,
  PRIMARY KEY (day, kind)
);

-- A rolled day whose transactions changed status since: read live until rolled up again.
CREATE TABLE overview_day_changes (
  id bigserial PRIMARY KEY,
  day date NOT NULL
);
CREATE INDEX overview_day_changes_day ON overview_day_changes (day);

-- The shared advisory lock pairs with the roll-up's exclusive one on the same day (ledger/overview-rollup.ts):
-- a change commits before the roll-up reads the day, or waits for it and then sees the day rolled.
CREATE FUNCTION overview_day_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_day date := ((OLD.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(45, changed_day - date '2000-01-01');
  IF EXISTS (SELECT 1 FROM overview_days WHERE day = changed_day) THEN
    INSERT INTO overview_day_changes (day) VALUES (changed_day);
  END IF;
  RETURN NULL;
END $$;

-- Only a row at least 20 hours old can be in a rolled day (the newest rolled day ended a day before
-- the roll-up ran; 4 hours spare for clocks), so the settling of a purchase made today, the purchase
-- path's own update, runs no function at all.
CREATE TRIGGER transactions_overview_day AFTER UPDATE OF status ON transactions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND OLD.created_at < now() - interval '20 hours')
  EXECUTE FUNCTION overview_day_changed();
