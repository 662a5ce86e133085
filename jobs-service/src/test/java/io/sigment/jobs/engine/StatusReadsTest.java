package io.sigment.jobs.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.Setting;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.analytics.SelectionFacts;
import io.sigment.common.api.jobs.JobsAction;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.db.PgUrl;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.Jdbc;
import io.sigment.common.testing.ServiceHarness;
import io.sigment.jobs.JobsService;
import io.sigment.jobs.JobsVerticle;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * jobs-service's status reads on a pool of their own (issue 44): with the main pool at one connection, held by a
 * start waiting on its workspace's lock, {@code get_job} and {@code wait_for_job} still answer. Accounts is
 * {@link ProbeLedger}, analytics answers the selection's two questions.
 */
class StatusReadsTest {
    private static final String WORKSPACE_ID = "ws_reads";
    private static final String DONE_JOB = "job_done";

    private ServiceHarness jobs;
    private ProbeLedger ledger;

    @BeforeEach
    void start() {
        jobs = ServiceHarness.of(JobsService.SCHEMA)
                .settings(config -> config.with(Setting.PG_POOL_SIZE, 1))
                .start((config, clock) -> new JobsVerticle(config));
        ledger = new ProbeLedger(100);
        ledger.bind(jobs.vertx).await();
        Map<AnalyticsAction, Action> analytics = Map.of(
                AnalyticsAction.SELECTION_FACTS,
                (caller, args) -> Future.succeededFuture(
                        new SelectionFacts(AnalysisId.read(args), WORKSPACE_ID, "instagram", 3, "snap_reads").toJson()),
                AnalyticsAction.COMPUTE_SELECTION,
                (caller, args) -> Future.succeededFuture(new JsonObject().put("best", "chosen")));
        ServiceAddress.ANALYTICS.bind(jobs.vertx, analytics).await();
    }

    @AfterEach
    void stop() {
        jobs.close();
    }

    @Test
    void get_job_answers_while_a_start_holds_the_jobs_pool_waiting_on_its_workspace_lock() throws Exception {
        try (var db = Jdbc.connect(PgUrl.parse(jobs.config.get(Setting.PG_URL)))) {
            Jdbc.execute(
                    db,
                    "INSERT INTO jobs.jobs (job_id, workspace_id, kind, status, stage, dedupe_key, finished_at) "
                            + "VALUES ('" + DONE_JOB + "', '" + WORKSPACE_ID
                            + "', 'analysis', 'completed', 'analyzing', 'k', now())");
            Jdbc.execute(db, "SELECT pg_advisory_lock(hashtext('jobs:" + WORKSPACE_ID + "'))");

            var started = jobs.client.request(
                    JobsAction.OPTIMIZE_SELECTION,
                    agent("req-start"),
                    new JsonObject()
                            .put("analysis_id", "ana_reads")
                            .put("min_core_pct", 50)
                            .put("min_core_reach", 0)
                            .put("max_credits", 50),
                    Duration.ofSeconds(60));
            Eventually.await(
                    "the start waits on the workspace's lock, holding the pool's one connection",
                    Duration.ofSeconds(20),
                    Duration.ofMillis(5),
                    () -> waitingOnLocks(db) == 1);

            var job = jobs.client
                    .request(JobsAction.GET_JOB, agent("req-get"), new JsonObject().put("job_id", DONE_JOB))
                    .await();
            var waited = jobs.client
                    .request(
                            JobsAction.WAIT_FOR_JOB,
                            agent("req-wait"),
                            new JsonObject().put("job_id", DONE_JOB).put("timeout_seconds", 5))
                    .await();

            assertThat(job.getString("status")).isEqualTo("completed");
            assertThat(waited.getString("status")).isEqualTo("completed");
            assertThat(started.isComplete()).as("the start is still blocked").isFalse();
            assertThat(waitingOnLocks(db)).isEqualTo(1);

            Jdbc.execute(db, "SELECT pg_advisory_unlock(hashtext('jobs:" + WORKSPACE_ID + "'))");
            var reply = started.await();

            assertThat(reply.getString("best")).isEqualTo("chosen");
            assertThat(reply.getJsonObject("credits").getLong("charged")).isEqualTo(ProbeLedger.QUOTED);
            assertThat(ledger.authorizations).hasValue(1);
            assertThat(ledger.captures).hasValue(1);
            assertThat(ledger.refunds).hasValue(0);
            var stored = jobs.sql("SELECT status, charged FROM jobs.jobs WHERE kind = 'selection'");
            assertThat(stored).hasSize(1);
            assertThat(stored.get(0).getString("status")).isEqualTo("completed");
            assertThat(stored.get(0).getBoolean("charged")).isTrue();
        }
    }

    private static Caller agent(String requestId) {
        return new Caller(
                requestId, "usr_reads", WORKSPACE_ID, "api_key", "key_reads", "test agent", List.of(WORKSPACE_ID));
    }

    /** Backends waiting for an advisory lock of the test's database. */
    private static long waitingOnLocks(Connection on) throws SQLException {
        try (var statement = on.createStatement();
                var rows = statement.executeQuery(
                        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = "
                                + "(SELECT oid FROM pg_database WHERE datname = current_database())")) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
