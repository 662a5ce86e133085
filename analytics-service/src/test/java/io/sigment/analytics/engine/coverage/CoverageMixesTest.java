package io.sigment.analytics.engine.coverage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.SelectionMetrics;
import io.sigment.analytics.engine.ThreeCreatorsAccess;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Core people {0,3,4,7}: a covers {0,3,4} ($20), b {3,4,7} ($14), c {0,7} ($0). */
class CoverageMixesTest {
    private final AudienceIndex index = AudienceIndex.of(ThreeCreatorsAccess.samples());
    private final SelectionMetrics metrics =
            SelectionMetrics.compute(index, new int[] {0, 1, 2}, ThreeCreatorsAccess.options());

    @Test
    void greedy_mix_takes_the_creator_adding_most_core_people_ties_to_the_cheaper() {
        List<CoverageMix> mixes =
                CoverageMixes.of(index, new int[] {0, 1, 2}, metrics.coreMask(), ThreeCreatorsAccess.options());
        assertThat(mixes).hasSize(1);
        CoverageMix three = mixes.get(0);
        assertThat(three.k()).isEqualTo(3);
        assertThat(three.creators()).containsExactly("b", "c", "a");
        assertThat(three.coveredCorePeople()).isEqualTo(4);
        assertThat(three.coveragePct()).isCloseTo(100.0, within(1e-12));
        assertThat(three.totalCost()).isCloseTo(34.0, within(1e-9));
    }

    @Test
    void mixes_larger_than_the_selection_are_left_out() {
        var two = SelectionMetrics.compute(index, new int[] {0, 1}, ThreeCreatorsAccess.options());
        assertThat(CoverageMixes.of(index, new int[] {0, 1}, two.coreMask(), ThreeCreatorsAccess.options()))
                .isEmpty();
    }
}
