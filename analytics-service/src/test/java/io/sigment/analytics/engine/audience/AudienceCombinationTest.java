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

    /**
     * A pair fitted apart replaces the ghosts its people carry from their creators' groups (and the chance that a
     * person seen only on one of the two is in the other's audience) with its own; the other pairs keep theirs.
     */
    @Test
    void a_pair_fitted_apart_uses_its_own_ghosts_for_its_people_seen_on_one_of_the_two() {
        var combination = new AudienceCombination(3);
        combination.person(new int[] {0, 1}, new int[] {0, 0}, new double[] {4, 6}, 2);
        combination.person(new int[] {0, 2}, new int[] {0, 0}, new double[] {5, 7}, 2);
        combination.person(new int[] {0}, new int[] {0}, new double[] {10}, 1);
        combination.person(new int[] {0}, new int[] {0}, new double[] {10}, 1);
        combination.pair(0, 1, new OwnPairFit.PairGhosts(3, new double[] {1, 0, 0}, 2, new double[3]));
        double[][] pairs = combination.figures().pairs();
        // seen on both (1), own ghosts on b of people seen on a (3) and on a of people seen on b (2), and the people
        // seen nowhere: a's 20 ghosts x the chance a person seen only on a is in b (own: 1 of 2 people), half of it
        assertThat(pairs[0][1]).isCloseTo(1 + 3 + 2 + 0.5 * 20 * 0.5, within(1e-12));
        // the pooled ghosts: 7 on c (seen on a), 5 on a (seen on c), a's 20 ghosts x min(1, 7 / 2), half
        assertThat(pairs[0][2]).isCloseTo(1 + 7 + 5 + 0.5 * 20 * 1, within(1e-12));
    }
}
