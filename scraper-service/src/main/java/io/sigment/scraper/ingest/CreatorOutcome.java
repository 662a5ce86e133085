package io.sigment.scraper.ingest;

import io.sigment.common.api.scraper.ScrapedCreator;

/**
 * How one handle of a scrape ended: {@code scraped} (with its posts and engagements), or {@code unknown} (no
 * such account on the platform).
 */
public record CreatorOutcome(String handle, String status, String creatorId, int posts, long engagements,
                             String message) {
  public static final String SCRAPED = ScrapedCreator.SCRAPED;
  public static final String UNKNOWN = ScrapedCreator.UNKNOWN;

  public ScrapedCreator toScraped() {
    return new ScrapedCreator(handle, status, creatorId, posts, engagements, message);
  }
}
