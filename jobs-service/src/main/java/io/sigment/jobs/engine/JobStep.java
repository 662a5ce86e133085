package io.sigment.jobs.engine;

import io.sigment.common.bus.ServiceAction;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One durable step of a kind: its output is stored with the job, and a resumed job skips it once stored.
 *
 * @param name unique within the kind; the output is stored under it
 * @param work runs the step; may run again for the same job after a crash, so it must be idempotent
 */
public record JobStep(String name, JobStage stage, Charging charging, Work work) {
    /** A step whose end charges nothing. */
    public JobStep(String name, JobStage stage, Work work) {
        this(name, stage, Charging.NONE, work);
    }

    /**
     * A step run as the job starts that only asks a service to record the job's work (idempotently on its side), so
     * the listing tools show an analysis or discovery while its job is still queued. Its output is the service's
     * answer.
     */
    public static JobStep recording(
            String name, ServiceClient services, ServiceAction action, Function<JobContext, JsonObject> arguments) {
        return new JobStep(
                name, JobStage.QUEUED, job -> services.request(action, job.systemCaller(), arguments.apply(job)));
    }

    @FunctionalInterface
    public interface Work {
        Future<JsonObject> run(JobContext job);
    }

    /**
     * Whether the step's end is when the work is charged (spec §3: when the scrape finishes), and whether its
     * output is worth the price: when not (e.g. a discovery that found nothing) the engine releases the hold instead
     * of capturing it, and the job completes uncharged.
     */
    public record Charging(boolean whenDone, Predicate<JsonObject> worthIt) {
        public static final Charging NONE = new Charging(false, output -> false);
        public static final Charging WHEN_DONE = new Charging(true, output -> true);

        public static Charging whenDoneIf(Predicate<JsonObject> worthIt) {
            return new Charging(true, worthIt);
        }
    }
}
