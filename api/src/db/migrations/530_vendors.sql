-- ADR 0026: vendors are customers with the `vendor` level; applications, price tiers,
-- reseller API keys, request ids and signed callbacks.
ALTER TABLE users ADD COLUMN level text NOT NULL DEFAULT 'customer' CHECK (level IN ('customer', 'vendor'));

CREATE TABLE vendor_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  business_name text NOT NULL,
  phone text NOT NULL,
  monthly_volume text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  reason text,
  decided_by integer REFERENCES users(id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One open application per customer at a time.
CREATE UNIQUE INDEX vendor_applications_one_pending ON vendor_applications (user_id) WHERE status = 'pending';
CREATE INDEX vendor_applications_status ON vendor_applications (status, created_at);

-- Vendor prices beside the customer ones; null: the same as customers pay.
ALTER TABLE plans ADD COLUMN vendor_amount_kobo bigint CHECK (vendor_amount_kobo > 0);
ALTER TABLE packages ADD COLUMN vendor_rate_percent numeric(5, 2) CHECK (vendor_rate_percent >= 0 AND vendor_rate_percent < 100);

CREATE TABLE reseller_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  name text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  signing_secret text NOT NULL,
  allowed_ips text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by_staff integer REFERENCES users(id)
);
CREATE INDEX reseller_keys_user ON reseller_keys (user_id, created_at);

-- A vendor's request id is unique for good (idempotency keys are forgotten after 24 h).
CREATE UNIQUE INDEX transactions_reseller_request ON transactions (user_id, (request_details->>'reseller_request_id'))
  WHERE request_details ? 'reseller_request_id';

CREATE TABLE vendor_webhooks (
  user_id integer PRIMARY KEY REFERENCES users(id),
  url text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  key_id integer REFERENCES reseller_keys(id),
  tx_ref text NOT NULL,
  event text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  first_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tx_ref, event)
);
CREATE INDEX webhook_deliveries_user ON webhook_deliveries (user_id, id DESC);

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries(id),
  at timestamptz NOT NULL,
  url text NOT NULL,
  status_code integer,
  answer text
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, id);
