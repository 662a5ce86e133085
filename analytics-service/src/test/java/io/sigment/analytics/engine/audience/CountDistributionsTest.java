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
}
