package io.sigment.jobs.engine;

import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.function.Function;

/**
 * A step that only asks a service to record the job's work (idempotently on its side), e.g. so the listing tools
 * show an analysis or discovery while its job is still queued. Its output is the service's answer.
 */
public record RecordStep(String name, JobStage stage, ServiceClient services, ServiceAddress to, String action,
                         Function<JobContext, JsonObject> arguments) implements JobStep {
  @Override
  public Future<JsonObject> run(JobContext job) {
    return services.request(to, action, job.systemCaller(), arguments.apply(job));
  }
}
