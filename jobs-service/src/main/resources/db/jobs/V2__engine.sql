-- The job engine: what a job needs to run on any replica, resume after a crash and settle its credits.
ALTER TABLE jobs
  ADD COLUMN params       jsonb NOT NULL DEFAULT '{}',   -- the kind's plan: everything its steps need
  ADD COLUMN outputs      jsonb NOT NULL DEFAULT '{}',   -- output of each finished step, by step name
  ADD COLUMN details      jsonb NOT NULL DEFAULT '{}',   -- what get_job shows beyond status (ids, per-creator report)
  ADD COLUMN progress     jsonb,                         -- live progress of the running step
  ADD COLUMN price        integer NOT NULL DEFAULT 0,
  ADD COLUMN hold_id      text,
  ADD COLUMN charged      boolean NOT NULL DEFAULT false,
  ADD COLUMN lease_owner  text,
  ADD COLUMN lease_until  timestamptz,
  ADD COLUMN attempts     integer NOT NULL DEFAULT 0,
  ADD COLUMN started_at   timestamptz;                   -- when it left the queue

-- The scheduler's questions: queued jobs in order, jobs holding scrape slots, expired leases.
CREATE INDEX jobs_queued ON jobs (created_at) WHERE status = 'running' AND stage = 'queued';
CREATE INDEX jobs_claimed ON jobs (lease_until) WHERE status = 'running' AND stage <> 'queued';
CREATE INDEX jobs_active_by_workspace ON jobs (workspace_id, kind) WHERE status = 'running';
