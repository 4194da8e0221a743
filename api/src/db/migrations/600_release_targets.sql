-- ADR 0030: the server owns each release target's identity. A target (the shell, each
-- remote) is registered with what it may claim: its MF container name, the shell area it mounts
-- in, the URL path prefixes it owns, the names of its navigation entries and its widget slots.
-- Publish and promote refuse a build claiming anything else; the registry leaves such a build out
-- and carries these claims beside each target, so the shell mounts a remote only within them.
-- Changed only by an admin (npm run admin -- register-target, or the Releases screen), audited.
CREATE TABLE release_targets (
  target text PRIMARY KEY CHECK (target ~ '^(shell|[a-z][a-z0-9-]{0,39})$'),
  container text UNIQUE,
  area text,
  paths text[] NOT NULL DEFAULT '{}',
  nav text[] NOT NULL DEFAULT '{}',
  widgets text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Grows with every change: part of the registry generation web servers follow.
  revision integer NOT NULL DEFAULT 0,
  CHECK ((target = 'shell') = (container IS NULL AND area IS NULL))
);

-- Today's remotes/<name>/remote.json: the owned prefixes the build derives from its
-- routes, the named navigation entries, the widgets; the shell claims nothing but its name.
INSERT INTO release_targets (target, container, area, paths, nav, widgets) VALUES
  ('shell', NULL, NULL, '{}', '{}', '{}'),
  ('admin', 'topup_admin', '/admin', '{/admin}', '{}', '{}'),
  ('bills', 'topup_bills', '/dashboard', '{/dashboard/bills}', '{bills,bills-airtime,bills-data,bills-cable,bills-electricity}', '{}'),
  ('history', 'topup_history', '/dashboard', '{/dashboard/history,/dashboard/receipt}', '{history,receipt,tickets,ticket}', '{RecentTransactions}'),
  ('shop', 'topup_shop', '/dashboard', '{/dashboard/shop}', '{}', '{FeaturedProducts}'),
  ('wallet', 'topup_wallet', '/dashboard', '{/dashboard/callback,/dashboard/transfer-bonus,/dashboard/wallet,/dashboard/wallet-transfer}', '{}', '{}');

-- A registration change wakes every web server like a release does (their registry carries the claims).
CREATE FUNCTION release_targets_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('release_changed', 'targets');
  RETURN NEW;
END;
$$;
CREATE TRIGGER release_targets_notify AFTER INSERT OR UPDATE ON release_targets
  FOR EACH ROW EXECUTE FUNCTION release_targets_notify();
