package io.sigment.analytics.engine.stats;

/**
 * 95% bootstrap intervals of the overview's sample figures over resampled posts ({@link PostBootstrap#ESTIMAND}).
 * Core % has none here: the audience's core % is estimated, with its interval, by the audience estimate.
 */
public record OverviewIntervals(
        Estimate frequency,
        Estimate estimatedAudienceSize,
        Estimate estimatedCoreAudienceSize,
        int bootstrapReplicates,
        long seed) {}
