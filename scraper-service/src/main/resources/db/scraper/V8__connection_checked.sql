-- When Sigment last asked the connected-accounts API about a creator. A creator first seen through a search has
-- never been asked, so "connected = false" there means "not known yet", not "has not connected"; get_creator asks
-- before it answers from such a row.
ALTER TABLE scraper.creators ADD COLUMN connection_checked_at timestamptz;
UPDATE scraper.creators SET connection_checked_at = fetched_at WHERE connected;
