package io.sigment.common.api.scraper;

import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link ScraperAction#SEARCH_TOPIC}: the creators whose recent posts a platform finds for a topic,
 * with at least {@code minFollowers} followers and {@code minMatchingPosts} found posts, at most
 * {@code maxCandidates}, from up to {@code postLimit} posts searched.
 */
public record TopicSearchRequest(
        Platform platform, String topic, int minFollowers, int maxCandidates, int minMatchingPosts, int postLimit) {
    public static final int DEFAULT_MIN_MATCHING_POSTS = 2;

    public JsonObject toJson() {
        return new JsonObject()
                .put("platform", platform.key())
                .put("topic", topic)
                .put("min_followers", minFollowers)
                .put("max_candidates", maxCandidates)
                .put("min_matching_posts", minMatchingPosts)
                .put("post_limit", postLimit);
    }

    /**
     * Read and checked where the search runs: {@code platform}, {@code topic} (2-200), {@code min_followers}
     * (default {@link DiscoveryDefaults#MIN_FOLLOWERS}), {@code max_candidates} (1-500, default 150),
     * {@code min_matching_posts} (1-20, default 2),
     * {@code post_limit} (10-1000, default 1000).
     */
    public static TopicSearchRequest fromJson(JsonObject args) {
        return new TopicSearchRequest(
                ToolArgs.platform(args, null),
                ToolArgs.string(args, "topic", 2, 200).trim(),
                DiscoveryDefaults.minFollowers(args),
                ToolArgs.integer(args, "max_candidates", 1, 500, 150),
                ToolArgs.integer(args, "min_matching_posts", 1, 20, DEFAULT_MIN_MATCHING_POSTS),
                ToolArgs.integer(args, "post_limit", 10, 1000, 1000));
    }
}
