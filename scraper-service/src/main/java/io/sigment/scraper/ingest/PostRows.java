package io.sigment.scraper.ingest;

/**
 * The engagement rows of one post (one per person and kind), to replace what the post had; {@code scrapeId}
 * (may be null) is the scrape that fetched them.
 */
public record PostRows(String scrapeId, long postId, Integer[] people, Short[] kinds, Integer[] counts) {
}
