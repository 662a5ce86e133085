package io.sigment.analytics.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class WilsonIntervalTest {
  @Test
  void four_core_people_of_ten_give_the_textbook_wilson_interval() {
    Estimate estimate = WilsonInterval.corePct(4, 10);
    assertThat(estimate.value()).isCloseTo(40.0, within(1e-12));
    assertThat(estimate.low()).isCloseTo(16.82, within(0.01));
    assertThat(estimate.high()).isCloseTo(68.73, within(0.01));
    assertThat(estimate.sampleSize()).isEqualTo(10);
    assertThat(estimate.sampleUnit()).isEqualTo("people");
    assertThat(estimate.smallSample()).isTrue();
  }

  @Test
  void no_people_gives_the_whole_range_flagged_small() {
    Estimate estimate = WilsonInterval.corePct(0, 0);
    assertThat(estimate.low()).isZero();
    assertThat(estimate.high()).isEqualTo(100.0);
    assertThat(estimate.smallSample()).isTrue();
  }

  @Test
  void large_samples_are_not_flagged_and_stay_inside_zero_to_hundred() {
    Estimate none = WilsonInterval.corePct(0, 5000);
    Estimate all = WilsonInterval.corePct(5000, 5000);
    assertThat(none.low()).isZero();
    assertThat(none.high()).isBetween(0.0, 0.1);
    assertThat(all.high()).isEqualTo(100.0);
    assertThat(WilsonInterval.corePct(600, 5000).smallSample()).isFalse();
  }
}
