package io.sigment.analytics;

import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.analytics.analyses.AnalysisResults;
import io.sigment.analytics.analyses.SnapshotResults;
import io.sigment.analytics.analyses.Snapshots;
import io.sigment.analytics.completions.AnalyticsCompletions;
import io.sigment.analytics.completions.CompletionsStore;
import io.sigment.analytics.discovery.Discoveries;
import io.sigment.analytics.discovery.DiscoveryResults;
import io.sigment.analytics.discovery.DiscoveryStore;
import io.sigment.analytics.pricing.DiscountFacts;
import io.sigment.analytics.selection.OptimizeSelection;
import io.sigment.analytics.sharing.ShareAnalysis;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.analytics.PricingQuestion;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.Postgres;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/** Binds {@code sigment.analytics}: maps actions to handlers, nothing else. The internal actions are in the README. */
public final class AnalyticsVerticle extends VerticleBase {
    private final Config config;
    private final Clock clock;
    private Pool pool;

    public AnalyticsVerticle(Config config) {
        this(config, Clock.systemUTC());
    }

    /** With the clock that "analyzed in the last 30 days" is measured by (tests move it). */
    public AnalyticsVerticle(Config config, Clock clock) {
        this.config = config;
        this.clock = clock;
    }

    @Override
    public Future<?> start() {
        // Loading the pool's and the handlers' classes takes seconds in a cold JVM on a busy machine: off the event
        // loop (the verticle's context stays current there).
        return vertx.executeBlocking(this::wire).compose(actions -> ServiceAddress.ANALYTICS.bind(vertx, actions));
    }

    private Map<AnalyticsAction, Action> wire() {
        pool = Postgres.pool(vertx, config, "analytics");
        var services = new ServiceClient(vertx, Duration.ofMillis(config.integer(Setting.REQUEST_TIMEOUT_MS)));
        var store = new AnalysesStore(pool);
        var results = new SnapshotResults(store);
        var snapshots = new Snapshots(vertx, store, results, services, clock);
        var analysisResults = new AnalysisResults(store, results);
        var pricing = new DiscountFacts(store, clock);
        var optimizer = new OptimizeSelection(vertx, store, results);
        var sharing = new ShareAnalysis(store, services);
        var discoveryStore = new DiscoveryStore(pool);
        var discoveries = new Discoveries(
                vertx, discoveryStore, new ScraperClient(new ServiceClient(vertx, Duration.ofMinutes(10))), clock);
        var discoveryResults = new DiscoveryResults(discoveries, discoveryStore);
        var completions = new AnalyticsCompletions(new CompletionsStore(pool));
        return Map.ofEntries(
                // the topic fact is the discoveries' (same topic in 24 hours); the others the analyses'
                Map.entry(AnalyticsAction.PRICING_FACTS, (caller, args) -> {
                    var asked = PricingQuestion.read(args);
                    return asked.asksTopic() ? discoveries.sameTopicFact(caller, asked) : pricing.facts(caller, asked);
                }),
                Map.entry(AnalyticsAction.OPEN_SNAPSHOT, snapshots::open),
                Map.entry(AnalyticsAction.ANALYZE_SNAPSHOT, snapshots::analyze),
                Map.entry(AnalyticsAction.FAIL_SNAPSHOT, snapshots::fail),
                Map.entry(AnalyticsAction.GET_ANALYSIS_RESULT, analysisResults::result),
                Map.entry(AnalyticsAction.LIST_ANALYSES, analysisResults::list),
                Map.entry(AnalyticsAction.SELECTION_FACTS, optimizer::facts),
                Map.entry(AnalyticsAction.COMPUTE_SELECTION, optimizer::compute),
                Map.entry(AnalyticsAction.SHARE_ANALYSIS, sharing::share),
                Map.entry(AnalyticsAction.OPEN_DISCOVERY, discoveries::open),
                Map.entry(AnalyticsAction.RANK_DISCOVERY, discoveries::rank),
                Map.entry(AnalyticsAction.COMPLETE_DISCOVERY, discoveries::complete),
                Map.entry(AnalyticsAction.REUSE_DISCOVERY, discoveries::reuse),
                Map.entry(AnalyticsAction.FAIL_DISCOVERY, discoveries::fail),
                Map.entry(AnalyticsAction.GET_DISCOVERY, discoveryResults::get),
                Map.entry(AnalyticsAction.LIST_DISCOVERIES, discoveryResults::list),
                Map.entry(AnalyticsAction.COMPLETION_VALUES, completions::values));
    }

    @Override
    public Future<?> stop() {
        return pool == null ? Future.succeededFuture() : pool.close();
    }
}
