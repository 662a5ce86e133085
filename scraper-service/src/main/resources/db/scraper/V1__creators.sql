-- The creator catalog: what the platforms say about each creator we have looked at.
CREATE TABLE creators (
  platform      text NOT NULL CHECK (platform IN ('instagram', 'youtube', 'tiktok')),
  platform_id   text NOT NULL,
  handle        text NOT NULL,
  name          text,
  followers     bigint,
  fetched_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, platform_id)
);
CREATE UNIQUE INDEX creators_by_handle ON creators (platform, lower(handle));
