package io.sigment.jobs.discovery;

import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.sigment.jobs.engine.JobKind;
import io.sigment.jobs.engine.JobStage;
import io.sigment.jobs.engine.JobStep;
import io.sigment.jobs.pricing.PriceQuotes;
import io.vertx.core.json.JsonObject;
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

  private DiscoveryKind() {
  }

  public static JobKind of(ServiceClient services, PriceQuotes quotes) {
    var steps = new DiscoverySteps(services);
    return new JobKind("discovery", new JobKind.ActiveLimit(3, "discoveries"), new DiscoveryPlans(quotes)::plan,
        List.of(
            // "open" records the discovery when admitted, so list_discoveries shows it while it is queued.
            JobStep.recording("open", services, AnalyticsAction.OPEN_DISCOVERY,
                DiscoveryKind::discoveryArgs),
            new JobStep(DiscoverySteps.SEARCH, JobStage.SCRAPING, steps::search),
            new JobStep(DiscoverySteps.SAMPLE, JobStage.SCRAPING,
                JobStep.Charging.whenDoneIf(DiscoverySteps::worthCharging), steps::sample),
            new JobStep(DiscoverySteps.RANK, JobStage.SCRAPING, steps::rank),
            new JobStep(DiscoverySteps.DEEPEN, JobStage.SCRAPING, steps::deepen),
            new JobStep(DiscoverySteps.COMPLETE, JobStage.ANALYZING, steps::complete)),
        FAILURE_ADVICE,
        (job, error) -> services.request(AnalyticsAction.FAIL_DISCOVERY, job.systemCaller(),
            new JsonObject().put("discovery_id", job.params().getString("discovery_id")).put("message", error))
            .mapEmpty());
  }

  /** What analytics' open_discovery and reuse_discovery take, from the job's params. */
  static JsonObject discoveryArgs(JobContext job) {
    var params = job.params();
    return new JsonObject().put("discovery_id", params.getString("discovery_id")).put("topic", params.getString("topic"))
        .put("platforms", params.getJsonArray("platforms")).put("min_followers", params.getInteger("min_followers"))
        .put("per_subtopic_limit", params.getInteger("per_subtopic_limit"));
  }
}
