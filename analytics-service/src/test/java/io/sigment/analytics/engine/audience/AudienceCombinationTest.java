package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class AudienceCombinationTest {

  /**
   * A person seen on a, b and two other creators has twins seen on those two alone (on neither of the pair) who are
   * in both audiences: ghost on a x ghost on b of them. Without them, pairs missed about a sixth of their shared
   * people (the calibration benchmark's training worlds, seeds 1000-1051).
   */
  @Test
  void people_seen_on_the_pair_and_two_others_stand_for_twins_seen_on_neither_of_the_pair() {
    var combination = new AudienceCombination(4);
    combination.person(new int[] {0, 1, 2, 3}, new int[] {0, 0, 0, 0}, new double[] {1, 2, 3, 4}, 4);
    double[][] pairs = combination.figures().pairs();
    // seen on both (1), b's ghosts seen on a (2), a's ghosts seen on b (1), the twins seen on neither (1 x 2)
    assertThat(pairs[0][1]).isCloseTo(1 + 2 + 1 + 1 * 2, within(1e-12));
    assertThat(pairs[2][3]).isCloseTo(1 + 4 + 3 + 3 * 4, within(1e-12));
  }

  @Test
  void people_seen_on_the_pair_and_one_other_carry_no_such_twins() {
    var combination = new AudienceCombination(3);
    combination.person(new int[] {0, 1, 2}, new int[] {0, 0, 0}, new double[] {1, 2, 3}, 3);
    assertThat(combination.figures().pairs()[0][1]).isCloseTo(1 + 2 + 1, within(1e-12));
  }
}
