package io.sigment.common.api.analytics;

import io.sigment.common.api.AsRead;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A creator a platform's topic search found (scraper-service {@code search_topic}), as jobs-service hands it on in
 * {@link Collected#candidates()} and analytics stores and reads it: its profile and the posts of theirs the search
 * matched, without its platform; written again as it was read ({@code stored}), whatever else the search wrote.
 */
public record FoundCandidate(
        String creatorId,
        String handle,
        String name,
        @EmptyWhenAbsent String bio,
        long followers,
        @EmptyWhenAbsent List<MatchingPost> matchingPosts,
        @AsRead JsonObject stored) {

    public static FoundCandidate fromJson(JsonObject json) {
        return WireCodec.fromJson(json, FoundCandidate.class);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** A found post as search_topic writes it: caption and hashtags, and its counts (0 when left out). */
    public record MatchingPost(
            @EmptyWhenAbsent String caption,
            @EmptyWhenAbsent List<String> hashtags,
            long views,
            long likes,
            long comments) {}
}
