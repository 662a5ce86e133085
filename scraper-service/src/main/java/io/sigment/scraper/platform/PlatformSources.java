package io.sigment.scraper.platform;

import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.ops.Metrics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.PoolOptions;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * The adapter of each platform, built from configuration: base URLs and credentials (default: the local
 * emulator on {@code SIGMENT_EMULATOR_PORT}), one HTTP client with its own breaker per platform. An adapter
 * may report its spending to a workspace's share ({@link #of(Platform, SpendMeter)}).
 */
public final class PlatformSources {
    private static final long BUDGET_READ_MILLIS = 10_000;
    private final WebClient client;
    private final Map<Platform, BiFunction<SpendMeter, ConcurrencyLimit.Lane, PlatformSource>> adapters =
            new EnumMap<>(Platform.class);
    private final ConnectedAccounts connected;
    private final PlatformMetrics metrics;
    private final DailyCounter providerRuns;
    private final long budgetReads;
    private final Vertx vertx;
    private final Map<Platform, ConcurrencyLimit> creatorsAtOnce = new EnumMap<>(Platform.class);

    /** {@code clock}: the day the YouTube quota and the provider runs are counted in. */
    public PlatformSources(Vertx vertx, Config config, Clock clock) {
        this.vertx = vertx;
        long youtubeUnits = config.integer(Setting.YOUTUBE_DAILY_QUOTA);
        long runs = config.integer(Setting.SCRAPER_DAILY_RUNS);
        this.metrics = new PlatformMetrics(
                Metrics.registryOf(vertx),
                Map.of(PlatformMetrics.Budget.YOUTUBE_UNITS, youtubeUnits, PlatformMetrics.Budget.PROVIDER_RUNS, runs));
        this.providerRuns = new DailyCounter(vertx, "sigment.scraper.provider-runs", ZoneOffset.UTC, clock);
        // Each platform limits its own requests in flight; the pool holds enough connections for all of them.
        this.client = WebClient.create(
                vertx,
                new WebClientOptions()
                        .setKeepAlive(true)
                        .setDecompressionSupported(true)
                        .setUserAgent("sigment-scraper"),
                new PoolOptions().setHttp1MaxSize(3 * config.integer(Setting.SCRAPER_CONCURRENCY)));
        var emulator = "http://127.0.0.1:" + config.get(Setting.EMULATOR_PORT);
        var youtubeBase = config.optional(Setting.YOUTUBE_API_BASE).orElse(emulator + "/youtube/v3");
        var providerBase = config.optional(Setting.SCRAPER_API_BASE).orElse(emulator);
        var token = config.get(Setting.SCRAPER_API_TOKEN);
        var quota = new QuotaBudget(vertx, config.integer(Setting.YOUTUBE_DAILY_QUOTA), clock);
        var youtube = new PlatformHttp(vertx, client, Platform.YOUTUBE, config, metrics);
        metrics.breaker(Platform.YOUTUBE, youtube::breakerState);
        var youtubeKey = config.get(Setting.YOUTUBE_API_KEY);
        adapters.put(
                Platform.YOUTUBE,
                (meter, lane) -> new YouTubeDataApi(youtube.in(lane), quota, youtubeBase, youtubeKey, meter));
        var actors = new Actors(config.list(Setting.SCRAPER_ACTORS));
        for (var platform : new Platform[] {Platform.INSTAGRAM, Platform.TIKTOK}) {
            var http = new PlatformHttp(vertx, client, platform, config, metrics);
            metrics.breaker(platform, http::breakerState);
            adapters.put(
                    platform,
                    (meter, lane) -> new ScrapingProvider(platform, http.in(lane), actors, providerBase, token, meter));
        }
        var connectedBase = config.optional(Setting.CONNECTED_API_BASE).orElse(emulator);
        this.connected = new ConnectedAccounts(
                new PlatformHttp(vertx, client, Platform.INSTAGRAM, config, metrics), connectedBase, token);
        this.budgetReads = vertx.setPeriodic(0, BUDGET_READ_MILLIS, t -> readBudgets(quota, youtubeUnits, runs));
        for (var platform : Platform.values())
            creatorsAtOnce.put(platform, new ConcurrencyLimit(config.integer(Setting.SCRAPER_CONCURRENCY), 0));
    }

    /**
     * Runs {@code scrape}, one creator's scrape, when fewer than {@code SIGMENT_SCRAPER_CONCURRENCY} creators of the
     * platform are being scraped in this process, else after the ones before it (in order). A creator's engagers
     * arrive as whole provider runs (up to {@code ScrapingProvider.RUN_ITEMS} items) held until stored, so the
     * process's memory grows with the creators in flight, not with the requests the platform limit lets through:
     * unbounded, eight analyses resumed at once by a restarted scraper held 24 creators' runs and ran a 256 MB heap
     * out of memory. The platform's request limit still decides the pace: each creator has two or three requests.
     */
    public <T> Future<T> oneCreator(Platform platform, Supplier<Future<T>> scrape) {
        return creatorsAtOnce.get(platform).run(ConcurrencyLimit.Lane.BULK, scrape);
    }

    private void readBudgets(QuotaBudget quota, long youtubeUnits, long runs) {
        quota.used().onSuccess(used -> metrics.budget(PlatformMetrics.Budget.YOUTUBE_UNITS, used, youtubeUnits));
        providerRuns.used().onSuccess(used -> metrics.budget(PlatformMetrics.Budget.PROVIDER_RUNS, used, runs));
    }

    /** Counts what an adapter spends per platform, and the provider's runs against the deployment's daily runs. */
    private SpendMeter counted(Platform platform, SpendMeter meter) {
        return new SpendMeter() {
            @Override
            public Future<Void> spent(long units) {
                metrics.spent(platform, units);
                var deployment = platform == Platform.YOUTUBE
                        ? Future.<Void>succeededFuture()
                        : providerRuns.add(units).<Void>mapEmpty();
                return deployment.otherwiseEmpty().compose(v -> meter.spent(units));
            }

            @Override
            public void returned(long results) {
                meter.returned(results);
            }
        };
    }

    public PlatformMetrics metrics() {
        return metrics;
    }

    /** The platform's adapter for jobs' bulk scraping, its spending counted against no workspace's share. */
    public PlatformSource of(Platform platform) {
        return of(platform, SpendMeter.NONE);
    }

    /**
     * The platform's adapter for jobs' bulk scraping (same connections, limits and breaker) reporting each call's
     * cost to {@code meter}.
     */
    public PlatformSource of(Platform platform, SpendMeter meter) {
        return adapters.get(platform).apply(counted(platform, meter), ConcurrencyLimit.Lane.BULK);
    }

    /** {@link #of(Platform)} for a call an agent waits on: its requests go before jobs' bulk scraping. */
    public PlatformSource interactive(Platform platform) {
        return interactive(platform, SpendMeter.NONE);
    }

    /** {@link #of(Platform, SpendMeter)} for a call an agent waits on: its requests go before jobs' scraping. */
    public PlatformSource interactive(Platform platform, SpendMeter meter) {
        return adapters.get(platform).apply(counted(platform, meter), ConcurrencyLimit.Lane.INTERACTIVE);
    }

    public ConnectedAccounts connected() {
        return connected;
    }

    public void close() {
        vertx.cancelTimer(budgetReads);
        client.close();
    }
}
