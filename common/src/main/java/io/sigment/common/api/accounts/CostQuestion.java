package io.sigment.common.api.accounts;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.sigment.common.Platform;
import io.sigment.common.api.ArgumentDeserializer;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link AccountsAction#QUOTE_COST}, as accounts reads it: the {@code quote_cost} tool's arguments
 * that jobs-service hands on (with the pricing facts it learnt, which {@code PricingFacts.handedIn} reads). The
 * {@code action} (checked by the price rules, absent for none), the {@code platform} (Instagram when absent), the
 * {@code handles} as given, unchecked (null when not an array) and the {@code analysisId} of a re-run. A discovery's
 * pricing in jobs-service also names its {@code topic} and {@code platforms} (the first as {@code platform}), which
 * only jobs reads (to ask analytics whether the topic ran in the last 24 hours); the tool's arguments have neither.
 */
public record CostQuestion(
        @Characters(min = 0, max = Integer.MAX_VALUE, optional = true)
        String action,

        String topic,
        @WhenAbsent("instagram") Platform platform,
        List<Platform> platforms,
        @JsonDeserialize(using = ItemsAsGiven.class) List<Object> handles,

        @Characters(min = 0, max = Integer.MAX_VALUE, optional = true)
        String analysisId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CostQuestion fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CostQuestion.class);
    }

    /** The items of {@code handles} as given, or null when it is absent or not an array. */
    static final class ItemsAsGiven extends ArgumentDeserializer<List<Object>> {
        ItemsAsGiven() {
            super(
                    List.class,
                    "handles",
                    json -> json.getValue("handles") instanceof JsonArray array ? array.getList() : null);
        }
    }

    /** A discovery's question: {@code topic} on {@code platforms}, the first of them as the platform. */
    public static CostQuestion discovery(String topic, List<Platform> platforms) {
        return new CostQuestion("discovery", topic, platforms.get(0), List.copyOf(platforms), null, null);
    }
}
