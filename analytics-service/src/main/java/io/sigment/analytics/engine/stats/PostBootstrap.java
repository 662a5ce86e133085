package io.sigment.analytics.engine.stats;

import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.MedianViews;
import io.sigment.analytics.engine.PostSample;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Poisson bootstrap over posts: each replicate weights every post of the selection by an independent
 * Poisson(1) draw, which is what resampling posts with replacement does, and recomputes frequency,
 * audience size and core reach. A person is in a replicate when a post they engaged with has a
 * non-zero weight. Replicates run 64 at a time, one bit per replicate, so each pass over the people
 * serves 64 replicates.
 */
public final class PostBootstrap {
  /** Below this many posts the bootstrap intervals are flagged as resting on a small sample. */
  public static final int MIN_POSTS = 20;

  private final PostLayout layout;
  private final int threshold;

  private PostBootstrap(PostLayout layout, int threshold) {
    this.layout = layout;
    this.threshold = threshold;
  }

  public static PostBootstrap of(AudienceIndex index, int[] members, int threshold) {
    return new PostBootstrap(PostLayout.of(index, members), threshold);
  }

  /** Frequency, audience size and core reach of each replicate. */
  public record Replicates(double[] frequency, double[] audienceSize, double[] coreReach) {
  }

  public int posts() {
    return layout.posts();
  }

  public Replicates run(int replicates, long seed) {
    var random = new SplittableRandom(seed);
    double[] frequency = new double[replicates];
    double[] audience = new double[replicates];
    double[] coreReach = new double[replicates];
    for (int first = 0; first < replicates; first += 64) {
      int batch = Math.min(64, replicates - first);
      int[][] weights = new int[batch][];
      for (int r = 0; r < batch; r++) {
        weights[r] = poissonWeights(random, layout.posts());
      }
      long[] alive = new long[layout.posts()];
      for (int r = 0; r < batch; r++) {
        for (int g = 0; g < alive.length; g++) {
          if (weights[r][g] > 0) {
            alive[g] |= 1L << r;
          }
        }
      }
      var unique = new ReplicateCounter();
      var core = new ReplicateCounter();
      countPeople(alive, unique, core);
      for (int r = 0; r < batch; r++) {
        long u = unique.total(r) + layout.singlePostPeople(weights[r]);
        double e = layout.engagements(weights[r]);
        double m = layout.sumMedianViews(weights[r]);
        double f = u == 0 ? 0 : e / u;
        frequency[first + r] = f;
        audience[first + r] = f == 0 ? 0 : m / f;
        coreReach[first + r] = e == 0 ? 0 : m * core.total(r) / e;
      }
    }
    return new Replicates(frequency, audience, coreReach);
  }

  private void countPeople(long[] alive, ReplicateCounter unique, ReplicateCounter core) {
    int[] offsets = layout.personOffsets();
    int[] entries = layout.entries();
    int[] postMember = layout.postMember();
    int planesCount = 32 - Integer.numberOfLeadingZeros(threshold);
    long[] planes = new long[planesCount];
    for (int k = 0; k + 1 < offsets.length; k++) {
      Arrays.fill(planes, 0L);
      long any = 0;
      long saturated = 0;
      int e = offsets[k];
      int end = offsets[k + 1];
      while (e < end) {
        int member = postMember[entries[e]];
        long memberAlive = 0;
        while (e < end && postMember[entries[e]] == member) {
          memberAlive |= alive[entries[e++]];
        }
        any |= memberAlive;
        long carry = memberAlive;
        for (int j = 0; j < planesCount && carry != 0; j++) {
          long next = planes[j] & carry;
          planes[j] ^= carry;
          carry = next;
        }
        saturated |= carry;
      }
      unique.add(any);
      core.add(atLeast(planes, saturated));
    }
  }

  private long atLeast(long[] planes, long saturated) {
    long greater = 0;
    long equal = -1L;
    for (int j = planes.length - 1; j >= 0; j--) {
      if (((threshold >>> j) & 1) != 0) {
        equal &= planes[j];
      } else {
        greater |= equal & planes[j];
        equal &= ~planes[j];
      }
    }
    return saturated | greater | equal;
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

  /** Percentile interval of the replicates around the full-data point estimate. */
  public Estimate estimate(double pointEstimate, double[] replicates, long uniquePeople) {
    boolean small = layout.posts() < MIN_POSTS || uniquePeople < WilsonInterval.MIN_PEOPLE;
    if (replicates.length == 0) {
      return new Estimate(pointEstimate, pointEstimate, pointEstimate, 0.95, "none", layout.posts(), "posts", true);
    }
    return new Estimate(pointEstimate, quantile(replicates, 0.025), quantile(replicates, 0.975), 0.95,
        "poisson_bootstrap_over_posts", layout.posts(), "posts", small);
  }

  static List<PostSample> postsOf(AudienceIndex index, int[] members) {
    var posts = new ArrayList<PostSample>();
    for (int member : members) {
      posts.addAll(index.posts(member));
    }
    return posts;
  }

  static double weightedMedian(long[] sortedImpressions, int[] sortedPosts, int[] weights) {
    int[] w = new int[sortedPosts.length];
    for (int i = 0; i < w.length; i++) {
      w[i] = weights[sortedPosts[i]];
    }
    return MedianViews.weighted(sortedImpressions, w);
  }
}
