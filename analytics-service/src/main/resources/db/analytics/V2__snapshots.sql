-- Snapshots of an analysis: one scrape each, immutable once completed. Ids come from jobs-service.
CREATE TABLE snapshots (
  snapshot_id  text PRIMARY KEY,
  analysis_id  text NOT NULL REFERENCES analyses (analysis_id),
  job_id       text NOT NULL,
  status       text NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
  error        text,
  creators     jsonb,
  headline     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
CREATE INDEX snapshots_by_analysis ON snapshots (analysis_id, created_at DESC);

-- The engagement samples a snapshot was computed from, frozen as scraper-service's `samples` reply gave them
-- (posts: its JSON array of post_id, impressions, people, counts), so later scrapes never change the snapshot.
-- handle_key: the handle lower-cased without a leading @, for "analyzed in the last 30 days".
CREATE TABLE snapshot_samples (
  snapshot_id  text NOT NULL REFERENCES snapshots (snapshot_id),
  handle       text NOT NULL,
  handle_key   text NOT NULL,
  creator_id   text,
  posts        text NOT NULL,
  PRIMARY KEY (snapshot_id, handle)
);
CREATE INDEX snapshot_samples_by_handle ON snapshot_samples (handle_key);

-- The heavy parts of a completed snapshot's result (intervals, clusters, recommended selection), computed once.
CREATE TABLE snapshot_results (
  snapshot_id  text PRIMARY KEY REFERENCES snapshots (snapshot_id),
  result       text NOT NULL
);
