package io.sigment.jobs.discovery;

import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/**
 * Has analytics {@code refine_discovery} sample deeper the creators of the strongest light overlaps, so the
 * overlaps reported are ranked on more than a light sample (idempotent there: its scrapes resume). Part of the
 * discovery's price; nothing to do for a free re-run. get_job's {@code platform_cost} then covers the whole discovery.
 */
record RefineDiscovery(ServiceClient services) {
  private static final Duration TIMEOUT = Duration.ofMinutes(30);

  Future<JsonObject> run(JobContext job) {
    var collected = job.output(CollectDiscovery.NAME);
    if (collected.getBoolean("reused", false) || collected.getInteger("candidates", 0) == 0) {
      return Future.succeededFuture(new JsonObject().put("refined_creators", 0));
    }
    return services.requestWatched(AnalyticsAction.REFINE_DISCOVERY, job.systemCaller(),
            new JsonObject().put("discovery_id", job.params().getString("discovery_id")), TIMEOUT)
        .compose(refined -> refined.getJsonObject("cost") == null ? Future.succeededFuture(refined)
            : job.report(new JsonObject().put(CollectDiscovery.PLATFORM_COST, refined.getJsonObject("cost"))).map(refined));
  }
}
