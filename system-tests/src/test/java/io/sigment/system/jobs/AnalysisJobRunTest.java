package io.sigment.system.jobs;

import static io.sigment.system.jobs.JobCredits.assertChargedOnceAndNothingHeld;
import static io.sigment.system.jobs.JobCredits.charges;
import static io.sigment.system.testing.AnalysisAgent.analyze;
import static io.sigment.system.testing.AnalysisAgent.runAnalysis;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.emulator.http.FaultInjection;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Paid analyses running end to end through {@code POST /mcp} on a stack with ONE scrape slot and room for one
 * queued job: the queue, busy, charging when the scrape finishes, re-run prices, and failures refunded.
 */
@Tag("stack")
class AnalysisJobRunTest {
    private static final Duration LONG = Duration.ofMinutes(3);
    private static LocalStack stack;

    @BeforeAll
    static void start() {
        // The workflow test polls every second as one user: more calls than the spec's 120 a minute (tested elsewhere).
        stack = TestStack.startOwn(config -> config.with(Setting.JOBS_SCRAPE_SLOTS, 1)
                .with(Setting.JOBS_MAX_QUEUED, 1)
                .with(Setting.SCRAPER_RETRIES, 1)
                .with(Setting.SCRAPER_RETRY_BASE_MS, 50)
                .with(Setting.SCRAPER_BREAKER_RESET_MS, 500)
                .with(Setting.CALLS_PER_MINUTE, 1000));
    }

    @AfterAll
    static void stop() {
        stack.close();
    }

    @Test
    void with_one_slot_a_second_job_waits_queued_a_third_is_busy_and_the_queued_one_starts_by_itself()
            throws InterruptedException {
        stack.emulator().orElseThrow().faults().set(new FaultInjection(150, 0, 0, 1, false));
        try {
            var first = AnalysisAgent.withCredits(stack, 100);
            var second = AnalysisAgent.withCredits(stack, 100);
            var third = AnalysisAgent.withCredits(stack, 100);

            var a = first.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 0, 3), 15));
            assertThat(a.getString("stage")).isEqualTo("scraping");
            var b = second.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 3, 3), 15));
            assertThat(b.getString("stage")).isEqualTo("queued");
            assertThat(third.error(
                            "analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 6, 3), 15)))
                    .startsWith("Sigment is busy");
            assertThat(third.credits().getInteger("held")).isZero();

            var scraping = first.awaitStage(a.getString("job_id"), "scraping", LONG);
            assertThat(second.job(b.getString("job_id")).getString("stage")).isEqualTo("queued");
            assertThat(charges(first, a.getString("job_id")))
                    .as("nothing charged before the scrape finishes")
                    .isEmpty();
            assertThat(scraping.getJsonObject("credits").getInteger("held")).isEqualTo(15);

            var doneA = first.waitUntilDone(a.getString("job_id"), LONG);
            assertThat(doneA.getString("status")).as(doneA.encodePrettily()).isEqualTo("completed");
            assertThat(second.awaitStage(b.getString("job_id"), "scraping", LONG)
                            .getString("status"))
                    .isEqualTo("running");
            var doneB = second.waitUntilDone(b.getString("job_id"), LONG);
            assertThat(doneB.getString("status")).as(doneB.encodePrettily()).isEqualTo("completed");
        } finally {
            stack.emulator().orElseThrow().faults().set(FaultInjection.NONE);
        }
    }

    @Test
    void twenty_creators_pass_queued_scraping_analyzing_to_completed_charged_15_when_the_scrape_finishes()
            throws InterruptedException {
        var faults = stack.emulator().orElseThrow().faults();
        faults.set(new FaultInjection(500, 0, 0, 1, false));
        try {
            var blocker = AnalysisAgent.withCredits(stack, 100);
            var agent = AnalysisAgent.withCredits(stack, 100);
            var handles = EmulatedCreators.instagram(stack, 70, 20);
            var busy =
                    blocker.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 60, 3), 15));
            var started = agent.ok("analyze_creators", analyze("instagram", handles, 15));
            var jobId = started.getString("job_id");
            assertThat(started.getString("stage")).isEqualTo("queued");
            assertThat(started.getJsonObject("credits").getInteger("held")).isEqualTo(15);

            var watch = new JobStageWatch(agent, jobId);
            var checkedWhileScraping = false;
            var job = started;
            try {
                var deadline = System.nanoTime() + LONG.toNanos();
                while ("running".equals(job.getString("status")) && System.nanoTime() < deadline) {
                    job = agent.waitFor(jobId, 1);
                    watch.saw(job);
                    if (watch.hasSeen("queued")) faults.set(new FaultInjection(30, 0, 0, 1, false));
                    if (!checkedWhileScraping) {
                        checkedWhileScraping = JobCredits.assertNothingChargedIfStillScraping(agent, jobId, 15, 100);
                    }
                }
            } finally {
                watch.stop();
            }

            assertThat(watch.stages())
                    .as(job.encodePrettily())
                    .containsExactly("queued", "scraping", "analyzing", "completed");
            assertThat(watch.chargesWhenAnalyzing())
                    .as("charged when the scrape finished, before the analysis")
                    .hasSize(1);
            assertThat(checkedWhileScraping)
                    .as("the credits were looked at while the scrape ran")
                    .isTrue();
            assertThat(job.getJsonObject("credits").getInteger("charged")).isEqualTo(15);
            assertChargedOnceAndNothingHeld(agent, jobId, 15, 85);

            var result = agent.ok(
                    "get_analysis_result",
                    new JsonObject().put("platform", "instagram").put("analysis_id", started.getString("analysis_id")));
            assertThat(result.getString("snapshot_id")).isEqualTo(started.getString("snapshot_id"));
            FrozenSnapshotCheck.assertMeasuredAsTheEngineDoes(
                    stack, started.getString("snapshot_id"), result.getJsonObject("overview"), 20);
            assertThat(blocker.waitUntilDone(busy.getString("job_id"), LONG).getString("status"))
                    .isEqualTo("completed");
        } finally {
            faults.set(FaultInjection.NONE);
        }
    }

    @Test
    void a_completed_analysis_is_charged_once_when_its_scrape_finished_and_shows_its_creators() {
        var agent = AnalysisAgent.withCredits(stack, 100);
        var handles = new ArrayList<>(EmulatedCreators.instagram(stack, 10, 3));
        handles.add("no_such_creator_anywhere");
        var started = agent.ok("analyze_creators", analyze("instagram", handles, 15));
        var jobId = started.getString("job_id");

        var done = agent.waitUntilDone(jobId, LONG);

        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
        assertThat(done.getJsonObject("credits").getInteger("charged")).isEqualTo(15);
        assertThat(done.getJsonObject("credits").getInteger("balance"))
                .as("spec §2: charged and remaining balance")
                .isEqualTo(85);
        assertThat(agent.job(jobId).getJsonObject("credits").getInteger("balance"))
                .isEqualTo(85);
        var creators = done.getJsonArray("creators");
        assertThat(creators).hasSize(4);
        assertThat(creators.stream().map(c -> ((JsonObject) c).getString("status")))
                .containsExactlyInAnyOrder("scraped", "scraped", "scraped", "unknown");
        assertThat(done.getJsonObject("progress").getInteger("creators_done")).isEqualTo(4);
        var cost = done.getJsonObject("platform_cost");
        assertThat(cost.getLong("provider_runs"))
                .as("profile, posts, likers, comments: at most 4 runs a creator")
                .isBetween(1L, 4L * 4);
        assertThat(cost.getLong("provider_results")).isPositive();
        assertThat(cost.getLong("youtube_units")).isZero();
        assertChargedOnceAndNothingHeld(agent, jobId, 15, 85);
        var analyses = agent.ok("list_analyses", new JsonObject().put("platform", "instagram"))
                .getJsonArray("analyses");
        assertThat(analyses.encode()).contains(started.getString("analysis_id"));
    }

    @Test
    void rerun_and_reanalysis_cost_5_after_a_completed_run_and_15_when_it_never_completed() {
        var agent = AnalysisAgent.withCredits(stack, 200);
        var completed =
                agent.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 20, 2), 15));
        assertThat(agent.waitUntilDone(completed.getString("job_id"), LONG).getString("status"))
                .isEqualTo("completed");

        var rerun = agent.ok("run_analysis", runAnalysis("instagram", completed.getString("analysis_id"), 5));
        assertThat(rerun.getJsonObject("credits").getInteger("held")).isEqualTo(5);
        assertThat(rerun.getString("analysis_id")).isEqualTo(completed.getString("analysis_id"));
        assertThat(rerun.getString("snapshot_id")).isNotEqualTo(completed.getString("snapshot_id"));
        var rerunDone = agent.waitUntilDone(rerun.getString("job_id"), LONG);
        assertThat(rerunDone.getString("status")).isEqualTo("completed");
        assertThat(rerunDone.getJsonObject("credits").getInteger("charged")).isEqualTo(5);

        var again = agent.ok("analyze_creators", analyze("instagram", EmulatedCreators.instagram(stack, 20, 2), 5));
        assertThat(again.getJsonObject("credits").getInteger("held"))
                .as("re-analysis within 30 days")
                .isEqualTo(5);
        assertThat(again.getString("analysis_id")).isNotEqualTo(completed.getString("analysis_id"));
        assertThat(agent.waitUntilDone(again.getString("job_id"), LONG).getString("status"))
                .isEqualTo("completed");

        var failed = agent.ok(
                "analyze_creators",
                analyze(
                        "instagram",
                        List.of(EmulatedCreators.instagram(stack, 30, 1).get(0), "nobody_here_at_all"),
                        15));
        assertThat(agent.waitUntilDone(failed.getString("job_id"), LONG).getString("status"))
                .isEqualTo("failed");
        assertThat(agent.error("run_analysis", runAnalysis("instagram", failed.getString("analysis_id"), 14)))
                .startsWith("Not started: this costs 15 credits, above max_credits=14");
        assertThat(agent.error("run_analysis", runAnalysis("instagram", "an_not_this_accounts", 15)))
                .startsWith("Not found, or this account has no access to it");
    }

    @Test
    void run_analysis_runs_in_the_workspace_of_the_analysis_not_the_default_one() {
        var agent = AnalysisAgent.withTwoWorkspaces(stack, 100);
        var second = agent.user.workspaceIds().get(1);
        var first = agent.ok(
                "analyze_creators",
                analyze("instagram", EmulatedCreators.instagram(stack, 40, 2), 15)
                        .put("workspace_id", second));
        assertThat(agent.waitUntilDone(first.getString("job_id"), LONG).getString("status"))
                .isEqualTo("completed");

        var rerun = agent.ok("run_analysis", runAnalysis("instagram", first.getString("analysis_id"), 5));
        var done = agent.waitUntilDone(rerun.getString("job_id"), LONG);

        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
        assertThat(done.getJsonObject("credits").getInteger("balance")).isEqualTo(80);
        var inSecond = agent.ok("get_account", new JsonObject().put("workspace_id", second))
                .getJsonObject("credits");
        assertThat(inSecond.getInteger("balance"))
                .as("15 + 5 charged in the analysis's workspace")
                .isEqualTo(80);
        assertThat(agent.credits().getInteger("balance"))
                .as("the default workspace untouched")
                .isEqualTo(100);
        assertThat(agent.ok(
                        "get_analysis_result",
                        new JsonObject()
                                .put("platform", "instagram")
                                .put("analysis_id", first.getString("analysis_id"))
                                .put("snapshot_id", rerun.getString("snapshot_id"))))
                .isNotNull();
    }

    @Test
    void fewer_than_two_creators_scraped_fails_the_job_and_returns_every_credit() {
        var agent = AnalysisAgent.withCredits(stack, 100);
        var jobId = agent.ok(
                        "analyze_creators",
                        analyze(
                                "instagram",
                                List.of(EmulatedCreators.instagram(stack, 40, 1).get(0), "ghost_one_x", "ghost_two_x"),
                                15))
                .getString("job_id");

        var done = agent.waitUntilDone(jobId, LONG);

        assertThat(done.getString("status")).isEqualTo("failed");
        assertThat(done.getString("error"))
                .contains("only 1 of 3 creators could be scraped")
                .contains("15 credits")
                .contains("returned");
        assertThat(done.getJsonObject("credits").getInteger("refunded")).isEqualTo(15);
        assertThat(agent.credits().getInteger("balance")).isEqualTo(100);
        assertThat(agent.credits().getInteger("held")).isZero();
        assertThat(charges(agent, jobId)).isEmpty();
    }

    @Test
    void a_platform_failing_every_request_fails_the_job_readably_with_every_credit_back() {
        // TikTok, so the breaker this opens does not refuse the other tests' Instagram scrapes.
        var agent = AnalysisAgent.withCredits(stack, 100);
        stack.emulator().orElseThrow().faults().set(new FaultInjection(0, 1.0, 0, 1, false));
        JsonObject done;
        try {
            var jobId = agent.ok(
                            "analyze_creators",
                            analyze("tiktok", EmulatedCreators.of(stack, io.sigment.common.Platform.TIKTOK, 50, 3), 15))
                    .getString("job_id");
            done = agent.waitUntilDone(jobId, LONG);
        } finally {
            stack.emulator().orElseThrow().faults().set(FaultInjection.NONE);
        }

        assertThat(done.getString("status")).isEqualTo("failed");
        assertThat(done.getString("error"))
                .startsWith("The analysis failed while scraping: the scrape stopped: TikTok")
                .doesNotContain("scrape_id")
                .contains("The 15 credits held for it were returned; nothing was charged.")
                .doesNotContain("Exception")
                .doesNotContain("io.sigment");
        assertThat(agent.credits().getInteger("balance")).isEqualTo(100);
        assertThat(agent.credits().getInteger("held")).isZero();
        assertThat(new JsonArray(charges(agent, done.getString("job_id")))).isEmpty();
    }
}
