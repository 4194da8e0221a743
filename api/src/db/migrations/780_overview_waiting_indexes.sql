-- migrate: concurrently
-- The overview's "what waits" counts (ADR 0041, amended) each read a small partial index alone
-- (index-only), not every pending row's heap tuple: at ten million transactions with 1 % of them
-- pending the four counts took a second. A purchase adds one entry here while it is pending at its
-- provider (a settled row leaves the index's predicate; the settling update was already not HOT,
-- status being in transactions_pending's predicate).
CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_pending_at_provider ON transactions (created_at)
  WHERE status = 'pending' AND provider_request IS NOT NULL AND (request_details IS NULL OR NOT request_details ? 'test');
CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_needs_review ON transactions (created_at)
  WHERE status = 'pending' AND needs_review;
