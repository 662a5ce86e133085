package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * How one handle of a scrape ended: {@link #SCRAPED} (with its posts and engagements), or {@link #UNKNOWN} (no such
 * account on the platform), with a {@code message} when there is something to say.
 */
public record ScrapedCreator(
        String handle, String status, String creatorId, int posts, long engagements, String message) {
    public static final String SCRAPED = "scraped";
    public static final String UNKNOWN = "unknown";

    public boolean scraped() {
        return SCRAPED.equals(status);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ScrapedCreator fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ScrapedCreator.class);
    }

    /** What is written: the posts and engagements of a scraped creator only. */
    @JsonValue
    Object wire() {
        return scraped()
                ? new Scraped(handle, status, creatorId, posts, engagements, message)
                : new NotScraped(handle, status, creatorId, message);
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    private record Scraped(
            String handle,
            String status,
            @JsonInclude(JsonInclude.Include.NON_NULL) String creatorId,
            int posts,
            long engagements,
            @JsonInclude(JsonInclude.Include.NON_NULL) String message) {}

    @JsonInclude(JsonInclude.Include.ALWAYS)
    private record NotScraped(
            String handle,
            String status,
            @JsonInclude(JsonInclude.Include.NON_NULL) String creatorId,
            @JsonInclude(JsonInclude.Include.NON_NULL) String message) {}
}
