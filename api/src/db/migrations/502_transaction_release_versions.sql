-- ADR 0022: the shell and remote versions a transaction was made through,
-- from the shell's X-Client-Versions header ({"shell": "0.1.0-…", "bills": "0.1.0-…"}); null for
-- transactions made before, by the reseller API, by jobs or without the header.
ALTER TABLE transactions ADD COLUMN release_versions jsonb;
