package io.sigment.common.api.analytics;

import io.sigment.common.api.Flattened;
import io.sigment.common.api.ShapedAs;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.scraper.PlatformCost;
import io.sigment.common.api.scraper.TopicSearchResult;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What jobs-service collected on one platform, the value of each platform key of {@link DiscoveryRanking#collected()}
 * as analytics stores it (and {@link DiscoveryCompletion} adds the {@link RefinedSamples} to): the candidates the topic
 * search found, the scrape ids of their light samples ({@link io.sigment.common.api.scraper.ScrapeRequest#MAX_HANDLES}
 * candidates a scrape, in order), the handles sampled deeper with their scrape ids (null when none were), what the
 * search found and called ({@code posts_found}, {@code quota_units}, {@code platform_calls}), what the search and
 * samples cost and what the deeper samples cost (kept as stored; analytics reads neither), and anything else stored
 * with them, kept as it is. Stored in PostgreSQL's {@code jsonb}, whose key order is its own.
 */
public record Collected(
        List<FoundCandidate> candidates,
        List<String> scrapeIds,
        List<String> refinedHandles,
        List<String> refinedScrapeIds,
        Integer postsFound,
        Integer quotaUnits,
        Integer platformCalls,
        @ShapedAs(PlatformCost.class) JsonObject cost,
        @ShapedAs(PlatformCost.class) JsonObject refinedCost,
        @Flattened JsonObject rest) {

    /** What jobs-service collected on a platform: what its search {@code found}, its light samples and their cost. */
    public static Collected found(TopicSearchResult found, List<String> scrapeIds, PlatformCost cost) {
        var candidates = found.candidates().stream()
                .map(candidate -> FoundCandidate.fromJson((JsonObject) candidate))
                .toList();
        return new Collected(
                candidates,
                List.copyOf(scrapeIds),
                null,
                null,
                found.postsFound(),
                found.quotaUnits(),
                found.platformCalls(),
                cost.toJson(),
                null,
                null);
    }

    public static Collected fromJson(JsonObject json) {
        return WireCodec.fromJson(json, Collected.class);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /**
     * The same with the deeper samples {@code refined} took added: their handles, scrape ids and cost (a field
     * {@code refined} lacks keeps what was stored).
     */
    public Collected withRefined(RefinedSamples refined) {
        return new Collected(
                candidates,
                scrapeIds,
                refined.refinedHandles() == null ? refinedHandles : refined.refinedHandles(),
                refined.refinedScrapeIds() == null ? refinedScrapeIds : refined.refinedScrapeIds(),
                postsFound,
                quotaUnits,
                platformCalls,
                cost,
                refined.refinedCost() == null
                        ? refinedCost
                        : refined.refinedCost().toJson(),
                rest);
    }

    /** The same, keeping only the candidates with at least {@code minFollowers} followers (each as it was stored). */
    public Collected withMinFollowers(long minFollowers) {
        var kept =
                candidates.stream().filter(c -> c.followers() >= minFollowers).toList();
        return new Collected(
                kept,
                scrapeIds,
                refinedHandles,
                refinedScrapeIds,
                postsFound,
                quotaUnits,
                platformCalls,
                cost,
                refinedCost,
                rest);
    }
}
