-- Share tokens are stored only as their SHA-256 (hex): a copy of the database opens no public link. Existing
-- links keep working by their old URL (looked up by hash); new tokens are derived from the link id with
-- SIGMENT_SHARE_TOKEN_SECRET, so the service can show an active link's URL again without storing it.
ALTER TABLE share_links ADD COLUMN token_sha256 text;
UPDATE share_links SET token_sha256 = encode(sha256(convert_to(token, 'UTF8')), 'hex');
ALTER TABLE share_links ALTER COLUMN token_sha256 SET NOT NULL;
ALTER TABLE share_links ADD CONSTRAINT share_links_token_sha256_key UNIQUE (token_sha256);
ALTER TABLE share_links DROP COLUMN token;
