package io.sigment.jobs.discovery;

import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.sigment.jobs.engine.JobPlan;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/**
 * The work a discovery is charged for: analytics {@code collect_discovery} searches each platform and samples the
 * candidates (idempotent there: its scrapes resume). A free re-run instead has analytics {@code reuse_discovery}
 * copy the same topic's result of the last 24 hours, with no platform call. The engine charges when this ends, if
 * anything was found. get_job then shows {@code candidates} and {@code platform_cost} (provider runs and results,
 * YouTube units).
 */
record CollectDiscovery(ServiceClient services) {
  static final String NAME = "collect";
  /** What the discovery cost on the platforms so far (search and samples), shown by get_job. */
  static final String PLATFORM_COST = "platform_cost";
  private static final Duration TIMEOUT = Duration.ofMinutes(30);

  /** Nothing found, nothing charged (a free re-run is charged its price, 0). */
  static boolean worthCharging(JsonObject output) {
    return output.getBoolean("reused", false) || output.getInteger("candidates", 0) > 0;
  }

  Future<JsonObject> run(JobContext job) {
    var args = DiscoveryKind.discoveryArgs(job);
    if (job.params().getBoolean(JobPlan.REUSE, false)) {
      return services.request(AnalyticsAction.REUSE_DISCOVERY, job.systemCaller(), args)
          .compose(reused -> job.report(new JsonObject().put("reused_from", reused.getString("reused_from")))
              .map(v -> reused.put("reused", true)));
    }
    return services.requestWatched(AnalyticsAction.COLLECT_DISCOVERY, job.systemCaller(), args, TIMEOUT)
        .compose(collected -> {
          var shown = new JsonObject().put("candidates", collected.getValue("candidates"));
          if (collected.getJsonObject("cost") != null) shown.put(PLATFORM_COST, collected.getJsonObject("cost"));
          return job.report(shown).map(collected);
        });
  }
}
