package io.sigment.scraper.bench;

import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.Migrations;
import io.sigment.common.testing.TestDatabase;
import io.sigment.emulator.PlatformEmulator;
import io.sigment.emulator.world.Creator;
import io.sigment.scraper.ScraperVerticle;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * What an analysis and a discovery cost on each platform, as the emulator counted it (provider runs and the items
 * they returned, YouTube units) and how long the scraper took, with the emulator answering each request after
 * {@code --latency-ms} (default 500) and each actor run after {@code --run-latency-ms} more (default 0):
 * <ul>
 *   <li>analysis: one {@code scrape} of 50 creators (every 24th of the default world), 12 posts, 1,000 engagers
 *       per post (what {@code analyze_creators} asks);</li>
 *   <li>discovery: {@code search_topic} "yoga" as a discovery job's search step asks it, a light sample of the
 *       candidates (3 posts, 5,000 engagers, 50 creators a scrape) and a deeper one of half of them (at most 40, as
 *       the job's deepen step may; 20 posts).</li>
 * </ul>
 * The counts come from the emulator, so the figures of code before and after a change compare. Not part of the
 * build's tests: {@code scraper-service/cost-benchmark.sh}.
 */
public final class PlatformCostBenchmark {
    private static final String TOPIC = "yoga";

    private PlatformCostBenchmark() {}

    public static void main(String[] args) {
        long latencyMs = option(args, "--latency-ms=", 500);
        long runLatencyMs = option(args, "--run-latency-ms=", 0);
        var only = List.of(args).stream()
                .filter(a -> a.startsWith("--platforms="))
                .findFirst()
                .map(a -> List.of(a.substring("--platforms=".length()).split(",")))
                .orElse(List.of("instagram", "tiktok", "youtube"));
        System.out.printf(
                "emulator: %d ms per request, %d ms more per actor run; default world (1,200 creators)%n",
                latencyMs, runLatencyMs);
        var vertx = Vertx.vertx();
        try {
            for (var key : only) measure(vertx, Platform.parse(key), latencyMs, runLatencyMs);
        } finally {
            vertx.close().await();
            System.exit(0);
        }
    }

    private static long option(String[] args, String prefix, long defaultValue) {
        return List.of(args).stream()
                .filter(a -> a.startsWith(prefix))
                .findFirst()
                .map(a -> Long.parseLong(a.substring(prefix.length())))
                .orElse(defaultValue);
    }

    private static void measure(Vertx vertx, Platform platform, long latencyMs, long runLatencyMs) {
        var url = TestDatabase.fresh();
        Migrations.migrate(url, "scraper");
        var config = Config.of(Map.of())
                .with(Setting.PG_URL, url.toUrl())
                .with(Setting.PG_POOL_SIZE, 8)
                .with(Setting.EMULATOR_PORT, 0)
                .with(Setting.EMULATOR_SIZE, 1200)
                .with(Setting.EMULATOR_LATENCY_MS, latencyMs)
                .with(Setting.EMULATOR_RUN_LATENCY_MS, runLatencyMs);
        var emulator = PlatformEmulator.start(vertx, config).await();
        var scraperConfig = config.with(Setting.YOUTUBE_API_BASE, emulator.baseUrl() + "/youtube/v3")
                .with(Setting.SCRAPER_API_BASE, emulator.baseUrl())
                .with(Setting.CONNECTED_API_BASE, emulator.baseUrl())
                .with(Setting.YOUTUBE_DAILY_QUOTA, 10_000_000);
        var deployment =
                vertx.deployVerticle(new ScraperVerticle(scraperConfig)).await();
        var client = new ServiceClient(vertx, Duration.ofMinutes(30));
        try {
            var creators = emulator.world().platform(platform).creators().stream()
                    .sorted(Comparator.comparing(Creator::id))
                    .toList();
            var handles = new ArrayList<String>();
            for (int i = 0; i < 50; i++) handles.add(creators.get(i * 24).handle());
            var phase = new Phase(emulator, platform);
            scrape(client, platform, "analysis", handles, 12, 1000);
            phase.print("analysis, 50 creators", handles.size());

            var found = client.request(
                            ScraperAction.SEARCH_TOPIC,
                            Caller.system("bench"),
                            new JsonObject()
                                    .put("platform", platform.key())
                                    .put("topic", TOPIC)
                                    .put("min_followers", 2000)
                                    .put("max_candidates", 80)
                                    .put("post_limit", platform == Platform.YOUTUBE ? 500 : 1000))
                    .await();
            var candidates = found.getJsonArray("candidates").stream()
                    .map(c -> ((JsonObject) c).getString("handle"))
                    .toList();
            for (int from = 0; from < candidates.size(); from += 50) {
                scrape(
                        client,
                        platform,
                        "discovery-" + from,
                        candidates.subList(from, Math.min(candidates.size(), from + 50)),
                        3,
                        5000);
            }
            // a discovery's deepen step samples deeper at most 40 creators a platform and half its candidates: as many
            // here.
            scrape(
                    client,
                    platform,
                    "discovery-deep",
                    candidates.subList(0, Math.min(40, candidates.size() / 2)),
                    20,
                    5000);
            phase.print("discovery \"" + TOPIC + "\", " + candidates.size() + " candidates", candidates.size());
        } finally {
            vertx.undeploy(deployment).await();
            emulator.close().await();
        }
    }

    private static void scrape(
            ServiceClient client, Platform platform, String id, List<String> handles, int posts, int engagers) {
        client.request(
                        ScraperAction.SCRAPE,
                        Caller.system("bench"),
                        new JsonObject()
                                .put("scrape_id", id)
                                .put("platform", platform.key())
                                .put("handles", new JsonArray(new ArrayList<Object>(handles)))
                                .put("posts_per_creator", posts)
                                .put("engagers_per_post", engagers))
                .await();
    }

    /** What the emulator counted since the last print, and the time it took. */
    private static final class Phase {
        private final PlatformEmulator emulator;
        private final Platform platform;
        private long start = System.nanoTime();

        Phase(PlatformEmulator emulator, Platform platform) {
            this.emulator = emulator;
            this.platform = platform;
            emulator.usage().reset();
        }

        void print(String what, int creators) {
            double seconds = (System.nanoTime() - start) / 1e9;
            var provider = emulator.usage().of("emulator-token");
            var youtube = emulator.usage().of("emulator-key");
            System.out.printf(
                    "%-9s %-45s runs %,6d (%5.2f per creator)  results %,9d  units %,6d  time %6.1f s%n",
                    platform.key(),
                    what,
                    provider.runs(),
                    provider.runs() / (double) creators,
                    provider.results(),
                    youtube.units(),
                    seconds);
            emulator.usage().reset();
            start = System.nanoTime();
        }
    }
}
