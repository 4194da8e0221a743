-- ADR 0018: the release registry, its history and every published version's files
-- live here, so every web server serves the same live versions. Versions and files are immutable
-- (a file is addressed by the SHA-256 of its content); the history is append-only.
CREATE TABLE release_files (
  hash text PRIMARY KEY,
  size integer NOT NULL,
  content bytea NOT NULL,
  -- Compressed once at publish for text assets, so serving costs nothing.
  br bytea,
  gz bytea
);

CREATE TABLE release_versions (
  target text NOT NULL,
  version text NOT NULL,
  -- What the registry says of the version: platform, MF runtime, build label, declaration.
  info jsonb NOT NULL,
  size bigint NOT NULL,
  published_at timestamptz NOT NULL,
  PRIMARY KEY (target, version)
);

CREATE TABLE release_version_files (
  target text NOT NULL,
  version text NOT NULL,
  path text NOT NULL,
  hash text NOT NULL REFERENCES release_files (hash),
  PRIMARY KEY (target, version, path),
  FOREIGN KEY (target, version) REFERENCES release_versions (target, version)
);

-- One row per target: its live version and the versions that were live before it (oldest first).
CREATE TABLE release_live (
  target text PRIMARY KEY,
  version text NOT NULL,
  trail text[] NOT NULL,
  FOREIGN KEY (target, version) REFERENCES release_versions (target, version)
);

CREATE TABLE release_history (
  id bigserial PRIMARY KEY,
  target text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'promote', 'rollback')),
  version text NOT NULL,
  from_version text,
  forced boolean NOT NULL DEFAULT false,
  -- Who: 'staff:<email>', 'token:<name>' or 'command line'.
  actor text NOT NULL,
  at timestamptz NOT NULL
);

CREATE TABLE release_tokens (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- SHA-256 of the token: the token itself is shown once and never stored.
  token_hash text NOT NULL UNIQUE,
  targets text[] NOT NULL CHECK (cardinality(targets) > 0),
  actions text[] NOT NULL CHECK (cardinality(actions) > 0 AND actions <@ ARRAY['publish', 'promote']::text[]),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE FUNCTION release_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is immutable', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER release_files_immutable BEFORE UPDATE OR DELETE ON release_files
  FOR EACH ROW EXECUTE FUNCTION release_immutable();
CREATE TRIGGER release_versions_immutable BEFORE UPDATE OR DELETE ON release_versions
  FOR EACH ROW EXECUTE FUNCTION release_immutable();
CREATE TRIGGER release_version_files_immutable BEFORE UPDATE OR DELETE ON release_version_files
  FOR EACH ROW EXECUTE FUNCTION release_immutable();
CREATE TRIGGER release_history_immutable BEFORE UPDATE OR DELETE ON release_history
  FOR EACH ROW EXECUTE FUNCTION release_immutable();

-- Every change (publish, promote, rollback) writes one history row: web servers LISTEN for it.
CREATE FUNCTION release_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('release_changed', NEW.id::text);
  RETURN NEW;
END;
$$;
CREATE TRIGGER release_history_notify AFTER INSERT ON release_history
  FOR EACH ROW EXECUTE FUNCTION release_changed_notify();

-- Release managers: the Releases screen and nothing else of the back office.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('support', 'admin', 'release'));
