-- A journal entry in one round trip. journal.ts's postEntry checks the amounts, sorts
-- the legs by account code (the lock order that keeps two entries deadlock-free) and calls this;
-- it keeps the same rules: an event key posts once (false on a replay), a customer account's
-- cached balance never goes below zero (SQLSTATE U0001, nothing of the entry stays), and an
-- account that may go negative keeps no cached balance, so posting to it takes no row lock.
CREATE FUNCTION ledger_post_entry(
  p_event_key text, p_description text, p_kind text, p_tx_ref text, p_occurred_at timestamptz,
  p_accounts text[], p_amounts bigint[]
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_ids integer[] := '{}';
  v_id integer;
  v_negative boolean;
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
    SELECT id, allows_negative INTO v_id, v_negative FROM ledger_accounts WHERE code = p_accounts[i];
    IF v_id IS NULL THEN
      RAISE EXCEPTION 'Unknown ledger account %', p_accounts[i];
    END IF;
    IF NOT v_negative THEN
      UPDATE ledger_accounts SET balance_kobo = balance_kobo + p_amounts[i]
      WHERE id = v_id AND balance_kobo + p_amounts[i] >= 0;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'U0001', MESSAGE = 'insufficient balance in ' || p_accounts[i];
      END IF;
    END IF;
    v_ids := v_ids || v_id;
  END LOOP;
  INSERT INTO postings (entry_id, account_id, amount_kobo)
  SELECT v_entry, legs.account_id, legs.amount_kobo FROM unnest(v_ids, p_amounts) AS legs(account_id, amount_kobo);
  RETURN true;
END $$;
