package io.sigment.common.api.jobs;

import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceAddress;
import java.util.Locale;

/**
 * The actions of {@code sigment.jobs}: the paid tools (long work as jobs, optimize_selection within the call), their
 * prices, and following jobs.
 */
public enum JobsAction implements ServiceAction {
    ANALYZE_CREATORS,
    RUN_ANALYSIS,
    DISCOVER_CREATORS,
    OPTIMIZE_SELECTION,
    QUOTE_COST,
    GET_JOB,
    WAIT_FOR_JOB;

    private final String wire = name().toLowerCase(Locale.ROOT);

    @Override
    public ServiceAddress service() {
        return ServiceAddress.JOBS;
    }

    @Override
    public String wire() {
        return wire;
    }
}
