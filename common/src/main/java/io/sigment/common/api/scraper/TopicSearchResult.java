package io.sigment.common.api.scraper;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.Platform;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The answer of {@link ScraperAction#SEARCH_TOPIC}. {@code candidates}: per creator {@code creator_id},
 * {@code handle}, {@code name}, {@code bio}, {@code followers} and {@code matching_posts} (the found posts: id,
 * caption, hashtags, views, likes, comments), passed on to analytics as found.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record TopicSearchResult(
        Platform platform,
        String topic,
        int postsFound,
        @JsonDeserialize(using = Candidates.class) JsonArray candidates,
        int platformCalls,
        int quotaUnits,
        @JsonDeserialize(using = PlatformCost.OrNone.class) PlatformCost cost) {

    public java.util.List<String> handles() {
        return candidates.stream()
                .map(c -> ((JsonObject) c).getString("handle"))
                .toList();
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static TopicSearchResult fromJson(JsonObject json) {
        return WireCodec.fromJson(json, TopicSearchResult.class);
    }

    /** The candidates found: none when absent. */
    static final class Candidates extends ArgumentDeserializer<JsonArray> {
        Candidates() {
            super(JsonArray.class, "candidates", json -> json.getJsonArray("candidates", new JsonArray()));
        }
    }
}
