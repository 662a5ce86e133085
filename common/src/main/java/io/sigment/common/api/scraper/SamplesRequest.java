package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonObject;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;

/**
 * The question of {@link ScraperAction#SAMPLES}: the engagement samples of {@code handles} (1-50), or with a
 * {@code scrapeId} and no handles of every creator of that scrape; with a {@code scrapeId} only that scrape's posts,
 * else the posts whose engagers were fetched at or after {@code since} (ISO-8601, null: ever).
 */
public record SamplesRequest(
        Platform platform,
        String scrapeId,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> handles,
        String since) {
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
        return WireCodec.toJson(this);
    }

    /**
     * Read and checked by scraper-service; {@code handle} (one) is read as {@code handles}, which may be left out
     * only with a {@code scrape_id}.
     */
    public static SamplesRequest fromJson(JsonObject args) {
        var asked = WireCodec.fromJson(args, Asked.class);
        List<String> handles;
        if (asked.handle() != null) handles = List.of(asked.handle());
        else if (asked.handles() != null || asked.scrapeId() == null)
            handles = ToolArgs.strings(new JsonObject().put("handles", asked.handles()), "handles", MAX_HANDLES);
        else handles = List.of();
        return new SamplesRequest(asked.platform(), asked.scrapeId(), handles, asked.since());
    }

    /** The question as sent: {@code handles} as they are, checked only when no {@code handle} is given. */
    private record Asked(
            Platform platform,
            @JsonDeserialize(using = ScrapeId.class) String scrapeId,
            @JsonDeserialize(using = OneHandle.class) String handle,
            Object handles,
            @JsonDeserialize(using = Since.class) String since) {}

    /** The {@code scrape_id} given (null is refused); null when absent. */
    static final class ScrapeId extends ArgumentDeserializer<String> {
        ScrapeId() {
            super(String.class, "scrape_id", json -> JobId.read(json, "scrape_id"));
        }

        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return null;
        }
    }

    /** The one {@code handle} given (1-100 characters, trimmed; null is refused); null when absent. */
    static final class OneHandle extends ArgumentDeserializer<String> {
        OneHandle() {
            super(
                    String.class,
                    "handle",
                    json -> ToolArgs.string(json, "handle", 1, 100).trim());
        }

        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return null;
        }
    }

    /** {@code since}: an ISO-8601 time, or null (absent, null or blank). */
    static final class Since extends ArgumentDeserializer<String> {
        Since() {
            super(String.class, "since", json -> {
                var since = ToolArgs.optionalString(json, "since", 0, 100);
                if (since == null || since.isBlank()) return null;
                try {
                    OffsetDateTime.parse(since);
                } catch (DateTimeParseException e) {
                    throw ToolError.invalidArguments("since: an ISO-8601 time such as 2025-05-01T00:00:00Z");
                }
                return since;
            });
        }
    }
}
