package io.sigment.jobs.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.sigment.common.ToolError;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class JobMetricsTest {
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final JobMetrics metrics = new JobMetrics(registry, List.of("analysis", "discovery"));

    @Test
    void every_kind_and_stage_has_its_active_gauge_from_the_start_at_zero() {
        var text = registry.scrape();
        for (var kind : List.of("analysis", "discovery")) {
            for (var stage : JobMetrics.STAGES) {
                assertThat(text).contains("sigment_jobs_active{kind=\"" + kind + "\",stage=\"" + stage + "\"} 0.0");
                assertThat(text)
                        .contains("sigment_jobs_oldest_age_seconds{kind=\"" + kind + "\",stage=\"" + stage + "\"} 0.0");
            }
        }
    }

    @Test
    void a_read_of_the_database_sets_every_gauge_and_zeroes_the_kinds_and_stages_it_did_not_name() {
        metrics.active(Map.of("analysis/scraping", 3L), Map.of("analysis/scraping", Duration.ofSeconds(95)));
        metrics.active(Map.of("analysis/queued", 2L), Map.of("analysis/queued", Duration.ofSeconds(4)));
        var text = registry.scrape();
        assertThat(text)
                .contains("sigment_jobs_active{kind=\"analysis\",stage=\"queued\"} 2.0")
                .contains("sigment_jobs_active{kind=\"analysis\",stage=\"scraping\"} 0.0")
                .contains("sigment_jobs_oldest_age_seconds{kind=\"analysis\",stage=\"queued\"} 4.0");
    }

    @Test
    void a_job_that_ends_counts_by_kind_and_status_and_times_from_start() {
        metrics.started("analysis");
        metrics.stepRan("analysis", "scraping", Duration.ofSeconds(12));
        metrics.finished("analysis", "completed", Duration.ofSeconds(40));
        var text = registry.scrape();
        assertThat(text)
                .contains("sigment_jobs_started_total{kind=\"analysis\"} 1.0")
                .contains("sigment_jobs_finished_total{kind=\"analysis\",status=\"completed\"} 1.0")
                .contains("sigment_jobs_duration_seconds_count{kind=\"analysis\",status=\"completed\"} 1")
                .contains("sigment_jobs_stage_duration_seconds_bucket{kind=\"analysis\",stage=\"scraping\",le=");
    }

    @Test
    void failures_carry_a_reason_from_a_fixed_set_and_refunds_count_holds_and_credits() {
        metrics.failed("discovery", "scraping", ToolError.unavailable());
        metrics.failed("discovery", "scraping", new IllegalStateException("free text the label must never carry"));
        metrics.refunded("discovery", JobMetrics.RefundReason.JOB_FAILED, 30);
        metrics.holdReleased();
        var text = registry.scrape();
        assertThat(text)
                .contains(
                        "sigment_jobs_failures_total{kind=\"discovery\",reason=\"unavailable\",stage=\"scraping\"} 1.0")
                .contains("sigment_jobs_failures_total{kind=\"discovery\",reason=\"internal\",stage=\"scraping\"} 1.0")
                .contains("sigment_jobs_refunds_total{kind=\"discovery\",reason=\"job_failed\"} 1.0")
                .contains("sigment_jobs_refunded_credits_total{kind=\"discovery\"} 30.0")
                .contains("sigment_jobs_hold_sweeper_releases_total 1.0")
                .doesNotContain("free text");
    }

    @Test
    void parked_waiters_are_a_gauge_of_this_process() {
        metrics.waiterParked();
        metrics.waiterParked();
        metrics.waiterLeft();
        assertThat(registry.scrape()).contains("sigment_jobs_long_poll_waiters 1.0");
    }

    @Test
    void no_series_carries_a_workspace_user_or_job_label() {
        metrics.finished("analysis", "failed", Duration.ofSeconds(1));
        var labels = Pattern.compile("[{,]([a-z_]+)=\"").matcher(registry.scrape());
        while (labels.find()) assertThat(labels.group(1)).isIn("kind", "stage", "status", "reason", "le");
    }
}
