package io.sigment.accounts.ledger;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.Map;

/**
 * Credits moved through the ledger, by kind of entry, named in one place: {@code sigment_credits_held_total},
 * {@code _charged_total}, {@code _refunded_total}, {@code _released_total}, {@code _topped_up_total}. No labels: a
 * workspace's money is its own business, the deployment's totals are the operator's. Counted when the entry is
 * written, inside its transaction (a commit that then fails, rare, is counted all the same).
 */
public final class CreditMetrics {
    public static final String HELD = "sigment.credits.held";
    public static final String CHARGED = "sigment.credits.charged";
    public static final String REFUNDED = "sigment.credits.refunded";
    public static final String RELEASED = "sigment.credits.released";
    public static final String TOPPED_UP = "sigment.credits.topped.up";
    /** For stores built without a registry (tools and tests): counts into a registry nobody reads. */
    static final CreditMetrics UNREAD = new CreditMetrics(new SimpleMeterRegistry());

    private final Map<String, Counter> byEntryKind;

    public CreditMetrics(MeterRegistry registry) {
        byEntryKind = Map.of(
                LedgerEntry.HOLD, counter(registry, HELD, "Credits put on hold for paid work"),
                LedgerEntry.CHARGE, counter(registry, CHARGED, "Credits charged (holds captured)"),
                LedgerEntry.REFUND, counter(registry, REFUNDED, "Charged credits returned"),
                LedgerEntry.RELEASE, counter(registry, RELEASED, "Held credits released uncharged"),
                LedgerEntry.TOP_UP, counter(registry, TOPPED_UP, "Credits added by top-ups and grants"));
    }

    void written(LedgerEntry entry) {
        var counter = byEntryKind.get(entry.kind());
        if (counter != null) counter.increment(entry.amount());
    }

    private static Counter counter(MeterRegistry registry, String name, String description) {
        return Counter.builder(name).description(description).register(registry);
    }
}
