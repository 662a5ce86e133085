-- What a scrape cost on the platforms, summed over its attempts: scraping-provider actor runs and the dataset
-- items they returned (what pay-per-result actors bill), and YouTube quota units.
ALTER TABLE scrapes
  ADD COLUMN provider_runs    bigint NOT NULL DEFAULT 0,
  ADD COLUMN provider_results bigint NOT NULL DEFAULT 0,
  ADD COLUMN youtube_units    bigint NOT NULL DEFAULT 0;
