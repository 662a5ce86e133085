package io.sigment.jobs.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.sigment.common.db.Postgres;
import io.sigment.common.testing.Eventually;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The job engine on its own ({@link JobEngineHarness}): steps run once each and a resumed job skips the done ones,
 * the hold is captured once when the charging step ends, a failure returns the credits and says why, the start's
 * refusals come in the spec's order and write nothing, and the sweeper releases holds whose job was never stored.
 */
class JobEngineTest extends JobEngineHarness {
    @Test
    void a_job_runs_each_step_once_and_is_charged_once_when_its_charging_step_ends() {
        var engine = replica(4, 50, 30);
        var reply = start(engine, probe(2), agent(), args("k1"));

        assertThat(reply.getString("job_id")).isEqualTo("probe_k1");
        assertThat(reply.getJsonObject("credits").getLong("held")).isEqualTo(PRICE);
        var job = awaitEnd("probe_k1");
        assertThat(job.getString("status")).isEqualTo("completed");
        assertThat(job.getJsonObject("credits").getLong("charged")).isEqualTo(PRICE);
        assertThat(job.getJsonObject("credits").getLong("balance"))
                .as("the balance after the charge")
                .isEqualTo(93);
        // A start step may run twice when a claim races the start (steps are idempotent); the others run once.
        assertThat(runsOf("probe_k1"))
                .containsKey("record")
                .containsEntry("scrape", 1)
                .containsEntry("analyze", 1);
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
        assertThat(job.getString("error"))
                .isEqualTo("The analysis failed while analyzing: the numbers did not add up. "
                        + "The 7 credits charged for it were refunded. " + ADVICE);
        assertThat(job.getJsonObject("credits").getLong("refunded")).isEqualTo(PRICE);
        assertThat(job.getJsonObject("credits").getLong("balance"))
                .as("the balance after the refund")
                .isEqualTo(100);
        assertThat(ledger.captures).hasValue(1);
        assertThat(ledger.refunds).hasValue(1);
        assertThat(ledger.balance()).as("charged, then refunded").isEqualTo(100);
    }

    @Test
    void a_step_that_got_no_answer_runs_again_and_the_job_completes_charged_once() {
        var engine = replica(4, 50, 30);
        start(engine, probe(2), agent(), args("k9").put("silent", 2));

        var job = awaitEnd("probe_k9");
        assertThat(job.getString("status")).as(job.encodePrettily()).isEqualTo("completed");
        assertThat(runsOf("probe_k9")).containsEntry("analyze", 3);
        assertThat(ledger.captures).hasValue(1);
        assertThat(ledger.refunds).hasValue(0);
        assertThat(engine.meters().get(JobMetrics.STEP_RETRIES).counter().count())
                .isEqualTo(2.0);
    }

    @Test
    void a_step_that_never_gets_an_answer_fails_the_job_after_the_last_retry_and_charges_nothing() {
        firstSilenceRetry = Duration.ofMillis(1);
        var engine = replica(4, 50, 30);
        start(engine, probe(2), agent(), args("k10").put("silent_scrape", JobRun.SILENCE_RETRIES + 1));

        var job = awaitEnd("probe_k10");
        assertThat(job.getString("status")).isEqualTo("failed");
        assertThat(job.getString("error"))
                .isEqualTo("The analysis failed while scraping: Sigment is busy: part of Sigment did not answer in "
                        + "time. Retry in a few seconds. The 7 credits held for it were returned; nothing was "
                        + "charged. " + ADVICE);
        assertThat(runsOf("probe_k10"))
                .as("the first run and every retry")
                .containsEntry("scrape", JobRun.SILENCE_RETRIES + 1)
                .doesNotContainKey("analyze");
        assertThat(engine.meters().get(JobMetrics.STEP_RETRIES).counter().count())
                .isEqualTo(JobRun.SILENCE_RETRIES);
        assertThat(job.getJsonObject("credits").getLong("charged")).isZero();
        assertThat(ledger.captures).hasValue(0);
        assertThat(ledger.refunds).hasValue(1);
        assertThat(ledger.balance()).isEqualTo(100);
    }

    @Test
    void work_not_worth_charging_releases_the_hold_and_completes_uncharged() {
        var engine = replica(4, 50, 30);
        start(engine, probe(2), agent(), args("k3").put("worthless", true));

        var job = awaitEnd("probe_k3");
        assertThat(job.getString("status")).isEqualTo("completed");
        assertThat(job.getJsonObject("credits").getLong("charged")).isZero();
        assertThat(job.getJsonObject("credits").containsKey("refunded")).isFalse();
        assertThat(job.getJsonObject("credits").getLong("balance"))
                .as("charged 0, balance shown")
                .isEqualTo(100);
        assertThat(ledger.captures).hasValue(0);
        assertThat(ledger.refunds).hasValue(1);
        assertThat(ledger.open).isEmpty();
        assertThat(ledger.balance()).isEqualTo(100);
    }

    @Test
    void a_free_job_shows_the_balance_though_nothing_was_charged() {
        var engine = replica(4, 50, 30);
        start(engine, probe(2), agent(), args("free").put("price", 0));

        var job = awaitEnd("probe_free");
        assertThat(job.getString("status")).isEqualTo("completed");
        assertThat(job.getJsonObject("credits").getLong("charged")).isZero();
        assertThat(job.getJsonObject("credits").getLong("balance")).isEqualTo(100);
    }

    @Test
    void a_start_answers_once_its_job_is_claimed_without_waiting_for_the_rest_of_the_claim_round() {
        var engine = replica(4, 50, 30);
        var sql = Postgres.pool(engine.vertx(), config, "capacity-holders");
        var first = sql.getConnection().await();
        var second = sql.getConnection().await();
        var firstClaim = first.begin().await();
        var secondClaim = second.begin().await();
        try {
            // Another replica claims: the round that will claim this start's job waits for the capacity lock.
            capacityLock(first).await();
            var started = engine.onContext(() -> engine.engine().start(probe(2), agent(), args("claimed")));
            Eventually.poll(Duration.ofSeconds(20), Duration.ofMillis(20), () -> lockWaiters(sql), n -> n >= 1);
            // And another after it: the round's next claim, after this job's, waits behind it.
            capacityLock(second);
            Eventually.poll(Duration.ofSeconds(20), Duration.ofMillis(20), () -> lockWaiters(sql), n -> n >= 2);
            firstClaim.rollback().await();

            var reply =
                    started.timeout(10, java.util.concurrent.TimeUnit.SECONDS).await();
            assertThat(reply.getString("stage"))
                    .as("claimed in the round, answered while the round still waits to claim more")
                    .isEqualTo("scraping");
        } finally {
            secondClaim.rollback().await();
            first.close().await();
            second.close().await();
            sql.close().await();
        }
    }

    private static io.vertx.core.Future<?> capacityLock(io.vertx.sqlclient.SqlConnection connection) {
        return connection
                .preparedQuery("SELECT pg_advisory_xact_lock($1)")
                .execute(Tuple.of(ClaimsStore.CAPACITY_LOCK));
    }

    private static long lockWaiters(io.vertx.sqlclient.Pool sql) {
        return sql.query("SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                        + "AND query LIKE '%pg_advisory_xact_lock%'")
                .execute()
                .await()
                .iterator()
                .next()
                .getLong("n");
    }

    @Test
    void refusals_come_in_the_spec_order_and_neither_hold_nor_store_anything() {
        var engine = replica(4, 50, 30);
        var kind = probe(2);
        start(engine, kind, agent(), args("a").put("hold", true));
        start(engine, kind, agent(), args("b").put("hold", true));
        assertThat(ledger.authorizations).hasValue(2);

        assertThat(refusal(engine, kind, args("a").put("max_credits", PRICE - 1)))
                .as("max_credits comes before the duplicate")
                .startsWith("Not started: this costs 7 credits");
        assertThat(refusal(engine, kind, args("a")))
                .as("a duplicate comes before the active limit")
                .isEqualTo(ToolError.alreadyInProgress("probe_a").getMessage());
        assertThat(refusal(engine, kind, args("c")))
                .isEqualTo(ToolError.tooManyActiveJobs("probes", 2).getMessage());
        assertThat(ledger.authorizations)
                .as("no refused start asked accounts for a hold")
                .hasValue(2);
        assertThat(stored("probe_c")).isEmpty();
    }

    @Test
    void a_refused_start_does_not_wait_for_the_workspaces_lock() {
        var engine = replica(4, 50, 30);
        var kind = probe(2);
        start(engine, kind, agent(), args("a").put("hold", true));
        var sql = Postgres.pool(engine.vertx(), config, "workspace-lock-holder");
        var holder = sql.getConnection().await();
        var tx = holder.begin().await();
        try {
            // Another start of the workspace is between its checks and its insert: it holds the workspace's lock.
            holder.preparedQuery("SELECT pg_advisory_xact_lock(hashtext($1))")
                    .execute(Tuple.of("jobs:" + WORKSPACE))
                    .await();
            var duplicate = engine.onContext(() -> engine.engine().start(kind, agent(), args("a")));
            var refused = duplicate
                    .transform(done -> io.vertx.core.Future.succeededFuture(
                            done.failed() ? done.cause().getMessage() : "started"))
                    .timeout(10, java.util.concurrent.TimeUnit.SECONDS)
                    .await();
            assertThat(refused)
                    .as("the duplicate is refused while the lock is held, without a connection waiting for it")
                    .isEqualTo(ToolError.alreadyInProgress("probe_a").getMessage());
            assertThat(lockWaiters(sql)).isZero();
        } finally {
            tx.rollback().await();
            holder.close().await();
            sql.close().await();
        }
    }

    @Test
    void a_full_queue_is_busy_and_a_refused_hold_stores_no_job() {
        var engine = replica(1, 1, 30);
        var kind = probe(10);
        start(engine, kind, agent(), args("running").put("hold", true));
        var queued = start(engine, kind, agent(), args("queued"));
        assertThat(queued.getString("stage")).as("the only slot is taken").isEqualTo("queued");

        assertThat(refusal(engine, kind, args("third")))
                .isEqualTo(ToolError.busy().getMessage());
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
        held("probe_k4#1");
        replicas.remove(first);
        first.vertx().close().await();

        var second = replica(4, 50, 1);
        awaitRuns("probe_k4", "scrape", 2);
        held("probe_k4#2").complete(new JsonObject().put("posts", 12));
        var job = awaitEnd("probe_k4");

        assertThat(job.getString("status")).isEqualTo("completed");
        assertThat(runsOf("probe_k4"))
                .as("the start step was done before the death; the scrape ran again")
                .containsExactly(Map.entry("record", recordedBefore), Map.entry("scrape", 2), Map.entry("analyze", 1));
        assertThat(ledger.captures).hasValue(1);
        assertThat(ledger.balance()).isEqualTo(100 - PRICE);
    }

    @Test
    void a_job_another_version_began_with_a_step_this_one_lacks_fails_with_its_credits_returned_instead_of_hanging() {
        var first = replica(4, 50, 1);
        start(first, probe(2), agent(), args("k5").put("hold", true));
        awaitRuns("probe_k5", "scrape", 1);
        // A replica of an older version did a step this version no longer has (a rolling update), then died.
        held("probe_k5#1");
        replicas.remove(first);
        first.vertx().close().await();
        var old = Vertx.vertx();
        Postgres.pool(old, config, "engine-test-old-version")
                .preparedQuery("UPDATE jobs.jobs SET outputs = outputs || '{\"collect\": {\"candidates\": 3}}'::jsonb "
                        + "WHERE job_id = $1")
                .execute(Tuple.of("probe_k5"))
                .await();
        old.close().await();

        replica(4, 50, 1);
        var job = awaitEnd("probe_k5");

        assertThat(job.getString("status")).isEqualTo("failed");
        assertThat(job.getString("error"))
                .startsWith("The analysis failed while scraping: it was begun by another version "
                        + "of Sigment (steps collect are not this version's). The 7 credits held for it were returned");
        assertThat(runsOf("probe_k5"))
                .as("none of this version's steps ran on the old job's outputs")
                .containsEntry("scrape", 1)
                .doesNotContainKey("analyze");
        assertThat(ledger.refunds).hasValue(1);
        assertThat(ledger.balance()).isEqualTo(100);
    }

    @Test
    void the_sweeper_releases_a_hold_whose_job_was_never_stored_and_keeps_a_running_jobs() {
        var engine = replica(4, 50, 30);
        start(engine, probe(2), agent(), args("live").put("hold", true));
        var orphan = ledger.orphanHold(WORKSPACE, "probe_lost", 5);

        assertThat(engine.onContext(() -> engine.engine().sweepHolds()).await()).isEqualTo(1);
        assertThat(ledger.open).doesNotContainKey(orphan).hasSize(1);
        assertThat(ledger.open.values().iterator().next().getString("idempotency_key"))
                .isEqualTo("job:probe_live");
    }
}
