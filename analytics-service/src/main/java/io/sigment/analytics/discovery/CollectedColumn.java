package io.sigment.analytics.discovery;

import io.sigment.common.Platform;
import io.sigment.common.api.analytics.Collected;
import io.sigment.common.api.analytics.RefinedSamples;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A discovery's {@code collected} column (per platform key, what jobs-service found and sampled there) and what is
 * made of it: deeper samples added, filters applied, decoded per platform, its candidates.
 */
final class CollectedColumn {
    private CollectedColumn() {}

    /**
     * What was {@code collected} with the deeper samples added: each collected platform of {@code refined} gains its
     * refined handles, their scrape ids and what they cost ({@link Collected#withRefined}); a platform not collected
     * is not added.
     */
    static JsonObject addRefined(JsonObject collected, JsonObject refined) {
        var added = new JsonObject();
        collected.forEach(platform -> {
            var key = platform.getKey();
            added.put(
                    key,
                    refined.containsKey(key)
                            ? Collected.fromJson(collected.getJsonObject(key))
                                    .withRefined(RefinedSamples.fromJson(refined.getJsonObject(key)))
                                    .toJson()
                            : platform.getValue());
        });
        return added;
    }

    /** The collected candidates with at least {@code minFollowers} followers (their samples stay as scraped). */
    static JsonObject withMinFollowers(JsonObject collected, int minFollowers) {
        var filtered = new JsonObject();
        for (var platform : collected.fieldNames()) {
            filtered.put(
                    platform,
                    Collected.fromJson(collected.getJsonObject(platform))
                            .withMinFollowers(minFollowers)
                            .toJson());
        }
        return filtered;
    }

    /** The collected candidates and samples of the given platforms only. */
    static JsonObject only(JsonObject collected, List<String> platforms) {
        var kept = new JsonObject();
        platforms.forEach(key -> {
            if (collected.containsKey(key)) kept.put(key, collected.getJsonObject(key));
        });
        return kept;
    }

    /** What was collected on each of {@code record}'s platforms, decoded once, in the record's platform order. */
    static Map<String, Collected> collectedOn(DiscoveryRecord record) {
        var all = new LinkedHashMap<String, Collected>();
        record.platforms()
                .forEach(key ->
                        all.put(key, Collected.fromJson(record.collected().getJsonObject(key))));
        return all;
    }

    /** Every platform's collected candidates, in the record's platform order. */
    static List<Candidate> candidates(Map<String, Collected> collected) {
        var candidates = new ArrayList<Candidate>();
        collected.forEach((key, c) -> {
            var platform = Platform.parse(key);
            c.candidates().forEach(found -> candidates.add(Candidate.of(found, platform)));
        });
        return candidates;
    }
}
