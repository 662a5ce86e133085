package io.sigment.analytics.discovery;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.FoundCandidate;
import java.util.List;

/**
 * A creator a platform's topic search found (scraper-service {@code search_topic}) on its platform: its profile and
 * the posts of theirs the search matched ({@link FoundCandidate}, as jobs-service collected it).
 */
public record Candidate(
        Platform platform,
        String creatorId,
        String handle,
        String name,
        String bio,
        long followers,
        List<FoundCandidate.MatchingPost> posts) {

    /** The candidate {@code found} on {@code platform}. */
    static Candidate of(FoundCandidate found, Platform platform) {
        return new Candidate(
                platform,
                found.creatorId(),
                found.handle(),
                found.name(),
                found.bio(),
                found.followers(),
                List.copyOf(found.matchingPosts()));
    }

    /** Unique across platforms. */
    public String key() {
        return platform.key() + ":" + handle.toLowerCase(java.util.Locale.ROOT);
    }
}
