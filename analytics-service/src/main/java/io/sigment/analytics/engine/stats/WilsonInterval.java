package io.sigment.analytics.engine.stats;

/**
 * Wilson score interval for a proportion: here core % = K / U, treating the U sampled people as
 * independent draws from the selection's audience.
 */
public final class WilsonInterval {
  /** z for a two-sided 95% interval. */
  public static final double Z95 = 1.959963984540054;
  /** Below these counts the interval is flagged as resting on a small sample. */
  public static final long MIN_PEOPLE = 100;
  public static final long MIN_CORE_PEOPLE = 10;

  private WilsonInterval() {
  }

  /** {low, high} as fractions in [0, 1]; {0, 1} when there are no trials. */
  public static double[] bounds(long successes, long trials, double z) {
    if (trials <= 0) {
      return new double[] {0, 1};
    }
    double n = trials;
    double p = successes / n;
    double z2 = z * z;
    double denominator = 1 + z2 / n;
    double centre = (p + z2 / (2 * n)) / denominator;
    double half = z / denominator * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    double low = successes == 0 ? 0 : Math.max(0, centre - half);
    double high = successes == trials ? 1 : Math.min(1, centre + half);
    return new double[] {low, high};
  }

  /** Core % with its 95% Wilson interval, in percent. */
  public static Estimate corePct(long core, long unique) {
    double[] b = bounds(core, unique, Z95);
    double value = unique == 0 ? 0 : 100.0 * core / unique;
    boolean small = unique < MIN_PEOPLE || core < MIN_CORE_PEOPLE;
    return new Estimate(value, 100 * b[0], 100 * b[1], 0.95, "wilson", unique, "people", small);
  }
}
