package io.sigment.analytics.engine;

import io.sigment.common.Platform;
import java.util.Map;

/**
 * How an analysis counts and prices: the core threshold t, the cost model, and the bootstrap's
 * replicate count and seed (fixed, so the same data always gives the same intervals).
 */
public record AnalysisOptions(
        Platform platform,
        int coreThreshold,
        CostPerView costPerView,
        Map<String, Double> costPerPostOverrides,
        int bootstrapReplicates,
        long seed) {

    public static final int DEFAULT_CORE_THRESHOLD = 2;
    public static final int DEFAULT_BOOTSTRAP_REPLICATES = 200;
    public static final long DEFAULT_SEED = 20_240_601L;

    public AnalysisOptions {
        if (coreThreshold < 1) {
            throw new IllegalArgumentException("core threshold must be >= 1");
        }
        if (bootstrapReplicates < 0) {
            throw new IllegalArgumentException("bootstrap replicates must be >= 0");
        }
        costPerPostOverrides = Map.copyOf(costPerPostOverrides);
        costPerPostOverrides.values().forEach(v -> {
            if (v < 0 || !Double.isFinite(v)) {
                throw new IllegalArgumentException("cost per post must be finite and >= 0");
            }
        });
    }

    public static AnalysisOptions defaults(Platform platform) {
        return new AnalysisOptions(
                platform,
                DEFAULT_CORE_THRESHOLD,
                CostPerView.DEFAULTS,
                Map.of(),
                DEFAULT_BOOTSTRAP_REPLICATES,
                DEFAULT_SEED);
    }

    public AnalysisOptions withCoreThreshold(int t) {
        return new AnalysisOptions(platform, t, costPerView, costPerPostOverrides, bootstrapReplicates, seed);
    }

    public AnalysisOptions withCostPerPost(Map<String, Double> overrides) {
        return new AnalysisOptions(platform, coreThreshold, costPerView, overrides, bootstrapReplicates, seed);
    }

    public AnalysisOptions withBootstrap(int replicates, long newSeed) {
        return new AnalysisOptions(platform, coreThreshold, costPerView, costPerPostOverrides, replicates, newSeed);
    }

    /** Cost of one post of a creator: its override, else cost per view x median views. */
    public double costPerPost(String handle, double medianViews) {
        Double override = costPerPostOverrides.get(handle);
        return override != null ? override : costPerView.of(platform) * medianViews;
    }
}
