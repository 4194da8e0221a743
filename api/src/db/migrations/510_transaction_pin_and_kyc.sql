-- ADR 0024: the transaction PIN and the KYC tiers.

-- The PIN: a keyed argon2id hash; wrong PINs in a row and the block they lead to.
ALTER TABLE users ADD COLUMN transaction_pin_hash text;
ALTER TABLE users ADD COLUMN pin_failures integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN pin_blocked_until timestamptz;

-- A forgotten PIN: a 6-digit code e-mailed, stored hashed, single use, 10 minutes.
CREATE TABLE pin_reset_codes (
  user_id integer PRIMARY KEY REFERENCES users(id),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0
);

-- KYC: tier 1 on registration; tier 2 after a BVN/NIN check (kept as a keyed hash and the last
-- 4 digits only); tier 3 after staff approve an address document. A balance that passed the
-- tier's cap (a bank transfer is never refused) flags the account for staff.
ALTER TABLE users ADD COLUMN kyc_tier smallint NOT NULL DEFAULT 1 CHECK (kyc_tier BETWEEN 1 AND 3);
ALTER TABLE users ADD COLUMN kyc_flagged_at timestamptz;
ALTER TABLE users ADD COLUMN kyc_flag_reason text;

CREATE TABLE kyc_identities (
  user_id integer PRIMARY KEY REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('bvn', 'nin')),
  number_hash text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  verified_name text NOT NULL,
  verified_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX kyc_identities_number ON kyc_identities (number_hash);

CREATE TABLE kyc_documents (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  file_name text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by integer REFERENCES users(id)
);
CREATE INDEX kyc_documents_user ON kyc_documents (user_id, created_at DESC);
CREATE INDEX kyc_documents_pending ON kyc_documents (created_at) WHERE status = 'pending';

-- What each customer took out of their accounts on a day (Africa/Lagos), checked in the debit's
-- own statement: ledger_post_debit posts the entry (the wallet row is locked by its guarded
-- update), then adds the amount here with an upsert that locks this row and refuses (U0002)
-- past the limit of the customer's tier. p_limits holds the limits of tiers 1, 2 and 3.
CREATE TABLE kyc_daily_debits (
  user_id integer NOT NULL REFERENCES users(id),
  day date NOT NULL,
  used_kobo bigint NOT NULL CHECK (used_kobo >= 0),
  PRIMARY KEY (user_id, day)
);

CREATE FUNCTION ledger_post_debit(
  p_user integer, p_day date, p_limits bigint[], p_amount bigint,
  p_event_key text, p_description text, p_kind text, p_tx_ref text, p_occurred_at timestamptz,
  p_accounts text[], p_amounts bigint[]
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_limit bigint;
  v_used bigint;
BEGIN
  IF NOT ledger_post_entry(p_event_key, p_description, p_kind, p_tx_ref, p_occurred_at, p_accounts, p_amounts) THEN
    RETURN false;
  END IF;
  SELECT p_limits[kyc_tier] INTO v_limit FROM users WHERE id = p_user;
  INSERT INTO kyc_daily_debits AS d (user_id, day, used_kobo) VALUES (p_user, p_day, p_amount)
  ON CONFLICT (user_id, day) DO UPDATE SET used_kobo = d.used_kobo + EXCLUDED.used_kobo
  RETURNING used_kobo INTO v_used;
  IF v_limit IS NOT NULL AND v_used > v_limit THEN
    RAISE EXCEPTION USING ERRCODE = 'U0002', MESSAGE = 'daily limit:' || v_limit || ':' || (v_used - p_amount);
  END IF;
  RETURN true;
END $$;
