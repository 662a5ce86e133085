package io.sigment.web.share;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.lists.SharedAnalysis;
import io.sigment.common.api.lists.SharedView;
import io.vertx.core.json.JsonObject;

/** What a share link answers a caller that asks for JSON ({@code Accept: application/json}) instead of the page. */
final class ShareJson {
    private ShareJson() {}

    /** An analysis link: the result as analytics answers it, without its workspace, and when the link expires. */
    static JsonObject analysis(SharedAnalysis analysis, JsonObject result) {
        return WireCodec.toJson(new AnalysisLink(
                SharedView.ANALYSIS, analysis.platform(), analysis.snapshotId(), analysis.expiresAt(), result));
    }

    /** A link that shows nothing: why, for a program ({@code error}) and for a person ({@code message}). */
    static JsonObject failure(String error, String message) {
        return WireCodec.toJson(new Failure(error, message));
    }

    /** Every field written, a snapshot or expiry the link does not pin as null. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record AnalysisLink(String kind, String platform, String snapshotId, String expiresAt, JsonObject result) {}

    record Failure(String error, String message) {}
}
