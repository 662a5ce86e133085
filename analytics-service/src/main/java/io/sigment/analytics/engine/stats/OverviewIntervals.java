package io.sigment.analytics.engine.stats;

/** 95% intervals for the overview's estimates. */
public record OverviewIntervals(
    Estimate corePct,
    Estimate frequency,
    Estimate estimatedAudienceSize,
    Estimate estimatedCoreAudienceSize,
    int bootstrapReplicates,
    long seed) {
}
