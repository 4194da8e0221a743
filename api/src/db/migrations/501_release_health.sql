-- ADR 0022: what browsers report per released version (no personal data): loads,
-- load failures (network, integrity, federation), render errors caught by an area's boundary, and
-- outcomes of purchases made through a remote. Counted per (target, version) over an hour and a day.
CREATE TABLE release_health (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  target text NOT NULL,
  version text NOT NULL,
  shell_version text,
  kind text NOT NULL CHECK (kind IN ('load', 'load-failure', 'render-error', 'purchase')),
  -- load-failure: network | integrity | federation; purchase: succeeded | pending | failed | unsent.
  outcome text,
  count integer NOT NULL DEFAULT 1 CHECK (count BETWEEN 1 AND 1000)
);
CREATE INDEX release_health_by_version ON release_health (target, version, at);
CREATE INDEX release_health_at ON release_health (at);
