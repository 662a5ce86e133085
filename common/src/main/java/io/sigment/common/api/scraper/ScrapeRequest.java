package io.sigment.common.api.scraper;

import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link ScraperAction#SCRAPE}: per handle the newest {@code postsPerCreator} posts and up to
 * {@code engagersPerPost} engagers each. A scrape is resumable by its id: the same id continues the same scrape.
 */
public record ScrapeRequest(
        String scrapeId, Platform platform, List<String> handles, int postsPerCreator, int engagersPerPost) {
    public static final int MAX_HANDLES = 50;
    public static final int DEFAULT_POSTS = 12;
    public static final int DEFAULT_ENGAGERS = 1000;

    public ScrapeRequest {
        handles = List.copyOf(handles);
    }

    /** A scrape with the default posts and engagers (an analysis's). */
    public static ScrapeRequest of(String scrapeId, Platform platform, List<String> handles) {
        return new ScrapeRequest(scrapeId, platform, handles, DEFAULT_POSTS, DEFAULT_ENGAGERS);
    }

    public JsonObject toJson() {
        return new JsonObject()
                .put("scrape_id", scrapeId)
                .put("platform", platform.key())
                .put("handles", new JsonArray(handles))
                .put("posts_per_creator", postsPerCreator)
                .put("engagers_per_post", engagersPerPost);
    }

    /**
     * Read and checked where the scrape runs: {@code scrape_id} (optional, 1-200 chars: a new {@code scr_} id when
     * absent), {@code platform}, {@code handles} (1-50), {@code posts_per_creator} (1-50, default 12),
     * {@code engagers_per_post} (1-20000, default 1000).
     */
    public static ScrapeRequest fromJson(JsonObject args) {
        var id = args.containsKey("scrape_id") ? JobId.read(args, "scrape_id") : Ids.random("scr_");
        return new ScrapeRequest(
                id,
                ToolArgs.platform(args, null),
                ToolArgs.strings(args, "handles", MAX_HANDLES),
                ToolArgs.integer(args, "posts_per_creator", 1, 50, DEFAULT_POSTS),
                ToolArgs.integer(args, "engagers_per_post", 1, 20_000, DEFAULT_ENGAGERS));
    }
}
