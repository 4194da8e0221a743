-- Newsletter double opt-in. A sign-up stores the address unconfirmed with the
-- SHA-256 of a random token e-mailed to it; the link's page confirms. Addresses subscribed before
-- this migration count as confirmed (they were told "You have subscribed").
ALTER TABLE newsletter_subscribers
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN confirm_token_hash text,
  ADD COLUMN confirm_sent_at timestamptz;
UPDATE newsletter_subscribers SET confirmed_at = created_at;
CREATE UNIQUE INDEX newsletter_subscribers_token ON newsletter_subscribers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
