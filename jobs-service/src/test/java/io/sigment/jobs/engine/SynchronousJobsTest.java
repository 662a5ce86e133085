package io.sigment.jobs.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Synchronous job kinds ({@code optimize_selection}) on the engine's credit path ({@link JobEngineHarness}): the
 * result within the call with the credits charged once, a failure refunded with its reason, no hold above
 * {@code max_credits}, no queue, the sweeper, and no second run after the replica dies.
 */
class SynchronousJobsTest extends JobEngineHarness {
    @Test
    void a_synchronous_job_answers_within_the_call_with_its_result_and_the_credits_charged_once() {
        var engine = replica(4, 50, 30);
        var reply = start(engine, selection(), agent(), args("s1"));

        assertThat(reply.getString("best")).isEqualTo("s1");
        assertThat(reply.getJsonObject("credits"))
                .isEqualTo(new JsonObject().put("charged", PRICE).put("balance", 93));
        assertThat(reply.containsKey("job_id"))
                .as("the result's shape is the tool's, not a job start's")
                .isFalse();
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
        var failure = catchThrowable(
                () -> start(engine, selection(), agent(), args("s2").put("fail", true)));

        assertThat(failure)
                .isInstanceOf(ToolError.class)
                .hasMessage(
                        ToolError.unavailableBecause("analytics did not answer").getMessage());
        assertThat(ledger.captures).hasValue(0);
        assertThat(ledger.refunds).hasValue(1);
        assertThat(ledger.open).isEmpty();
        assertThat(ledger.balance()).isEqualTo(100);
        var job = stored("selection:s2").orElseThrow();
        assertThat(job.getString("status")).isEqualTo("failed");
        assertThat(job.getString("error"))
                .isEqualTo("The selection failed while analyzing: Sigment is busy: "
                        + "analytics did not answer. The 7 credits held for it were returned; nothing was charged. "
                        + ADVICE);
        assertThat(engine.meters()
                        .counter(JobMetrics.REFUNDS, "kind", "selection", "reason", "job_failed")
                        .count())
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
        assertThat(refusal(engine, probe(10), args("third")))
                .isEqualTo(ToolError.busy().getMessage());

        assertThat(start(engine, selection(), agent(), args("s4"))
                        .getJsonObject("credits")
                        .getLong("charged"))
                .isEqualTo(PRICE);
    }

    @Test
    void the_sweeper_keeps_a_running_synchronous_jobs_hold_and_releases_one_whose_job_was_never_stored() {
        var engine = replica(4, 50, 30);
        var answer = engine.onContext(
                () -> engine.engine().start(selection(), agent(), args("s5").put("hold", true)));
        awaitRuns("selection:s5", "compute", 1);
        var orphan = ledger.orphanHold(WORKSPACE, "selection:lost", 5);

        assertThat(engine.onContext(() -> engine.engine().sweepHolds()).await()).isEqualTo(1);
        assertThat(ledger.open).doesNotContainKey(orphan).hasSize(1);
        assertThat(ledger.open.values().iterator().next().getString("idempotency_key"))
                .isEqualTo("job:selection:s5");

        held("selection:s5#1").complete(new JsonObject().put("best", "s5"));
        assertThat(answer.await().getJsonObject("credits").getLong("charged")).isEqualTo(PRICE);
        assertThat(ledger.open).isEmpty();
    }

    @Test
    void a_synchronous_job_whose_replica_died_is_not_run_again_and_its_credits_go_back() {
        var first = replica(4, 50, 1);
        first.onContext(
                () -> first.engine().start(selection(), agent(), args("s6").put("hold", true)));
        awaitRuns("selection:s6", "compute", 1);
        held("selection:s6#1");
        replicas.remove(first);
        first.vertx().close().await();

        replica(4, 50, 1);
        var job = awaitEnd("selection:s6");

        assertThat(job.getString("status")).isEqualTo("failed");
        assertThat(job.getString("error"))
                .startsWith("The selection failed while analyzing: the call that started it "
                        + "ended before it finished. The 7 credits held for it were returned");
        assertThat(runsOf("selection:s6"))
                .as("its caller is gone: nobody would see a second result")
                .containsExactly(Map.entry("compute", 1));
        assertThat(ledger.captures).hasValue(0);
        assertThat(ledger.open).isEmpty();
        assertThat(ledger.balance()).isEqualTo(100);
    }
}
