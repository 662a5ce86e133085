package io.sigment.common.api.scraper;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link ScraperAction#SEARCH_TOPIC}: the creators whose recent posts a platform finds for a topic,
 * with at least {@code minFollowers} followers and {@code minMatchingPosts} found posts, at most
 * {@code maxCandidates}, from up to {@code postLimit} posts searched.
 */
public record TopicSearchRequest(
        Platform platform,

        @JsonDeserialize(using = DiscoveryDefaults.Topic.class)
        String topic,

        @JsonDeserialize(using = DiscoveryDefaults.MinFollowers.class)
        int minFollowers,

        @JsonDeserialize(using = MaxCandidates.class) int maxCandidates,
        @JsonDeserialize(using = MinMatchingPosts.class) int minMatchingPosts,
        @JsonDeserialize(using = PostLimit.class) int postLimit) {
    public static final int DEFAULT_MIN_MATCHING_POSTS = 2;

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /**
     * Read and checked where the search runs: {@code platform}, {@code topic} (2-200), {@code min_followers}
     * (default {@link DiscoveryDefaults#MIN_FOLLOWERS}), {@code max_candidates} (1-500, default 150),
     * {@code min_matching_posts} (1-20, default 2),
     * {@code post_limit} (10-1000, default 1000).
     */
    public static TopicSearchRequest fromJson(JsonObject args) {
        return WireCodec.fromJson(args, TopicSearchRequest.class);
    }

    static final class MaxCandidates extends ArgumentDeserializer<Integer> {
        MaxCandidates() {
            super(Integer.class, "max_candidates", json -> ToolArgs.integer(json, "max_candidates", 1, 500, 150));
        }
    }

    static final class MinMatchingPosts extends ArgumentDeserializer<Integer> {
        MinMatchingPosts() {
            super(
                    Integer.class,
                    "min_matching_posts",
                    json -> ToolArgs.integer(json, "min_matching_posts", 1, 20, DEFAULT_MIN_MATCHING_POSTS));
        }
    }

    static final class PostLimit extends ArgumentDeserializer<Integer> {
        PostLimit() {
            super(Integer.class, "post_limit", json -> ToolArgs.integer(json, "post_limit", 10, 1000, 1000));
        }
    }
}
