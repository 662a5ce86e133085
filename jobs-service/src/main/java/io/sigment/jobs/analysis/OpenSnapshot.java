package io.sigment.jobs.analysis;

import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.sigment.jobs.engine.JobStage;
import io.sigment.jobs.engine.JobStep;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** Registers the analysis (if new) and its running snapshot with analytics, so list_analyses shows it at once. */
final class OpenSnapshot implements JobStep {
  private final ServiceClient services;

  OpenSnapshot(ServiceClient services) {
    this.services = services;
  }

  @Override
  public String name() {
    return "open";
  }

  @Override
  public JobStage stage() {
    return JobStage.QUEUED;
  }

  @Override
  public Future<JsonObject> run(JobContext job) {
    var params = job.params();
    return services.request(ServiceAddress.ANALYTICS, "open_snapshot", job.systemCaller(), new JsonObject()
        .put("platform", params.getString("platform"))
        .put("analysis_id", params.getString("analysis_id"))
        .put("snapshot_id", params.getString("snapshot_id"))
        .put("handles", params.getJsonArray("handles"))
        .put("job_id", job.jobId()));
  }
}
