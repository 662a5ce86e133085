package io.sigment.analytics.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.MedianViews;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MedianViewsTest {
    @Test
    void median_ignores_zero_impressions() {
        assertThat(MedianViews.of(new long[] {0, 300, 100, 0, 200})).isEqualTo(200.0);
        assertThat(MedianViews.of(new long[] {0, 400, 100})).isEqualTo(250.0);
    }

    @Test
    void all_zero_or_no_posts_give_zero() {
        assertThat(MedianViews.of(new long[] {0, 0})).isZero();
        assertThat(MedianViews.of(new long[0])).isZero();
    }

    @Test
    void weighted_median_equals_the_median_of_the_expanded_multiset() {
        var random = new SplittableRandom(3);
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + random.nextInt(8);
            long[] sorted = random.longs(n, 1, 1000).sorted().toArray();
            int[] weights = random.ints(n, 0, 4).toArray();
            var expanded = new ArrayList<Long>();
            for (int i = 0; i < n; i++) {
                for (int k = 0; k < weights[i]; k++) {
                    expanded.add(sorted[i]);
                }
            }
            double expected =
                    MedianViews.of(expanded.stream().mapToLong(Long::longValue).toArray());
            assertThat(MedianViews.weighted(sorted, weights))
                    .as(Arrays.toString(weights))
                    .isEqualTo(expected);
        }
    }
}
