-- ADR 0025: saved beneficiaries, and what a customer sees of their sessions.
CREATE TABLE beneficiaries (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('phone', 'smart_card', 'meter', 'email')),
  value text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind, value)
);

-- Parsed once at sign-in; last_seen_at is written at most every few minutes (not watched by the
-- sessions trigger of migration 170, which notifies only when a session ends).
ALTER TABLE sessions
  ADD COLUMN user_agent text,
  ADD COLUMN browser text,
  ADD COLUMN os text,
  ADD COLUMN ip text,
  ADD COLUMN last_seen_at timestamptz;
CREATE INDEX sessions_user_live ON sessions (user_id) WHERE revoked_at IS NULL;

-- A device is the hash of a user agent per customer: a sign-in from one not listed e-mails them.
CREATE TABLE known_devices (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_hash)
);
