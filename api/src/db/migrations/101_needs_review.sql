-- A purchase the provider never gave a final answer for, after REQUERY_MAX_ATTEMPTS requeries:
-- still pending with the money held (never refunded blindly), waiting for a person to look.
ALTER TABLE transactions ADD COLUMN needs_review boolean NOT NULL DEFAULT false;
CREATE INDEX transactions_needs_review ON transactions (id) WHERE needs_review;
