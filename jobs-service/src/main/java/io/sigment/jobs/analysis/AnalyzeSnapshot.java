package io.sigment.jobs.analysis;

import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.analytics.SnapshotAnalysis;
import io.sigment.common.api.analytics.SnapshotScrape;
import io.sigment.common.api.jobs.AnalysisJobReport;
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
        var frozen = new SnapshotScrape(AnalysisParams.fromJson(job.params()).snapshotId(), job.jobId(), creators);
        return new AnalyticsClient(services)
                .analyzeSnapshot(job.systemCaller(), frozen, TIMEOUT)
                .compose(analyzed -> job.report(details(analyzed)).map(analyzed.toJson()));
    }

    /** What the computed snapshot shows in the job's details: how many creators were analyzed, the headline. */
    static JsonObject details(SnapshotAnalysis analyzed) {
        return AnalysisJobReport.analyzed(analyzed.creatorsAnalyzed(), analyzed.headline())
                .toJson();
    }
}
