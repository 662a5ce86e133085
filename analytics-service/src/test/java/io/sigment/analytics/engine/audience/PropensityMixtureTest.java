package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The ghosts of one creator's sample against a population whose window members are known: people with
 * heavy-tailed propensities engage with each of 30 posts of varied size; the sample sees 12 of them, the larger
 * ones only in part. The seen people plus their ghosts must come close to the window's members; the seen people
 * alone fall far short.
 */
class PropensityMixtureTest {
    private static final int WINDOW = 30;
    private static final int SAMPLED = 12;

    @Test
    void seen_people_and_their_ghosts_add_up_to_the_window_audience() {
        var random = new SplittableRandom(7);
        double[] weight = new double[WINDOW];
        for (int j = 0; j < WINDOW; j++) {
            weight[j] = Math.exp(0.35 * random.nextGaussian());
        }
        double[] visibility = new double[SAMPLED];
        for (int j = 0; j < SAMPLED; j++) {
            visibility[j] = j % 3 == 0 ? 0.4 : 1.0;
        }
        int members = 0;
        var patterns = new HashMap<Long, Integer>();
        for (int person = 0; person < 60_000; person++) {
            double theta = 0.02 * Math.pow(1 - random.nextDouble(), -1 / 1.3);
            boolean member = false;
            long mask = 0;
            for (int j = 0; j < WINDOW; j++) {
                boolean engaged = random.nextDouble() < 1 - Math.exp(-theta * weight[j]);
                member |= engaged;
                if (engaged && j < SAMPLED && random.nextDouble() < visibility[j]) {
                    mask |= 1L << j;
                }
            }
            members += member ? 1 : 0;
            if (mask != 0) {
                patterns.merge(mask, 1, Integer::sum);
            }
        }
        long[] masks = patterns.keySet().stream().mapToLong(Long::longValue).toArray();
        int[] counts = new int[masks.length];
        int seen = 0;
        for (int i = 0; i < masks.length; i++) {
            counts[i] = patterns.get(masks[i]);
            seen += counts[i];
        }
        double[] sampledWeight = java.util.Arrays.copyOf(weight, SAMPLED);
        var fit = PropensityMixture.fit(visibility, sampledWeight, WINDOW, masks, counts, null, 300);
        double ghosts = 0;
        for (int i = 0; i < masks.length; i++) {
            ghosts += counts[i] * fit.ghosts()[i];
        }
        assertThat((double) seen).isLessThan(0.8 * members);
        assertThat(seen + ghosts).isBetween(0.93 * members, 1.07 * members);
    }
}
