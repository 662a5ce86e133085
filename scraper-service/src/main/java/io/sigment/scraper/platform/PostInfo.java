package io.sigment.scraper.platform;

import java.time.Instant;

/** One recent post: its id and address on the platform, when it was published, and its counts. */
public record PostInfo(String platformPostId, String url, Instant publishedAt, long impressions, long likes,
                       long comments, boolean commentsDisabled) {
}
