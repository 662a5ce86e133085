package io.sigment.common.api.analytics;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link AnalyticsAction#LIST_ANALYSES} answers: the workspace's analyses of one platform, newest first, and a
 * {@code message} (how to start one) only when there are none.
 */
public record AnalysisList(
        @InEveryReply @OneOf({"instagram", "youtube", "tiktok"})
        String platform,

        @InEveryReply @EmptyWhenAbsent List<ListedAnalysis> analyses,
        String message) {

    public AnalysisList {
        analyses = List.copyOf(analyses);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static AnalysisList fromJson(JsonObject json) {
        return WireCodec.fromJson(json, AnalysisList.class);
    }
}
