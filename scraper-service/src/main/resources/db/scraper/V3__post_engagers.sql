-- A post's engagers as one row, the unit the samples read: people ascending (dense ids), and per person how
-- often they liked and commented (0: not that way). Replaces the row per (post, person, kind): 1,000 engagers
-- are one row of three arrays instead of 1,000 rows and 1,000 primary-key entries, so ingest and reads cost
-- the server a fraction. A post's row is replaced as a whole when its engagers are fetched again.
CREATE TABLE post_engagers (
  post_id   bigint PRIMARY KEY REFERENCES posts ON DELETE CASCADE,
  people    integer[] NOT NULL,
  likes     integer[] NOT NULL,
  comments  integer[] NOT NULL,
  CHECK (cardinality(likes) = cardinality(people) AND cardinality(comments) = cardinality(people))
);

INSERT INTO post_engagers (post_id, people, likes, comments)
SELECT post_id, array_agg(person_id ORDER BY person_id), array_agg(likes ORDER BY person_id),
       array_agg(comments ORDER BY person_id)
FROM (SELECT post_id, person_id,
             COALESCE(sum(count) FILTER (WHERE kind = 1), 0)::integer AS likes,
             COALESCE(sum(count) FILTER (WHERE kind = 2), 0)::integer AS comments
      FROM engagements GROUP BY post_id, person_id) e
WHERE post_id IN (SELECT post_id FROM posts)
GROUP BY post_id;

-- Posts fetched without engagers (comments disabled) had no rows: they get an empty set.
INSERT INTO post_engagers (post_id, people, likes, comments)
SELECT post_id, '{}', '{}', '{}' FROM posts
WHERE engagers_fetched_at IS NOT NULL AND post_id NOT IN (SELECT post_id FROM post_engagers);

DROP TABLE engagements;
