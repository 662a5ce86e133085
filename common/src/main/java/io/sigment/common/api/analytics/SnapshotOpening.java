package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link AnalyticsAction#OPEN_SNAPSHOT}: open snapshot {@code snapshotId} of analysis
 * {@code analysisId} (made now if new) for job {@code jobId}, analysing {@code handles} (1-50, trimmed, each once) on
 * {@code platform}. Read in the order analytics checks the fields; written in the order jobs-service sends them (its
 * stored analysis params, then the job id).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"platform", "handles", "analysis_id", "snapshot_id", "job_id"})
public record SnapshotOpening(
        Platform platform,
        AnalysisId analysisId,
        @Characters(min = 1, max = 100) String snapshotId,
        @Characters(min = 1, max = JobId.MAX_LENGTH) String jobId,
        @JsonDeserialize(using = Handles.class) List<String> handles) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SnapshotOpening fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SnapshotOpening.class);
    }

    /** The creators to analyse: 1-50 non-blank strings, each trimmed, each once. */
    static final class Handles extends ArgumentDeserializer<List<String>> {
        Handles() {
            super(List.class, "handles", json -> ToolArgs.strings(json, "handles", AnalysisLimits.MAX_CREATORS));
        }
    }
}
