package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import java.util.Arrays;
import java.util.List;

/**
 * An audience estimate with what its core % interval was made of, for the calibration benchmark's per-selection
 * lines ({@code -Dcalibration.selections=FILE}): the half-sample spread, the gap between the two assumptions about
 * people seen nowhere, the correction (estimate - sample), and the half samples' drift (their mean core % minus the
 * full sample's: with half the posts the estimate extrapolates further, so a model that extrapolates wrongly drifts),
 * and the sample's {@link ListOrderCheck}.
 */
public record CalibrationDiagnostics(
        AudienceEstimate estimate,
        double halfSampleSd,
        double gap,
        double correction,
        double drift,
        double sample,
        Unique unique,
        double listOrder) {

    /**
     * What the unique audience's interval was made of: the half-sample spread, the half samples' drift (their mean
     * minus the full sample's), and the people seen nowhere the estimate adds to the seen ones (estimate - sample).
     */
    public record Unique(double halfSampleSd, double drift, double unseen) {}

    public static CalibrationDiagnostics of(
            AudienceIndex index, List<String> selection, AnalysisOptions options, double estimatedAudienceSize) {
        var diagnosed = EstimateDiagnosis.diagnose(index, selection, options, estimatedAudienceSize);
        var full = diagnosed.raw().full();
        double[] pct = Arrays.stream(diagnosed.raw().reps())
                .mapToDouble(AudienceFigures::corePct)
                .toArray();
        double mean = Arrays.stream(pct).average().orElse(full.corePct());
        double sd = 0;
        for (double x : pct) sd += (x - mean) * (x - mean);
        sd = pct.length < 2 ? 0 : Math.sqrt(sd / (pct.length - 1));
        return new CalibrationDiagnostics(
                diagnosed.estimate(),
                sd,
                Math.abs(full.corePct() - full.trendCorePct()),
                Math.abs(full.corePct() - full.sampleCorePct()),
                mean - full.corePct(),
                full.sampleCorePct(),
                unique(full, diagnosed.raw().reps()),
                diagnosed.raw().listOrder());
    }

    private static Unique unique(AudienceFigures full, AudienceFigures[] reps) {
        double[] u = Arrays.stream(reps).mapToDouble(AudienceFigures::unique).toArray();
        double mean = Arrays.stream(u).average().orElse(full.unique());
        double sd = 0;
        for (double x : u) sd += (x - mean) * (x - mean);
        sd = u.length < 2 ? 0 : Math.sqrt(sd / (u.length - 1));
        return new Unique(sd, mean - full.unique(), full.parts().ghostUnique());
    }
}
