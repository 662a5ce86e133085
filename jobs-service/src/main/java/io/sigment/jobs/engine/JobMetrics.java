package io.sigment.jobs.engine;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.sigment.common.ToolError;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The jobs service's meters, named in one place. Labels are bounded: {@code kind} (the job kinds), {@code stage}
 * (queued, scraping, analyzing), {@code status} (completed, failed), {@code reason} (a fixed set below); never a
 * workspace, user or job. The active counts are read from the database, so every replica reports the whole
 * deployment's jobs: dashboards and alerts take the {@code max} over instances.
 */
public final class JobMetrics {
    public static final String ACTIVE = "sigment.jobs.active";
    public static final String OLDEST_AGE = "sigment.jobs.oldest.age";
    public static final String STARTED = "sigment.jobs.started";
    public static final String FINISHED = "sigment.jobs.finished";
    public static final String DURATION = "sigment.jobs.duration";
    public static final String STAGE_DURATION = "sigment.jobs.stage.duration";
    public static final String FAILURES = "sigment.jobs.failures";
    public static final String STEP_RETRIES = "sigment.jobs.step.retries";
    public static final String REFUNDS = "sigment.jobs.refunds";
    public static final String REFUNDED_CREDITS = "sigment.jobs.refunded.credits";
    public static final String HOLD_SWEEPER_RELEASES = "sigment.jobs.hold.sweeper.releases";
    public static final String LONG_POLL_WAITERS = "sigment.jobs.long.poll.waiters";

    /** Why a job failed: a refusal the agent can act on, a step's own failure, a service that did not answer, a bug. */
    public enum FailureReason {
        REFUSED,
        STEP_FAILED,
        UNAVAILABLE,
        INTERNAL
    }

    /** Why a job's credits went back: it failed, or its output was not worth charging. */
    public enum RefundReason {
        JOB_FAILED,
        NOT_WORTH_CHARGING
    }

    public static final List<String> STAGES = List.of("queued", "scraping", "analyzing");

    private final MeterRegistry registry;
    private final Map<String, AtomicLong> active = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> oldest = new ConcurrentHashMap<>();
    private final AtomicInteger waiters = new AtomicInteger();

    public JobMetrics(MeterRegistry registry, List<String> kinds) {
        this.registry = registry;
        for (var kind : kinds) {
            for (var stage : STAGES) {
                var key = kind + "/" + stage;
                Gauge.builder(ACTIVE, active.computeIfAbsent(key, k -> new AtomicLong()), AtomicLong::get)
                        .description(
                                "Jobs queued or running, by kind and stage (the deployment's, read from the database)")
                        .tag("kind", kind)
                        .tag("stage", stage)
                        .register(registry);
                Gauge.builder(OLDEST_AGE, oldest.computeIfAbsent(key, k -> new AtomicLong()), AtomicLong::get)
                        .description("Age of the oldest job in this kind and stage; 0 when there is none")
                        .baseUnit("seconds")
                        .tag("kind", kind)
                        .tag("stage", stage)
                        .register(registry);
            }
            counter(STARTED, "Jobs started", "kind", kind);
            for (var stage : STAGES) {
                for (var reason : FailureReason.values()) failures(kind, stage, reason);
            }
            for (var reason : RefundReason.values())
                counter(REFUNDS, "Holds of jobs returned", "kind", kind, "reason", key(reason));
            counter(REFUNDED_CREDITS, "Credits of jobs returned", "kind", kind);
        }
        counter(HOLD_SWEEPER_RELEASES, "Orphaned holds the sweeper released");
        Gauge.builder(LONG_POLL_WAITERS, waiters, AtomicInteger::get)
                .description("wait_for_job calls parked in this process")
                .register(registry);
    }

    /** The counts of one read of the database: {@code kind/stage} → count and the oldest job's age. */
    public void active(Map<String, Long> counts, Map<String, Duration> oldestAges) {
        active.forEach((key, value) -> value.set(counts.getOrDefault(key, 0L)));
        oldest.forEach((key, value) ->
                value.set(oldestAges.getOrDefault(key, Duration.ZERO).toSeconds()));
    }

    public void started(String kind) {
        counter(STARTED, "Jobs started", "kind", kind).increment();
    }

    /** A job ended after {@code took} since it was created. */
    public void finished(String kind, String status, Duration took) {
        counter(FINISHED, "Jobs ended", "kind", kind, "status", status).increment();
        Timer.builder(DURATION)
                .description("Jobs from start to completed or failed")
                .tag("kind", kind)
                .tag("status", status)
                .publishPercentileHistogram()
                .minimumExpectedValue(Duration.ofSeconds(1))
                .maximumExpectedValue(Duration.ofHours(1))
                .register(registry)
                .record(took);
    }

    /** A step of {@code stage} ran for {@code took} in this process. */
    public void stepRan(String kind, String stage, Duration took) {
        Timer.builder(STAGE_DURATION)
                .description("Time jobs' steps spent, by stage")
                .tag("kind", kind)
                .tag("stage", stage)
                .publishPercentileHistogram()
                .minimumExpectedValue(Duration.ofMillis(10))
                .maximumExpectedValue(Duration.ofHours(1))
                .register(registry)
                .record(took);
    }

    /** A step of {@code stage} got no answer from part of Sigment and runs again. */
    public void stepRetried(String kind, String stage) {
        counter(STEP_RETRIES, "Steps run again after part of Sigment did not answer", "kind", kind, "stage", stage)
                .increment();
    }

    public void failed(String kind, String stage, Throwable cause) {
        failures(kind, stage, reason(cause)).increment();
    }

    private Counter failures(String kind, String stage, FailureReason reason) {
        return counter(
                FAILURES, "Jobs failed, by stage and reason", "kind", kind, "stage", stage, "reason", key(reason));
    }

    public void refunded(String kind, RefundReason reason, long credits) {
        counter(REFUNDS, "Holds of jobs returned", "kind", kind, "reason", key(reason))
                .increment();
        counter(REFUNDED_CREDITS, "Credits of jobs returned", "kind", kind).increment(credits);
    }

    public void holdReleased() {
        counter(HOLD_SWEEPER_RELEASES, "Orphaned holds the sweeper released").increment();
    }

    public void waiterParked() {
        waiters.incrementAndGet();
    }

    public void waiterLeft() {
        waiters.decrementAndGet();
    }

    static FailureReason reason(Throwable cause) {
        if (cause instanceof JobStepFailure) return FailureReason.STEP_FAILED;
        if (cause instanceof ToolError error) {
            return error.kind() == ToolError.Kind.UNAVAILABLE || error.kind() == ToolError.Kind.BUSY
                    ? FailureReason.UNAVAILABLE
                    : FailureReason.REFUSED;
        }
        return FailureReason.INTERNAL;
    }

    private Counter counter(String name, String description, String... tags) {
        return Counter.builder(name).description(description).tags(tags).register(registry);
    }

    private static String key(Enum<?> value) {
        return value.name().toLowerCase();
    }
}
