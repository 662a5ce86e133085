package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class CountDistributionsTest {

    @Test
    void negative_binomial_has_its_mean_and_its_zero_class() {
        double[] pmf = NegativeBinomial.pmf(2.0, 0.5, 400);
        assertThat(Arrays.stream(pmf).sum()).isCloseTo(1, within(1e-9));
        double mean = 0;
        for (int m = 0; m < pmf.length - 1; m++) {
            mean += m * pmf[m];
        }
        assertThat(mean).isCloseTo(2.0, within(0.01));
        assertThat(pmf[0]).isCloseTo(Math.pow(0.5 / 2.5, 0.5), within(1e-12));
    }

    @Test
    void a_huge_shape_is_the_poisson() {
        double[] pmf = NegativeBinomial.pmf(1.5, 1e9, 30);
        assertThat(pmf[0]).isCloseTo(Math.exp(-1.5), within(1e-6));
        assertThat(pmf[2]).isCloseTo(Math.exp(-1.5) * 1.5 * 1.5 / 2, within(1e-6));
    }

    @Test
    void no_mean_means_no_other_audience() {
        assertThat(NegativeBinomial.pmf(0, 3, 5)[0]).isEqualTo(1);
    }

    @Test
    void twins_keep_the_mean_and_put_the_rest_at_no_other_audience() {
        double[] pmf = AudienceCombination.twinOthers(0.9, 2.0, 60);
        assertThat(Arrays.stream(pmf).sum()).isCloseTo(1, within(1e-12));
        double mean = 0;
        for (int m = 1; m < pmf.length; m++) {
            mean += m * pmf[m];
        }
        assertThat(mean).isCloseTo(0.9, within(1e-9));
        assertThat(1 - pmf[0]).isCloseTo(0.9 * (1 - Math.exp(-2.0)) / 2.0, within(1e-9));
        assertThat(1 - pmf[0])
                .as("fewer people core than a Poisson of the same mean makes")
                .isLessThan(1 - NegativeBinomial.pmf(0.9, 1e9, 60)[0]);
    }

    @Test
    void twins_with_no_further_audiences_are_each_in_exactly_one_more() {
        double[] pmf = AudienceCombination.twinOthers(0.4, 0, 10);
        assertThat(pmf[1]).isCloseTo(0.4, within(1e-12));
        assertThat(pmf[0]).isCloseTo(0.6, within(1e-12));
        assertThat(AudienceCombination.twinOthers(3, 0, 10)[1])
                .as("a mean above one keeps a distribution")
                .isEqualTo(1);
    }

    @Test
    void audiences_come_together_more_often_when_people_differ() {
        assertThat(AudienceCombination.togetherFactor(NegativeBinomial.pmf(1.5, 1e9, 200)))
                .isCloseTo(1, within(1e-6));
        assertThat(AudienceCombination.togetherFactor(AudienceCombination.twinOthers(0.9, 2.0, 60)))
                .isGreaterThan(1.5);
    }
}
