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
 * @param synchronous   the work is short and scrapes nothing (optimize_selection): it runs on the replica that
 *                      started it, within the call, and the call answers with its last step's output and the credits
 *                      charged; it is never queued, and one whose replica died fails with its credits returned
 */
public record JobKind(
        String name,
        ActiveLimit activeLimit,
        Pricing pricing,
        List<JobStep> steps,
        String failureAdvice,
        OnFailed onFailed,
        boolean synchronous) {
    public JobKind {
        steps = List.copyOf(steps);
    }

    /** Long work: queued, run in the background, followed with {@code wait_for_job}. */
    public JobKind(
            String name,
            ActiveLimit activeLimit,
            Pricing pricing,
            List<JobStep> steps,
            String failureAdvice,
            OnFailed onFailed) {
        this(name, activeLimit, pricing, steps, failureAdvice, onFailed, false);
    }

    /** @param what plural noun in the refusal, e.g. {@code analyses} */
    public record ActiveLimit(int max, String what) {}

    /** Checks the arguments and prices the work; writes nothing. Fails with a {@code ToolError}. */
    @FunctionalInterface
    public interface Pricing {
        Future<PricedJob> price(Caller caller, JsonObject args);
    }

    /** Called once when a job of this kind fails, after its credits are returned; best effort. */
    @FunctionalInterface
    public interface OnFailed {
        Future<Void> run(JobContext job, String error);
    }
}
