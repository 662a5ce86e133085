package io.sigment.analytics.discovery;

import io.sigment.common.api.Flattened;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What jobs-service collected on one platform, as rank_discovery stores it (and complete_discovery adds the refined
 * handles to): the candidates the topic search found, the scrape ids of their light samples
 * ({@link io.sigment.common.api.scraper.ScrapeRequest#MAX_HANDLES} candidates a scrape, in order), the handles
 * sampled deeper with their scrape ids (null when none were), and what else jobs-service stored with them (what the
 * search and samples cost), kept as it is.
 */
public record Collected(
        List<Candidate.Found> candidates,
        List<String> scrapeIds,
        List<String> refinedHandles,
        List<String> refinedScrapeIds,
        @Flattened JsonObject rest) {

    static Collected fromJson(JsonObject json) {
        return WireCodec.fromJson(json, Collected.class);
    }

    /** What was collected on {@code platform} (a key of {@code record}'s platforms). */
    static Collected on(DiscoveryRecord record, String platform) {
        return fromJson(record.collected().getJsonObject(platform));
    }

    /** The same, keeping only the candidates with at least {@code minFollowers} followers (each as it was stored). */
    Collected withMinFollowers(long minFollowers) {
        var kept =
                candidates.stream().filter(c -> c.followers() >= minFollowers).toList();
        return new Collected(kept, scrapeIds, refinedHandles, refinedScrapeIds, rest);
    }

    /** What was collected on each of {@code record}'s platforms, decoded once, in the record's platform order. */
    static Map<String, Collected> all(DiscoveryRecord record) {
        var all = new LinkedHashMap<String, Collected>();
        record.platforms().forEach(key -> all.put(key, on(record, key)));
        return all;
    }

    JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
