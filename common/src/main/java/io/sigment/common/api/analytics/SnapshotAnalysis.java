package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AnalyticsAction#ANALYZE_SNAPSHOT} once the snapshot is computed: how many creators it analyzed
 * and its {@code headline} numbers (shown to the agent as they are; an empty object when there are none).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"snapshot_id", "status", "creators_analyzed", "headline"})
public record SnapshotAnalysis(String snapshotId, int creatorsAnalyzed, JsonObject headline) {
    public static final String COMPLETED = "completed";

    public SnapshotAnalysis {
        headline = headline == null ? new JsonObject() : headline;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** Written {@link #COMPLETED}: this reply is sent once the snapshot is computed. */
    @JsonProperty("status")
    public String status() {
        return COMPLETED;
    }

    public static SnapshotAnalysis fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SnapshotAnalysis.class);
    }
}
