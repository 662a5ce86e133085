package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AnalyticsAction#ANALYZE_SNAPSHOT}: freeze the samples of scrape {@code scrapeId} into the
 * snapshot and compute it. {@code creators} is the scrape's per-creator outcome as the scraper reported it.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SnapshotScrape(
        String snapshotId,
        String scrapeId,
        @JsonDeserialize(using = Creators.class) JsonArray creators) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SnapshotScrape fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SnapshotScrape.class);
    }

    /** The creators' outcomes: none unless an array. */
    static final class Creators extends ArgumentDeserializer<JsonArray> {
        Creators() {
            super(
                    JsonArray.class,
                    "creators",
                    json -> json.getValue("creators") instanceof JsonArray creators ? creators : new JsonArray());
        }
    }
}
