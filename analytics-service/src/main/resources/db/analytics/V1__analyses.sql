-- Saved analyses of a workspace, one platform each.
CREATE TABLE analyses (
  analysis_id  text PRIMARY KEY,
  workspace_id text NOT NULL,
  platform     text NOT NULL CHECK (platform IN ('instagram', 'youtube', 'tiktok')),
  handles      text[] NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analyses_by_workspace ON analyses (workspace_id, platform, created_at DESC);
