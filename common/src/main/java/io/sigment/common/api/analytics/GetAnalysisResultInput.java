package io.sigment.common.api.analytics;

import io.sigment.common.Platform;

/** The arguments of {@link AnalyticsTools#GET_ANALYSIS_RESULT}: the analysis, and optionally the targets to judge. */
public record GetAnalysisResultInput(
        Platform platform, String analysisId, String snapshotId, Integer topN, Double minCorePct, Long minCoreReach) {

    /** The analysis's latest snapshot, with the default top creators and no targets. */
    public static GetAnalysisResultInput latest(Platform platform, String analysisId) {
        return new GetAnalysisResultInput(platform, analysisId, null, null, null, null);
    }
}
