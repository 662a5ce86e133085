package io.sigment.scraper;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.TimedAction;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Metrics;
import io.sigment.scraper.catalog.CatalogStore;
import io.sigment.scraper.catalog.Creators;
import io.sigment.scraper.discovery.TopicSearch;
import io.sigment.scraper.ingest.EngagementStore;
import io.sigment.scraper.ingest.PeopleStore;
import io.sigment.scraper.ingest.ScrapeStore;
import io.sigment.scraper.ingest.Scrapes;
import io.sigment.scraper.people.PersonKeys;
import io.sigment.scraper.people.PrivacyMetrics;
import io.sigment.scraper.people.PrivacyStore;
import io.sigment.scraper.people.RetentionSchedule;
import io.sigment.scraper.people.RetentionStore;
import io.sigment.scraper.people.RetentionSweeper;
import io.sigment.scraper.platform.PlatformShares;
import io.sigment.scraper.platform.PlatformSources;
import io.sigment.scraper.samples.Samples;
import io.sigment.scraper.samples.SamplesStore;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.Map;

/** Binds {@code sigment.scraper}: maps actions to handlers, nothing else. */
public final class ScraperVerticle extends VerticleBase {
    private final Config config;
    private final Clock clock;
    private Pool pool;
    private PlatformSources sources;
    private RetentionSchedule sweeps;

    public ScraperVerticle(Config config) {
        this(config, Clock.systemUTC());
    }

    /** With the clock that decides whether a stored profile is fresh (tests move it). */
    public ScraperVerticle(Config config, Clock clock) {
        this.config = config;
        this.clock = clock;
    }

    @Override
    public Future<?> start() {
        // Loading the pool's, the platforms' and the handlers' classes takes seconds in a cold JVM on a busy machine:
        // off the event loop (the verticle's context stays current there, so the sweeps' timer is the verticle's).
        return vertx.executeBlocking(this::wire).compose(actions -> ServiceAddress.SCRAPER.bind(vertx, actions));
    }

    private Map<ScraperAction, Action> wire() {
        pool = Postgres.pool(vertx, config, "scraper");
        sources = new PlatformSources(vertx, config, clock);
        var catalog = new CatalogStore(pool);
        var shares = new PlatformShares(
                vertx,
                clock,
                config.integer(Setting.WORKSPACE_PLATFORM_SHARE),
                config.integer(Setting.YOUTUBE_DAILY_QUOTA),
                config.integer(Setting.SCRAPER_DAILY_RUNS));
        var creators = new Creators(catalog, sources, shares, clock);
        var privacy = new PrivacyStore(pool);
        var scrapes = new Scrapes(
                new ScrapeStore(pool),
                new EngagementStore(pool),
                new PeopleStore(pool),
                privacy,
                PersonKeys.of(config),
                PersonKeys.denyList(config),
                catalog,
                sources,
                shares,
                vertx.eventBus(),
                clock);
        var sweeper = new RetentionSweeper(
                new RetentionStore(pool),
                privacy,
                new PrivacyMetrics(Metrics.registryOf(vertx)),
                clock,
                config.integer(Setting.ENGAGERS_RETENTION_DAYS),
                config.integer(Setting.RETENTION_BATCH));
        sweeps = new RetentionSchedule(vertx, sweeper, config.integer(Setting.RETENTION_SWEEP_SECONDS));
        var samples = new Samples(catalog, new SamplesStore(pool));
        return Map.of(
                ScraperAction.SEARCH_CREATORS, (TimedAction) creators::search,
                ScraperAction.GET_CREATOR, creators::get,
                ScraperAction.KNOWN_CREATORS, creators::known,
                ScraperAction.SCRAPE, scrapes::scrape,
                ScraperAction.SAMPLES, samples::samples,
                ScraperAction.SEARCH_TOPIC, new TopicSearch(sources, shares)::search,
                ScraperAction.PLATFORM_SHARE, shares::check);
    }

    @Override
    public Future<?> stop() {
        if (sweeps != null) sweeps.stop();
        if (sources != null) sources.close();
        return pool == null ? Future.succeededFuture() : pool.close();
    }
}
