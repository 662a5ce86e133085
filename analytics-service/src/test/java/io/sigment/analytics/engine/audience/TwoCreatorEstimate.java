package io.sigment.analytics.engine.audience;

import io.sigment.common.Platform;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * A fixed estimate for the scales' tests: two creators, replicates 100 people either side of 10,000 estimated, 4,000
 * of them seen nowhere, with the sample's repeats and visibility as given.
 */
final class TwoCreatorEstimate {
    private TwoCreatorEstimate() {}

    static AudienceEstimate of(Platform platform, double repeats, double visibility) {
        return of(IntervalScales.of(platform), repeats, visibility);
    }

    /** The same with the given scales (a platform's, or with other {@link WidthFactors}). */
    static AudienceEstimate of(IntervalScales scales, double repeats, double visibility) {
        double[][] pairs = new double[2][2];
        var parts = new AudienceFigures.Parts(0, 4_000, 0, 0, 0, 0, new double[2][2][]);
        double[] audiences = {1_000, 1_000};
        DoubleFunction<AudienceFigures> figures =
                unique -> new AudienceFigures(unique, unique / 4, audiences, pairs, 25, 20, audiences, pairs, parts);
        var reps = new AudienceFigures[] {figures.apply(9_900), figures.apply(10_100)};
        return EstimateIntervals.of(
                List.of("c0", "c1"), figures.apply(10_000), reps, 50_000, scales, 0, repeats, visibility, Double.NaN);
    }
}
