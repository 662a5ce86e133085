package io.sigment.analytics.analyses;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AnalysisNamesTest {
    @Test
    void an_analysis_is_named_by_its_first_three_creators_and_how_many_more() {
        assertThat(AnalysisNames.of(List.of("a", "b"))).isEqualTo("@a, @b");
        assertThat(AnalysisNames.of(List.of("a", "b", "c"))).isEqualTo("@a, @b, @c");
        assertThat(AnalysisNames.of(List.of("a", "b", "c", "d", "e"))).isEqualTo("@a, @b, @c and 2 more");
    }
}
