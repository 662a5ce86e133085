package io.sigment.common.api.analytics;

/** The arguments of {@link AnalyticsTools#SHARE_ANALYSIS}. */
public record ShareAnalysisInput(String analysisId, String snapshotId) {}
