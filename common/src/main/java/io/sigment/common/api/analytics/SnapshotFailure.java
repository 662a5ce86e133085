package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AnalyticsAction#FAIL_SNAPSHOT}: the job of snapshot {@code snapshotId} failed, with what it
 * says went wrong ({@code error}; null: analytics' own words).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SnapshotFailure(
        @Characters(min = 1, max = 100) String snapshotId,
        @Characters(min = 0, max = 4000, optional = true) String error) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SnapshotFailure fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SnapshotFailure.class);
    }
}
