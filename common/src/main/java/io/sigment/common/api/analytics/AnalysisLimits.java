package io.sigment.common.api.analytics;

/**
 * Limits of an analysis that every service enforces alike: jobs-service when it prices one, analytics-service when
 * it opens its snapshot and prices it. The tools' schemas state the same (checked by the gateway's tests).
 */
public final class AnalysisLimits {
    /** Creators in one analysis ({@code handles} of analyze_creators). */
    public static final int MAX_CREATORS = 50;

    private AnalysisLimits() {}
}
