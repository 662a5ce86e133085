package io.sigment.analytics.discovery;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
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

    public record MatchingPost(String caption, List<String> hashtags, long views, long likes, long comments) {}

    /** Unique across platforms. */
    public String key() {
        return platform.key() + ":" + handle.toLowerCase(java.util.Locale.ROOT);
    }

    public static Candidate fromJson(Platform platform, JsonObject json) {
        var posts = new ArrayList<MatchingPost>();
        for (var p : json.getJsonArray("matching_posts")) {
            var post = (JsonObject) p;
            posts.add(new MatchingPost(
                    post.getString("caption", ""),
                    post.getJsonArray("hashtags").stream().map(String::valueOf).toList(),
                    post.getLong("views", 0L),
                    post.getLong("likes", 0L),
                    post.getLong("comments", 0L)));
        }
        return new Candidate(
                platform,
                json.getString("creator_id"),
                json.getString("handle"),
                json.getString("name"),
                json.getString("bio", ""),
                json.getLong("followers", 0L),
                List.copyOf(posts));
    }
}
