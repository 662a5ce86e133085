package io.sigment.jobs.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.Postgres;
import io.sigment.common.testing.TestDatabase;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The job engine on its own, with a probe kind whose steps the test controls, against a real PostgreSQL (a fresh
 * database per test): steps run once each and a resumed job skips the done ones, the hold is captured once when the
 * charging step ends, a failure returns the credits and says why, the start's refusals come in the spec's order and
 * write nothing, and the sweeper releases holds whose job was never stored. Money is counted by {@link ProbeLedger},
 * which answers as accounts-service does.
 */
class JobEngineTest {
  private static final String WORKSPACE = "ws_probe";
  private static final long PRICE = 7;
  private static final String ADVICE = "Run it again later.";

  private final List<Replica> replicas = new ArrayList<>();
  private final Map<String, AtomicInteger> runs = new ConcurrentHashMap<>();
  private final Map<String, Promise<JsonObject>> heldScrapes = new ConcurrentHashMap<>();
  private Config config;
  private ProbeLedger ledger;

  @BeforeEach
  void database() {
    config = Config.of(Map.of()).with(Setting.PG_URL, TestDatabase.fresh().toUrl()).with(Setting.PG_POOL_SIZE, 4);
    Migrations.migrate(Postgres.url(config), JobsService.SCHEMA);
    ledger = new ProbeLedger(100);
  }

  @AfterEach
  void stop() {
    // Held steps stay held: the replicas stop with them, as a replica that is shut down does.
    replicas.forEach(Replica::stop);
  }

  @Test
  void a_job_runs_each_step_once_and_is_charged_once_when_its_charging_step_ends() {
    var engine = replica(4, 50, 30);
    var reply = start(engine, probe(2), agent(), args("k1"));

    assertThat(reply.getString("job_id")).isEqualTo("probe_k1");
    assertThat(reply.getJsonObject("credits").getLong("held")).isEqualTo(PRICE);
    var job = awaitEnd("probe_k1");
    assertThat(job.getString("status")).isEqualTo("completed");
    assertThat(job.getJsonObject("credits").getLong("charged")).isEqualTo(PRICE);
    assertThat(job.getJsonObject("credits").getLong("balance")).as("the balance after the charge").isEqualTo(93);
    // A start step may run twice when a claim races the start (steps are idempotent); the others run once.
    assertThat(runsOf("probe_k1")).containsKey("record").containsEntry("scrape", 1).containsEntry("analyze", 1);
    assertThat(ledger.authorizations).hasValue(1);
    assertThat(ledger.captures).hasValue(1);
    assertThat(ledger.refunds).hasValue(0);
    assertThat(ledger.balance()).isEqualTo(100 - PRICE);
  }

  @Test
  void a_step_that_fails_after_the_charge_fails_the_job_refunds_it_and_says_why() {
    var engine = replica(4, 50, 30);
    start(engine, probe(2), agent(), args("k2").put("fail", true));

    var job = awaitEnd("probe_k2");
    assertThat(job.getString("status")).isEqualTo("failed");
    assertThat(job.getString("error")).isEqualTo("The analysis failed while analyzing: the numbers did not add up. "
        + "The 7 credits charged for it were refunded. " + ADVICE);
    assertThat(job.getJsonObject("credits").getLong("refunded")).isEqualTo(PRICE);
    assertThat(ledger.captures).hasValue(1);
    assertThat(ledger.refunds).hasValue(1);
    assertThat(ledger.balance()).as("charged, then refunded").isEqualTo(100);
  }

  @Test
  void work_not_worth_charging_releases_the_hold_and_completes_uncharged() {
    var engine = replica(4, 50, 30);
    start(engine, probe(2), agent(), args("k3").put("worthless", true));

    var job = awaitEnd("probe_k3");
    assertThat(job.getString("status")).isEqualTo("completed");
    assertThat(job.getJsonObject("credits").getLong("charged")).isZero();
    assertThat(job.getJsonObject("credits").containsKey("refunded")).isFalse();
    assertThat(ledger.captures).hasValue(0);
    assertThat(ledger.refunds).hasValue(1);
    assertThat(ledger.open).isEmpty();
    assertThat(ledger.balance()).isEqualTo(100);
  }

  @Test
  void refusals_come_in_the_spec_order_and_neither_hold_nor_store_anything() {
    var engine = replica(4, 50, 30);
    var kind = probe(2);
    start(engine, kind, agent(), args("a").put("hold", true));
    start(engine, kind, agent(), args("b").put("hold", true));
    assertThat(ledger.authorizations).hasValue(2);

    assertThat(refusal(engine, kind, args("a").put("max_credits", PRICE - 1)))
        .as("max_credits comes before the duplicate").startsWith("Not started: this costs 7 credits");
    assertThat(refusal(engine, kind, args("a")))
        .as("a duplicate comes before the active limit")
        .isEqualTo(ToolError.alreadyInProgress("probe_a").getMessage());
    assertThat(refusal(engine, kind, args("c")))
        .isEqualTo(ToolError.tooManyActiveJobs("probes", 2).getMessage());
    assertThat(ledger.authorizations).as("no refused start asked accounts for a hold").hasValue(2);
    assertThat(stored("probe_c")).isEmpty();
  }

  @Test
  void a_full_queue_is_busy_and_a_refused_hold_stores_no_job() {
    var engine = replica(1, 1, 30);
    var kind = probe(10);
    start(engine, kind, agent(), args("running").put("hold", true));
    var queued = start(engine, kind, agent(), args("queued"));
    assertThat(queued.getString("stage")).as("the only slot is taken").isEqualTo("queued");

    assertThat(refusal(engine, kind, args("third"))).isEqualTo(ToolError.busy().getMessage());
    assertThat(ledger.authorizations).hasValue(2);

    var poor = replica(4, 50, 30);
    assertThat(refusal(poor, kind, args("dear").put("price", 500).put("max_credits", 500)))
        .isEqualTo(ToolError.insufficientCredits(500, 100 - 2 * PRICE).getMessage());
    assertThat(stored("probe_dear")).isEmpty();
  }

  @Test
  void a_job_whose_replica_died_is_resumed_by_another_which_skips_the_done_steps_and_charges_once() {
    var first = replica(4, 50, 1);
    start(first, probe(2), agent(), args("k4").put("hold", true));
    awaitRuns("probe_k4", "scrape", 1);
    int recordedBefore = runs.get("probe_k4/record").get();
    // The replica dies mid-scrape: its event loops, timers and connections go with it.
    heldScrapes.remove("probe_k4#1");
    replicas.remove(first);
    first.vertx().close().await();

    var second = replica(4, 50, 1);
    awaitRuns("probe_k4", "scrape", 2);
    heldScrapes.remove("probe_k4#2").complete(new JsonObject().put("posts", 12));
    var job = awaitEnd("probe_k4");

    assertThat(job.getString("status")).isEqualTo("completed");
    assertThat(runsOf("probe_k4")).as("the start step was done before the death; the scrape ran again")
        .containsExactly(Map.entry("record", recordedBefore), Map.entry("scrape", 2), Map.entry("analyze", 1));
    assertThat(ledger.captures).hasValue(1);
    assertThat(ledger.balance()).isEqualTo(100 - PRICE);
  }

  @Test
  void the_sweeper_releases_a_hold_whose_job_was_never_stored_and_keeps_a_running_jobs() {
    var engine = replica(4, 50, 30);
    start(engine, probe(2), agent(), args("live").put("hold", true));
    var orphan = ledger.orphanHold(WORKSPACE, "probe_lost", 5);

    assertThat(engine.onContext(() -> engine.engine().sweepHolds()).await()).isEqualTo(1);
    assertThat(ledger.open).doesNotContainKey(orphan).hasSize(1);
    assertThat(ledger.open.values().iterator().next().getString("idempotency_key")).isEqualTo("job:probe_live");
  }

  // --- a synchronous kind (optimize_selection): the same credit path, within the call ---

  @Test
  void a_synchronous_job_answers_within_the_call_with_its_result_and_the_credits_charged_once() {
    var engine = replica(4, 50, 30);
    var reply = start(engine, selection(), agent(), args("s1"));

    assertThat(reply.getString("best")).isEqualTo("s1");
    assertThat(reply.getJsonObject("credits")).isEqualTo(new JsonObject().put("charged", PRICE).put("balance", 93));
    assertThat(reply.containsKey("job_id")).as("the result's shape is the tool's, not a job start's").isFalse();
    assertThat(ledger.authorizations).hasValue(1);
    assertThat(ledger.captures).hasValue(1);
    assertThat(ledger.refunds).hasValue(0);
    assertThat(ledger.open).isEmpty();
    var job = stored("selection:s1").orElseThrow();
    assertThat(job.getString("status")).isEqualTo("completed");
    assertThat(job.getJsonObject("credits").getLong("charged")).isEqualTo(PRICE);
    assertThat(runsOf("selection:s1")).containsExactly(Map.entry("compute", 1));
  }

  @Test
  void a_synchronous_job_that_fails_returns_its_credits_says_why_and_answers_with_the_failure() {
    var engine = replica(4, 50, 30);
    var failure = catchThrowable(() -> start(engine, selection(), agent(), args("s2").put("fail", true)));

    assertThat(failure).isInstanceOf(ToolError.class)
        .hasMessage(ToolError.unavailableBecause("analytics did not answer").getMessage());
    assertThat(ledger.captures).hasValue(0);
    assertThat(ledger.refunds).hasValue(1);
    assertThat(ledger.open).isEmpty();
    assertThat(ledger.balance()).isEqualTo(100);
    var job = stored("selection:s2").orElseThrow();
    assertThat(job.getString("status")).isEqualTo("failed");
    assertThat(job.getString("error")).isEqualTo("The selection failed while analyzing: Temporarily unavailable: "
        + "analytics did not answer. The 7 credits held for it were returned; nothing was charged. " + ADVICE);
    assertThat(engine.meters().counter(JobMetrics.REFUNDS, "kind", "selection", "reason", "job_failed").count())
        .isEqualTo(1);
  }

  @Test
  void a_synchronous_job_above_max_credits_starts_nothing_and_holds_nothing() {
    var engine = replica(4, 50, 30);

    assertThat(refusal(engine, selection(), args("s3").put("max_credits", PRICE - 1)))
        .isEqualTo(ToolError.overMaxCredits(PRICE, PRICE - 1).getMessage());
    assertThat(ledger.authorizations).hasValue(0);
    assertThat(stored("selection:s3")).isEmpty();
  }

  @Test
  void a_synchronous_job_skips_the_queue_a_full_queue_refuses_long_work() {
    var engine = replica(1, 1, 30);
    start(engine, probe(10), agent(), args("running").put("hold", true));
    start(engine, probe(10), agent(), args("queued"));
    assertThat(refusal(engine, probe(10), args("third"))).isEqualTo(ToolError.busy().getMessage());

    assertThat(start(engine, selection(), agent(), args("s4")).getJsonObject("credits").getLong("charged"))
        .isEqualTo(PRICE);
  }

  @Test
  void the_sweeper_keeps_a_running_synchronous_jobs_hold_and_releases_one_whose_job_was_never_stored() {
    var engine = replica(4, 50, 30);
    var answer = engine.onContext(() -> engine.engine().start(selection(), agent(), args("s5").put("hold", true)));
    awaitRuns("selection:s5", "compute", 1);
    var orphan = ledger.orphanHold(WORKSPACE, "selection:lost", 5);

    assertThat(engine.onContext(() -> engine.engine().sweepHolds()).await()).isEqualTo(1);
    assertThat(ledger.open).doesNotContainKey(orphan).hasSize(1);
    assertThat(ledger.open.values().iterator().next().getString("idempotency_key")).isEqualTo("job:selection:s5");

    heldScrapes.remove("selection:s5#1").complete(new JsonObject().put("best", "s5"));
    assertThat(answer.await().getJsonObject("credits").getLong("charged")).isEqualTo(PRICE);
    assertThat(ledger.open).isEmpty();
  }

  @Test
  void a_synchronous_job_whose_replica_died_is_not_run_again_and_its_credits_go_back() {
    var first = replica(4, 50, 1);
    first.onContext(() -> first.engine().start(selection(), agent(), args("s6").put("hold", true)));
    awaitRuns("selection:s6", "compute", 1);
    heldScrapes.remove("selection:s6#1");
    replicas.remove(first);
    first.vertx().close().await();

    replica(4, 50, 1);
    var job = awaitEnd("selection:s6");

    assertThat(job.getString("status")).isEqualTo("failed");
    assertThat(job.getString("error")).startsWith("The selection failed while analyzing: the call that started it "
        + "ended before it finished. The 7 credits held for it were returned");
    assertThat(runsOf("selection:s6")).as("its caller is gone: nobody would see a second result")
        .containsExactly(Map.entry("compute", 1));
    assertThat(ledger.captures).hasValue(0);
    assertThat(ledger.open).isEmpty();
    assertThat(ledger.balance()).isEqualTo(100);
  }

  /** A synchronous probe: one charging step, failing or held on the start's arguments. */
  private JobKind selection() {
    JobKind.Planner planner = (caller, args) -> {
      var key = args.getString("key");
      var params = new JsonObject().put("fail", args.getBoolean("fail", false))
          .put("hold", args.getBoolean("hold", false)).put("key", key);
      return Future.succeededFuture(new JobPlan("selection:" + key, "selection:" + key, PRICE,
          args.getLong("max_credits", 50L), new JsonObject().put("action", "optimize_selection"), params,
          new JsonObject()));
    };
    var compute = new JobStep("compute", JobStage.ANALYZING, JobStep.Charging.WHEN_DONE, job -> {
      int attempt = count(job.jobId(), "compute");
      if (job.params().getBoolean("fail")) {
        return Future.failedFuture(ToolError.unavailableBecause("analytics did not answer"));
      }
      if (!job.params().getBoolean("hold")) {
        return Future.succeededFuture(new JsonObject().put("best", job.params().getString("key")));
      }
      var promise = Promise.<JsonObject>promise();
      heldScrapes.put(job.jobId() + "#" + attempt, promise);
      return promise.future();
    });
    return new JobKind("selection", new JobKind.ActiveLimit(20, "selections"), planner, List.of(compute), ADVICE,
        (job, error) -> Future.succeededFuture(), true);
  }

  // --- the probe kind: three steps, controlled by the start's arguments ---

  private JobKind probe(int activeLimit) {
    JobKind.Planner planner = (caller, args) -> {
      var key = args.getString("key");
      var params = new JsonObject().put("fail", args.getBoolean("fail", false))
          .put("worthless", args.getBoolean("worthless", false)).put("hold", args.getBoolean("hold", false));
      return Future.succeededFuture(new JobPlan("probe_" + key, key, args.getLong("price", PRICE),
          args.getLong("max_credits", 50L), new JsonObject().put("action", "probe").put("platform", "instagram"),
          params, new JsonObject().put("probe", key)));
    };
    var steps = List.of(
        new JobStep("record", JobStage.QUEUED, job -> ran(job, "record", new JsonObject())),
        new JobStep("scrape", JobStage.SCRAPING,
            JobStep.Charging.whenDoneIf(output -> !output.getBoolean("worthless", false)), this::scrape),
        new JobStep("analyze", JobStage.ANALYZING, job -> job.params().getBoolean("fail")
            ? Future.failedFuture(new JobStepFailure("the numbers did not add up."))
            : ran(job, "analyze", new JsonObject().put("done", true))));
    // The schema admits the service's kinds only: the probe borrows the analysis kind's name.
    return new JobKind("analysis", new JobKind.ActiveLimit(activeLimit, "probes"), planner, steps, ADVICE,
        (job, error) -> Future.succeededFuture());
  }

  /** A held scrape waits for the test; its n-th attempt's promise is {@code <job>#<n>}. */
  private Future<JsonObject> scrape(JobContext job) {
    int attempt = count(job.jobId(), "scrape");
    var output = new JsonObject().put("worthless", job.params().getBoolean("worthless"));
    if (!job.params().getBoolean("hold")) return Future.succeededFuture(output);
    var promise = Promise.<JsonObject>promise();
    heldScrapes.put(job.jobId() + "#" + attempt, promise);
    return promise.future();
  }

  private Future<JsonObject> ran(JobContext job, String step, JsonObject output) {
    count(job.jobId(), step);
    return Future.succeededFuture(output);
  }

  private int count(String jobId, String step) {
    return runs.computeIfAbsent(jobId + "/" + step, k -> new AtomicInteger()).incrementAndGet();
  }

  private Map<String, Integer> runsOf(String jobId) {
    var counts = new java.util.LinkedHashMap<String, Integer>();
    for (var step : List.of("record", "scrape", "analyze", "compute")) {
      var n = runs.get(jobId + "/" + step);
      if (n != null) counts.put(step, n.get());
    }
    return counts;
  }

  // --- replicas and waiting ---

  /** A jobs-service replica: its own Vert.x, pool and engine (built and called on its context, as the verticle does). */
  private record Replica(Vertx vertx, Context context, JobEngine engine, SimpleMeterRegistry meters) {
    <T> Future<T> onContext(java.util.function.Supplier<Future<T>> work) {
      var promise = Promise.<T>promise();
      context.runOnContext(v -> work.get().onComplete(promise));
      return promise.future();
    }

    void stop() {
      onContext(() -> {
        engine.stop();
        return Future.succeededFuture();
      }).await();
      vertx.close().await();
    }
  }

  /** A replica with accounts (the ledger) and the scraper's platform_share answered on its event bus. */
  private Replica replica(int slots, int maxQueued, int leaseSeconds) {
    var vertx = Vertx.vertx();
    ledger.bind(vertx).await();
    ServiceAddress.SCRAPER.bind(vertx, Map.<ScraperAction, io.sigment.common.bus.Action>of(ScraperAction.PLATFORM_SHARE,
        (caller, args) -> Future.succeededFuture(new JsonObject().put("over_share", false)))).await();
    Pool pool = Postgres.pool(vertx, config, "engine-test");
    var settings = config.with(Setting.JOBS_SCRAPE_SLOTS, slots).with(Setting.JOBS_MAX_QUEUED, maxQueued)
        .with(Setting.JOBS_LEASE_SECONDS, leaseSeconds);
    var context = vertx.getOrCreateContext();
    var built = Promise.<JobEngine>promise();
    var meters = new SimpleMeterRegistry();
    context.runOnContext(v -> built.complete(JobEngine.start(vertx, pool,
        new ServiceClient(vertx, Duration.ofSeconds(5)), settings, List.of(probe(2), selection()),
        new JobMetrics(meters, List.of("analysis", "selection")))));
    var replica = new Replica(vertx, context, built.future().await(), meters);
    replicas.add(replica);
    return replica;
  }

  private static JsonObject start(Replica replica, JobKind kind, Caller caller, JsonObject args) {
    return replica.onContext(() -> replica.engine().start(kind, caller, args)).await();
  }

  private static Caller agent() {
    return new Caller("req-probe", "usr_probe", WORKSPACE, "api_key", "key_probe", "probe agent", List.of(WORKSPACE));
  }

  private static JsonObject args(String key) {
    return new JsonObject().put("key", key);
  }

  private static String refusal(Replica replica, JobKind kind, JsonObject args) {
    var thrown = catchThrowable(() -> start(replica, kind, agent(), args));
    assertThat(thrown).isInstanceOf(ToolError.class);
    return thrown.getMessage();
  }

  private Optional<JsonObject> stored(String jobId) {
    return store().find(jobId, new String[] {WORKSPACE}).await();
  }

  private JobsStore store() {
    return new JobsStore(Postgres.pool(replicas.get(replicas.size() - 1).vertx(), config, "engine-test-reads"));
  }

  /** Polls the job every 50 ms until it ends (a bounded wait, not a fixed sleep). */
  private JsonObject awaitEnd(String jobId) {
    var store = store();
    var deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (System.nanoTime() < deadline) {
      var job = store.find(jobId, new String[] {WORKSPACE}).await();
      if (job.isPresent() && !"running".equals(job.get().getString("status"))) return job.get();
      pause();
    }
    throw new AssertionError(jobId + " did not end within 30 s");
  }

  private void awaitRuns(String jobId, String step, int times) {
    var deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (System.nanoTime() < deadline) {
      var n = runs.get(jobId + "/" + step);
      if (n != null && n.get() >= times) return;
      pause();
    }
    throw new AssertionError(jobId + " did not run " + step + " " + times + " times within 30 s");
  }

  private static void pause() {
    try {
      Thread.sleep(50);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
