package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A kind of paid long work (analysis, discovery): what is specific to it. The engine owns everything else:
 * start checks after pricing, queueing, capacity, leases, resume, charging and refunds (see README).
 */
public interface JobKind {
  /** The {@code jobs.kind} value: {@code analysis}, {@code discovery}. */
  String name();

  /** Active (queued or running) jobs of this kind a workspace may have. */
  ActiveLimit activeLimit();

  /** Checks the arguments and prices the work; writes nothing. Fails with a {@code ToolError}. */
  Future<JobPlan> plan(Caller caller, JsonObject args);

  /** The durable steps, in order; each must be safe to run again after a crash. */
  List<JobStep> steps();

  /** What the agent should do after a failed job of this kind (ends the job's {@code error}). */
  String failureAdvice();

  /** Called once when a job of this kind fails, after its credits are returned; best effort. */
  Future<Void> onFailed(JobContext job, String error);

  /** @param what plural noun in the refusal, e.g. {@code analyses} */
  record ActiveLimit(int max, String what) {
  }
}
