package io.sigment.common.api.analytics;

import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link AnalyticsAction#PRICING_FACTS}, which jobs-service asks before it prices paid work: a
 * {@link #topic} on its platforms (did it run in the last 24 hours?), an analysis to re-run ({@link #rerun}: did it
 * complete before, with which creators, in which workspace?) or the handles of a new analysis ({@link #handles}: which
 * were analyzed in the last 30 days?). Each shape writes its own keys only; {@link PricingFacts} is the answer.
 * Analytics reads it with {@link #read}.
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

    /** Whether this is the topic's question (else an analysis's: {@link #analysisId} for a re-run, or handles). */
    public boolean asksTopic() {
        return topic != null;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /**
     * The question in a {@code pricing_facts} request, chosen by which key is present: {@code topic} (the platforms,
     * 0-3, as their keys), else {@code analysis_id} (with the required platform), else {@code handles} (1-50, trimmed,
     * each once, with the required platform); a request with none of them is refused. Each field is checked as a tool
     * argument is ({@link ToolArgs}), in that order, so the first refusal names it.
     */
    public static PricingQuestion read(JsonObject args) {
        if (args.containsKey("topic")) {
            var topic = ToolArgs.string(args, "topic", 1, 500);
            var platforms = ToolArgs.stringsIfGiven(args, "platforms", 3).stream()
                    .map(p -> Platform.parse(p).key())
                    .toList();
            return topic(topic, platforms);
        }
        if (args.containsKey(AnalysisId.ARG)) {
            var platform = ToolArgs.platform(args, null);
            return rerun(platform, AnalysisId.read(args));
        }
        if (args.containsKey("handles")) {
            var platform = ToolArgs.platform(args, null);
            return handles(platform, ToolArgs.strings(args, "handles", AnalysisLimits.MAX_CREATORS));
        }
        throw ToolError.invalidArguments("pricing_facts: one of topic, analysis_id or handles");
    }
}
