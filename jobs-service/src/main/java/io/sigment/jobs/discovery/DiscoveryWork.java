package io.sigment.jobs.discovery;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.analytics.Collected;
import io.sigment.common.api.analytics.DiscoveryCompletion;
import io.sigment.common.api.analytics.DiscoveryDeepening;
import io.sigment.common.api.analytics.DiscoveryId;
import io.sigment.common.api.analytics.DiscoveryRanking;
import io.sigment.common.api.analytics.DiscoveryRequest;
import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.common.api.analytics.RefinedSamples;
import io.sigment.common.api.scraper.PlatformCost;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.api.scraper.TopicSearchResult;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.discovery.DiscoveryOutputs.Deepened;
import io.sigment.jobs.discovery.DiscoveryOutputs.PlatformSample;
import io.sigment.jobs.discovery.DiscoveryOutputs.Sampled;
import io.sigment.jobs.discovery.DiscoveryOutputs.Searched;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.LinkedHashMap;

/**
 * The work of a discovery after it is recorded, in the order the job runs it, each part idempotent (scrapes resume by
 * id): {@link #search} each platform, {@link #sample} the candidates lightly, have analytics {@link #rank} them (it
 * stores what was collected and says whose overlaps to refine), {@link #deepen} those samples, and have analytics
 * {@link #complete} the groups and overlaps. Jobs-service makes every platform call; analytics only reads samples.
 * Each part's answer is what the next takes (the job stores it as the step's output).
 */
final class DiscoveryWork {
    private static final Duration ANALYTICS_TIMEOUT = Duration.ofMinutes(30);

    private final AnalyticsClient analytics;
    private final DiscoverySampling sampling;

    DiscoveryWork(ServiceClient services) {
        this.analytics = new AnalyticsClient(services);
        this.sampling = new DiscoverySampling(new ScraperClient(services));
    }

    /** {@code search_topic} on each platform of {@code discovery}, one after the other ({@link Searched}). */
    Future<JsonObject> search(Caller caller, DiscoveryRequest discovery) {
        var found = new LinkedHashMap<String, TopicSearchResult>();
        Future<Void> chain = Future.succeededFuture();
        for (var platform : discovery.platforms()) {
            chain = chain.compose(v -> sampling.search(
                            caller, platform, discovery.topic(), discovery.minFollowers(), discovery.perSubtopicLimit())
                    .map(result -> {
                        found.put(platform.key(), result);
                        return null;
                    }));
        }
        return chain.map(v -> Searched.of(found).toJson());
    }

    /**
     * The light sample of every platform's candidates ({@code searched}: {@link #search}'s answer): {@link Sampled},
     * with what the searches and the samples cost.
     */
    Future<JsonObject> sample(Caller caller, String discoveryId, JsonObject searched) {
        var sampled = new LinkedHashMap<String, PlatformSample>();
        var total = new PlatformCost[] {PlatformCost.NONE};
        var candidates = new int[1];
        Future<Void> chain = Future.succeededFuture();
        for (var platform : Searched.fromJson(searched).platforms().entrySet()) {
            var found = platform.getValue();
            candidates[0] += found.candidates().size();
            chain = chain.compose(v -> sampling.light(caller, discoveryId, found.platform(), found.handles())
                    .map(done -> {
                        var cost = found.cost().plus(done.cost());
                        total[0] = total[0].plus(cost);
                        sampled.put(platform.getKey(), new PlatformSample(done.scrapeIds(), cost));
                        return null;
                    }));
        }
        return chain.map(v -> Sampled.of(candidates[0], total[0], sampled).toJson());
    }

    /**
     * Analytics' {@code rank_discovery}: it stores what was collected ({@link Collected}: per platform the candidates
     * found and the scrape ids of their samples) and answers whose samples to deepen ({@link DiscoveryDeepening}).
     */
    Future<DiscoveryDeepening> rank(Caller caller, String discoveryId, JsonObject searched, JsonObject sampled) {
        var samples = Sampled.fromJson(sampled).platforms();
        var collected = new JsonObject();
        Searched.fromJson(searched).platforms().forEach((key, found) -> {
            var taken = samples.get(key);
            collected.put(
                    key, Collected.found(found, taken.scrapeIds(), taken.cost()).toJson());
        });
        return analytics.rankDiscovery(
                caller, new DiscoveryRanking(new DiscoveryId(discoveryId), collected), ANALYTICS_TIMEOUT);
    }

    /**
     * The deeper samples {@code ranked} ({@link #rank}'s answer) asks for, on every platform sampled: {@link Deepened},
     * with what these scrapes cost.
     */
    Future<JsonObject> deepen(Caller caller, String discoveryId, JsonObject sampled, DiscoveryDeepening ranked) {
        var deepened = new LinkedHashMap<String, RefinedSamples>();
        var total = new PlatformCost[] {PlatformCost.NONE};
        var refined = new int[1];
        Future<Void> chain = Future.succeededFuture();
        for (var key : Sampled.fromJson(sampled).platforms().keySet()) {
            var handles = ranked.handles(key);
            refined[0] += handles.size();
            chain = chain.compose(v -> sampling.deep(caller, discoveryId, Platform.parse(key), handles)
                    .map(done -> {
                        total[0] = total[0].plus(done.cost());
                        deepened.put(key, new RefinedSamples(handles, done.scrapeIds(), done.cost()));
                        return null;
                    }));
        }
        return chain.map(v -> Deepened.of(refined[0], total[0], deepened).toJson());
    }

    /**
     * Analytics' {@code complete_discovery}: groups and overlaps from what was collected and the deeper samples
     * ({@code deepened}: {@link #deepen}'s answer), stored; answers the discovery's summary.
     */
    Future<DiscoverySummary> complete(Caller caller, String discoveryId, JsonObject deepened) {
        return analytics.completeDiscovery(
                caller,
                new DiscoveryCompletion(
                        new DiscoveryId(discoveryId),
                        Deepened.fromJson(deepened).refined()),
                ANALYTICS_TIMEOUT);
    }
}
