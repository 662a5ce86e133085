package io.sigment.jobs.discovery;

import io.sigment.common.Caller;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.sigment.jobs.engine.JobKind;
import io.sigment.jobs.engine.JobPlan;
import io.sigment.jobs.engine.JobStage;
import io.sigment.jobs.engine.JobStep;
import io.sigment.jobs.engine.RecordStep;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * Discoveries as jobs ({@code discover_creators}): analytics records the discovery at once (listed while queued),
 * searches and samples (charged when it ends, if it found anything), samples deeper the creators of the strongest
 * overlaps, then groups and measures. At most 3 active per workspace; one per topic at a time.
 */
public final class DiscoveryKind implements JobKind {
  private static final ActiveLimit LIMIT = new ActiveLimit(3, "discoveries");

  private final ServiceClient services;
  private final DiscoveryPlans plans;
  private final List<JobStep> steps;

  public DiscoveryKind(ServiceClient services) {
    this.services = services;
    this.plans = new DiscoveryPlans(services);
    // "open" records the discovery when admitted, so list_discoveries shows it while it is queued.
    this.steps = List.of(new RecordStep("open", JobStage.QUEUED, services, ServiceAddress.ANALYTICS,
        "open_discovery", DiscoveryKind::discoveryArgs), new CollectDiscovery(services), new RefineDiscovery(services),
        new CompleteDiscovery(services));
  }

  @Override
  public String name() {
    return "discovery";
  }

  @Override
  public ActiveLimit activeLimit() {
    return LIMIT;
  }

  @Override
  public Future<JobPlan> plan(Caller caller, JsonObject args) {
    return plans.plan(caller, args);
  }

  @Override
  public List<JobStep> steps() {
    return steps;
  }

  @Override
  public String failureAdvice() {
    return "Start it again with discover_creators after quote_cost; if the platform was failing, retry in a few "
        + "minutes, or try a broader or narrower topic.";
  }

  @Override
  public Future<Void> onFailed(JobContext job, String error) {
    return services.request(ServiceAddress.ANALYTICS, "fail_discovery", job.systemCaller(), new JsonObject()
        .put("discovery_id", job.params().getString("discovery_id")).put("message", error)).mapEmpty();
  }

  /** What analytics' open_discovery, collect_discovery and reuse_discovery take, from the job's params. */
  static JsonObject discoveryArgs(JobContext job) {
    var params = job.params();
    return new JsonObject().put("discovery_id", params.getString("discovery_id")).put("topic", params.getString("topic"))
        .put("platforms", params.getJsonArray("platforms")).put("min_followers", params.getInteger("min_followers"))
        .put("per_subtopic_limit", params.getInteger("per_subtopic_limit"));
  }
}
