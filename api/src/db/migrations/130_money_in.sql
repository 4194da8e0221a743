-- Money in (card, bank transfer to a virtual account) and between wallets (ADR 0007).

-- Whether an account may go below zero is the account's property. Such accounts (the system's
-- clearing, revenue and equity accounts) keep no cached balance: no movement queues on a hot row.
ALTER TABLE ledger_accounts ADD COLUMN allows_negative boolean;
UPDATE ledger_accounts SET allows_negative = (kind = 'system');
ALTER TABLE ledger_accounts ALTER COLUMN allows_negative SET NOT NULL;
ALTER TABLE ledger_accounts ADD CHECK (allows_negative = (balance_kobo IS NULL));

-- Each entry names its movement kind, the transaction record it belongs to, and when the
-- outside event happened (the gateway's payment time, not the time we processed it).
ALTER TABLE journal_entries ADD COLUMN kind text;
ALTER TABLE journal_entries ADD COLUMN tx_ref text;
ALTER TABLE journal_entries ADD COLUMN occurred_at timestamptz;
CREATE INDEX journal_entries_tx_ref ON journal_entries (tx_ref) WHERE tx_ref IS NOT NULL;

-- A customer's card payment (initiated here) or a bank transfer into a virtual account (first
-- seen in a webhook). Credited once: only a 'pending' row becomes 'paid'.
CREATE TABLE payments (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  method text NOT NULL CHECK (method IN ('card', 'bank_transfer')),
  bank text,
  expected_kobo bigint CHECK (expected_kobo > 0),
  gateway_ref text UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  paid_kobo bigint,
  charge_kobo bigint NOT NULL DEFAULT 0,
  -- Paid a different amount than initiated: credited as paid, for staff to look at.
  flagged boolean NOT NULL DEFAULT false,
  tx_ref text UNIQUE,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user ON payments (user_id, created_at DESC);

-- Every gateway webhook is stored once (its event id), then processed by a job.
CREATE TABLE gateway_events (
  id serial PRIMARY KEY,
  event_id text NOT NULL UNIQUE,
  event_type text NOT NULL,
  body jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  processed_at timestamptz
);

-- One reserved account per bank per customer. The BVN or NIN is never stored: its last 4 only.
CREATE TABLE virtual_accounts (
  user_id integer NOT NULL REFERENCES users(id),
  bank text NOT NULL CHECK (bank IN ('palmpay', 'moniepoint', 'wema')),
  account_number text NOT NULL UNIQUE,
  account_name text NOT NULL,
  bank_name text NOT NULL,
  identity_kind text NOT NULL CHECK (identity_kind IN ('bvn', 'nin')),
  identity_last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, bank)
);

-- Money received through the payment gateway and not yet settled to our bank account.
INSERT INTO ledger_accounts (code, kind, allows_negative) VALUES ('system:gateway_clearing', 'system', true)
ON CONFLICT (code) DO NOTHING;

-- Airtime customers transferred to us for cash (credited to their wallet when staff approve).
INSERT INTO ledger_accounts (code, kind, allows_negative) VALUES ('system:airtime_cash_clearing', 'system', true)
ON CONFLICT (code) DO NOTHING;
