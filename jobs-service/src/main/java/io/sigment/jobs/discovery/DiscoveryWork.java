package io.sigment.jobs.discovery;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.analytics.DiscoveryCompletion;
import io.sigment.common.api.analytics.DiscoveryDeepening;
import io.sigment.common.api.analytics.DiscoveryId;
import io.sigment.common.api.analytics.DiscoveryRanking;
import io.sigment.common.api.analytics.DiscoveryRequest;
import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.common.api.scraper.PlatformCost;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.api.scraper.TopicSearchResult;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;

/**
 * The work of a discovery after it is recorded, in the order the job runs it, each part idempotent (scrapes resume by
 * id): {@link #search} each platform, {@link #sample} the candidates lightly, have analytics {@link #rank} them (it
 * stores what was collected and says whose overlaps to refine), {@link #deepen} those samples, and have analytics
 * {@link #complete} the groups and overlaps. Jobs-service makes every platform call; analytics only reads samples.
 * Each part's answer is what the next takes (the job stores it as the step's output).
 */
final class DiscoveryWork {
    static final String PLATFORMS = "platforms";
    static final String CANDIDATES = "candidates";
    static final String COST = "cost";
    private static final Duration ANALYTICS_TIMEOUT = Duration.ofMinutes(30);

    private final AnalyticsClient analytics;
    private final DiscoverySampling sampling;

    DiscoveryWork(ServiceClient services) {
        this.analytics = new AnalyticsClient(services);
        this.sampling = new DiscoverySampling(new ScraperClient(services));
    }

    /**
     * {@code search_topic} on each platform of {@code discovery}, one after the other:
     * {@code {"platforms": {<platform>: <TopicSearchResult>}}}.
     */
    Future<JsonObject> search(Caller caller, DiscoveryRequest discovery) {
        var found = new JsonObject();
        Future<Void> chain = Future.succeededFuture();
        for (var platform : discovery.platforms()) {
            chain = chain.compose(v -> sampling.search(
                            caller, platform, discovery.topic(), discovery.minFollowers(), discovery.perSubtopicLimit())
                    .map(result -> {
                        found.put(platform.key(), result.toJson());
                        return null;
                    }));
        }
        return chain.map(v -> new JsonObject().put(PLATFORMS, found));
    }

    /**
     * The light sample of every platform's candidates ({@code searched}: {@link #search}'s answer):
     * {@code {"candidates": n, "cost": <search and samples>, "platforms": {<platform>: {"scrape_ids", "cost"}}}}.
     */
    Future<JsonObject> sample(Caller caller, String discoveryId, JsonObject searched) {
        var sampled = new JsonObject();
        var total = new PlatformCost[] {PlatformCost.NONE};
        var candidates = new int[1];
        Future<Void> chain = Future.succeededFuture();
        for (var key : searched.getJsonObject(PLATFORMS).fieldNames()) {
            var found =
                    TopicSearchResult.fromJson(searched.getJsonObject(PLATFORMS).getJsonObject(key));
            candidates[0] += found.candidates().size();
            chain = chain.compose(v -> sampling.light(caller, discoveryId, found.platform(), found.handles())
                    .map(done -> {
                        var cost = found.cost().plus(done.cost());
                        total[0] = total[0].plus(cost);
                        sampled.put(
                                key,
                                new JsonObject()
                                        .put("scrape_ids", done.scrapeIds())
                                        .put(COST, cost.toJson()));
                        return null;
                    }));
        }
        return chain.map(v -> new JsonObject()
                .put(CANDIDATES, candidates[0])
                .put(COST, total[0].toJson())
                .put(PLATFORMS, sampled));
    }

    /**
     * Analytics' {@code rank_discovery}: it stores what was collected (per platform the candidates found and the scrape
     * ids of their samples) and answers whose samples to deepen ({@link DiscoveryDeepening}).
     */
    Future<DiscoveryDeepening> rank(Caller caller, String discoveryId, JsonObject searched, JsonObject sampled) {
        var collected = new JsonObject();
        for (var key : searched.getJsonObject(PLATFORMS).fieldNames()) {
            var found =
                    TopicSearchResult.fromJson(searched.getJsonObject(PLATFORMS).getJsonObject(key));
            var samples = sampled.getJsonObject(PLATFORMS).getJsonObject(key);
            collected.put(
                    key,
                    new JsonObject()
                            .put(CANDIDATES, found.candidates())
                            .put("scrape_ids", samples.getJsonArray("scrape_ids"))
                            .put("posts_found", found.postsFound())
                            .put("quota_units", found.quotaUnits())
                            .put("platform_calls", found.platformCalls())
                            .put(COST, samples.getJsonObject(COST)));
        }
        return analytics.rankDiscovery(
                caller, new DiscoveryRanking(new DiscoveryId(discoveryId), collected), ANALYTICS_TIMEOUT);
    }

    /**
     * The deeper samples {@code ranked} ({@link #rank}'s answer) asks for, on every platform sampled:
     * {@code {"refined_creators": n, "cost": <these scrapes>, "platforms": {<platform>: {"refined_handles",
     * "refined_scrape_ids", "refined_cost"}}}}.
     */
    Future<JsonObject> deepen(Caller caller, String discoveryId, JsonObject sampled, DiscoveryDeepening ranked) {
        var deepened = new JsonObject();
        var total = new PlatformCost[] {PlatformCost.NONE};
        var refined = new int[1];
        Future<Void> chain = Future.succeededFuture();
        for (var key : sampled.getJsonObject(PLATFORMS).fieldNames()) {
            var handles = ranked.handles(key);
            refined[0] += handles.size();
            chain = chain.compose(v -> sampling.deep(caller, discoveryId, Platform.parse(key), handles)
                    .map(done -> {
                        total[0] = total[0].plus(done.cost());
                        deepened.put(
                                key,
                                new JsonObject()
                                        .put("refined_handles", new JsonArray(List.copyOf(handles)))
                                        .put("refined_scrape_ids", done.scrapeIds())
                                        .put("refined_cost", done.cost().toJson()));
                        return null;
                    }));
        }
        return chain.map(v -> new JsonObject()
                .put("refined_creators", refined[0])
                .put(COST, total[0].toJson())
                .put(PLATFORMS, deepened));
    }

    /**
     * Analytics' {@code complete_discovery}: groups and overlaps from what was collected and the deeper samples
     * ({@code deepened}: {@link #deepen}'s answer), stored; answers the discovery's summary.
     */
    Future<DiscoverySummary> complete(Caller caller, String discoveryId, JsonObject deepened) {
        return analytics.completeDiscovery(
                caller,
                new DiscoveryCompletion(
                        new DiscoveryId(discoveryId), deepened.getJsonObject(PLATFORMS, new JsonObject())),
                ANALYTICS_TIMEOUT);
    }
}
