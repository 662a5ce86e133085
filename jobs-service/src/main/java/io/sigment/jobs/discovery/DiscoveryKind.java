package io.sigment.jobs.discovery;

import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.analytics.DiscoveryFailure;
import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.common.api.jobs.DiscoveryParams;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.sigment.jobs.engine.JobKind;
import io.sigment.jobs.engine.JobStage;
import io.sigment.jobs.engine.JobStep;
import io.sigment.jobs.pricing.PriceQuotes;
import java.util.List;

/**
 * Discoveries as jobs ({@code discover_creators}): analytics records the discovery at once (listed while queued);
 * the job searches each platform and samples the candidates (charged when that ends, if it found anything), has
 * analytics rank the light overlaps, samples deeper the creators of the strongest, and has analytics group and
 * measure ({@link DiscoverySteps}). At most 3 active per workspace; one per topic at a time.
 */
public final class DiscoveryKind {
    private static final String FAILURE_ADVICE = "Start it again with discover_creators after quote_cost; if the "
            + "platform was failing, retry in a few minutes, or try a broader or narrower topic.";

    private DiscoveryKind() {}

    public static JobKind of(ServiceClient services, PriceQuotes quotes) {
        var analytics = new AnalyticsClient(services);
        var steps = new DiscoverySteps(services);
        return new JobKind(
                "discovery",
                new JobKind.ActiveLimit(3, "discoveries"),
                new DiscoveryPricing(quotes)::price,
                List.of(
                        // "open" records the discovery when admitted, so list_discoveries shows it while it is queued.
                        new JobStep(
                                "open",
                                JobStage.QUEUED,
                                job -> analytics
                                        .openDiscovery(
                                                job.systemCaller(), params(job).discovery())
                                        .map(DiscoverySummary::toJson)),
                        new JobStep(DiscoverySteps.SEARCH, JobStage.SCRAPING, steps::search),
                        new JobStep(
                                DiscoverySteps.SAMPLE,
                                JobStage.SCRAPING,
                                JobStep.Charging.whenDoneIf(DiscoverySteps::worthCharging),
                                steps::sample),
                        new JobStep(DiscoverySteps.RANK, JobStage.SCRAPING, steps::rank),
                        new JobStep(DiscoverySteps.DEEPEN, JobStage.SCRAPING, steps::deepen),
                        new JobStep(DiscoverySteps.COMPLETE, JobStage.ANALYZING, steps::complete)),
                FAILURE_ADVICE,
                (job, error) -> analytics.failDiscovery(
                        job.systemCaller(),
                        new DiscoveryFailure(params(job).discovery().discoveryId(), error)));
    }

    /** What the job stored for its steps when it was priced. */
    static DiscoveryParams params(JobContext job) {
        return DiscoveryParams.fromJson(job.params());
    }
}
