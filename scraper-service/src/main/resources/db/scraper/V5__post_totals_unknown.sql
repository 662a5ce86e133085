-- A post's like and comment totals as the platform reports them: the analytics' audience estimates read them to
-- know how many engagers a capped scrape did not read. NULL: the platform did not say (Instagram and YouTube let
-- creators hide like counts); 0 would claim there were none.
ALTER TABLE posts ALTER COLUMN likes DROP NOT NULL, ALTER COLUMN comments DROP NOT NULL;
