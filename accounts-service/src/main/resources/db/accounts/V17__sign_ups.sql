-- Self-service sign-up (issue 39 item 2): a request mails a single-use link; the account exists only once the link is
-- opened. Only the SHA-256 of the link's token and the Argon2id hash of the chosen password are kept, never either.
CREATE TABLE sign_ups (
  sign_up_id    text PRIMARY KEY,
  email         text NOT NULL,
  password_hash text NOT NULL,
  token_hash    bytea NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX sign_ups_by_expiry ON sign_ups (expires_at);

-- When the account's address was proven by a mailed link (a sign-up, an invitation accepted or signed up from);
-- null for accounts made before addresses were verified.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
