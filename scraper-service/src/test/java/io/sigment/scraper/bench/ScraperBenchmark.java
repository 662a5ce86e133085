package io.sigment.scraper.bench;

import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.PgUrl;
import io.sigment.common.db.Postgres;
import io.sigment.common.testing.TestDatabase;
import io.sigment.emulator.PlatformEmulator;
import io.sigment.emulator.world.Creator;
import io.sigment.scraper.ScraperVerticle;
import io.sigment.scraper.catalog.CatalogStore;
import io.sigment.scraper.ingest.EngagementStore;
import io.sigment.scraper.ingest.EngagementWrites;
import io.sigment.scraper.ingest.EngagerIngest;
import io.sigment.scraper.ingest.PeopleStore;
import io.sigment.scraper.ingest.PersonIds;
import io.sigment.scraper.people.DenyList;
import io.sigment.scraper.people.PersonKeys;
import io.sigment.scraper.people.PrivacyStore;
import io.sigment.scraper.platform.Engager;
import io.sigment.scraper.platform.PlatformMetrics;
import io.sigment.scraper.platform.PostInfo;
import io.sigment.scraper.platform.Profile;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Prints the scraper's figures: ingest rate into Postgres (engagements/s through the same store calls a scrape
 * makes) and the wall time to scrape 20 creators x 12 posts x up to 1,000 engagers from the local emulator.
 * Runs on the database of {@code SIGMENT_PG_URL}, else an embedded PostgreSQL. Not part of the build's tests.
 */
public final class ScraperBenchmark {
    private ScraperBenchmark() {}

    /** A database given with {@code --database=postgresql://…}: its {@code scraper} schema is dropped and made anew. */
    private static PgUrl database;

    public static void main(String[] args) {
        for (var arg : args) {
            if (arg.startsWith("--database=")) database = PgUrl.parse(arg.substring("--database=".length()));
        }
        var vertx = Vertx.vertx();
        try {
            if (List.of(args).contains("--warmup")) {
                System.out.println(
                        "warm-up (a long-running service has its code compiled; this run is not the figure):");
                ingest(vertx, 600, 1000, 12);
            }
            ingest(vertx, 600, 1000, 12);
            if (List.of(args).contains("--ingest-only")) return;
            for (var platform : List.of(Platform.INSTAGRAM, Platform.YOUTUBE, Platform.TIKTOK)) scrape(vertx, platform);
        } finally {
            vertx.close().await();
            System.exit(0);
        }
    }

    private static Config freshDatabase() {
        var url = database == null ? TestDatabase.fresh() : emptied(database);
        Migrations.migrate(url, "scraper");
        return Config.of(Map.of()).with(Setting.PG_URL, url.toUrl()).with(Setting.PG_POOL_SIZE, 8);
    }

    private static PgUrl emptied(PgUrl url) {
        var properties = new Properties();
        properties.setProperty("user", url.user());
        if (url.password() != null) properties.setProperty("password", url.password());
        try (var connection = DriverManager.getConnection(url.jdbcUrl(), properties);
                var statement = connection.createStatement()) {
            statement.execute("DROP SCHEMA IF EXISTS scraper CASCADE");
        } catch (SQLException e) {
            throw new IllegalStateException("could not empty " + url + ": " + e.getMessage(), e);
        }
        return url;
    }

    /** {@code posts} posts of {@code perPost} engagers each, people drawn from 200k, {@code parallel} posts at a time. */
    static void ingest(Vertx vertx, int posts, int perPost, int parallel) {
        var pool = Postgres.pool(vertx, freshDatabase(), "bench");
        var store = new EngagementStore(pool);
        var personIds = new PersonIds(new PeopleStore(pool), java.time.Clock.systemUTC());
        var keys = PersonKeys.of(Config.of(java.util.Map.of()));
        var denied =
                new DenyList(new PrivacyStore(pool), PersonKeys.denyList(Config.of(java.util.Map.of())), personIds);
        denied.refresh().await();
        var ingest = new EngagerIngest(keys, denied, personIds, new EngagementWrites(store), PlatformMetrics.UNREAD);
        var profile = new Profile(Platform.INSTAGRAM, "bench", "bench", "Bench", null, 1L, null, null, 1L, null);
        new CatalogStore(pool).upsert(profile).await();
        var infos = new ArrayList<PostInfo>();
        for (int i = 0; i < posts; i++) infos.add(new PostInfo("p" + i, null, Instant.now(), 1000, perPost, 0, false));
        var postIds = store.upsertPosts(Platform.INSTAGRAM, "bench", infos).await();
        var random = new SplittableRandom(1);
        var engagers = new ArrayList<List<Engager>>();
        for (int i = 0; i < posts; i++) {
            engagers.add(random.ints(0, 200_000)
                    .distinct()
                    .limit(perPost)
                    .mapToObj(k -> new Engager("u" + k, Engager.Kind.LIKE, 1))
                    .toList());
        }
        var next = new AtomicInteger();
        long clientCpu = processCpuNanos();
        long start = System.nanoTime();
        // A sliding window of posts in flight, as in a scrape: id assignment of some overlaps inserts of others.
        var lanes = new ArrayList<Future<Void>>();
        for (int lane = 0; lane < parallel; lane++) lanes.add(writeFrom(next, posts, engagers, postIds, ingest));
        Future.all(lanes).await();
        double seconds = (System.nanoTime() - start) / 1e9;
        long rows = (long) posts * perPost;
        double client = (processCpuNanos() - clientCpu) / 1e9;
        double server = serverCpuSeconds(pool);
        System.out.printf(
                "ingest: %,d engagements (%d posts x %d, %d posts in flight) in %.2f s = %,.0f engagements/s%n",
                rows, posts, perPost, parallel, seconds, rows / seconds);
        // On a loaded machine wall time mostly measures the other processes; CPU time says what ingest costs.
        System.out.printf(
                "ingest CPU: benchmark JVM %.1f s, PostgreSQL backends %s; %,.0f engagements per CPU-second%n",
                client,
                server < 0 ? "unknown (not on this machine)" : String.format("%.1f s", server),
                server < 0 ? rows / client : rows / (client + server));
        pool.close().await();
    }

    private static long processCpuNanos() {
        var os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return ((com.sun.management.OperatingSystemMXBean) os).getProcessCpuTime();
    }

    /** CPU seconds used so far by the server processes of the pool's connections, when the server runs here. */
    private static double serverCpuSeconds(io.vertx.sqlclient.Pool pool) {
        var pids = pool.query("SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
                        + "AND backend_type = 'client backend'")
                .execute()
                .await();
        double seconds = 0;
        for (var row : pids) {
            try {
                var stat =
                        java.nio.file.Files.readString(java.nio.file.Path.of("/proc/" + row.getInteger(0) + "/stat"));
                var fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                seconds += (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / 100.0;
            } catch (java.io.IOException | RuntimeException e) {
                return -1;
            }
        }
        return seconds;
    }

    private static Future<Void> writeFrom(
            AtomicInteger next,
            int posts,
            List<List<Engager>> engagers,
            Map<String, Long> postIds,
            EngagerIngest ingest) {
        int i = next.getAndIncrement();
        if (i >= posts) return Future.succeededFuture();
        return ingest.replace(Platform.INSTAGRAM, null, postIds.get("p" + i), engagers.get(i))
                .compose(rows -> writeFrom(next, posts, engagers, postIds, ingest));
    }

    /** Scrapes the 20 creators with the most engagers per post on one platform of the default-size world. */
    static void scrape(Vertx vertx, Platform platform) {
        var config = freshDatabase().with(Setting.EMULATOR_PORT, 0).with(Setting.EMULATOR_SIZE, 1200);
        var emulator = PlatformEmulator.start(vertx, config).await();
        var scraperConfig = config.with(Setting.YOUTUBE_API_BASE, emulator.baseUrl() + "/youtube/v3")
                .with(Setting.SCRAPER_API_BASE, emulator.baseUrl())
                .with(Setting.CONNECTED_API_BASE, emulator.baseUrl())
                .with(Setting.YOUTUBE_DAILY_QUOTA, 1_000_000);
        var deployment =
                vertx.deployVerticle(new ScraperVerticle(scraperConfig)).await();
        List<Creator> creators = emulator.world().platform(platform).creators().stream()
                .sorted(Comparator.comparingInt(Creator::engagersTarget).reversed())
                .limit(20)
                .toList();
        var args = new JsonObject()
                .put("platform", platform.key())
                .put(
                        "handles",
                        new JsonArray(new ArrayList<Object>(
                                creators.stream().map(Creator::handle).toList())))
                .put("posts_per_creator", 12)
                .put("engagers_per_post", 1000);
        var client = new ServiceClient(vertx, Duration.ofMinutes(10));
        long start = System.nanoTime();
        var reply = client.request(ScraperAction.SCRAPE, Caller.system("bench"), args)
                .await();
        double seconds = (System.nanoTime() - start) / 1e9;
        long engagements = reply.getJsonArray("creators").stream()
                .mapToLong(c -> ((JsonObject) c).getLong("engagements", 0L))
                .sum();
        System.out.printf(
                "scrape %s: 20 creators x 12 posts, up to 1,000 engagers each: %,d engagement rows, "
                        + "%,d platform requests, %.1f s%n",
                platform.key(), engagements, emulator.faults().requests(), seconds);
        vertx.undeploy(deployment).await();
        emulator.close().await();
    }
}
