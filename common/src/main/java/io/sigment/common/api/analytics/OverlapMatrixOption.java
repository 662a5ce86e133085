package io.sigment.common.api.analytics;

import io.vertx.core.json.JsonObject;

/**
 * A bus-only option of {@link AnalyticsAction#GET_ANALYSIS_RESULT} (no agent sees it): the reply adds every pair's
 * {@code overlap_matrix}, which the app and share pages draw their pictures from.
 */
public final class OverlapMatrixOption {
    public static final String ARG = "overlap_matrix";

    private OverlapMatrixOption() {}

    /** {@code args} asking for the matrix too. */
    public static JsonObject ask(JsonObject args) {
        return args.put(ARG, true);
    }

    public static boolean asked(JsonObject args) {
        return Boolean.TRUE.equals(args.getValue(ARG));
    }
}
