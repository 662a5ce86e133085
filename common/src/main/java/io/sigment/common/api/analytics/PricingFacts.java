package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.text;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Optional;

/**
 * The reply of {@link AnalyticsAction#PRICING_FACTS}, which jobs-service hands to accounts' {@code quote_cost} in
 * {@link #FIELD}: whether the same topic ran in the last 24 hours (a discovery, with its {@code discoveryId}),
 * whether an analysis completed before (a re-run, with its {@code handles} and {@code workspaceId}), or which of the
 * given handles were analyzed in the last 30 days. A reply says only the fact asked ({@link #sameTopic},
 * {@link #rerun}, {@link #recentlyAnalyzed}); a fact the question did not ask about reads as false or empty.
 */
public record PricingFacts(
        @JsonProperty(SAME_TOPIC) boolean sameTopicWithin24h,
        @JsonDeserialize(using = DiscoveryIdIfGiven.class) DiscoveryId discoveryId,
        boolean analysisCompletedBefore,
        @JsonDeserialize(using = Handles.class) List<String> handles,
        String workspaceId,
        @JsonDeserialize(using = RecentlyAnalyzed.class) List<String> recentlyAnalyzedHandles) {
    /** Where the facts travel inside the {@code quote_cost} arguments. */
    public static final String FIELD = "facts";
    /** The key of {@link #sameTopicWithin24h} (snake_case would write {@code within24h}). */
    private static final String SAME_TOPIC = "same_topic_within_24h";

    public static PricingFacts fromJson(JsonObject json) {
        return WireCodec.fromJson(json, PricingFacts.class);
    }

    /** The reply to a topic: whether it ran in the last 24 hours, and as which discovery (null: it did not). */
    public static JsonObject sameTopic(boolean sameTopicWithin24h, DiscoveryId discoveryId) {
        return WireCodec.toJson(new SameTopic(sameTopicWithin24h, discoveryId));
    }

    /** The reply to an analysis id: whether it completed before, its creators and its workspace. */
    public static JsonObject rerun(boolean analysisCompletedBefore, List<String> handles, String workspaceId) {
        return WireCodec.toJson(new Rerun(analysisCompletedBefore, handles, workspaceId));
    }

    /** The reply to handles: those analyzed in the workspace in the last 30 days, as the question wrote them. */
    public static JsonObject recentlyAnalyzed(List<String> recentlyAnalyzedHandles) {
        return WireCodec.toJson(new Recent(recentlyAnalyzedHandles));
    }

    /** The facts handed in with {@code quote_cost}'s arguments; empty when jobs could not learn them. */
    public static Optional<PricingFacts> handedIn(JsonObject quoteArgs) {
        return quoteArgs.getValue(FIELD) instanceof JsonObject facts ? Optional.of(fromJson(facts)) : Optional.empty();
    }

    private record SameTopic(@JsonProperty(SAME_TOPIC) boolean sameTopicWithin24h, DiscoveryId discoveryId) {}

    @JsonInclude(JsonInclude.Include.ALWAYS)
    private record Rerun(boolean analysisCompletedBefore, List<String> handles, String workspaceId) {}

    private record Recent(List<String> recentlyAnalyzedHandles) {}

    /** The id when one is given (an empty one is refused), else null. */
    static final class DiscoveryIdIfGiven extends ArgumentDeserializer<DiscoveryId> {
        DiscoveryIdIfGiven() {
            super(
                    DiscoveryId.class,
                    DiscoveryId.ARG,
                    json -> Optional.ofNullable(text(json, DiscoveryId.ARG, null))
                            .map(DiscoveryId::new)
                            .orElse(null));
        }
    }

    /** An array's items as text; none when it is no array. */
    private static List<String> strings(JsonObject json, String name) {
        return json.getValue(name) instanceof JsonArray array
                ? array.stream().map(String::valueOf).toList()
                : List.of();
    }

    static final class Handles extends ArgumentDeserializer<List<String>> {
        Handles() {
            super(List.class, "handles", json -> strings(json, "handles"));
        }
    }

    static final class RecentlyAnalyzed extends ArgumentDeserializer<List<String>> {
        RecentlyAnalyzed() {
            super(List.class, "recently_analyzed_handles", json -> strings(json, "recently_analyzed_handles"));
        }
    }
}
