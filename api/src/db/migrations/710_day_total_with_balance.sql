-- ADR 0040: what a customer took out today is kept on their wallet row, beside the
-- balance, and updated by the debit's own guarded update: one row lock per debit instead of two
-- (the wallet row, then kyc_daily_debits' row by an upsert), no second index to insert into, and
-- no per-request sum. ledger_post_debit keeps its signature, so every caller and an API process
-- of the previous release (during a deploy) count on the same row.
--
-- day_used_on is the Lagos day (from the caller, shared/rules lagosDay) day_used_kobo belongs to.
-- A debit of a later day starts the count again; one dated before the row's day (a process whose
-- clock lags over midnight) counts against the row's day, the stricter of the two.
ALTER TABLE ledger_accounts ADD COLUMN day_used_on date;
ALTER TABLE ledger_accounts ADD COLUMN day_used_kobo bigint NOT NULL DEFAULT 0 CHECK (day_used_kobo >= 0);

-- Each customer's latest day carries over (today's total, if they have one).
UPDATE ledger_accounts a SET day_used_on = d.day, day_used_kobo = d.used_kobo
FROM (SELECT DISTINCT ON (user_id) user_id, day, used_kobo FROM kyc_daily_debits ORDER BY user_id, day DESC) d
WHERE a.user_id = d.user_id AND a.kind = 'wallet';

COMMENT ON TABLE kyc_daily_debits IS 'Days before migration 710 only: the day total is now ledger_accounts.day_used_kobo of the wallet.';

-- The entry as ledger_post_entry posts it (an event key posts once, false on a replay; a customer
-- account never goes below zero, U0001; system accounts take no row lock), except that the
-- debited customer's wallet leg also adds the amount to today's total against their tier's limit
-- (U0002, naming the limit and what was used before this debit) in the same UPDATE. Either
-- refusal raises, so nothing of the entry, the balance or the day total stays.
CREATE OR REPLACE FUNCTION ledger_post_debit(
  p_user integer, p_day date, p_limits bigint[], p_amount bigint,
  p_event_key text, p_description text, p_kind text, p_tx_ref text, p_occurred_at timestamptz,
  p_accounts text[], p_amounts bigint[]
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_ids integer[] := '{}';
  v_id integer;
  v_negative boolean;
  v_user integer;
  v_kind text;
  v_limit bigint;
  v_used bigint;
BEGIN
  IF cardinality(p_accounts) < 2 OR cardinality(p_accounts) <> cardinality(p_amounts)
     OR (SELECT sum(a) FROM unnest(p_amounts) a) <> 0 THEN
    RAISE EXCEPTION 'Unbalanced journal entry %', p_event_key;
  END IF;
  INSERT INTO journal_entries (event_key, description, kind, tx_ref, occurred_at)
  VALUES (p_event_key, p_description, p_kind, p_tx_ref, p_occurred_at)
  ON CONFLICT (event_key) DO NOTHING RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    RETURN false;
  END IF;
  FOR i IN 1 .. cardinality(p_accounts) LOOP
    SELECT id, allows_negative, user_id, kind INTO v_id, v_negative, v_user, v_kind FROM ledger_accounts WHERE code = p_accounts[i];
    IF v_id IS NULL THEN
      RAISE EXCEPTION 'Unknown ledger account %', p_accounts[i];
    END IF;
    IF v_user = p_user AND v_kind = 'wallet' AND p_amounts[i] < 0 THEN
      UPDATE ledger_accounts a SET balance_kobo = a.balance_kobo + p_amounts[i],
        day_used_kobo = CASE WHEN a.day_used_on IS NULL OR a.day_used_on < p_day THEN 0 ELSE a.day_used_kobo END + p_amount,
        day_used_on = GREATEST(a.day_used_on, p_day)
      WHERE a.id = v_id AND a.balance_kobo + p_amounts[i] >= 0
      RETURNING a.day_used_kobo, (SELECT p_limits[u.kyc_tier] FROM users u WHERE u.id = p_user) INTO v_used, v_limit;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'U0001', MESSAGE = 'insufficient balance in ' || p_accounts[i];
      END IF;
      IF v_limit IS NOT NULL AND v_used > v_limit THEN
        RAISE EXCEPTION USING ERRCODE = 'U0002', MESSAGE = 'daily limit:' || v_limit || ':' || (v_used - p_amount);
      END IF;
    ELSIF NOT v_negative THEN
      UPDATE ledger_accounts SET balance_kobo = balance_kobo + p_amounts[i]
      WHERE id = v_id AND balance_kobo + p_amounts[i] >= 0;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'U0001', MESSAGE = 'insufficient balance in ' || p_accounts[i];
      END IF;
    END IF;
    v_ids := v_ids || v_id;
  END LOOP;
  IF v_used IS NULL THEN
    RAISE EXCEPTION 'Debit % takes nothing from a wallet of user %', p_event_key, p_user;
  END IF;
  INSERT INTO postings (entry_id, account_id, amount_kobo)
  SELECT v_entry, legs.account_id, legs.amount_kobo FROM unnest(v_ids, p_amounts) AS legs(account_id, amount_kobo);
  RETURN true;
END $$;
