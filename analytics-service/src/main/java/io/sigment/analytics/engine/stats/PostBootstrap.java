package io.sigment.analytics.engine.stats;

import io.sigment.analytics.engine.AudienceIndex;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Poisson bootstrap over posts: each replicate weights every post of the selection by an independent
 * Poisson(1) draw (resampling posts with replacement, one post at a time) and recomputes frequency,
 * audience size and core reach from the weighted per-post contributions of {@link PostLayout}.
 * People are counted with multiplicity weights rather than re-deduplicated per replicate: a replicate
 * drops about 37% of the posts, so recounting distinct people would shrink U in every replicate and
 * bias every interval, whereas the weighted counts are unbiased (their expectation is the sample's).
 */
public final class PostBootstrap {
    /** Below this many posts the bootstrap intervals are flagged as resting on a small sample. */
    public static final int MIN_POSTS = 20;
    /** Below this many people the bootstrap intervals are flagged as resting on a small sample. */
    public static final long MIN_PEOPLE = 100;
    /** What these intervals cover: the sample's own figure, not the creators' audience (that is AudienceEstimate). */
    public static final String ESTIMAND =
            "the sample's figure over resampled posts of the same creators, not the " + "audience's";

    private final PostLayout layout;

    private PostBootstrap(PostLayout layout) {
        this.layout = layout;
    }

    /** {@code coreMask}: the selection's core people as a bitset. */
    public static PostBootstrap of(AudienceIndex index, int[] members, long[] coreMask) {
        return new PostBootstrap(PostLayout.of(index, members, coreMask));
    }

    /** Frequency, audience size and core reach of each replicate. */
    public record Replicates(double[] frequency, double[] audienceSize, double[] coreReach) {}

    public int posts() {
        return layout.posts();
    }

    public Replicates run(int replicates, long seed) {
        var random = new SplittableRandom(seed);
        int[][] weights = new int[replicates][];
        for (int r = 0; r < replicates; r++) {
            weights[r] = poissonWeights(random, layout.posts());
        }
        return run(weights);
    }

    /** Replicates for explicit post weights: {@code weights[r][g]} = copies of post g in replicate r. */
    Replicates run(int[][] weights) {
        int replicates = weights.length;
        double[] frequency = new double[replicates];
        double[] audience = new double[replicates];
        double[] coreReach = new double[replicates];
        for (int r = 0; r < replicates; r++) {
            double u = layout.people(weights[r]);
            double k = layout.corePeople(weights[r]);
            double e = layout.engagements(weights[r]);
            double m = layout.sumMedianViews(weights[r]);
            double f = u == 0 ? 0 : e / u;
            frequency[r] = f;
            audience[r] = f == 0 ? 0 : m / f;
            coreReach[r] = e == 0 ? 0 : m * k / e;
        }
        return new Replicates(frequency, audience, coreReach);
    }

    /** Percentile interval of the replicates around the full-data point estimate. */
    public Estimate estimate(double pointEstimate, double[] replicates, long uniquePeople) {
        boolean small = layout.posts() < MIN_POSTS || uniquePeople < MIN_PEOPLE;
        if (replicates.length == 0) {
            return new Estimate(
                    pointEstimate, pointEstimate, pointEstimate, 0.95, ESTIMAND, "none", layout.posts(), "posts", true);
        }
        return new Estimate(
                pointEstimate,
                quantile(replicates, 0.025),
                quantile(replicates, 0.975),
                0.95,
                ESTIMAND,
                "poisson_bootstrap_over_posts",
                layout.posts(),
                "posts",
                small);
    }

    /** The q-quantile of the values (linear interpolation between order statistics). */
    public static double quantile(double[] values, double q) {
        if (values.length == 0) {
            return 0;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double position = q * (sorted.length - 1);
        int below = (int) Math.floor(position);
        int above = Math.min(sorted.length - 1, below + 1);
        return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
    }

    private static int[] poissonWeights(SplittableRandom random, int count) {
        int[] weights = new int[count];
        for (int g = 0; g < count; g++) {
            double u = random.nextDouble();
            double p = Math.exp(-1);
            double cdf = p;
            int k = 0;
            while (u > cdf && k < 30) {
                k++;
                p /= k;
                cdf += p;
            }
            weights[g] = k;
        }
        return weights;
    }
}
