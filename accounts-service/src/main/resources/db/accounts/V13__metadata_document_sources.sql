-- Issue 40 (L4): new metadata-document clients are limited per source as well as cluster-wide; the source is the
-- client address (IPv6 by /64) whose authorize request first named the document. Null for older rows and registered
-- clients.
ALTER TABLE oauth_clients ADD COLUMN first_source text;
CREATE INDEX oauth_clients_by_first_source ON oauth_clients (first_source, created_at)
  WHERE kind = 'metadata_document';
