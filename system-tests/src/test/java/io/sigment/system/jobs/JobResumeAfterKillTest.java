package io.sigment.system.jobs;

import static io.sigment.system.testing.AnalysisAgent.analyze;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.common.testing.ChildJvm;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.TestConfig;
import io.sigment.emulator.http.FaultInjection;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.HashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Kill -9 of the jobs-service process running a job mid-scrape: another replica resumes it from its last durable
 * step, it completes, it is charged once and no hold stays open. The job runs in a jobs-service of its own JVM
 * (the stack's own replica has no scrape slot, so it never takes new work; it only resumes what a dead one left).
 * Not in {@code ProcessKillingTests}: it kills only the JVM it started, beside a stack of its own, so it runs in
 * whichever test JVM is free (that suite's JVM is the longest of local's three).
 */
@Tag("stack")
class JobResumeAfterKillTest {
    private static final int LEASE_SECONDS = 3;
    private static LocalStack stack;

    @BeforeAll
    static void start() {
        stack = TestStack.startOwn(
                config -> config.with(Setting.JOBS_SCRAPE_SLOTS, 0).with(Setting.JOBS_LEASE_SECONDS, LEASE_SECONDS));
    }

    @AfterAll
    static void stop() {
        stack.close();
    }

    @Test
    void a_job_whose_process_is_killed_mid_scrape_is_resumed_elsewhere_completed_and_charged_once() throws Exception {
        var child = TestConfig.joining(stack.config())
                .with(Setting.PG_URL, stack.config().get(Setting.PG_URL))
                .with(Setting.JOBS_SCRAPE_SLOTS, 4)
                .with(Setting.JOBS_LEASE_SECONDS, LEASE_SECONDS);
        var env = new HashMap<>(child.asEnv());
        env.put(Setting.PROCESS_NAME.env(), "jobs-child");
        stack.emulator().orElseThrow().faults().set(new FaultInjection(120, 0, 0, 1, false));
        try (var jobs = ChildJvm.start("io.sigment.jobs.Main", env)) {
            jobs.awaitHttpOk(
                    "http://127.0.0.1:" + child.integer(Setting.MANAGEMENT_PORT) + "/health/ready",
                    Duration.ofSeconds(90));
            var agent = AnalysisAgent.withCredits(stack, 100);
            var jobId = agent.ok(
                            "analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 100, 4), 15))
                    .getString("job_id");

            var midScrape = awaitPostsDone(agent, jobId);
            assertThat(midScrape.getString("stage")).isEqualTo("scraping");
            assertThat(owner(jobId)).as("the child JVM runs the job").isNotNull();
            jobs.kill();
            stack.emulator().orElseThrow().faults().set(FaultInjection.NONE);

            var done = agent.waitUntilDone(jobId, Duration.ofMinutes(3));

            assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
            assertThat(attempts(jobId)).as("claimed again after the kill").isGreaterThanOrEqualTo(2);
            var entries = agent.history().stream()
                    .map(e -> (JsonObject) e)
                    .filter(e -> jobId.equals(e.getString("job_id")))
                    .toList();
            assertThat(entries).hasSize(1);
            assertThat(entries.get(0).getString("type")).isEqualTo("charge");
            assertThat(entries.get(0).getInteger("credits")).isEqualTo(-15);
            assertThat(agent.credits().getInteger("held")).isZero();
            assertThat(agent.credits().getInteger("balance")).isEqualTo(85);
        } finally {
            stack.emulator().orElseThrow().faults().set(FaultInjection.NONE);
        }
    }

    private static JsonObject awaitPostsDone(AnalysisAgent agent, String jobId) {
        var job = Eventually.poll(
                Duration.ofSeconds(60),
                Duration.ofMillis(50),
                () -> agent.job(jobId),
                read -> !"running".equals(read.getString("status"))
                        || (read.getJsonObject("progress") != null
                                && read.getJsonObject("progress").getInteger("posts_done", 0) >= 1));
        assertThat(job.getJsonObject("progress")).as(job.encodePrettily()).isNotNull();
        return job;
    }

    private static String owner(String jobId) {
        return column(jobId, "lease_owner").getString(0);
    }

    private static int attempts(String jobId) {
        return column(jobId, "attempts").getInteger(0);
    }

    private static io.vertx.sqlclient.Row column(String jobId, String name) {
        var pool = TestStack.pool(stack);
        try {
            return pool.preparedQuery("SELECT " + name + " FROM jobs.jobs WHERE job_id = $1")
                    .execute(Tuple.of(jobId))
                    .await()
                    .iterator()
                    .next();
        } finally {
            pool.close();
        }
    }
}
