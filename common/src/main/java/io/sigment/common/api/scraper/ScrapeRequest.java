package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link ScraperAction#SCRAPE}: per handle the newest {@code postsPerCreator} posts and up to
 * {@code engagersPerPost} engagers each. A scrape is resumable by its id: the same id continues the same scrape.
 * Every field is written ({@code scrape_id} null as null).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ScrapeRequest(
        @JsonDeserialize(using = IdOrNew.class) String scrapeId,
        Platform platform,
        @JsonDeserialize(using = Handles.class) List<String> handles,
        @JsonDeserialize(using = Posts.class) int postsPerCreator,
        @JsonDeserialize(using = Engagers.class) int engagersPerPost) {
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
        return WireCodec.toJson(this);
    }

    /**
     * Read and checked where the scrape runs: {@code scrape_id} (optional, 1-200 chars: a new {@code scr_} id when
     * absent), {@code platform}, {@code handles} (1-50), {@code posts_per_creator} (1-50, default 12),
     * {@code engagers_per_post} (1-20000, default 1000).
     */
    public static ScrapeRequest fromJson(JsonObject args) {
        return WireCodec.fromJson(args, ScrapeRequest.class);
    }

    /** The {@code scrape_id} given (null is refused), or a new one when the field is absent. */
    static final class IdOrNew extends ArgumentDeserializer<String> {
        IdOrNew() {
            super(String.class, "scrape_id", json -> JobId.read(json, "scrape_id"));
        }

        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return Ids.random("scr_");
        }
    }

    static final class Handles extends ArgumentDeserializer<List<String>> {
        Handles() {
            super(List.class, "handles", json -> ToolArgs.strings(json, "handles", MAX_HANDLES));
        }
    }

    static final class Posts extends ArgumentDeserializer<Integer> {
        Posts() {
            super(
                    Integer.class,
                    "posts_per_creator",
                    json -> ToolArgs.integer(json, "posts_per_creator", 1, 50, DEFAULT_POSTS));
        }
    }

    static final class Engagers extends ArgumentDeserializer<Integer> {
        Engagers() {
            super(
                    Integer.class,
                    "engagers_per_post",
                    json -> ToolArgs.integer(json, "engagers_per_post", 1, 20_000, DEFAULT_ENGAGERS));
        }
    }
}
