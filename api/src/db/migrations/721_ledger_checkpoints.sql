-- ADR 0041: the ledger check is incremental. A check records how far it checked
-- (through_entry_id) and the system accounts' posted sums up to there; the hourly run checks only
-- the entries after the last good checkpoint, a full check (on demand) every entry.
ALTER TABLE ledger_checks
  ADD COLUMN scope text NOT NULL DEFAULT 'full' CHECK (scope IN ('full', 'incremental')),
  ADD COLUMN through_entry_id bigint,
  ADD COLUMN system_sums jsonb;
