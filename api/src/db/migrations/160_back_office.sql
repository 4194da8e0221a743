-- The back office. Staff roles, two-factor sign-in, locked customers, providers staff
-- can switch off, an append-only audit log and the ledger checks.
ALTER TABLE users ADD COLUMN role text CHECK (role IN ('support', 'admin'));
ALTER TABLE users ADD COLUMN locked_at timestamptz;
-- TOTP secret (base32). Set at the first staff sign-in; confirmed once a code from it was accepted.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_confirmed_at timestamptz;

-- A staff session (8 hours, after the second factor) is marked so only it reaches the staff API.
ALTER TABLE sessions ADD COLUMN staff boolean NOT NULL DEFAULT false;

ALTER TABLE packages ADD COLUMN enabled boolean NOT NULL DEFAULT true;

-- Why staff declined an airtime-to-cash request, shown to the customer.
ALTER TABLE transactions ADD COLUMN staff_note text;

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES users(id),
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at DESC);

-- Nobody edits or deletes the audit log, not even through the API's own database user.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

CREATE TABLE ledger_checks (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  ok boolean NOT NULL,
  violations jsonb NOT NULL
);
