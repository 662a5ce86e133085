-- Creator lists: one platform each, members by normalized handle. Times come from the service's clock.
CREATE TABLE creator_lists (
  list_id      text PRIMARY KEY,
  workspace_id text NOT NULL,
  name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
  platform     text NOT NULL CHECK (platform IN ('instagram', 'youtube', 'tiktok')),
  description  text CHECK (char_length(description) <= 2000),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX creator_lists_by_workspace ON creator_lists (workspace_id, created_at);

CREATE TABLE list_members (
  list_id  text NOT NULL REFERENCES creator_lists ON DELETE CASCADE,
  handle   text NOT NULL CHECK (char_length(handle) BETWEEN 1 AND 100),
  added_at timestamptz NOT NULL,
  PRIMARY KEY (list_id, handle)
);
