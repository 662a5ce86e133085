-- Issue 39 item 3: single-use links mailed to an account's address, "forgot your password?" (purpose 'reset') and
-- "unlock sign-in" (purpose 'unlock'). Only the SHA-256 of the link's random token is stored.
CREATE TABLE sign_in_links (
  token_hash bytea PRIMARY KEY,
  purpose    text NOT NULL CHECK (purpose IN ('reset', 'unlock')),
  user_id    text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX sign_in_links_by_user ON sign_in_links (user_id, purpose, created_at);
