package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import java.util.List;

/** What a scrape fetches: per handle the newest {@code postsPerCreator} posts and up to N engagers each. */
public record ScrapeRequest(String scrapeId, Platform platform, List<String> handles, int postsPerCreator,
                            int engagersPerPost) {
}
