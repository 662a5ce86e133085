package io.sigment.analytics.discovery;

import io.sigment.common.Platform;
import io.sigment.common.api.AsRead;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A creator a platform's topic search found (scraper-service {@code search_topic}): its profile and the posts of
 * theirs the search matched.
 */
public record Candidate(
        Platform platform,
        String creatorId,
        String handle,
        String name,
        String bio,
        long followers,
        List<MatchingPost> posts) {

    /** A found post as search_topic writes it: caption and hashtags, and its counts (0 when left out). */
    public record MatchingPost(
            @EmptyWhenAbsent String caption,
            @EmptyWhenAbsent List<String> hashtags,
            long views,
            long likes,
            long comments) {}

    /**
     * A candidate as search_topic writes it (and rank_discovery stores it), without its platform; written again as
     * it was read.
     */
    public record Found(
            String creatorId,
            String handle,
            String name,
            @EmptyWhenAbsent String bio,
            long followers,
            @EmptyWhenAbsent List<MatchingPost> matchingPosts,
            @AsRead JsonObject stored) {

        static Found fromJson(JsonObject json) {
            return WireCodec.fromJson(json, Found.class);
        }

        Candidate on(Platform platform) {
            return new Candidate(platform, creatorId, handle, name, bio, followers, List.copyOf(matchingPosts));
        }
    }

    /** Unique across platforms. */
    public String key() {
        return platform.key() + ":" + handle.toLowerCase(java.util.Locale.ROOT);
    }
}
