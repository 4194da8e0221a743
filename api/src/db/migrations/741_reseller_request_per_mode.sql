-- migrate: concurrently
-- ADR 0043: a reseller's request id is unique per vendor and mode, so a test purchase never answers
-- a live request id. Built beside the per-vendor index of 530 before that one goes (ADR 0047): the
-- stricter old index keeps refusing a second purchase of a request id while the new one builds, and
-- no moment goes without one.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS transactions_reseller_request_mode
  ON transactions (user_id, (request_details->>'reseller_request_id'), (request_details ? 'test'))
  WHERE request_details ? 'reseller_request_id';
DROP INDEX CONCURRENTLY IF EXISTS transactions_reseller_request;
