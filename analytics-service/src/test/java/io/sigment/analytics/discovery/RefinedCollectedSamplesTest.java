package io.sigment.analytics.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.analytics.RefinedSamples;
import io.sigment.common.api.scraper.PlatformCost;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a discovery stores as collected once {@code complete_discovery} adds the deeper samples, byte for byte against
 * committed samples, in jsonb's key order (the collected column is jsonb). A change of how the deeper samples are
 * added must leave these bytes as they are; {@code -Dsigment.writeStoredSamples=true} writes them again.
 */
class RefinedCollectedSamplesTest {
    private static final Path DIR = Path.of("src/test/resources/io/sigment/analytics/discovery");

    @Test
    void deeper_samples_are_added_to_each_collected_platform() throws IOException {
        var refined = new JsonObject()
                .put(
                        "instagram",
                        new RefinedSamples(List.of("a", "b"), List.of("s9"), new PlatformCost(2, 140, 0)).toJson())
                .put("youtube", new RefinedSamples(List.of(), List.of(), PlatformCost.NONE).toJson())
                .put("tiktok", new RefinedSamples(List.of("t"), List.of("s7"), new PlatformCost(1, 5, 0)).toJson());
        assertSampled("refined-collected", CollectedColumn.addRefined(collected(), refined));
    }

    @Test
    void deeper_samples_without_a_cost_keep_the_one_stored() throws IOException {
        var collected = collected();
        collected
                .getJsonObject("instagram")
                .put("refined_handles", new JsonArray().add("old"))
                .put("refined_cost", new PlatformCost(1, 1, 0).toJson());
        var refined = new JsonObject().put("instagram", new RefinedSamples(List.of("a"), List.of("s9"), null).toJson());
        assertSampled("refined-without-cost", CollectedColumn.addRefined(collected, refined));
    }

    /**
     * Instagram and YouTube as jobs-service collected them (as the jsonb column gives them back): candidates (one with
     * a field analytics does not read), light scrape ids, the search's counts and cost, and a field of its own.
     */
    private static JsonObject collected() {
        var candidate = new JsonObject()
                .put("bio", "yoga at home")
                .put("name", "A")
                .put("handle", "a")
                .put("verified", true)
                .put("followers", 5000)
                .put("creator_id", "1")
                .put(
                        "matching_posts",
                        new JsonArray()
                                .add(new JsonObject()
                                        .put("likes", 40)
                                        .put("views", 1200)
                                        .put("caption", "flow")
                                        .put("comments", 3)
                                        .put("hashtags", new JsonArray().add("yoga"))));
        var other = new JsonObject()
                .put("name", null)
                .put("handle", "b")
                .put("followers", 800)
                .put("creator_id", "2")
                .put("matching_posts", new JsonArray());
        var instagram = new JsonObject()
                .put("cost", new PlatformCost(1, 60, 0).toJson())
                .put("searched", "2026-11-29")
                .put("candidates", new JsonArray().add(candidate).add(other))
                .put("scrape_ids", new JsonArray().add("s1"))
                .put("posts_found", 60)
                .put("quota_units", 0)
                .put("platform_calls", 1);
        var youtube = new JsonObject()
                .put("cost", new PlatformCost(0, 0, 101).toJson())
                .put("candidates", new JsonArray())
                .put("scrape_ids", new JsonArray())
                .put("posts_found", 0)
                .put("quota_units", 101)
                .put("platform_calls", 2);
        return new JsonObject().put("youtube", youtube).put("instagram", instagram);
    }

    private static void assertSampled(String name, JsonObject collected) throws IOException {
        var stored = ((JsonObject) StoredDiscoverySamplesTest.asJsonb(collected)).encode();
        var file = DIR.resolve(name + ".collected.json");
        if (Boolean.getBoolean("sigment.writeStoredSamples")) {
            Files.writeString(file, stored + "\n", StandardCharsets.UTF_8);
        }
        assertThat(stored + "\n").isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    }
}
