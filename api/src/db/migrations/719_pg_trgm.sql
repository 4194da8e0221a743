-- ADR 0041: staff search matches a substring of the description with a trigram index (720). pg_trgm
-- is in PostgreSQL's contrib (Debian's postgresql package); where it cannot be created (an embedded
-- PGlite without the extension loaded, a role without the right) 720 builds no trigram index and the
-- search still answers, by a scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): staff description search scans', SQLERRM;
END;
$$;
