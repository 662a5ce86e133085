package io.sigment.analytics.engine.audience;

import io.sigment.common.Platform;

/**
 * How wide the 95% intervals are, per platform, in parts added in quadrature (analytics-service README,
 * "Audience estimates"). The platforms differ in what a scrape sees: Instagram lists a post's likers newest
 * first and cuts them at 1,000, YouTube and TikTok show only commenters, so one set of scales covered one
 * platform at 99% and another at 92%. Fitted on the calibration benchmark's training worlds (seeds 1000 and
 * 1017, 150 selections, the narrowest scales whose intervals cover at least 95% there) and reported on worlds the
 * fit did not see (seeds 2000-2051).
 *
 * <p>Core %: {@code sampling} x the half-sample spread, {@code model} x the gap between the two assumptions about
 * people seen nowhere, {@code correction} x the correction (estimate - sample) and a {@code floor} in points.
 * Unique audience: 1.5 x the half-sample spread and {@code uniqueFloor} x the value (a share of it: the half
 * samples alone covered Instagram's unique audience 79% of the time).
 * A pair's shared audience, on the log scale (its errors are relative): {@code pairSampling} x the half-sample
 * spread and {@code pairCorrection} x the correction, both over the estimate, and {@code pairFloor}.
 */
record IntervalScales(double sampling, double model, double correction, double floor, double uniqueFloor,
    double pairSampling, double pairCorrection, double pairFloor) {

  static IntervalScales of(Platform platform) {
    return switch (platform) {
      case INSTAGRAM -> new IntervalScales(1, 0.9, 0.15, 0.5, 0.03, 2, 0.1, 0.15);
      case YOUTUBE -> new IntervalScales(1, 0, 0, 1.5, 0.015, 1.5, 0, 0);
      case TIKTOK -> new IntervalScales(1, 0.3, 0, 2, 0.025, 1.5, 0.1, 0.05);
    };
  }

  /** The core % interval's standard deviation, in points. */
  double corePctSd(double halfSampleSd, double gap, double correction) {
    return Math.sqrt(square(sampling * halfSampleSd) + square(model * gap) + square(this.correction * correction)
        + square(floor));
  }

  /** The unique audience's interval standard deviation. */
  double uniqueSd(double value, double halfSampleSd) {
    return Math.hypot(AudienceEstimator.SAMPLING_SCALE * halfSampleSd, uniqueFloor * value);
  }

  /** A pair's 95% interval around {@code value}: log-normal with the spread of the parts. */
  Interval pair(double value, double halfSampleSd, double correction) {
    double base = Math.max(value, 1);
    double sdLog = Math.sqrt(square(pairSampling * halfSampleSd / base) + square(pairCorrection * correction / base)
        + square(pairFloor));
    double factor = Math.exp(AudienceEstimator.Z95 * sdLog);
    return new Interval(value, value / factor, base * factor, 0.95);
  }

  private static double square(double x) {
    return x * x;
  }
}
