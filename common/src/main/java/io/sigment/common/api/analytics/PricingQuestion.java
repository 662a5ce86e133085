package io.sigment.common.api.analytics;

import io.sigment.common.Platform;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link AnalyticsAction#PRICING_FACTS}, which jobs-service asks before it prices paid work: a
 * {@link #topic} on its platforms (did it run in the last 24 hours?), an analysis to re-run ({@link #rerun}: did it
 * complete before, with which creators, in which workspace?) or the handles of a new analysis ({@link #handles}: which
 * were analyzed in the last 30 days?). Each shape writes its own keys only; {@link PricingFacts} is the answer.
 */
public record PricingQuestion(
        String topic, List<String> platforms, Platform platform, AnalysisId analysisId, List<String> handles) {

    /** Whether {@code topic} ran on {@code platforms} (their keys, as asked) in the last 24 hours. */
    public static PricingQuestion topic(String topic, List<String> platforms) {
        return new PricingQuestion(topic, platforms, null, null, null);
    }

    /** Whether analysis {@code analysisId} on {@code platform} completed before, its creators and its workspace. */
    public static PricingQuestion rerun(Platform platform, AnalysisId analysisId) {
        return new PricingQuestion(null, null, platform, analysisId, null);
    }

    /** Which of {@code handles} on {@code platform} were analyzed in the workspace in the last 30 days. */
    public static PricingQuestion handles(Platform platform, List<String> handles) {
        return new PricingQuestion(null, null, platform, null, handles);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
