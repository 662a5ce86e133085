-- Who may act: users, the workspaces they belong to, and their API keys (hash only, never the key).
CREATE TABLE users (
  user_id     text PRIMARY KEY,
  email       text NOT NULL UNIQUE,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE workspaces (
  workspace_id text PRIMARY KEY,
  name         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  workspace_id text NOT NULL REFERENCES workspaces,
  user_id      text NOT NULL REFERENCES users,
  role         text NOT NULL CHECK (role IN ('owner', 'member')),
  joined_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (workspace_id, user_id)
);
-- "The user's first workspace" is the earliest joined.
CREATE INDEX memberships_by_user ON memberships (user_id, joined_at);

CREATE TABLE api_keys (
  key_id       text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users,
  name         text NOT NULL,
  key_hash     bytea NOT NULL UNIQUE,
  prefix       text NOT NULL,
  last4        text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX api_keys_by_user ON api_keys (user_id);
