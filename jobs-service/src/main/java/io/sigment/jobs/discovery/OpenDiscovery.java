package io.sigment.jobs.discovery;

import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.JobContext;
import io.sigment.jobs.engine.JobStage;
import io.sigment.jobs.engine.JobStep;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** Records the discovery with analytics when its job is admitted, so list_discoveries shows it while it is queued. */
final class OpenDiscovery implements JobStep {
  private final ServiceClient services;

  OpenDiscovery(ServiceClient services) {
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
    return services.request(ServiceAddress.ANALYTICS, "open_discovery", job.systemCaller(),
        DiscoveryKind.discoveryArgs(job));
  }
}
