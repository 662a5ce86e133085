package io.sigment.analytics.analyses;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.optimize.Gaps;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecordJsonTest {
    record Inner(double coreReach, List<String> flags) {}

    record Outer(String creatorA, Inner topCreator, List<Inner> clusters) {}

    @Test
    void components_become_snake_case_fields_nested_and_in_lists() {
        var json = RecordJson.of(new Outer("a", new Inner(1.5, List.of("no_views")), List.of(new Inner(2, List.of()))));
        assertThat(json.getString("creator_a")).isEqualTo("a");
        assertThat(json.getJsonObject("top_creator").getDouble("core_reach")).isEqualTo(1.5);
        assertThat(json.getJsonObject("top_creator").getJsonArray("flags").getString(0))
                .isEqualTo("no_views");
        assertThat(json.getJsonArray("clusters").getJsonObject(0).getDouble("core_reach"))
                .isEqualTo(2.0);
        assertThat(RecordJson.of(new Gaps(1, 2, 3)).fieldNames())
                .containsExactlyInAnyOrder("core_pct", "core_reach", "normalized_shortfall");
    }

    @Test
    void a_number_that_is_not_finite_is_null() {
        var json = RecordJson.of(new Inner(Double.NaN, List.of()));
        assertThat(json.containsKey("core_reach")).isTrue();
        assertThat(json.getValue("core_reach")).isNull();
    }
}
