package io.sigment.jobs.engine;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** One durable step of a kind: its output is stored with the job, and a resumed job skips it once stored. */
public interface JobStep {
  /** Unique within the kind; the output is stored under it. */
  String name();

  JobStage stage();

  /** True for the step whose end is when the work is charged (spec §3: when the scrape finishes). */
  default boolean chargesWhenDone() {
    return false;
  }

  /** Runs the step; may run again for the same job after a crash, so it must be idempotent. */
  Future<JsonObject> run(JobContext job);
}
