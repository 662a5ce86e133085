package io.sigment.accounts.plans;

import io.sigment.common.api.accounts.AccountView;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Credits of each paid action, from {@code accounts.prices}; the ids are the table's {@code price_id}s. */
public final class PriceList {
    public static final String DISCOVERY = "discovery";
    public static final String DISCOVERY_SAME_TOPIC = "discovery_same_topic_24h";
    public static final String ANALYSIS = "analysis";
    public static final String ANALYSIS_RECENT = "analysis_recent_30d";
    public static final String RUN_ANALYSIS = "run_analysis";
    public static final String RUN_ANALYSIS_NEVER_COMPLETED = "run_analysis_never_completed";
    public static final String OPTIMIZE_SELECTION = "optimize_selection";

    /** A row of the table: credits and what it applies to. */
    public record Price(String id, int credits, String description) {}

    private final Map<String, Price> prices;

    public PriceList(Map<String, Price> prices) {
        this.prices = new LinkedHashMap<>(prices);
        for (var id : new String[] {
            DISCOVERY,
            DISCOVERY_SAME_TOPIC,
            ANALYSIS,
            ANALYSIS_RECENT,
            RUN_ANALYSIS,
            RUN_ANALYSIS_NEVER_COMPLETED,
            OPTIMIZE_SELECTION
        }) {
            if (!prices.containsKey(id)) throw new IllegalStateException("accounts.prices has no row " + id);
        }
    }

    public int credits(String priceId) {
        return prices.get(priceId).credits();
    }

    /** The rows as {@code get_account} shows them. */
    public List<AccountView.Price> shown() {
        return prices.values().stream()
                .map(p -> new AccountView.Price(p.id(), p.credits(), p.description()))
                .toList();
    }
}
