package io.sigment.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.sigment.common.Caller;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.api.jobs.JobsAction;
import io.sigment.common.bus.Topics;
import io.sigment.common.db.PgUrl;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.Jdbc;
import io.sigment.common.testing.ServiceHarness;
import io.vertx.core.json.JsonObject;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** jobs-service alone against a fresh database, asked over the event bus as the gateway asks it. */
class WaitForJobTest {
    private static final String JOB_ID = "job_gone";
    private static final String WORKSPACE_ID = "ws_jobs_test";

    /** An agent of the test's workspace, its request named {@code requestId}. */
    private static Caller agent(String requestId) {
        return new Caller(
                requestId,
                "usr_jobs_test",
                WORKSPACE_ID,
                "api_key",
                "key_jobs_test",
                "test agent",
                List.of(WORKSPACE_ID));
    }

    private static ServiceHarness jobs;
    private static PgUrl url;

    @BeforeAll
    static void start() {
        jobs = ServiceHarness.of(JobsService.SCHEMA).start((config, clock) -> new JobsVerticle(config));
        url = PgUrl.parse(jobs.config.get(Setting.PG_URL));
    }

    @AfterAll
    static void stop() {
        jobs.close();
    }

    /**
     * The job is running when the wait starts, then disappears before its change event is handled: the lookup
     * after the event fails, and the agent must get that failure ("Not found…"), not a generic "unavailable".
     * PostgreSQL's scan counter of jobs.jobs tells when the wait's first read has happened (no sleeps).
     */
    @Test
    void a_job_gone_when_its_change_arrives_is_not_found() throws Exception {
        try (var db = Jdbc.connect(url)) {
            Jdbc.execute(
                    db,
                    "INSERT INTO jobs.jobs (job_id, workspace_id, kind, status, stage, dedupe_key) " + "VALUES ('"
                            + JOB_ID + "', '" + WORKSPACE_ID + "', 'analysis', 'running', 'scraping', 'k')");
            var scansBefore = scans(db);
            var caller = agent("req-wait");
            var waited = jobs.client.request(
                    JobsAction.WAIT_FOR_JOB,
                    caller,
                    new JsonObject().put("job_id", JOB_ID).put("timeout_seconds", 25),
                    Duration.ofSeconds(30));
            Eventually.await(
                    "the wait read the job",
                    Duration.ofSeconds(20),
                    Duration.ofMillis(5),
                    () -> scans(db) != scansBefore);
            assertThat(waited.isComplete())
                    .as("still waiting: the job was running")
                    .isFalse();

            Jdbc.execute(db, "DELETE FROM jobs.jobs WHERE job_id = '" + JOB_ID + "'");
            jobs.vertx
                    .eventBus()
                    .publish(
                            Topics.JOB_CHANGED,
                            new JsonObject().put("job_id", JOB_ID).put("status", "completed"));
            var failure = catchThrowable(waited::await);

            assertThat(failure).isInstanceOf(ToolError.class);
            assertThat(((ToolError) failure).kind()).isEqualTo(ToolError.Kind.NOT_FOUND);
            assertThat(failure.getMessage())
                    .startsWith("Not found, or this account has no access to it. Check the job_id");
        }
    }

    /**
     * A wait sent with less time than it asks for (a gateway's second attempt after a jobs member died, with what
     * was left of the call's 32 s) answers the job's state within that time instead of going unanswered.
     */
    @Test
    void a_wait_answers_within_the_time_its_sender_gave_it() throws Exception {
        var jobId = "job_still_running";
        try (var db = Jdbc.connect(url)) {
            Jdbc.execute(
                    db,
                    "INSERT INTO jobs.jobs (job_id, workspace_id, kind, status, stage, dedupe_key) " + "VALUES ('"
                            + jobId + "', '" + WORKSPACE_ID + "', 'analysis', 'running', 'scraping', 'k2')");
        }
        var caller = agent("req-wait-budget");

        var job = jobs.client
                .request(
                        JobsAction.WAIT_FOR_JOB,
                        caller,
                        new JsonObject().put("job_id", jobId).put("timeout_seconds", 25),
                        Duration.ofSeconds(3))
                .await();

        assertThat(job.getString("status")).isEqualTo("running");
        assertThat(job.getString("stage")).isEqualTo("scraping");
    }

    /** Reads of jobs.jobs so far, as PostgreSQL's statistics report them (they arrive shortly after each read). */
    private static long scans(Connection on) throws SQLException {
        try (var statement = on.createStatement();
                var rows = statement.executeQuery(
                        "SELECT COALESCE(seq_scan, 0) + COALESCE(idx_scan, 0) FROM pg_stat_user_tables "
                                + "WHERE schemaname = 'jobs' AND relname = 'jobs'")) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
