package io.sigment.accounts.plans;

import io.sigment.common.api.accounts.PriceTable;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Credits of each paid action, from {@code accounts.prices}: the one place prices are written; the ids are the table's
 * {@code price_id}s ({@link PriceTable}'s, which others read through {@code price_list}).
 */
public final class PriceList {
    public static final String DISCOVERY = PriceTable.DISCOVERY;
    public static final String DISCOVERY_SAME_TOPIC = PriceTable.DISCOVERY_SAME_TOPIC;
    public static final String ANALYSIS = PriceTable.ANALYSIS;
    public static final String ANALYSIS_RECENT = PriceTable.ANALYSIS_RECENT;
    public static final String RUN_ANALYSIS = PriceTable.RUN_ANALYSIS;
    public static final String RUN_ANALYSIS_NEVER_COMPLETED = PriceTable.RUN_ANALYSIS_NEVER_COMPLETED;
    public static final String OPTIMIZE_SELECTION = PriceTable.OPTIMIZE_SELECTION;

    /** A row of the table: credits and what it applies to. */
    public record Price(String id, int credits, String description) {}

    private final Map<String, Price> prices;

    public PriceList(Map<String, Price> prices) {
        this.prices = new LinkedHashMap<>(prices);
        for (var id : PriceTable.IDS) {
            if (!prices.containsKey(id)) throw new IllegalStateException("accounts.prices has no row " + id);
        }
    }

    public int credits(String priceId) {
        return prices.get(priceId).credits();
    }

    /** The table as {@code price_list} answers it. */
    public PriceTable table() {
        return new PriceTable(prices.values().stream()
                .map(p -> new PriceTable.Price(p.id(), p.credits(), p.description()))
                .toList());
    }
}
