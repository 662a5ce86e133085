-- Posts, the people who engaged with them, and how. Person ids are dense per platform, assigned at ingest
-- in first-seen order, so the analytics engine's bitmaps stay small.
CREATE TABLE posts (
  post_id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  platform             text NOT NULL,
  platform_post_id     text NOT NULL,
  creator_id           text NOT NULL,
  url                  text,
  published_at         timestamptz NOT NULL,
  impressions          bigint NOT NULL,
  likes                bigint NOT NULL,
  comments             bigint NOT NULL,
  comments_disabled    boolean NOT NULL DEFAULT false,
  fetched_at           timestamptz NOT NULL DEFAULT now(),
  engagers_fetched_at  timestamptz,
  UNIQUE (platform, platform_post_id),
  FOREIGN KEY (platform, creator_id) REFERENCES creators (platform, platform_id)
);
CREATE INDEX posts_by_creator ON posts (platform, creator_id, published_at DESC);

CREATE TABLE person_ids (
  platform  text PRIMARY KEY,
  next_id   integer NOT NULL
);
INSERT INTO person_ids (platform, next_id) VALUES ('instagram', 0), ('youtube', 0), ('tiktok', 0);

-- One index only: a second one on (platform, person_id) cost a third of the ingest rate. person_id is unique
-- per platform because only EngagementStore.personIds assigns it, under the person_ids row lock.
CREATE TABLE people (
  platform            text NOT NULL,
  platform_person_id  text NOT NULL,
  person_id           integer NOT NULL,
  handle              text,
  PRIMARY KEY (platform, platform_person_id)
);

-- kind: 1 like, 2 comment. A post's rows are replaced as a whole when its engagers are fetched again.
-- post_id has no foreign key on purpose: its per-row check halved the ingest rate; only EngagementStore
-- writes here, with post ids it has just upserted, and posts are never deleted.
CREATE TABLE engagements (
  post_id    bigint NOT NULL,
  person_id  integer NOT NULL,
  kind       smallint NOT NULL,
  count      integer NOT NULL,
  PRIMARY KEY (post_id, person_id, kind)
);

-- A scrape and its progress, so a retry with the same scrape id continues where it stopped.
CREATE TABLE scrapes (
  scrape_id          text PRIMARY KEY,
  platform           text NOT NULL,
  handles            text[] NOT NULL,
  posts_per_creator  integer NOT NULL,
  engagers_per_post  integer NOT NULL,
  status             text NOT NULL DEFAULT 'running',
  error              text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE scrape_creators (
  scrape_id   text NOT NULL REFERENCES scrapes ON DELETE CASCADE,
  handle      text NOT NULL,
  status      text NOT NULL,
  creator_id  text,
  posts       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (scrape_id, handle)
);

CREATE TABLE scrape_posts (
  scrape_id    text NOT NULL REFERENCES scrapes ON DELETE CASCADE,
  post_id      bigint NOT NULL REFERENCES posts ON DELETE CASCADE,
  engagements  integer NOT NULL,
  PRIMARY KEY (scrape_id, post_id)
);
