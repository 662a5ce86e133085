package io.sigment.local.processes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProcessLayoutTest {
    private static final List<String> SERVICES =
            List.of("accounts", "jobs", "scraper", "analytics", "lists", "gateway");

    @Test
    void two_replicas_of_jobs_scraper_and_gateway_make_nine_processes_each_on_ports_of_its_own() {
        var layout = ProcessLayout.of(Replicas.parse("jobs=2,scraper=2,gateway=2", SERVICES), 5701, 9090, 8080, 0);

        assertThat(layout.members())
                .extracting(ProcessLayout.Member::name)
                .containsExactly(
                        "accounts",
                        "jobs",
                        "jobs-2",
                        "scraper",
                        "scraper-2",
                        "analytics",
                        "lists",
                        "gateway",
                        "gateway-2");
        assertThat(layout.members())
                .extracting(ProcessLayout.Member::managementPort)
                .doesNotHaveDuplicates()
                .containsExactly(9090, 9091, 9092, 9093, 9094, 9095, 9096, 9097, 9098);
        assertThat(layout.members())
                .extracting(ProcessLayout.Member::clusterPort)
                .doesNotHaveDuplicates()
                .allMatch(port -> port >= 5701 && port <= 5709);
        assertThat(layout.gateways()).extracting(ProcessLayout.Member::httpPort).containsExactly(8080, 8081);
        assertThat(layout.members())
                .filteredOn(m -> !m.gateway())
                .extracting(ProcessLayout.Member::httpPort)
                .containsOnly(0);
        assertThat(layout.members())
                .extracting(ProcessLayout.Member::eventBusPort)
                .containsOnly(0);
        assertThat(layout.members())
                .filteredOn(ProcessLayout.Member::liteMember)
                .extracting(ProcessLayout.Member::name)
                .as("the scrapers are Hazelcast lite members; the first process, and every other, holds the maps")
                .containsExactly("scraper", "scraper-2");
        assertThat(layout.members().get(0).liteMember()).isFalse();
    }

    @Test
    void every_process_is_listed_as_a_cluster_member_and_fixed_event_bus_ports_follow_the_process_order() {
        var layout = ProcessLayout.of(Replicas.parse("jobs=2", SERVICES), 5701, 9090, 8080, 6000);

        assertThat(layout.clusterMembers("127.0.0.1"))
                .isEqualTo("127.0.0.1:5701,127.0.0.1:5702,127.0.0.1:5703,"
                        + "127.0.0.1:5704,127.0.0.1:5705,127.0.0.1:5706,127.0.0.1:5707");
        assertThat(layout.members())
                .extracting(ProcessLayout.Member::eventBusPort)
                .containsExactly(6000, 6001, 6002, 6003, 6004, 6005, 6006);
    }
}
