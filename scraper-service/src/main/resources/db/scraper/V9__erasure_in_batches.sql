-- An erasure removes the person from the platform's engager sets in bounded batches of posts, in post id order:
-- sweep_after is the post id the next batch continues after, null once every post was swept (so rows erased before,
-- in one transaction, are done). An erasure interrupted between batches is continued by the retention sweeper.
ALTER TABLE erased_ids ADD COLUMN sweep_after bigint;
