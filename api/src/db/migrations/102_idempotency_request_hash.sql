-- SHA-256 of the canonical request (route + body) a key was first used with: a repeat with other
-- details is refused instead of silently answered with the first purchase. NULL for older keys.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
