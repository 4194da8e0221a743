-- Users, sessions and login throttling.
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone_no text NOT NULL DEFAULT '',
  referred_by integer REFERENCES users(id),
  email_notifications boolean NOT NULL DEFAULT true,
  account_name text,
  account_number text,
  bank_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));
CREATE INDEX users_referred_by ON users (referred_by);

CREATE TABLE sessions (
  jti uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE rate_limits (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- Double-entry ledger. A posting's amount is added to its account: an entry's postings sum to 0.
CREATE TABLE ledger_accounts (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('wallet', 'bonus', 'system')),
  user_id integer REFERENCES users(id),
  -- Cached sum of postings, kept for customer accounts only (NULL for system accounts,
  -- whose balance is derived from postings, so that no purchase waits on a hot system row).
  balance_kobo bigint CHECK (balance_kobo >= 0),
  CHECK ((kind = 'system') = (balance_kobo IS NULL)),
  CHECK ((kind = 'system') = (user_id IS NULL)),
  UNIQUE (user_id, kind)
);

CREATE TABLE journal_entries (
  id bigserial PRIMARY KEY,
  -- One entry per business event ('purchase:<tx_ref>', 'reversal:<tx_ref>'...): replays are no-ops.
  event_key text NOT NULL UNIQUE,
  description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE postings (
  id bigserial PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES journal_entries(id),
  account_id integer NOT NULL REFERENCES ledger_accounts(id),
  amount_kobo bigint NOT NULL CHECK (amount_kobo <> 0)
);
CREATE INDEX postings_entry ON postings (entry_id);
CREATE INDEX postings_account ON postings (account_id);

-- Catalogue: package types (1 airtime ... 6 education), packages (providers) and their plans.
CREATE TABLE package_types (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  image text NOT NULL
);

CREATE TABLE packages (
  id serial PRIMARY KEY,
  type_id integer NOT NULL REFERENCES package_types(id),
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  image text NOT NULL,
  description text NOT NULL,
  -- discount / commission percent for airtime, electricity, airtime-to-cash.
  rate_percent numeric(5,2)
);

CREATE TABLE plans (
  id serial PRIMARY KEY,
  package_id integer NOT NULL REFERENCES packages(id),
  code text NOT NULL,
  variation_code text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  amount_kobo bigint NOT NULL CHECK (amount_kobo > 0),
  position integer NOT NULL DEFAULT 0,
  UNIQUE (package_id, variation_code)
);

CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  message text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Customer-visible transactions (purchases now; funding, transfers, orders later).
CREATE TABLE transactions (
  id serial PRIMARY KEY,
  tx_ref text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  package_id integer REFERENCES packages(id),
  plan text NOT NULL,
  amount_kobo bigint NOT NULL CHECK (amount_kobo > 0),
  card_no text,
  token text,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'failed', 'ignored', 'reversed')),
  response text,
  description text NOT NULL DEFAULT '',
  category jsonb NOT NULL,
  subcategory jsonb,
  provider_request jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_newest ON transactions (user_id, created_at DESC, id DESC);

-- A repeat of a money-moving POST with the same key returns the stored first answer.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users(id),
  key text NOT NULL,
  route text NOT NULL,
  tx_ref text,
  status_code integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Durable jobs, claimed with FOR UPDATE SKIP LOCKED.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  dedupe_key text UNIQUE,
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  locked_by text,
  locked_until timestamptz,
  done_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL;
