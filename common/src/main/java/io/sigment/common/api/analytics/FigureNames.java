package io.sigment.common.api.analytics;

import java.util.Map;

/**
 * One name per figure, the same in every text a person or agent reads (a result's {@code summary}, the share page,
 * the app, the MCP Apps views, the prompts, the docs): the spec's names mean the spec's sample figures, and each
 * audience estimate is named with its own label, which precedes its value in the same sentence or table cell. The
 * docs page "How the numbers are measured" states them.
 */
public final class FigureNames {
    /** {@code overview.audience_estimate.core_pct}. */
    public static final String CORE_PCT = "estimated audience core %";
    /** {@code overview.audience_estimate.core_reach}. */
    public static final String CORE_REACH = "estimated audience core reach";
    /** {@code overview.audience_estimate.unique_audience}. */
    public static final String UNIQUE_AUDIENCE = "estimated audience unique people";
    /** {@code overview.audience_estimate.core_audience}. */
    public static final String CORE_AUDIENCE = "estimated audience core people";
    /** A creator's {@code estimated_engaged_audience}. */
    public static final String ENGAGED_AUDIENCE = "estimated engaged audience";
    /** A strongest overlap's {@code shared_audience_estimate}. */
    public static final String SHARED_AUDIENCE = "estimated shared audience";

    /** Each audience estimate's field under {@code overview.audience_estimate}, with its label. */
    public static final Map<String, String> OVERVIEW_ESTIMATES = Map.of(
            "core_pct",
            CORE_PCT,
            "core_reach",
            CORE_REACH,
            "unique_audience",
            UNIQUE_AUDIENCE,
            "core_audience",
            CORE_AUDIENCE);

    private FigureNames() {}

    /** The label as it starts a sentence or a table cell: "Estimated audience core %". */
    public static String capitalized(String label) {
        return Character.toUpperCase(label.charAt(0)) + label.substring(1);
    }
}
