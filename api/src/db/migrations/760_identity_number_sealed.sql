-- A verified BVN/NIN sealed with a key from the safety secret (ADR 0024, amended): the gateway gets
-- it again when the customer reserves a bank account. NULL for numbers verified before this column
-- (the customer gives the number once more, checked against number_hash, and it is sealed then).
ALTER TABLE kyc_identities ADD COLUMN number_sealed text;
