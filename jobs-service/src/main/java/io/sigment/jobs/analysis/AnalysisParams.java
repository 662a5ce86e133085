package io.sigment.jobs.analysis;

import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What an analysis job stores for its steps ({@code PricedJob.params}): the platform, the analysis and its new
 * snapshot, and the creators to scrape. It is also the question of analytics' {@code open_snapshot} (with the job
 * id), which analytics reads as a {@code SnapshotOpening}.
 */
record AnalysisParams(String platform, String analysisId, String snapshotId, List<String> handles) {

    JsonObject toJson() {
        return new JsonObject()
                .put("platform", platform)
                .put("handles", new JsonArray(handles))
                .put("analysis_id", analysisId)
                .put("snapshot_id", snapshotId);
    }

    static AnalysisParams fromJson(JsonObject json) {
        var handles = json.getValue("handles") instanceof JsonArray array
                ? array.stream().map(String::valueOf).toList()
                : List.<String>of();
        return new AnalysisParams(
                text(json, "platform", null),
                text(json, "analysis_id", null),
                text(json, "snapshot_id", null),
                handles);
    }
}
