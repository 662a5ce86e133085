-- Who asked not to be scraped: HMAC-SHA-256 of platform and platform person id under SIGMENT_PERSON_DENY_SECRET
-- (a key of its own, so rotating the person key keeps the list). Checked at ingest.
CREATE TABLE denied_people (
  deny_key  bytea PRIMARY KEY,
  added_at  timestamptz NOT NULL
);

-- What each privacy request (erase, show) did, never whom it was about.
CREATE TABLE privacy_requests (
  request_id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  action        text NOT NULL CHECK (action IN ('erase', 'show')),
  platform      text NOT NULL,
  key_held      boolean NOT NULL,
  engager_sets  integer NOT NULL,
  requested_at  timestamptz NOT NULL
);

-- The dense id of a person erased in the last day: a scrape running at the moment of the erasure may still write it
-- into a post's engager set, and the retention sweeper removes it from those too. The id links to no one (the
-- person's key is gone); the row is deleted a day after the erasure.
CREATE TABLE erased_ids (
  platform   text NOT NULL,
  person_id  integer NOT NULL,
  erased_at  timestamptz NOT NULL,
  PRIMARY KEY (platform, person_id)
);

-- Retention finds the posts whose engagers were fetched before its window.
CREATE INDEX posts_by_engagers_fetched ON posts (engagers_fetched_at) WHERE engagers_fetched_at IS NOT NULL;
