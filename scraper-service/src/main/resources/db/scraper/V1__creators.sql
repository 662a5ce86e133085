-- The creator catalog: what the platforms say about each creator we have looked at.
CREATE TABLE creators (
  platform      text NOT NULL CHECK (platform IN ('instagram', 'youtube', 'tiktok')),
  platform_id   text NOT NULL,
  handle        text NOT NULL,
  name          text,
  bio           text,
  followers     bigint,
  country       text,
  language      text,
  media_count   bigint,
  url           text,
  -- Demographics come only from a creator's own connected account, never from an estimate.
  connected     boolean NOT NULL DEFAULT false,
  demographics  jsonb,
  fetched_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, platform_id)
);
CREATE UNIQUE INDEX creators_by_handle ON creators (platform, lower(handle));

-- Queries already sent to a platform's search, so repeated searches are answered from the catalog.
CREATE TABLE searches (
  platform     text NOT NULL,
  query        text NOT NULL,
  searched_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, query)
);
