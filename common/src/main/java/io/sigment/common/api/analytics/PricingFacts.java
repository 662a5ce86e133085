package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Optional;

/**
 * The reply of {@link AnalyticsAction#PRICING_FACTS}, which jobs-service hands to accounts' {@code quote_cost} in
 * {@link #FIELD}: whether the same topic ran in the last 24 hours (a discovery, with its {@code discoveryId}),
 * whether an analysis completed before (a re-run, with its {@code handles} and {@code workspaceId}), or which of the
 * given handles were analyzed in the last 30 days. A fact the question did not ask about reads as false or empty.
 */
public record PricingFacts(
        boolean sameTopicWithin24h,
        DiscoveryId discoveryId,
        boolean analysisCompletedBefore,
        List<String> handles,
        String workspaceId,
        List<String> recentlyAnalyzedHandles) {
    /** Where the facts travel inside the {@code quote_cost} arguments. */
    public static final String FIELD = "facts";

    public static PricingFacts fromJson(JsonObject json) {
        return new PricingFacts(
                Boolean.TRUE.equals(json.getBoolean("same_topic_within_24h")),
                Optional.ofNullable(text(json, DiscoveryId.ARG, null))
                        .map(DiscoveryId::new)
                        .orElse(null),
                Boolean.TRUE.equals(json.getBoolean("analysis_completed_before")),
                strings(json, "handles"),
                text(json, "workspace_id", null),
                strings(json, "recently_analyzed_handles"));
    }

    /** The facts handed in with {@code quote_cost}'s arguments; empty when jobs could not learn them. */
    public static Optional<PricingFacts> handedIn(JsonObject quoteArgs) {
        return quoteArgs.getValue(FIELD) instanceof JsonObject facts ? Optional.of(fromJson(facts)) : Optional.empty();
    }

    private static List<String> strings(JsonObject json, String name) {
        return json.getValue(name) instanceof JsonArray array
                ? array.stream().map(String::valueOf).toList()
                : List.of();
    }
}
