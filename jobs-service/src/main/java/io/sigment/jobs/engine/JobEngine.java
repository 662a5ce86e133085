package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.accounts.AccountsClient;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The job engine of one replica: starts, the scheduler running claimed jobs, and the hold sweeper. */
public final class JobEngine {
    private static final long ACTIVE_READ_MILLIS = 10_000;
    private final JobStarts starts;
    private final JobScheduler scheduler;
    private final HoldSweeper sweeper;
    private final Vertx vertx;
    private long activeReads = -1;

    private JobEngine(JobStarts starts, JobScheduler scheduler, HoldSweeper sweeper, Vertx vertx) {
        this.starts = starts;
        this.scheduler = scheduler;
        this.sweeper = sweeper;
        this.vertx = vertx;
    }

    /**
     * {@code SIGMENT_JOBS_SCRAPE_SLOTS}, or when empty twice {@code SIGMENT_SCRAPER_CONCURRENCY}: what two scraper
     * replicas' per-platform request limits carry (issue 44: 4 slots left the scrapers idle and jobs queued minutes).
     */
    static int scrapeSlots(Config config) {
        return config.optional(Setting.JOBS_SCRAPE_SLOTS).isPresent()
                ? config.integer(Setting.JOBS_SCRAPE_SLOTS)
                : 2 * config.integer(Setting.SCRAPER_CONCURRENCY);
    }

    /** Builds the engine for {@code kinds} and starts claiming work (resuming any job whose owner died). */
    public static JobEngine start(
            Vertx vertx, Pool pool, ServiceClient services, Config config, List<JobKind> kinds, JobMetrics metrics) {
        return start(vertx, pool, services, config, kinds, metrics, JobRun.FIRST_SILENCE_RETRY);
    }

    /** The same, retrying a step that got no answer first after {@code firstSilenceRetry} (tests shorten it). */
    static JobEngine start(
            Vertx vertx,
            Pool pool,
            ServiceClient services,
            Config config,
            List<JobKind> kinds,
            JobMetrics metrics,
            Duration firstSilenceRetry) {
        var store = new JobsStore(pool);
        var claims = new ClaimsStore(pool);
        var accounts = new AccountsClient(services);
        var credits = new JobCredits(accounts);
        var byName = kinds.stream().collect(Collectors.toMap(JobKind::name, Function.identity()));
        var scheduler = new JobScheduler(
                vertx,
                store,
                claims,
                credits,
                byName,
                scrapeSlots(config),
                config.integer(Setting.JOBS_LEASE_SECONDS),
                metrics,
                firstSilenceRetry);
        var sweeper = new HoldSweeper(
                vertx, accounts, store, credits, config.integer(Setting.JOBS_STALE_HOLD_SECONDS), metrics);
        var engine = new JobEngine(
                new JobStarts(
                        new AdmissionStore(pool),
                        store,
                        credits,
                        scheduler,
                        new PlatformShareCheck(services),
                        config.integer(Setting.JOBS_MAX_QUEUED),
                        metrics),
                scheduler,
                sweeper,
                vertx);
        scheduler.start();
        sweeper.start();
        engine.activeReads = vertx.setPeriodic(0, ACTIVE_READ_MILLIS, t -> readActive(store, metrics));
        return engine;
    }

    private static void readActive(JobsStore store, JobMetrics metrics) {
        store.active().onSuccess(active -> {
            var counts = new HashMap<String, Long>();
            var oldest = new HashMap<String, Duration>();
            active.forEach((key, value) -> {
                counts.put(key, value.getKey());
                oldest.put(key, value.getValue());
            });
            metrics.active(counts, oldest);
        });
    }

    /** Starts paid work of {@code kind} for the agent (the tool call's handler). */
    public Future<JsonObject> start(JobKind kind, Caller caller, JsonObject args) {
        return starts.start(kind, caller, args);
    }

    /** Releases orphaned holds now (the sweeper also runs every minute). */
    public Future<Integer> sweepHolds() {
        return sweeper.sweep();
    }

    public void stop() {
        scheduler.stop();
        sweeper.stop();
        if (activeReads >= 0) vertx.cancelTimer(activeReads);
    }
}
