package io.sigment.system.analytics;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.audience.CalibrationSelection;
import io.sigment.analytics.engine.audience.EmulatedScrape;
import io.sigment.analytics.engine.stats.PostBootstrap;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.emulator.world.World;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Issue 23's "done when", as an agent would check it: random selections of the running emulator's creators on
 * the three platforms, each analyzed through {@code POST /mcp} ({@code analyze_creators}, {@code wait_for_job},
 * {@code get_analysis_result}: the real scraper over HTTP, the job engine, the stored snapshot), and its
 * {@code overview.audience_estimate.core_pct} compared with the emulator's ground truth read over HTTP
 * ({@code GET /_truth/{platform}/creators/{id}?people=true}: everyone who engaged with any recent post; core = in
 * two or more of the selection's audiences). Prints one line per selection and the coverage and errors per
 * platform, and whether the in-memory scrape the calibration benchmark uses ({@link EmulatedScrape}) gives the
 * same sample as the real scraper did. Its own stack lifts the limits a benchmark would hit, not a user: the agents' daily spend cap and
 * Sigment's daily YouTube quota. Not a test: run {@code local/audience-through-mcp.sh [selections per platform,
 * default 5]}.
 */
public final class AudienceThroughMcpBenchmark {
    private static final long DRAWS = 20_261_126L;

    private AudienceThroughMcpBenchmark() {}

    record Outcome(
            Platform platform,
            double truth,
            double value,
            double low,
            double high,
            double sample,
            double emulatedSample) {
        boolean covered() {
            return low <= truth && truth <= high;
        }
    }

    public static void main(String[] args) throws Exception {
        int perPlatform = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        var stack = TestStack.startOwn(config -> config.with(Setting.EMULATOR_TRUTH, true)
                .with(Setting.AGENT_DAILY_CAP, 1_000_000)
                .with(Setting.YOUTUBE_DAILY_QUOTA, 1_000_000));
        var user = TestAccounts.newUser(stack);
        var workspace = user.workspaceIds().get(0);
        TestCredits.setPlan(stack, workspace, "pro");
        TestCredits.topUp(stack, workspace, 100_000);
        var mcp = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey());
        var world = World.generate(
                Long.parseLong(stack.config().get(Setting.EMULATOR_SEED)),
                stack.config().integer(Setting.EMULATOR_SIZE));
        var truth = new Truth(stack);
        var random = new SplittableRandom(DRAWS);
        var outcomes = new ArrayList<Outcome>();
        for (int i = 0; i < perPlatform; i++) {
            for (var platform : Platform.values()) {
                var selection = CalibrationSelection.draw(world.platform(platform), random);
                var estimate = analyze(mcp, platform, selection.handles());
                var audiences = new ArrayList<List<String>>();
                selection.creators().forEach(c -> audiences.add(truth.audience(platform, c.id())));
                var emulated = new OverlapEngine(
                                AudienceIndex.of(
                                        EmulatedScrape.samples(world.platform(platform), selection.creators())),
                                AnalysisOptions.defaults(platform))
                        .metrics(selection.handles())
                        .overview();
                var outcome = new Outcome(
                        platform,
                        Truth.corePct(audiences),
                        estimate.getDouble("value"),
                        estimate.getDouble("low"),
                        estimate.getDouble("high"),
                        estimate.getDouble("sample"),
                        emulated.corePct());
                outcomes.add(outcome);
                System.out.printf(
                        Locale.ROOT,
                        "%s %s n=%d: core %% est %.1f [%.1f, %.1f] truth %.1f sample %.2f (in-memory "
                                + "scrape %.2f)%s%n",
                        platform,
                        selection.mix(),
                        selection.creators().size(),
                        outcome.value(),
                        outcome.low(),
                        outcome.high(),
                        outcome.truth(),
                        outcome.sample(),
                        outcome.emulatedSample(),
                        outcome.covered() ? "" : "  (outside)");
            }
        }
        summarize(outcomes);
        System.exit(0);
    }

    /** The snapshot's audience core % estimate ({@code value, low, high}) with the sample's core % as {@code sample}. */
    private static JsonObject analyze(McpHttp mcp, Platform platform, List<String> handles) {
        var started = mcp.ok(
                "analyze_creators",
                new JsonObject()
                        .put("platform", platform.key())
                        .put("handles", new JsonArray(handles))
                        .put("max_credits", 1000));
        var job = started;
        while ("running".equals(job.getString("status")) || "queued".equals(job.getString("status"))) {
            job = mcp.ok(
                    "wait_for_job",
                    new JsonObject().put("job_id", started.getString("job_id")).put("timeout_seconds", 30));
        }
        if (!"completed".equals(job.getString("status"))) throw new IllegalStateException(job.encodePrettily());
        var overview = mcp.ok(
                        "get_analysis_result",
                        new JsonObject()
                                .put("platform", platform.key())
                                .put("analysis_id", started.getString("analysis_id")))
                .getJsonObject("overview");
        return overview.getJsonObject("audience_estimate")
                .getJsonObject("core_pct")
                .copy()
                .put("sample", overview.getDouble("core_pct"));
    }

    private static void summarize(List<Outcome> outcomes) {
        var byPlatform = new HashMap<String, List<Outcome>>();
        outcomes.forEach(o -> byPlatform
                .computeIfAbsent(o.platform().key(), k -> new ArrayList<>())
                .add(o));
        byPlatform.put("all", outcomes);
        System.out.println(
                "| platform | n | coverage of the 95% interval | median abs error | sample's median abs error "
                        + "| in-memory scrape's sample core % equal |");
        System.out.println("|---|---|---|---|---|---|");
        for (var name : List.of("instagram", "youtube", "tiktok", "all")) {
            var group = byPlatform.getOrDefault(name, List.of());
            if (group.isEmpty()) continue;
            long covered = group.stream().filter(Outcome::covered).count();
            long same = group.stream()
                    .filter(o -> Math.abs(o.sample() - o.emulatedSample()) < 1e-9)
                    .count();
            System.out.printf(
                    Locale.ROOT,
                    "| %s | %d | %.1f%% | %.2f | %.2f | %d of %d |%n",
                    name,
                    group.size(),
                    100.0 * covered / group.size(),
                    median(group.stream()
                            .mapToDouble(o -> Math.abs(o.value() - o.truth()))
                            .toArray()),
                    median(group.stream()
                            .mapToDouble(o -> Math.abs(o.sample() - o.truth()))
                            .toArray()),
                    same,
                    group.size());
        }
    }

    private static double median(double[] values) {
        return PostBootstrap.quantile(values, 0.5);
    }

    /** The emulator's {@code /_truth} over HTTP, as an agent with the emulator's address would read it. */
    private static final class Truth {
        private final HttpClient http = HttpClient.newHttpClient();
        private final String base;

        Truth(LocalStack stack) {
            this.base = "http://127.0.0.1:" + stack.emulatorPort().orElseThrow();
        }

        List<String> audience(Platform platform, String creatorId) {
            try {
                var request = HttpRequest.newBuilder(URI.create(
                                base + "/_truth/" + platform.key() + "/creators/" + creatorId + "?people=true"))
                        .GET()
                        .build();
                var body = new JsonObject(
                        http.send(request, HttpResponse.BodyHandlers.ofString()).body());
                return body.getJsonArray("audience").stream()
                        .map(p -> ((JsonObject) p).getString("id"))
                        .toList();
            } catch (java.io.IOException | InterruptedException e) {
                throw new IllegalStateException("the emulator's truth did not answer", e);
            }
        }

        /** 100 x the people in two or more of the audiences / the people in any. */
        static double corePct(List<List<String>> audiences) {
            var memberships = new HashMap<String, Integer>();
            audiences.forEach(audience -> audience.forEach(p -> memberships.merge(p, 1, Integer::sum)));
            long core = memberships.values().stream().filter(m -> m >= 2).count();
            return 100.0 * core / Math.max(1, memberships.size());
        }
    }
}
