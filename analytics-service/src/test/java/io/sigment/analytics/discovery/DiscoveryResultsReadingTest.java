package io.sigment.analytics.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.analytics.DiscoveryDetail;
import io.sigment.common.api.analytics.DiscoveryId;
import io.sigment.common.api.analytics.DiscoverySummary;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code get_discovery} reads a stored result through records and passes its creators and overlaps on as stored: the
 * committed samples (as the jsonb column gives them back) and a row stored before the deeper second stage.
 */
class DiscoveryResultsReadingTest {
    private static final DiscoverySummary SUMMARY = new DiscoverySummary(
            new DiscoveryId("d1"),
            "home workouts",
            List.of("instagram", "youtube"),
            "completed",
            3,
            13,
            "2026-11-29T12:00:00Z",
            "2026-11-29T12:05:00Z",
            null,
            null);

    private static JsonObject sample(String name) throws IOException {
        return new JsonObject(Files.readString(
                Path.of("src/test/resources/io/sigment/analytics/discovery/" + name + ".result.json"),
                StandardCharsets.UTF_8));
    }

    @Test
    void groups_keep_their_label_terms_and_count_and_show_their_first_creators_as_stored() throws IOException {
        var stored = sample("deeper");
        var reply = DiscoveryResults.detail(SUMMARY, stored, 2, Set.of()).toJson();

        var groups = reply.getJsonArray("groups");
        var storedGroups = stored.getJsonArray("groups");
        assertThat(groups).hasSize(storedGroups.size());
        for (int i = 0; i < groups.size(); i++) {
            var group = groups.getJsonObject(i);
            var storedGroup = storedGroups.getJsonObject(i);
            assertThat(group.fieldNames()).containsExactly("label", "terms", "creators_found", "creators");
            assertThat(group.getValue("label")).isEqualTo(storedGroup.getValue("label"));
            assertThat(group.getJsonArray("terms")).isEqualTo(storedGroup.getJsonArray("terms"));
            assertThat(group.getValue("creators_found")).isEqualTo(storedGroup.getValue("creators_found"));
            var creators = storedGroup.getJsonArray("creators");
            assertThat(group.getJsonArray("creators").encode())
                    .as("the first two creators, byte for byte as stored")
                    .isEqualTo(new JsonArray(creators.getList().subList(0, 2)).encode());
        }
        assertThat(groups.getJsonObject(0)
                        .getJsonArray("creators")
                        .getJsonObject(1)
                        .containsKey("name"))
                .as("a null name is passed on")
                .isTrue();
        assertThat(reply.getJsonArray("strongest_overlaps").encode())
                .isEqualTo(
                        new JsonArray(stored.getJsonArray("overlaps").getList().subList(0, 15)).encode());
        assertThat(reply.getString("overlaps_shown")).isEqualTo("global top 15 by lift");
        assertThat(DiscoveryDetail.fromJson(reply).toJson()).isEqualTo(reply);
    }

    @Test
    void a_focus_shows_only_the_overlaps_involving_its_handles_in_stored_order() throws IOException {
        var stored = sample("deeper");
        var reply = DiscoveryResults.detail(SUMMARY, stored, 10, Set.of("ig_3")).toJson();
        var expected = new JsonArray();
        stored.getJsonArray("overlaps").forEach(o -> {
            var overlap = (JsonObject) o;
            if (overlap.getString("creator_a").equals("Ig_3")
                    || overlap.getString("creator_b").equals("Ig_3")) expected.add(overlap);
        });
        assertThat(expected.size()).isBetween(2, 100);
        assertThat(reply.getJsonArray("strongest_overlaps")).isEqualTo(expected);
        assertThat(reply.getString("overlaps_shown")).isEqualTo("overlaps involving the given handles, by lift");
    }

    @Test
    void a_row_stored_before_the_deeper_stage_answers_its_own_bytes() {
        var creator = new JsonObject()
                .put("id", "1")
                .put("why", "2 recent posts match \"yoga\"")
                .put("name", "A")
                .put("handle", "a")
                .put("platform", "instagram")
                .put("followers", 5000)
                .put("median_views", 1200)
                .put("matching_posts", 2)
                .put("engagement_rate_pct", 1.5);
        var overlap = new JsonObject()
                .put("lift", 2.5)
                .put("platform", "instagram")
                .put("creator_a", "a")
                .put("creator_b", "b")
                .put("shared_engagers", 12);
        var stored = new JsonObject()
                .put(
                        "groups",
                        new JsonArray()
                                .add(new JsonObject()
                                        .put("label", "yoga")
                                        .put("terms", new JsonArray().add("yoga"))
                                        .put("creators", new JsonArray().add(creator))
                                        .put("creators_found", 1)))
                .put("overlaps", new JsonArray().add(overlap));
        var reply = DiscoveryResults.detail(SUMMARY, stored, 10, Set.of()).toJson();
        assertThat(reply.getJsonArray("groups").getJsonObject(0).getJsonArray("creators"))
                .containsExactly(creator);
        assertThat(reply.getJsonArray("strongest_overlaps").encode())
                .as("no posts_sampled added")
                .isEqualTo(new JsonArray().add(overlap).encode());
    }
}
