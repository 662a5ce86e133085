package io.sigment.jobs.analysis;

import static io.sigment.common.api.WireJson.text;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.SnapshotOpening;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What an analysis job stores for its steps ({@code PricedJob.params}): the platform, the analysis and its new
 * snapshot, and the creators to scrape. With the job's id they are the question of analytics' {@code open_snapshot}
 * ({@link #opening}).
 */
record AnalysisParams(String platform, String analysisId, String snapshotId, List<String> handles) {

    JsonObject toJson() {
        return new JsonObject()
                .put("platform", platform)
                .put("handles", new JsonArray(handles))
                .put("analysis_id", analysisId)
                .put("snapshot_id", snapshotId);
    }

    /**
     * Analytics' {@code open_snapshot} question for job {@code jobId}: the same keys, in the same order, as these
     * params
     * and then the job id (a platform these params do not name goes as null, which analytics refuses as it did the
     * unknown name).
     */
    SnapshotOpening opening(String jobId) {
        return new SnapshotOpening(
                Platform.find(platform).orElse(null),
                analysisId == null ? null : new AnalysisId(analysisId),
                snapshotId,
                jobId,
                handles);
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
