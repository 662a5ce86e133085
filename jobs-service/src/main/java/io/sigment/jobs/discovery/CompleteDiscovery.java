package io.sigment.jobs.discovery;

import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/** Has analytics group the sampled candidates by subtopic and measure their overlaps (a reused result is done). */
record CompleteDiscovery(ServiceClient services) {
  private static final Duration TIMEOUT = Duration.ofMinutes(10);

  Future<JsonObject> run(JobContext job) {
    var collected = job.output(CollectDiscovery.NAME);
    Future<JsonObject> done = collected.getBoolean("reused", false) ? Future.succeededFuture(collected)
        : services.request(AnalyticsAction.COMPLETE_DISCOVERY, job.systemCaller(),
            new JsonObject().put("discovery_id", job.params().getString("discovery_id")), TIMEOUT);
    return done.compose(summary -> {
      var shown = new JsonObject().put("groups_found", summary.getValue("groups_found"))
          .put("creators_found", summary.getValue("creators_found"));
      if (summary.getString("message") != null) shown.put("message", summary.getString("message"));
      return job.report(shown).map(summary);
    });
  }
}
