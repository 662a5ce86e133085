package io.sigment.jobs.discovery;

import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.sigment.jobs.engine.JobStage;
import io.sigment.jobs.engine.JobStep;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/**
 * Has analytics {@code refine_discovery} sample deeper the creators of the strongest light overlaps, so the
 * overlaps reported are ranked on more than a light sample (idempotent there: its scrapes resume). Part of the
 * discovery's price; nothing to do for a free re-run.
 */
final class RefineDiscovery implements JobStep {
  private static final Duration TIMEOUT = Duration.ofMinutes(30);

  private final ServiceClient services;

  RefineDiscovery(ServiceClient services) {
    this.services = services;
  }

  @Override
  public String name() {
    return "refine";
  }

  @Override
  public JobStage stage() {
    return JobStage.SCRAPING;
  }

  @Override
  public Future<JsonObject> run(JobContext job) {
    var collected = job.output(CollectDiscovery.NAME);
    if (collected.getBoolean("reused", false) || collected.getInteger("candidates", 0) == 0) {
      return Future.succeededFuture(new JsonObject().put("refined_creators", 0));
    }
    return services.requestWatched(ServiceAddress.ANALYTICS, "refine_discovery", job.systemCaller(),
        new JsonObject().put("discovery_id", job.params().getString("discovery_id")), TIMEOUT);
  }
}
