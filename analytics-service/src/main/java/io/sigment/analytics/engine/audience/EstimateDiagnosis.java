package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import java.util.List;

/**
 * An estimate with the figures it was made from, for the calibration benchmark's diagnostics
 * ({@code CalibrationDiagnostics}): the full sample's figures and the half-sample replicates', assembled into the
 * estimate exactly as {@link AudienceEstimator#estimate} does.
 */
final class EstimateDiagnosis {
    private EstimateDiagnosis() {}

    /** The estimate with the figures it was made from. */
    record Diagnosed(AudienceEstimate estimate, AudienceEstimator.Raw raw) {}

    static Diagnosed diagnose(
            AudienceIndex index, List<String> selection, AnalysisOptions options, double estimatedAudienceSize) {
        var raw = AudienceEstimator.raw(index, selection, options);
        return new Diagnosed(
                EstimateIntervals.of(
                        selection,
                        raw.full(),
                        raw.reps(),
                        estimatedAudienceSize,
                        IntervalScales.of(options.platform()),
                        raw.listOrder(),
                        raw.repeats(),
                        raw.visibility(),
                        raw.cutReturn()),
                raw);
    }
}
