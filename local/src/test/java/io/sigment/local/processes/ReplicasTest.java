package io.sigment.local.processes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReplicasTest {
    private static final List<String> SERVICES = List.of("jobs", "scraper", "gateway");

    @Test
    void services_not_named_run_once_and_the_services_keep_their_order() {
        assertThat(Replicas.parse("gateway=3, jobs=2", SERVICES))
                .containsExactly(Map.entry("jobs", 2), Map.entry("scraper", 1), Map.entry("gateway", 3));
        assertThat(Replicas.parse(null, SERVICES)).containsOnlyKeys(SERVICES).containsValues(1);
    }

    @Test
    void an_unknown_service_names_the_known_ones() {
        assertThatThrownBy(() -> Replicas.parse("job=2", SERVICES))
                .hasMessage("--replicas: \"job=2\" is not SERVICE=COUNT with SERVICE one of jobs, scraper, gateway");
    }

    @Test
    void a_count_outside_one_to_five_is_refused() {
        for (var spec : List.of("jobs=0", "jobs=6", "jobs=two", "jobs=")) {
            assertThatThrownBy(() -> Replicas.parse(spec, SERVICES))
                    .as(spec)
                    .hasMessage("--replicas: jobs must be 1 to 5 processes");
        }
    }
}
