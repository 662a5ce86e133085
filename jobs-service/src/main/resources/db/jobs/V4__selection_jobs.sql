-- optimize_selection is a synchronous job kind: its credits move on the same path as analyses and discoveries,
-- and the hold sweeper covers its holds.
ALTER TABLE jobs DROP CONSTRAINT jobs_kind_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('discovery', 'analysis', 'selection'));
