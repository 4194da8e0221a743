-- migrate: concurrently
-- The index migration 780 meant for the overview's "needs review" count was never built: its name,
-- transactions_needs_review, was already taken by migration 101's (id) WHERE needs_review, and
-- CREATE INDEX ... IF NOT EXISTS then does nothing. So the count read the heap of every row ever
-- flagged (a flag stays after staff settle the purchase). Built here under a free name, and 101's
-- index dropped: every reader of the flag asks for pending rows too, the overview's count (which
-- this one answers index-only) and the staff list's "needs review" filter.
-- migrate-names.test.ts now refuses a migration that reuses a live index's name.
CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_pending_review ON transactions (created_at)
  WHERE status = 'pending' AND needs_review;
DROP INDEX CONCURRENTLY IF EXISTS transactions_needs_review;
