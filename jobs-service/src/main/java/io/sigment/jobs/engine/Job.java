package io.sigment.jobs.engine;

import io.vertx.core.json.JsonObject;

/** A job as the engine reads it back to run or resume it; {@code traceparent} of its start, or null. */
public record Job(String jobId, String workspaceId, String kind, String stage, JsonObject params, JsonObject outputs,
                  long price, String holdId, boolean charged, String traceparent) {

  public boolean done(JobStep step) {
    return outputs.containsKey(step.name());
  }
}
