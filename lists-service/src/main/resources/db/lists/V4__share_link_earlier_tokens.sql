-- A link shared again after SIGMENT_SHARE_TOKEN_SECRET changed keeps its id and gets a token the new secret
-- reproduces; the hashes of its earlier tokens stay here, so every URL it was shared under keeps opening it.
ALTER TABLE share_links ADD COLUMN earlier_token_sha256 text[] NOT NULL DEFAULT '{}';
CREATE INDEX share_links_earlier_token_sha256 ON share_links USING gin (earlier_token_sha256);
