package io.sigment.jobs.selection;

import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.analytics.SelectionComputation;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobKind;
import io.sigment.jobs.engine.JobStage;
import io.sigment.jobs.engine.JobStep;
import io.sigment.jobs.pricing.PriceQuotes;
import io.vertx.core.Future;
import java.util.List;

/**
 * {@code optimize_selection} as a synchronous job: priced from the price list, held, then analytics searches the
 * analysis's newest completed snapshot (no scrape), charged when that step ends and returned if it fails, within
 * the call. Its hold is a job's hold, so the sweeper covers it like any other.
 */
public final class SelectionKind {
    public static final String NAME = "selection";
    /** Synchronous calls of one workspace at once; a bound, not a rule agents meet (they call tools one at a time). */
    static final int ACTIVE_LIMIT = 20;

    private static final String FAILURE_ADVICE = "Call optimize_selection again in a minute.";

    private SelectionKind() {}

    public static JobKind of(ServiceClient services, PriceQuotes quotes) {
        return new JobKind(
                NAME,
                new JobKind.ActiveLimit(ACTIVE_LIMIT, "optimize_selection calls"),
                new SelectionPricing(services, quotes)::price,
                List.of(new JobStep(
                        "compute",
                        JobStage.ANALYZING,
                        JobStep.Charging.WHEN_DONE,
                        job -> new AnalyticsClient(services)
                                .computeSelection(job.systemCaller(), SelectionComputation.fromJson(job.params())))),
                FAILURE_ADVICE,
                (job, error) -> Future.succeededFuture(),
                true);
    }
}
