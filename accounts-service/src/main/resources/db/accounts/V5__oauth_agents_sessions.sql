-- The embedded OAuth 2.1 authorization server, agent approvals and the app's sign-in. Every secret
-- (password, code, token, session) is stored only as a hash.
ALTER TABLE users ADD COLUMN password_hash text;

-- OAuth clients: registered by RFC 7591, or known by their Client ID Metadata Document (an HTTPS URL).
CREATE TABLE oauth_clients (
  client_id     text PRIMARY KEY,
  client_name   text NOT NULL,
  redirect_uris text[] NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('registered', 'metadata_document')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  fetched_at    timestamptz
);

-- Authorization codes: single use, short-lived, bound to client, redirect URI, PKCE challenge and resource.
CREATE TABLE oauth_codes (
  code_hash      bytea PRIMARY KEY,
  client_id      text NOT NULL REFERENCES oauth_clients,
  user_id        text NOT NULL REFERENCES users,
  redirect_uri   text NOT NULL,
  code_challenge text NOT NULL,
  resource       text NOT NULL,
  scope          text NOT NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);

-- A grant is one sign-in of a user for a client: the family of its access and refresh tokens.
-- A refresh token used twice revokes the whole family.
CREATE TABLE oauth_grants (
  grant_id   text PRIMARY KEY,
  client_id  text NOT NULL REFERENCES oauth_clients,
  user_id    text NOT NULL REFERENCES users,
  resource   text NOT NULL,
  scope      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE TABLE oauth_tokens (
  token_hash bytea PRIMARY KEY,
  grant_id   text NOT NULL REFERENCES oauth_grants,
  kind       text NOT NULL CHECK (kind IN ('access', 'refresh')),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX oauth_tokens_by_grant ON oauth_tokens (grant_id);

-- An OAuth client as one user's agent: approval is per account (a metadata-document client id is
-- shared by every user of that client).
CREATE TABLE agents (
  agent_id     text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users,
  client_id    text NOT NULL REFERENCES oauth_clients,
  status       text NOT NULL CHECK (status IN ('not_approved', 'approved', 'revoked')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  decided_at   timestamptz,
  UNIQUE (user_id, client_id)
);

-- Signed-in browser sessions of the app, shared by every gateway replica.
CREATE TABLE app_sessions (
  session_hash bytea PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  ended_at     timestamptz
);
CREATE INDEX app_sessions_by_user ON app_sessions (user_id);
