-- Long work (discovery, analysis): the durable truth of each job's lifecycle.
CREATE TABLE jobs (
  job_id       text PRIMARY KEY,
  workspace_id text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('discovery', 'analysis')),
  status       text NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
  stage        text NOT NULL CHECK (stage IN ('queued', 'scraping', 'analyzing')),
  dedupe_key   text NOT NULL,
  error        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
-- A duplicate of a running or queued job is refused ("Already in progress").
CREATE UNIQUE INDEX jobs_one_active_per_key ON jobs (workspace_id, dedupe_key) WHERE status = 'running';
CREATE INDEX jobs_by_workspace ON jobs (workspace_id, created_at DESC);
