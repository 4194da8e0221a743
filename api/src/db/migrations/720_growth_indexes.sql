-- ADR 0041: the indexes the staff read paths need at millions of rows, each justified
-- by a measured plan in docs/performance.md ("Cost as the data grows").

-- Staff search matches a substring of the description (the number bought for, a meter, a plan):
-- a trigram index answers `description ILIKE '%...%'` for three characters or more. pg_trgm is in
-- PostgreSQL's contrib (Debian's postgresql package); where it cannot be created (an embedded
-- PGlite without the extension loaded, a role without the right) the search still answers, by a scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS transactions_description_trgm ON transactions USING gin (description gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): staff description search scans', SQLERRM;
END;
$$;

-- Search by smart card / meter number (exact).
CREATE INDEX IF NOT EXISTS transactions_card_no ON transactions (card_no) WHERE card_no IS NOT NULL;

-- Staff list sorted by amount (either direction, the id breaks ties).
CREATE INDEX IF NOT EXISTS transactions_amount ON transactions (amount_kobo, id);

-- A customer's postings newest first (the staff customer detail's statement, the ledger check's
-- balance of one account): replaces the account-only index, so a posting still costs one index here.
CREATE INDEX IF NOT EXISTS postings_account_entry ON postings (account_id, entry_id);
DROP INDEX IF EXISTS postings_account;

-- The overview's transfers per day read only transfer entries of the last 30 days.
CREATE INDEX IF NOT EXISTS journal_entries_transfers_at ON journal_entries ((COALESCE(occurred_at, created_at))) WHERE kind = 'wallet_transfer';
