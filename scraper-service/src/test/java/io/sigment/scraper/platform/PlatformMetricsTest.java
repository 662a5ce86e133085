package io.sigment.scraper.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.sigment.common.Platform;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlatformMetricsTest {
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final PlatformMetrics metrics = new PlatformMetrics(
            registry,
            Map.of(PlatformMetrics.Budget.YOUTUBE_UNITS, 10_000L, PlatformMetrics.Budget.PROVIDER_RUNS, 500L));

    @Test
    void an_attempt_counts_by_platform_and_what_its_status_means() {
        assertThat(PlatformMetrics.outcome(200)).isEqualTo(PlatformMetrics.Outcome.OK);
        assertThat(PlatformMetrics.outcome(404)).isEqualTo(PlatformMetrics.Outcome.REJECTED);
        assertThat(PlatformMetrics.outcome(429)).isEqualTo(PlatformMetrics.Outcome.THROTTLED);
        assertThat(PlatformMetrics.outcome(503)).isEqualTo(PlatformMetrics.Outcome.SERVER_ERROR);
        metrics.attempt(Platform.YOUTUBE, PlatformMetrics.outcome(429));
        metrics.failed(Platform.TIKTOK, PlatformFailure.Reason.QUOTA);
        var text = registry.scrape();
        assertThat(text)
                .contains("sigment_platform_calls_total{outcome=\"throttled\",platform=\"youtube\"} 1.0")
                .contains("sigment_platform_calls_total{outcome=\"ok\",platform=\"instagram\"} 0.0")
                .contains("sigment_platform_errors_total{platform=\"tiktok\",reason=\"quota\"} 1.0");
    }

    @Test
    void the_daily_budgets_show_what_is_used_and_left_never_below_zero() {
        assertThat(registry.scrape()).contains("sigment_platform_quota_left{budget=\"youtube_units\"} 10000.0");
        metrics.budget(PlatformMetrics.Budget.YOUTUBE_UNITS, 9_500, 10_000);
        metrics.budget(PlatformMetrics.Budget.PROVIDER_RUNS, 600, 500);
        var text = registry.scrape();
        assertThat(text)
                .contains("sigment_platform_quota_used{budget=\"youtube_units\"} 9500.0")
                .contains("sigment_platform_quota_left{budget=\"youtube_units\"} 500.0")
                .contains("sigment_platform_quota_left{budget=\"provider_runs\"} 0.0");
    }

    @Test
    void spending_scrapes_and_the_breaker_are_per_platform() {
        metrics.spent(Platform.YOUTUBE, 101);
        metrics.scraped(Platform.INSTAGRAM, 250);
        metrics.breaker(Platform.TIKTOK, () -> 2);
        var text = registry.scrape();
        assertThat(text)
                .contains("sigment_platform_quota_units_spent_total{platform=\"youtube\"} 101.0")
                .contains("sigment_scrape_posts_total{platform=\"instagram\"} 1.0")
                .contains("sigment_scrape_engagers_total{platform=\"instagram\"} 250.0")
                .contains("sigment_platform_breaker_state{platform=\"tiktok\"} 2.0");
    }
}
