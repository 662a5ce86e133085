package io.sigment.common.api.analytics;

import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceAddress;
import java.util.Locale;

/** The actions of {@code sigment.analytics}: analysis and discovery tools, and the steps jobs-service runs. */
public enum AnalyticsAction implements ServiceAction {
    PRICING_FACTS,
    OPEN_SNAPSHOT,
    ANALYZE_SNAPSHOT,
    FAIL_SNAPSHOT,
    GET_ANALYSIS_RESULT,
    LIST_ANALYSES,
    SELECTION_FACTS,
    COMPUTE_SELECTION,
    SHARE_ANALYSIS,
    OPEN_DISCOVERY,
    RANK_DISCOVERY,
    COMPLETE_DISCOVERY,
    REUSE_DISCOVERY,
    FAIL_DISCOVERY,
    GET_DISCOVERY,
    LIST_DISCOVERIES,
    /** Internal: values of the caller's analyses and discovery topics for MCP's completion/complete. */
    COMPLETION_VALUES;

    private final String wire = name().toLowerCase(Locale.ROOT);

    @Override
    public ServiceAddress service() {
        return ServiceAddress.ANALYTICS;
    }

    @Override
    public String wire() {
        return wire;
    }
}
