-- GET /metrics counts pending transactions by kind and their age on every scrape (and the ledger
-- check sums them): a partial index keeps that to the few pending rows, not the whole table.
CREATE INDEX IF NOT EXISTS transactions_pending ON transactions (kind, created_at) WHERE status = 'pending';
