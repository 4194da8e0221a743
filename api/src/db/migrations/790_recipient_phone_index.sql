-- migrate: concurrently
-- Staff search by a whole phone number answered by one index (ADR 0041): the number a purchase was
-- for is in the provider's request (airtime, data, bills), the request details (airtime to cash) or
-- the delivery phone (shop). The expression is RECIPIENT_PHONE in transactions/staff-view.ts: the
-- search must use exactly this one for PostgreSQL to take the index. No table rewrite: an index only.
-- Not partial: the planner reads an expression's statistics only from an index without a predicate,
-- and without them it guesses 0.5 % of the table for one number (50,000 rows at 10 million) and
-- plans a parallel scan: 137 ms p50 instead of a few.
CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_recipient_phone
  ON transactions ((COALESCE(provider_request->>'phone', request_details->>'phone', delivery_phone)));
