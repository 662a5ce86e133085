package io.sigment.analytics.analyses;

/** One creator's engagement sample as frozen in a snapshot: scraper-service's {@code posts} array, as JSON text. */
public record FrozenSample(String handle, String creatorId, String postsJson) {}
