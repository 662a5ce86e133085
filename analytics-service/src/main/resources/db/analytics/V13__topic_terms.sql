-- What creators of each topic post about: per completed discovery's topic (normalized) and candidate, its most used
-- hashtags. Read whole to learn the generic terms (those of creators of 3 or more unrelated topics), which no
-- subtopic label may use. No workspace, person or engagement here: terms and public handles only.
CREATE TABLE topic_terms (
  topic_key    text NOT NULL,
  creator_key  text NOT NULL,
  top_terms    text[] NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic_key, creator_key)
);
