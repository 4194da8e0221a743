-- ADR 0022: the SHA-384 of every published file, a running canary per remote, and the
-- history actions that start, widen and abort one (completion is a promote).
CREATE TABLE release_file_digests (
  hash text PRIMARY KEY REFERENCES release_files (hash),
  -- Subresource Integrity form: 'sha384-<base64>'.
  sha384 text NOT NULL
);
CREATE TRIGGER release_file_digests_immutable BEFORE UPDATE OR DELETE ON release_file_digests
  FOR EACH ROW EXECUTE FUNCTION release_immutable();

CREATE TABLE release_canaries (
  target text PRIMARY KEY,
  version text NOT NULL,
  percent smallint NOT NULL CHECK (percent BETWEEN 1 AND 100),
  started_at timestamptz NOT NULL,
  actor text NOT NULL,
  FOREIGN KEY (target, version) REFERENCES release_versions (target, version)
);

ALTER TABLE release_history DROP CONSTRAINT IF EXISTS release_history_action_check;
ALTER TABLE release_history ADD CONSTRAINT release_history_action_check
  CHECK (action IN ('publish', 'promote', 'rollback', 'canary', 'canary-abort'));
-- The canary's share of signed-in customers at that step.
ALTER TABLE release_history ADD COLUMN percent smallint;
