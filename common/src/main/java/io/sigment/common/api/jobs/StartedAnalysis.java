package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What a start of {@code analyze_creators} or {@code run_analysis} answers of its work ({@link JobStarted#details}):
 * the analysis, its new snapshot, the platform and how many creators it analyzes.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record StartedAnalysis(
        @InEveryReply @MayBeNull String analysisId,
        @InEveryReply @MayBeNull String snapshotId,
        @OneOf({"instagram", "youtube", "tiktok"}) String platform,
        int creatorsTotal) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
