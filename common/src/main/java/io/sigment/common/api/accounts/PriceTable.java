package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#PRICE_LIST}: accounts' price table ({@code accounts.prices}, loaded at its start),
 * row by row in its order, so that whoever shows a price (the app's work pages) reads it instead of restating it. The
 * ids are the table's {@code price_id}s; a row is the one {@code get_account} lists under {@code prices}.
 */
public record PriceTable(@EmptyWhenAbsent List<Price> prices) {
    public static final String DISCOVERY = "discovery";
    public static final String DISCOVERY_SAME_TOPIC = "discovery_same_topic_24h";
    public static final String ANALYSIS = "analysis";
    public static final String ANALYSIS_RECENT = "analysis_recent_30d";
    public static final String RUN_ANALYSIS = "run_analysis";
    public static final String RUN_ANALYSIS_NEVER_COMPLETED = "run_analysis_never_completed";
    public static final String OPTIMIZE_SELECTION = "optimize_selection";
    /** The rows every table has: the rules of {@code quote_cost} and the app's pages name them. */
    public static final List<String> IDS = List.of(
            DISCOVERY,
            DISCOVERY_SAME_TOPIC,
            ANALYSIS,
            ANALYSIS_RECENT,
            RUN_ANALYSIS,
            RUN_ANALYSIS_NEVER_COMPLETED,
            OPTIMIZE_SELECTION);

    /** A row: its id, its credits and what it applies to. */
    public record Price(String priceId, int credits, String appliesTo) {}

    public PriceTable {
        prices = List.copyOf(prices);
    }

    /** The credits of {@code priceId}; a table without that row is refused. */
    public int credits(String priceId) {
        return prices.stream()
                .filter(price -> price.priceId().equals(priceId))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("the price table has no row " + priceId))
                .credits();
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static PriceTable fromJson(JsonObject json) {
        return WireCodec.fromJson(json, PriceTable.class);
    }
}
