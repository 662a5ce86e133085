package io.sigment.common.api.analytics;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.ToolError;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AnalyticsAction#RANK_DISCOVERY}: what jobs-service collected on the platforms, per platform
 * key the candidates it found, the scrape ids of their light samples and what the search and samples cost. The
 * answer ({@code {"discovery_id", "deepen": {<platform>: [handles]}}}) is stored as the job step's output.
 */
public record DiscoveryRanking(
        DiscoveryId discoveryId,
        @JsonDeserialize(using = Collected.class) JsonObject collected) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static DiscoveryRanking fromJson(JsonObject json) {
        return WireCodec.fromJson(json, DiscoveryRanking.class);
    }

    /** What was collected: required, an object. */
    static final class Collected extends ArgumentDeserializer<JsonObject> {
        Collected() {
            super(JsonObject.class, "collected", json -> {
                var collected = json.getJsonObject("collected");
                if (collected == null) throw ToolError.invalidArguments("collected: required");
                return collected;
            });
        }
    }
}
