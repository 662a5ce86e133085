package io.sigment.local.analytics;

import io.sigment.emulator.world.Creator;
import io.sigment.local.testing.TestCredits;
import io.sigment.local.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Prints the analysis tools' figures through {@code POST /mcp} (analytics-service/README.md "Benchmarks"): a
 * 50-creator snapshot of the emulated Instagram (12 posts x at most 1,000 engagers each), then
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

  private AnalysisToolsBenchmark() {
  }

  public static void main(String[] ignored) {
    var stack = TestStack.shared();
    var agent = new AnalysisAgent();
    TestCredits.setPlan(agent.workspace(), "pro");
    TestCredits.topUp(agent.workspace(), 1_000);
    var handles = fiveSubtopics(EmulatorTruth.instagram(stack));
    var analysisId = "ana_" + UUID.randomUUID();
    var snapshotId = "snp_" + UUID.randomUUID();
    agent.open(analysisId, snapshotId, handles);
    long start = System.nanoTime();
    var scrape = agent.scrape(handles, 12, 1_000);
    long scraped = System.nanoTime();
    var analyzed = agent.analyze(snapshotId, scrape);
    System.out.printf(Locale.ROOT, "snapshot of %d creators: scrape %.1f s, analyze_snapshot %.2f s; headline %s%n",
        CREATORS, (scraped - start) / 1e9, (System.nanoTime() - scraped) / 1e9, analyzed.getJsonObject("headline").encode());

    var args = new JsonObject().put("platform", "instagram").put("analysis_id", analysisId)
        .put("min_core_pct", 7).put("min_core_reach", 100_000);
    time(WARM_UP, () -> agent.ok("get_analysis_result", args));
    print("get_analysis_result (top_n 10, with targets)", time(RESULT_CALLS, () -> agent.ok("get_analysis_result", args)));

    var optimize = new JsonObject().put("analysis_id", analysisId).put("min_core_pct", 7)
        .put("min_core_reach", 100_000).put("max_credits", 5);
    time(1, () -> agent.ok("optimize_selection", optimize));
    print("optimize_selection n = 50 (5 credits each)", time(OPTIMIZE_CALLS, () -> agent.ok("optimize_selection", optimize)));
    System.exit(0);
  }

  /** Ten creators of each of the first five subtopics: audiences that overlap within and across groups. */
  private static List<String> fiveSubtopics(List<Creator> creators) {
    var bySubtopic = creators.stream().collect(Collectors.groupingBy(Creator::subtopic, LinkedHashMap::new,
        Collectors.toList()));
    var chosen = new ArrayList<String>();
    for (var group : bySubtopic.values()) {
      if (group.size() < CREATORS / 5) continue;
      group.stream().limit(CREATORS / 5).forEach(c -> chosen.add(c.handle()));
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
    System.out.printf(Locale.ROOT, "%s: %d calls, p50 %.1f ms, p99 %.1f ms, max %.1f ms%n", what, sorted.length,
        sorted[sorted.length / 2], sorted[(int) Math.ceil(sorted.length * 0.99) - 1], sorted[sorted.length - 1]);
  }
}
