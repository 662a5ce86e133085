package io.sigment.common.api.scraper;

import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link ScraperAction#SAMPLES}: the engagement samples of {@code handles} (1-50), or with a
 * {@code scrapeId} and no handles of every creator of that scrape; with a {@code scrapeId} only that scrape's posts,
 * else the posts whose engagers were fetched at or after {@code since} (ISO-8601, null: ever).
 */
public record SamplesRequest(Platform platform, String scrapeId, List<String> handles, String since) {
    public static final int MAX_HANDLES = 50;
    /**
     * What one reply should carry at most, about 1 MB: the clustered event bus takes any size, but encodes and
     * decodes a message whole on an event loop and sends it on the one connection between two nodes.
     */
    static final long BYTES_PER_REPLY = 1_000_000;
    /** Encoded size of one engager of one post (roaring ids and int32 counts, base64), measured: about 8.3 bytes. */
    static final int BYTES_PER_ENGAGER = 9;

    public SamplesRequest {
        handles = List.copyOf(handles);
    }

    /** The samples of {@code handles} in scrape {@code scrapeId}. */
    public static SamplesRequest ofScrape(Platform platform, String scrapeId, List<String> handles) {
        return new SamplesRequest(platform, scrapeId, handles, null);
    }

    /**
     * How many creators one request should ask for, so that its reply stays near {@link #BYTES_PER_REPLY} when each
     * of them has {@code postsPerCreator} posts of {@code engagersPerPost} engagers (at least 1, at most 50).
     */
    public static int creatorsPerRequest(int postsPerCreator, int engagersPerPost) {
        long perCreator = (long) postsPerCreator * engagersPerPost * BYTES_PER_ENGAGER;
        return (int) Math.max(1, Math.min(MAX_HANDLES, BYTES_PER_REPLY / Math.max(1, perCreator)));
    }

    public JsonObject toJson() {
        var json = new JsonObject().put("platform", platform.key());
        if (scrapeId != null) json.put("scrape_id", scrapeId);
        if (!handles.isEmpty()) json.put("handles", new JsonArray(handles));
        if (since != null) json.put("since", since);
        return json;
    }

    /** Read and checked by scraper-service; {@code handle} (one) is read as {@code handles}. */
    public static SamplesRequest fromJson(JsonObject args) {
        var platform = ToolArgs.platform(args, null);
        var scrapeId = args.containsKey("scrape_id") ? JobId.read(args, "scrape_id") : null;
        List<String> handles;
        if (args.containsKey("handle"))
            handles = List.of(ToolArgs.string(args, "handle", 1, 100).trim());
        else if (args.getValue("handles") != null || scrapeId == null)
            handles = ToolArgs.strings(args, "handles", MAX_HANDLES);
        else handles = List.of();
        var since = ToolArgs.optionalString(args, "since", 0, 100);
        if (since != null && since.isBlank()) since = null;
        if (since != null) checkSince(since);
        return new SamplesRequest(platform, scrapeId, handles, since);
    }

    private static void checkSince(String since) {
        try {
            java.time.OffsetDateTime.parse(since);
        } catch (java.time.format.DateTimeParseException e) {
            throw ToolError.invalidArguments("since: an ISO-8601 time such as 2025-05-01T00:00:00Z");
        }
    }
}
