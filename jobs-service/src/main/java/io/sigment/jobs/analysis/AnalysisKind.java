package io.sigment.jobs.analysis;

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
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * Analyses as jobs ({@code analyze_creators}, {@code run_analysis}): open the snapshot in analytics, scrape the
 * creators (charged when it finishes), have analytics analyze the snapshot. At most 5 active per workspace.
 */
public final class AnalysisKind implements JobKind {
  private static final ActiveLimit LIMIT = new ActiveLimit(5, "analyses");

  private final ServiceClient services;
  private final AnalysisPlans plans;
  private final List<JobStep> steps;

  public AnalysisKind(Vertx vertx, ServiceClient services) {
    this.services = services;
    this.plans = new AnalysisPlans(services);
    // "open" registers the analysis (if new) and its running snapshot, so list_analyses shows it at once.
    this.steps = List.of(new RecordStep("open", JobStage.QUEUED, services, ServiceAddress.ANALYTICS,
        "open_snapshot", AnalysisKind::snapshotArgs), new ScrapeCreators(vertx, services), new AnalyzeSnapshot(services));
  }

  @Override
  public String name() {
    return "analysis";
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
    return "Check the creators with search_creators, then start it again with analyze_creators (or run_analysis) "
        + "after quote_cost; if the platform was failing, retry in a few minutes.";
  }

  @Override
  public Future<Void> onFailed(JobContext job, String error) {
    return services.request(ServiceAddress.ANALYTICS, "fail_snapshot", job.systemCaller(), new JsonObject()
        .put("snapshot_id", job.params().getString("snapshot_id")).put("error", error)).mapEmpty();
  }

  private static JsonObject snapshotArgs(JobContext job) {
    var params = job.params();
    return new JsonObject().put("platform", params.getString("platform"))
        .put("analysis_id", params.getString("analysis_id")).put("snapshot_id", params.getString("snapshot_id"))
        .put("handles", params.getJsonArray("handles")).put("job_id", job.jobId());
  }
}
