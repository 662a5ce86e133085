package io.sigment.common.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.cluster.Cluster;
import io.sigment.common.testing.TestConfig;
import org.junit.jupiter.api.Test;

class RuntimeMetricsTest {
    @Test
    void a_member_reports_the_cluster_size_it_sees_and_zero_once_it_left() {
        var config = TestConfig.node();
        var first = Metrics.newRegistry();
        var second = Metrics.newRegistry();
        var one = Cluster.start(config, first).await();
        var two = Cluster.start(TestConfig.joining(config), second).await();
        try {
            assertThat(first.scrape()).contains("sigment_cluster_members 2.0");
            assertThat(second.scrape()).contains("sigment_cluster_members 2.0");
        } finally {
            two.close().await();
        }
        assertThat(second.scrape())
                .contains("sigment_cluster_members 0.0")
                .contains("sigment_cluster_partitions_owned 0.0");
        one.close().await();
    }

    @Test
    void a_watched_resend_counts_by_the_service_asked() {
        var registry = Metrics.newRegistry();
        RuntimeMetrics.watchedResend(registry, "scraper");
        assertThat(registry.scrape()).contains("sigment_bus_watched_resends_total{address=\"scraper\"} 1.0");
    }
}
