-- migrate: concurrently
-- ADR 0041: the indexes the staff read paths need at millions of rows, each justified by a measured
-- plan in docs/performance.md ("Cost as the data grows"). Built without blocking purchases (ADR 0047):
-- an upgrade of a database that already holds millions of rows keeps taking them meanwhile.

-- Staff search matches a substring of the description (the number bought for, a meter, a plan):
-- a trigram index answers `description ILIKE '%...%'` for three characters or more (pg_trgm: 719).
-- needs extension: pg_trgm
CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_description_trgm ON transactions USING gin (description gin_trgm_ops);

-- Search by smart card / meter number (exact).
CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_card_no ON transactions (card_no) WHERE card_no IS NOT NULL;

-- Staff list sorted by amount (either direction, the id breaks ties).
CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_amount ON transactions (amount_kobo, id);

-- A customer's postings newest first (the staff customer detail's statement, the ledger check's
-- balance of one account): replaces the account-only index, so a posting still costs one index here.
CREATE INDEX CONCURRENTLY IF NOT EXISTS postings_account_entry ON postings (account_id, entry_id);
DROP INDEX CONCURRENTLY IF EXISTS postings_account;

-- The overview's transfers per day read only transfer entries of the last 30 days.
CREATE INDEX CONCURRENTLY IF NOT EXISTS journal_entries_transfers_at ON journal_entries ((COALESCE(occurred_at, created_at))) WHERE kind = 'wallet_transfer';
