package io.sigment.jobs.analysis;

import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.analytics.SnapshotFailure;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.sigment.jobs.engine.JobKind;
import io.sigment.jobs.engine.JobStage;
import io.sigment.jobs.engine.JobStep;
import io.sigment.jobs.pricing.PriceQuotes;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * Analyses as jobs ({@code analyze_creators}, {@code run_analysis}): open the snapshot in analytics, scrape the
 * creators (charged when it finishes), have analytics analyze the snapshot. At most 5 active per workspace.
 */
public final class AnalysisKind {
    private static final String FAILURE_ADVICE = "Check the creators with search_creators, then start it again with "
            + "analyze_creators (or run_analysis) after quote_cost; if the platform was failing, retry in a few "
            + "minutes.";

    private AnalysisKind() {}

    public static JobKind of(Vertx vertx, ServiceClient services, PriceQuotes quotes) {
        var scrape = new ScrapeCreators(vertx, new ScraperClient(services));
        var analyze = new AnalyzeSnapshot(services);
        return new JobKind(
                "analysis",
                new JobKind.ActiveLimit(5, "analyses"),
                new AnalysisPricing(quotes)::price,
                List.of(
                        // "open" registers the analysis (if new) and its running snapshot, so list_analyses shows it at
                        // once.
                        JobStep.recording("open", services, AnalyticsAction.OPEN_SNAPSHOT, AnalysisKind::snapshotArgs),
                        new JobStep(ScrapeCreators.NAME, JobStage.SCRAPING, JobStep.Charging.WHEN_DONE, scrape::run),
                        new JobStep("analyze", JobStage.ANALYZING, analyze::run)),
                FAILURE_ADVICE,
                (job, error) -> services.request(
                                AnalyticsAction.FAIL_SNAPSHOT,
                                job.systemCaller(),
                                new SnapshotFailure(
                                                AnalysisParams.fromJson(job.params())
                                                        .snapshotId(),
                                                error)
                                        .toJson())
                        .mapEmpty());
    }

    private static JsonObject snapshotArgs(JobContext job) {
        return AnalysisParams.fromJson(job.params()).opening(job.jobId()).toJson();
    }
}
