-- ADR 0022 amendment 3: a health report counts only under a ticket the web server
-- signed into the registry answer that served the version. One load and one failure (load failure
-- or render error) per ticket and target, a few purchase outcomes; the row is the single use, so two
-- API processes cannot both count the same ticket (INSERT .. ON CONFLICT .. WHERE takes the row lock).
CREATE TABLE release_health_tickets (
  nonce text NOT NULL,
  target text NOT NULL,
  expires_at timestamptz NOT NULL,
  loaded boolean NOT NULL DEFAULT false,
  failed boolean NOT NULL DEFAULT false,
  purchases integer NOT NULL DEFAULT 0,
  PRIMARY KEY (nonce, target)
);
CREATE INDEX release_health_tickets_expiry ON release_health_tickets (expires_at);
