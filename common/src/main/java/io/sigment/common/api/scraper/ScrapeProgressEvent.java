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

    /** An event with only its name and scrape; the builder's {@code post}, {@code creator}, ... fill in the rest. */
    public static Builder builder(String event, String scrapeId, String platform) {
        return new Builder(event, scrapeId, platform);
    }

    /** Fills in the fields of one kind of event (see the record's description), then {@link #build()}s it. */
    public static final class Builder {
        private final String event;
        private final String scrapeId;
        private final String platform;
        private String handle;
        private String creatorId;
        private String postId;
        private Integer engagements;
        private Integer postsDone;
        private Integer postsTotal;
        private Integer posts;
        private Integer creators;
        private Map<String, Object> cost;
        private String reason;
        private String message;

        private Builder(String event, String scrapeId, String platform) {
            this.event = event;
            this.scrapeId = scrapeId;
            this.platform = platform;
        }

        public Builder post(String handle, String postId, int engagements, int postsDone, int postsTotal) {
            this.handle = handle;
            this.postId = postId;
            this.engagements = engagements;
            this.postsDone = postsDone;
            this.postsTotal = postsTotal;
            return this;
        }

        public Builder creator(String handle, String creatorId, Integer posts) {
            this.handle = handle;
            this.creatorId = creatorId;
            this.posts = posts;
            return this;
        }

        public Builder totals(int creators, Map<String, Object> cost) {
            this.creators = creators;
            this.cost = cost;
            return this;
        }

        public Builder failure(String reason, String message) {
            this.reason = reason;
            this.message = message;
            return this;
        }

        public ScrapeProgressEvent build() {
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
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ScrapeProgressEvent fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ScrapeProgressEvent.class);
    }
}
