-- Public, view-only links: to a creator list (a live view, never expires) or to an analysis result
-- (Instagram only, expires). The token is the URL's secret; the link id is what owners revoke by.
CREATE TABLE share_links (
  link_id      text PRIMARY KEY,
  token        text NOT NULL UNIQUE,
  workspace_id text NOT NULL,
  list_id      text REFERENCES creator_lists ON DELETE CASCADE,
  analysis_id  text,
  snapshot_id  text,
  platform     text NOT NULL CHECK (platform IN ('instagram', 'youtube', 'tiktok')),
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz,
  revoked_at   timestamptz,
  CHECK ((list_id IS NULL) <> (analysis_id IS NULL)),
  CHECK (list_id IS NOT NULL OR expires_at IS NOT NULL),
  CHECK (list_id IS NULL OR snapshot_id IS NULL)
);
-- A list has at most one active link ("share_creator_list returns the active link if there is one").
CREATE UNIQUE INDEX share_links_one_active_per_list ON share_links (list_id)
  WHERE list_id IS NOT NULL AND revoked_at IS NULL;
CREATE INDEX share_links_by_analysis ON share_links (workspace_id, analysis_id, created_at DESC)
  WHERE analysis_id IS NOT NULL;
