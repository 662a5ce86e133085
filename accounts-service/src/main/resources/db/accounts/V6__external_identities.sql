-- An external authorization server (Keycloak) instead of the embedded one: its users are linked to Sigment
-- accounts by (issuer, subject), the link made once from the token's verified email; its clients (the token's
-- azp or client_id) become agents like registered ones, so approval works the same way.
ALTER TABLE oauth_clients DROP CONSTRAINT oauth_clients_kind_check;
ALTER TABLE oauth_clients ADD CONSTRAINT oauth_clients_kind_check
  CHECK (kind IN ('registered', 'metadata_document', 'external'));

CREATE TABLE external_identities (
  issuer    text NOT NULL,
  subject   text NOT NULL,
  user_id   text NOT NULL REFERENCES users,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
