-- Issue 39 (M4): sign-in failures count per account and per source, a client address (IPv6 by /64) or a browser
-- that signed in to the account before (its device cookie), so failures from one source never lock out another.
CREATE TABLE sign_in_failures (
  user_id        text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  source         text NOT NULL,
  failures       integer NOT NULL,
  locked_until   timestamptz,
  last_failed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, source)
);

-- Browsers that signed in to an account: the SHA-256 of their device cookie's random token.
CREATE TABLE sign_in_devices (
  device_hash       bytea NOT NULL,
  user_id           text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  last_signed_in_at timestamptz NOT NULL,
  PRIMARY KEY (device_hash, user_id)
);
CREATE INDEX sign_in_devices_by_user ON sign_in_devices (user_id, last_signed_in_at);

ALTER TABLE users DROP COLUMN failed_sign_ins;
ALTER TABLE users DROP COLUMN sign_in_locked_until;
