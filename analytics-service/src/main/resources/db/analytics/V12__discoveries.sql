-- Discoveries of a workspace: creators found for a topic, grouped by subtopic, with measured overlaps.
-- (Versioned 12, the issue's number, so it does not collide with the analyses layer's migrations.)
CREATE TABLE discoveries (
  discovery_id       text PRIMARY KEY,
  workspace_id       text NOT NULL,
  topic              text NOT NULL,
  topic_key          text NOT NULL,
  platforms          text[] NOT NULL,
  min_followers      integer NOT NULL,
  per_subtopic_limit integer NOT NULL,
  status             text NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
  message            text,
  collected          jsonb,
  result             jsonb,
  groups_found       integer,
  creators_found     integer,
  reused_from        text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  completed_at       timestamptz
);
CREATE INDEX discoveries_by_workspace ON discoveries (workspace_id, created_at DESC);
CREATE INDEX discoveries_by_topic ON discoveries (workspace_id, topic_key, created_at DESC);
