package io.sigment.common.api.scraper;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.Map;

/**
 * One event of a scrape's progress, published by the scraper on {@code Topics.SCRAPE_PROGRESS} for the scrape's
 * {@code scrapeId}: {@code event} names it and which fields it has ({@code post_done}: handle, postId, engagements,
 * postsDone, postsTotal; {@code creator_done}: handle, creatorId, posts; {@code creator_unknown}: handle;
 * {@code completed}: creators, cost; {@code failed}: reason, message).
 */
public record ScrapeProgressEvent(
        String handle,
        String creatorId,
        String postId,
        Integer engagements,
        Integer postsDone,
        Integer postsTotal,
        Integer posts,
        Integer creators,
        Map<String, Object> cost,
        String reason,
        String message,
        String scrapeId,
        String platform,
        String event) {
    public static final String POST_DONE = "post_done";
    public static final String CREATOR_DONE = "creator_done";
    public static final String CREATOR_UNKNOWN = "creator_unknown";
    public static final String COMPLETED = "completed";
    public static final String FAILED = "failed";

    /** An event with only its name and scrape; {@code with...} fill in the rest. */
    public static ScrapeProgressEvent of(String event, String scrapeId, String platform) {
        return new ScrapeProgressEvent(
                null, null, null, null, null, null, null, null, null, null, null, scrapeId, platform, event);
    }

    public ScrapeProgressEvent withPost(String handle, String postId, int engagements, int postsDone, int postsTotal) {
        return new ScrapeProgressEvent(
                handle,
                creatorId,
                postId,
                engagements,
                postsDone,
                postsTotal,
                posts,
                creators,
                cost,
                reason,
                message,
                scrapeId,
                platform,
                event);
    }

    public ScrapeProgressEvent withCreator(String handle, String creatorId, Integer posts) {
        return new ScrapeProgressEvent(
                handle,
                creatorId,
                postId,
                engagements,
                postsDone,
                postsTotal,
                posts,
                creators,
                cost,
                reason,
                message,
                scrapeId,
                platform,
                event);
    }

    public ScrapeProgressEvent withTotals(int creators, Map<String, Object> cost) {
        return new ScrapeProgressEvent(
                handle,
                creatorId,
                postId,
                engagements,
                postsDone,
                postsTotal,
                posts,
                creators,
                cost,
                reason,
                message,
                scrapeId,
                platform,
                event);
    }

    public ScrapeProgressEvent withFailure(String reason, String message) {
        return new ScrapeProgressEvent(
                handle,
                creatorId,
                postId,
                engagements,
                postsDone,
                postsTotal,
                posts,
                creators,
                cost,
                reason,
                message,
                scrapeId,
                platform,
                event);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ScrapeProgressEvent fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ScrapeProgressEvent.class);
    }
}
