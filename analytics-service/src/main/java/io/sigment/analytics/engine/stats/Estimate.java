package io.sigment.analytics.engine.stats;

/**
 * A point estimate with its confidence interval and the sample it rests on.
 *
 * @param estimand what the interval is an interval for, in words
 * @param method {@code poisson_bootstrap_over_posts}, or {@code none} without replicates
 * @param sampleSize how many units the interval rests on
 * @param sampleUnit {@code people} or {@code posts}
 * @param smallSample true when the sample is too small for the interval to be trusted (README)
 */
public record Estimate(
        double value,
        double low,
        double high,
        double confidence,
        String estimand,
        String method,
        long sampleSize,
        String sampleUnit,
        boolean smallSample) {}
