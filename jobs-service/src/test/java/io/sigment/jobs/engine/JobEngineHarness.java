package io.sigment.jobs.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.HoldRequest;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.Postgres;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.ServiceDatabase;
import io.sigment.jobs.JobsService;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The job engine's test harness: a real PostgreSQL (a fresh database per test, migrated as {@code ServiceHarness}
 * migrates a service's: {@link ServiceDatabase}), replicas of the engine started and stopped by the test, a probe
 * kind whose steps the test controls ({@link #probe}) and a synchronous one ({@link #selection}); money is counted
 * by {@link ProbeLedger}, which answers as accounts-service does.
 */
abstract class JobEngineHarness {
    static final String WORKSPACE = "ws_probe";
    static final long PRICE = 7;
    static final String ADVICE = "Run it again later.";

    final List<Replica> replicas = new ArrayList<>();
    final Map<String, AtomicInteger> runs = new ConcurrentHashMap<>();
    final Map<String, Promise<JsonObject>> heldScrapes = new ConcurrentHashMap<>();
    Config config;
    ProbeLedger ledger;
    /** The first retry's delay of a step that got no answer, for the replicas started after it is set. */
    Duration firstSilenceRetry = JobRun.FIRST_SILENCE_RETRY;
    /** The test's own reads of the jobs table ({@link #store}): one Vert.x and pool, made at the first read. */
    private Vertx readsVertx;

    private Pool readsPool;
    private JobsStore reads;

    @BeforeEach
    void database() {
        config = ServiceDatabase.fresh(Config.of(Map.of()).with(Setting.PG_POOL_SIZE, 4), JobsService.SCHEMA);
        ledger = new ProbeLedger(100);
    }

    @AfterEach
    void stop() {
        // Held steps stay held: the replicas stop with them, as a replica that is shut down does.
        replicas.forEach(Replica::stop);
        if (readsVertx != null) {
            readsPool.close().await();
            readsVertx.close().await();
        }
    }

    /** A synchronous probe: one charging step, failing or held on the start's arguments. */
    JobKind selection() {
        JobKind.Pricing pricing = (caller, args) -> {
            var key = args.getString("key");
            var params = new JsonObject()
                    .put("fail", args.getBoolean("fail", false))
                    .put("hold", args.getBoolean("hold", false))
                    .put("key", key);
            return Future.succeededFuture(new PricedJob(
                    JobId.of(JobId.SELECTION, key),
                    "selection:" + key,
                    PRICE,
                    args.getLong("max_credits", 50L),
                    HoldRequest.of("optimize_selection", null, null, 0, null, null),
                    params,
                    new JsonObject()));
        };
        var compute = new JobStep("compute", JobStage.ANALYZING, JobStep.Charging.WHEN_DONE, job -> {
            int attempt = count(job.jobId(), "compute");
            if (job.params().getBoolean("fail")) {
                return Future.failedFuture(ToolError.unavailableBecause("analytics did not answer"));
            }
            if (!job.params().getBoolean("hold")) {
                return Future.succeededFuture(
                        new JsonObject().put("best", job.params().getString("key")));
            }
            var promise = Promise.<JsonObject>promise();
            heldScrapes.put(job.jobId() + "#" + attempt, promise);
            return promise.future();
        });
        return new JobKind(
                "selection",
                new JobKind.ActiveLimit(20, "selections"),
                pricing,
                List.of(compute),
                ADVICE,
                (job, error) -> Future.succeededFuture(),
                true);
    }

    // --- the probe kind: three steps, controlled by the start's arguments ---

    JobKind probe(int activeLimit) {
        JobKind.Pricing pricing = (caller, args) -> {
            var key = args.getString("key");
            var params = new JsonObject()
                    .put("fail", args.getBoolean("fail", false))
                    .put("silent", args.getInteger("silent", 0))
                    .put("silent_scrape", args.getInteger("silent_scrape", 0))
                    .put("worthless", args.getBoolean("worthless", false))
                    .put("hold", args.getBoolean("hold", false));
            return Future.succeededFuture(new PricedJob(
                    new JobId("probe_" + key),
                    key,
                    args.getLong("price", PRICE),
                    args.getLong("max_credits", 50L),
                    HoldRequest.of("probe", "instagram", null, 0, null, null),
                    params,
                    new JsonObject().put("probe", key)));
        };
        var steps = List.of(
                new JobStep("record", JobStage.QUEUED, job -> ran(job, "record", new JsonObject())),
                new JobStep(
                        "scrape",
                        JobStage.SCRAPING,
                        JobStep.Charging.whenDoneIf(output -> !output.getBoolean("worthless", false)),
                        this::scrape),
                new JobStep("analyze", JobStage.ANALYZING, this::analyze));
        // The schema admits the service's kinds only: the probe borrows the analysis kind's name.
        return new JobKind(
                "analysis",
                new JobKind.ActiveLimit(activeLimit, "probes"),
                pricing,
                steps,
                ADVICE,
                (job, error) -> Future.succeededFuture());
    }

    /** Fails as told by the start's {@code fail}, or gets no answer ({@code silent}) its first so many runs. */
    Future<JsonObject> analyze(JobContext job) {
        if (job.params().getBoolean("fail"))
            return Future.failedFuture(new JobStepFailure("the numbers did not add up."));
        if (count(job.jobId(), "analyze") <= job.params().getInteger("silent", 0))
            return Future.failedFuture(ToolError.unavailable());
        return Future.succeededFuture(new JsonObject().put("done", true));
    }

    /**
     * A held scrape waits for the test; its n-th attempt's promise is {@code <job>#<n>}. Gets no answer its first
     * {@code silent_scrape} runs.
     */
    Future<JsonObject> scrape(JobContext job) {
        int attempt = count(job.jobId(), "scrape");
        if (attempt <= job.params().getInteger("silent_scrape", 0)) return Future.failedFuture(ToolError.unavailable());
        var output = new JsonObject().put("worthless", job.params().getBoolean("worthless"));
        if (!job.params().getBoolean("hold")) return Future.succeededFuture(output);
        var promise = Promise.<JsonObject>promise();
        heldScrapes.put(job.jobId() + "#" + attempt, promise);
        return promise.future();
    }

    Future<JsonObject> ran(JobContext job, String step, JsonObject output) {
        count(job.jobId(), step);
        return Future.succeededFuture(output);
    }

    int count(String jobId, String step) {
        return runs.computeIfAbsent(jobId + "/" + step, k -> new AtomicInteger())
                .incrementAndGet();
    }

    Map<String, Integer> runsOf(String jobId) {
        var counts = new java.util.LinkedHashMap<String, Integer>();
        for (var step : List.of("record", "scrape", "analyze", "compute")) {
            var n = runs.get(jobId + "/" + step);
            if (n != null) counts.put(step, n.get());
        }
        return counts;
    }

    // --- replicas and waiting ---

    /** A jobs-service replica: its own Vert.x, pool and engine (built and called on its context, as the verticle does). */
    record Replica(Vertx vertx, Context context, JobEngine engine, SimpleMeterRegistry meters) {
        <T> Future<T> onContext(java.util.function.Supplier<Future<T>> work) {
            var promise = Promise.<T>promise();
            context.runOnContext(v -> work.get().onComplete(promise));
            return promise.future();
        }

        void stop() {
            onContext(() -> {
                        engine.stop();
                        return Future.succeededFuture();
                    })
                    .await();
            vertx.close().await();
        }
    }

    /** A replica with accounts (the ledger) and the scraper's platform_share answered on its event bus. */
    Replica replica(int slots, int maxQueued, int leaseSeconds) {
        var vertx = Vertx.vertx();
        ledger.bind(vertx).await();
        ServiceAddress.SCRAPER
                .bind(
                        vertx,
                        Map.<ScraperAction, io.sigment.common.bus.Action>of(
                                ScraperAction.PLATFORM_SHARE,
                                (caller, args) -> Future.succeededFuture(new JsonObject().put("over_share", false))))
                .await();
        Pool pool = Postgres.pool(vertx, config, "engine-test");
        var settings = config.with(Setting.JOBS_SCRAPE_SLOTS, slots)
                .with(Setting.JOBS_MAX_QUEUED, maxQueued)
                .with(Setting.JOBS_LEASE_SECONDS, leaseSeconds);
        var context = vertx.getOrCreateContext();
        var built = Promise.<JobEngine>promise();
        var meters = new SimpleMeterRegistry();
        context.runOnContext(v -> built.complete(JobEngine.start(
                vertx,
                pool,
                new ServiceClient(vertx, Duration.ofSeconds(5)),
                settings,
                List.of(probe(2), selection()),
                new JobMetrics(meters, List.of("analysis", "selection")),
                firstSilenceRetry)));
        var replica = new Replica(vertx, context, built.future().await(), meters);
        replicas.add(replica);
        return replica;
    }

    static JsonObject start(Replica replica, JobKind kind, Caller caller, JsonObject args) {
        return replica.onContext(() -> replica.engine().start(kind, caller, args))
                .await();
    }

    static Caller agent() {
        return new Caller(
                "req-probe", "usr_probe", WORKSPACE, "api_key", "key_probe", "probe agent", List.of(WORKSPACE));
    }

    static JsonObject args(String key) {
        return new JsonObject().put("key", key);
    }

    static String refusal(Replica replica, JobKind kind, JsonObject args) {
        var thrown = catchThrowable(() -> start(replica, kind, agent(), args));
        assertThat(thrown).isInstanceOf(ToolError.class);
        return thrown.getMessage();
    }

    Optional<JsonObject> stored(String jobId) {
        return store().find(jobId, new String[] {WORKSPACE}).await();
    }

    /** The jobs table as the test reads it, on a pool of its own that outlives any replica the test stops. */
    JobsStore store() {
        if (reads == null) {
            readsVertx = Vertx.vertx();
            readsPool = Postgres.pool(readsVertx, config, "engine-test-reads");
            reads = new JobsStore(readsPool);
        }
        return reads;
    }

    /** Polls the job every 50 ms until it ends (a bounded wait, not a fixed sleep). */
    JsonObject awaitEnd(String jobId) {
        var store = store();
        return within30s(
                jobId + " did not end",
                () -> store.find(jobId, new String[] {WORKSPACE})
                        .await()
                        .filter(job -> !"running".equals(job.getString("status"))));
    }

    /**
     * The held step's promise {@code <job>#<n>}, taken out, once the step has put it there: a step counts its run
     * before it holds, so a test that saw the count may be a moment early.
     */
    Promise<JsonObject> held(String key) {
        return within30s(key + " was not held", () -> Optional.ofNullable(heldScrapes.remove(key)));
    }

    void awaitRuns(String jobId, String step, int times) {
        within30s(
                jobId + " did not run " + step + " " + times + " times",
                () -> Optional.ofNullable(runs.get(jobId + "/" + step)).filter(n -> n.get() >= times));
    }

    /** What {@code probe} finds, asked every 50 ms for at most 30 s; fails saying {@code notFound} if nothing. */
    static <T> T within30s(String notFound, Supplier<Optional<T>> probe) {
        return Eventually.await(
                        notFound, Duration.ofSeconds(30), Duration.ofMillis(50), probe::get, Optional::isPresent)
                .get();
    }
}
