package io.sigment.accounts.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.OffsetDateTime;
import org.junit.jupiter.api.Test;

class CreditMetricsTest {
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final CreditMetrics metrics = new CreditMetrics(registry);

    @Test
    void every_kind_of_ledger_entry_adds_its_credits_to_its_own_total_with_no_label() {
        metrics.written(entry(LedgerEntry.TOP_UP, 500));
        metrics.written(entry(LedgerEntry.HOLD, 30));
        metrics.written(entry(LedgerEntry.CHARGE, 30));
        metrics.written(entry(LedgerEntry.REFUND, 30));
        metrics.written(entry(LedgerEntry.HOLD, 12));
        metrics.written(entry(LedgerEntry.RELEASE, 12));
        var text = registry.scrape();
        assertThat(text)
                .contains(
                        "sigment_credits_topped_up_total 500.0",
                        "sigment_credits_held_total 42.0",
                        "sigment_credits_charged_total 30.0",
                        "sigment_credits_refunded_total 30.0",
                        "sigment_credits_released_total 12.0");
        assertThat(text).doesNotContain("sigment_credits_held_total{");
    }

    private static LedgerEntry entry(String kind, long amount) {
        return new LedgerEntry(
                "ws_1",
                kind,
                amount,
                new Totals(0, 0),
                null,
                "analysis",
                null,
                null,
                null,
                false,
                null,
                "key",
                OffsetDateTime.now());
    }
}
