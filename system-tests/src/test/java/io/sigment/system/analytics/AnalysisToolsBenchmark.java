package io.sigment.system.analytics;

import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.analytics.analyses.FrozenSample;
import io.sigment.analytics.analyses.SnapshotComputation;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.analytics.selection.SelectionSearch;
import io.sigment.common.Platform;
import io.sigment.common.ops.Metrics;
import io.sigment.emulator.world.Creator;
import io.sigment.jobs.engine.JobMetrics;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.TestCredits;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Prints the analysis tools' figures through {@code POST /mcp} (bench/README.md; figures in bench/results/): a
 * 50-creator analyze_creators job on the emulated Instagram (12 posts x at most 1,000 engagers each), start to
 * completed through wait_for_job, with its analyzing stage as jobs-service timed it; a second one of 50 other
 * creators (the analytics code compiled by then); then
 * get_analysis_result p50/p99 once warm and optimize_selection n = 50, one call at a time, spaced to stay under
 * the per-user call limit (latency, not throughput). Not a test: run local/analysis-benchmark.sh.
 */
public final class AnalysisToolsBenchmark {
    private static final int CREATORS = 50;
    private static final int WARM_UP = 20;
    private static final int RESULT_CALLS = 200;
    private static final int OPTIMIZE_CALLS = 20;
    /** Calls are spaced so that one user stays under the 120 tool calls per minute limit. */
    private static final long SPACING_MS = 520;

    private static final int COMPUTE_RUNS = 5;

    private AnalysisToolsBenchmark() {}

    public static void main(String[] ignored) {
        var stack = TestStack.shared();
        var agent = new AnalysisAgent();
        TestCredits.setPlan(agent.workspace(), "pro");
        TestCredits.topUp(agent.workspace(), 1_000);
        var creators = EmulatorTruth.instagram(stack);
        var started = analyze(stack, agent, "first analysis after the stack started", fiveSubtopics(creators, 0));
        var second = fiveSubtopics(creators, CREATORS / 5);
        if (second.size() == CREATORS) analyze(stack, agent, "second analysis (other creators, JIT warm)", second);
        var analysisId = started.getString("analysis_id");

        var args = new JsonObject()
                .put("platform", "instagram")
                .put("analysis_id", analysisId)
                .put("min_core_pct", 7)
                .put("min_core_reach", 100_000);
        time(WARM_UP, () -> agent.ok("get_analysis_result", args));
        print(
                "get_analysis_result (top_n 10, with targets)",
                time(RESULT_CALLS, () -> agent.ok("get_analysis_result", args)));

        var optimize = new JsonObject()
                .put("analysis_id", analysisId)
                .put("min_core_pct", 7)
                .put("min_core_reach", 100_000)
                .put("max_credits", 5);
        time(1, () -> agent.ok("optimize_selection", optimize));
        print(
                "optimize_selection n = 50 (5 credits each)",
                time(OPTIMIZE_CALLS, () -> agent.ok("optimize_selection", optimize)));
        computeAlone(started.getString("snapshot_id"));
        System.exit(0);
    }

    /**
     * Runs analyze_creators of {@code handles} to completed through wait_for_job and prints its times: start to
     * completed, when each stage was first seen (±1 s), and the analyzing stage as jobs-service timed its step.
     */
    private static JsonObject analyze(LocalStack stack, AnalysisAgent agent, String what, List<String> handles) {
        double stepsBefore = stepMillis(stack, "analyzing");
        long start = System.nanoTime();
        var started = agent.ok(
                "analyze_creators",
                new JsonObject()
                        .put("platform", "instagram")
                        .put("handles", new JsonArray(handles))
                        .put("max_credits", 15));
        var jobId = started.getString("job_id");
        var job = started;
        var stageStarted = new LinkedHashMap<String, Double>();
        while ("running".equals(job.getString("status"))) {
            stageStarted.putIfAbsent(job.getString("stage"), (System.nanoTime() - start) / 1e9);
            job = agent.ok("wait_for_job", new JsonObject().put("job_id", jobId).put("timeout_seconds", 1));
        }
        if (!"completed".equals(job.getString("status"))) throw new IllegalStateException(job.encodePrettily());
        System.out.printf(
                Locale.ROOT,
                "%s: analyze_creators of %d creators, start to completed %.1f s (stages first "
                        + "seen at, s: %s); analyzing stage (the analyze step as jobs-service timed it) %.0f ms; headline %s%n",
                what,
                handles.size(),
                (System.nanoTime() - start) / 1e9,
                stageStarted,
                stepMillis(stack, "analyzing") - stepsBefore,
                job.getJsonObject("headline").encode());
        return started;
    }

    /** The time jobs-service's steps of {@code stage} took in analysis jobs so far, in this process. */
    private static double stepMillis(LocalStack stack, String stage) {
        var timer = Metrics.registryOf(stack.vertx())
                .find(JobMetrics.STAGE_DURATION)
                .tag("kind", "analysis")
                .tag("stage", stage)
                .timer();
        return timer == null ? 0 : timer.totalTime(TimeUnit.MILLISECONDS);
    }

    /**
     * The analyzing stage's and optimize_selection's parts in this JVM, without /mcp or accounts: reading the frozen
     * samples, decoding them, the snapshot's computation part by part, and the search. With
     * {@code -Dsigment.bench.frozen=FILE} the frozen samples are also written there (JSON lines) for
     * {@link SnapshotComputationBenchmark}.
     */
    private static void computeAlone(String snapshotId) {
        var pool = TestStack.pool();
        List<FrozenSample> frozen;
        var store = new AnalysesStore(pool);
        try {
            print(
                    "reading the 50 frozen samples from PostgreSQL",
                    time(COMPUTE_RUNS, () -> store.frozenSamples(snapshotId).await()));
            frozen = store.frozenSamples(snapshotId).await();
        } finally {
            pool.close();
        }
        var dump = System.getProperty("sigment.bench.frozen");
        if (dump != null) SnapshotComputationBenchmark.write(frozen, Path.of(dump));
        SnapshotComputationBenchmark.printParts(frozen, COMPUTE_RUNS);
        var decoded = new ArrayList<List<CreatorSample>>();
        print(
                "decoding the 50 frozen samples",
                time(OPTIMIZE_CALLS, () -> decoded.add(SnapshotComputation.decode(frozen))));
        var targets = new Targets(7, 100_000);
        print(
                "SelectionSearch.run n = 50 (index + search)",
                time(
                        OPTIMIZE_CALLS,
                        () -> SelectionSearch.run(decoded.get(0), List.of(), targets, Platform.INSTAGRAM, null)));
    }

    /**
     * Ten creators of each of the first five subtopics with enough of them, from the {@code skip}-th on: audiences
     * that overlap within and across groups.
     */
    private static List<String> fiveSubtopics(List<Creator> creators, int skip) {
        var bySubtopic = creators.stream()
                .collect(Collectors.groupingBy(Creator::subtopic, LinkedHashMap::new, Collectors.toList()));
        var chosen = new ArrayList<String>();
        for (var group : bySubtopic.values()) {
            if (group.size() < skip + CREATORS / 5) continue;
            group.stream().skip(skip).limit(CREATORS / 5).forEach(c -> chosen.add(c.handle()));
            if (chosen.size() == CREATORS) break;
        }
        return chosen;
    }

    private static double[] time(int calls, Runnable call) {
        var millis = new double[calls];
        for (int i = 0; i < calls; i++) {
            long t = System.nanoTime();
            call.run();
            millis[i] = (System.nanoTime() - t) / 1e6;
            pause(SPACING_MS - (long) millis[i]);
        }
        Arrays.sort(millis);
        return millis;
    }

    private static void pause(long millis) {
        if (millis <= 0) return;
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void print(String what, double[] sorted) {
        System.out.printf(
                Locale.ROOT,
                "%s: %d calls, p50 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                what,
                sorted.length,
                sorted[sorted.length / 2],
                sorted[(int) Math.ceil(sorted.length * 0.99) - 1],
                sorted[sorted.length - 1]);
    }
}
