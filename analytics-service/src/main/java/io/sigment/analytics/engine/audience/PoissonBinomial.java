package io.sigment.analytics.engine.audience;

/** The distribution of the number of successes among independent trials of the given chances. */
final class PoissonBinomial {
  private PoissonBinomial() {
  }

  /** {@code result[m]}: the probability of exactly m successes. */
  static double[] of(double[] chances) {
    double[] dist = new double[chances.length + 1];
    dist[0] = 1;
    int size = 0;
    for (double p : chances) {
      if (p <= 0) {
        continue;
      }
      size++;
      for (int m = size; m >= 1; m--) {
        dist[m] = dist[m] * (1 - p) + dist[m - 1] * p;
      }
      dist[0] *= 1 - p;
    }
    return dist;
  }
}
