package io.sigment.jobs.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Config;
import io.sigment.common.db.Postgres;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.ServiceDatabase;
import io.sigment.jobs.JobsService;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The scheduler's SQL against a real PostgreSQL: slots, fairness across workspaces, leases and fencing. */
class ClaimsStoreTest {
    private static Vertx vertx;
    private static Pool pool;
    private static JobsStore store;
    private static ClaimsStore claims;

    @BeforeAll
    static void database() {
        var config = ServiceDatabase.fresh(Config.of(Map.of()), JobsService.SCHEMA);
        vertx = Vertx.vertx();
        pool = Postgres.pool(vertx, config, "claims-test");
        store = new JobsStore(pool);
        claims = new ClaimsStore(pool);
    }

    @AfterAll
    static void close() {
        pool.close().await();
        vertx.close().await();
    }

    private static String queue(String workspace) {
        var jobId = "snapshot:an_" + UUID.randomUUID() + "/sn_1";
        new AdmissionStore(pool)
                .insert(new NewJob(jobId, workspace, "analysis", jobId, new JsonObject(), new JsonObject(), 15, null))
                .await();
        return jobId;
    }

    private static String queueOverShare(String workspace) {
        var jobId = "snapshot:an_" + UUID.randomUUID() + "/sn_1";
        new AdmissionStore(pool)
                .insert(new NewJob(
                        jobId,
                        workspace,
                        "analysis",
                        jobId,
                        new JsonObject().put(JobStarts.OVER_SHARE, true),
                        new JsonObject(),
                        15,
                        null))
                .await();
        return jobId;
    }

    private static Optional<String> claimed(Optional<Job> job) {
        return job.map(Job::jobId);
    }

    @Test
    void claims_fill_the_slots_and_serve_the_workspace_with_fewest_running_jobs_first() {
        // Each test uses all the queue: drain what another test left.
        while (claims.claimQueued("drain", 60, Integer.MAX_VALUE).await().isPresent()) {
            continue;
        }
        var busyFirst = "ws_burst_" + UUID.randomUUID();
        var other = "ws_other_" + UUID.randomUUID();
        var burst1 = queue(busyFirst);
        queue(busyFirst);
        queue(busyFirst);
        var late = queue(other);
        var slots = running() + 2;

        assertThat(claimed(claims.claimQueued("r1", 60, slots).await())).contains(burst1);
        assertThat(claimed(claims.claimQueued("r1", 60, slots).await()))
                .as("the other workspace is not starved")
                .contains(late);
        assertThat(claims.claimQueued("r1", 60, slots).await())
                .as("no slot left")
                .isEmpty();
    }

    @Test
    void a_job_started_past_its_workspace_share_waits_behind_others_and_runs_when_the_slot_is_free() {
        while (claims.claimQueued("drain", 60, Integer.MAX_VALUE).await().isPresent()) {
            continue;
        }
        var overShare = queueOverShare("ws_spender_" + UUID.randomUUID());
        var within = queue("ws_within_" + UUID.randomUUID());
        var slots = running() + 1;

        assertThat(claimed(claims.claimQueued("r2", 60, slots).await()))
                .as("the platform is contended: others first")
                .contains(within);
        assertThat(claims.claimQueued("r2", 60, slots).await())
                .as("it waits while the slot is taken")
                .isEmpty();
        store.finish(within, "r2", "completed", null).await();
        assertThat(claimed(claims.claimQueued("r2", 60, slots).await()))
                .as("free again: it runs")
                .contains(overShare);
    }

    @Test
    void with_every_slot_busy_a_claim_answers_at_once_while_another_replica_holds_the_capacity_lock() {
        while (claims.claimQueued("drain", 60, Integer.MAX_VALUE).await().isPresent()) {
            continue;
        }
        var waiting = queue("ws_full_" + UUID.randomUUID());
        var slots = running();
        var otherReplica = pool.getConnection().await();
        var claiming = otherReplica.begin().await();
        otherReplica
                .preparedQuery("SELECT pg_advisory_xact_lock($1)")
                .execute(Tuple.of(ClaimsStore.CAPACITY_LOCK))
                .await();
        try {
            assertThat(claims.claimQueued("r3", 60, slots)
                            .timeout(5, TimeUnit.SECONDS)
                            .await())
                    .as("nothing to claim, and no wait for the other replica's claim to end")
                    .isEmpty();
        } finally {
            claiming.rollback().await();
            otherReplica.close().await();
        }
        assertThat(claimed(claims.claimQueued("r3", 60, slots + 1).await()))
                .as("a slot free: the claim takes the lock and the job")
                .contains(waiting);
    }

    @Test
    void a_dead_owners_job_is_taken_over_after_its_lease_and_the_old_owner_can_change_nothing()
            throws InterruptedException {
        var jobId = queue("ws_lease_" + UUID.randomUUID());
        Optional<Job> first;
        do {
            first = claims.claimQueued("dead", 1, Integer.MAX_VALUE).await();
        } while (first.isPresent() && !first.get().jobId().equals(jobId));
        assertThat(claims.claimExpired("alive", 60).await().map(Job::jobId).orElse(""))
                .isNotEqualTo(jobId);

        // The 1 s lease runs out by itself: ask until another replica may take the job over (bounded, no fixed sleep).
        var resumed = Eventually.poll(
                java.time.Duration.ofSeconds(20),
                java.time.Duration.ofMillis(50),
                () -> claims.claimExpired("alive", 60).await(),
                job -> claimed(job).equals(Optional.of(jobId)));

        assertThat(claimed(resumed)).contains(jobId);
        assertThat(claims.renew(jobId, "dead", 60).await()).isFalse();
        assertThat(store.stepDone(jobId, "dead", "scrape", new JsonObject(), "analyzing", true)
                        .await())
                .isFalse();
        assertThat(store.finish(jobId, "dead", "failed", "stale").await()).isEmpty();
        assertThat(store.stepDone(jobId, "alive", "scrape", new JsonObject(), "analyzing", true)
                        .await())
                .isTrue();
        assertThat(store.finish(jobId, "alive", "completed", null).await()).isPresent();
        assertThat(store.status(jobId).await()).contains("completed");
    }

    private static int running() {
        return pool.query("SELECT count(*) AS n FROM jobs.jobs WHERE status = 'running' AND stage = 'scraping'")
                .execute()
                .await()
                .iterator()
                .next()
                .getInteger("n");
    }
}
