-- The consent and approval pages warn when another client has the same name: looked up by lower(client_name).
CREATE INDEX oauth_clients_name ON oauth_clients (lower(client_name));
