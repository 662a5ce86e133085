package io.sigment.jobs.analysis;

import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.scraper.ScrapeResult;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/** Has analytics freeze the scrape's samples into the snapshot and compute its results (idempotent there). */
record AnalyzeSnapshot(ServiceClient services) {
  private static final Duration TIMEOUT = Duration.ofMinutes(10);

  Future<JsonObject> run(JobContext job) {
    var creators = new JsonArray();
    ScrapeResult.fromJson(job.output(ScrapeCreators.NAME)).creators().forEach(c -> creators.add(c.toJson()));
    return services.requestWatched(AnalyticsAction.ANALYZE_SNAPSHOT, job.systemCaller(), new JsonObject()
            .put("snapshot_id", job.params().getString("snapshot_id"))
            .put("scrape_id", job.jobId())
            .put("creators", creators), TIMEOUT)
        .compose(analyzed -> {
          var shown = new JsonObject().put("creators_analyzed", analyzed.getValue("creators_analyzed"));
          if (analyzed.getJsonObject("headline") != null) shown.put("headline", analyzed.getJsonObject("headline"));
          return job.report(shown).map(analyzed);
        });
  }
}
