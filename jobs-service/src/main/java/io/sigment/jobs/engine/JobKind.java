package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A kind of paid long work (analysis, discovery): what is specific to it. The engine owns everything else:
 * start checks after pricing, queueing, capacity, leases, resume, charging and refunds (see README).
 *
 * @param name          the {@code jobs.kind} value: {@code analysis}, {@code discovery}
 * @param activeLimit   active (queued or running) jobs of this kind a workspace may have
 * @param steps         the durable steps, in order; each must be safe to run again after a crash
 * @param failureAdvice what the agent should do after a failed job of this kind (ends the job's {@code error})
 */
public record JobKind(String name, ActiveLimit activeLimit, Planner planner, List<JobStep> steps,
                      String failureAdvice, OnFailed onFailed) {
  public JobKind {
    steps = List.copyOf(steps);
  }

  /** @param what plural noun in the refusal, e.g. {@code analyses} */
  public record ActiveLimit(int max, String what) {
  }

  /** Checks the arguments and prices the work; writes nothing. Fails with a {@code ToolError}. */
  @FunctionalInterface
  public interface Planner {
    Future<JobPlan> plan(Caller caller, JsonObject args);
  }

  /** Called once when a job of this kind fails, after its credits are returned; best effort. */
  @FunctionalInterface
  public interface OnFailed {
    Future<Void> run(JobContext job, String error);
  }
}
