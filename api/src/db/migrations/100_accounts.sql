-- Accounts and public site: phone uniqueness, password reset, contact form, newsletter.

-- "+07012345678" and "07012345678" are the same phone; users created without a phone keep ''.
CREATE UNIQUE INDEX users_phone_no_unique ON users (ltrim(phone_no, '+')) WHERE phone_no <> '';
CREATE INDEX users_username_lower ON users (lower(username));

-- Only the SHA-256 of a reset token is kept; the token itself exists only in the e-mail.
CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  -- The job that issued it: a re-run of that job issues no second token.
  request_job_id bigint NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id),
  full_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscribers (
  id serial PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));
