package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.emulator.world.Creator;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class CreatorsTest {
    private static final ScraperFixture FIX = new ScraperFixture();

    @AfterAll
    static void close() {
        FIX.close();
    }

    private static Creator creator(Platform platform, java.util.function.Predicate<Creator> which) {
        return FIX.emulator.world().platform(platform).creators().stream()
                .filter(which)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void search_creators_finds_instagram_and_youtube_creators_by_handle_or_name() {
        var reply = FIX.request(
                "search_creators", new JsonObject().put("query", "yoga").put("limit", 10));
        var results = reply.getJsonArray("results");
        assertThat(results.size()).isBetween(6, 10);
        var platforms = results.stream()
                .map(r -> ((JsonObject) r).getString("platform"))
                .distinct()
                .toList();
        assertThat(platforms).containsExactlyInAnyOrder("instagram", "youtube");
        for (var r : results) {
            var result = (JsonObject) r;
            assertThat((result.getString("handle") + result.getString("name")).toLowerCase())
                    .contains("yoga");
            assertThat(result.getString("id")).isNotBlank();
            assertThat(result.getString("service_creator_id"))
                    .as("spec §2's name for it")
                    .isEqualTo(result.getString("id"));
            assertThat(result.getLong("followers")).isPositive();
        }
        var followers = results.stream()
                .mapToLong(r -> ((JsonObject) r).getLong("followers"))
                .toArray();
        assertThat(followers).isSortedAccordingTo((a, b) -> Long.compare(b, a));
        assertThat(FIX.request("search_creators", new JsonObject().put("query", "yoga"))
                        .getJsonArray("results"))
                .hasSize(5);
    }

    @Test
    void search_creators_puts_an_exact_handle_first() {
        var target = creator(Platform.YOUTUBE, c -> c.followers() < 20_000);
        var reply = FIX.request("search_creators", new JsonObject().put("query", "@" + target.handle()));
        var first = reply.getJsonArray("results").getJsonObject(0);
        assertThat(first.getString("platform")).isEqualTo("youtube");
        assertThat(first.getString("id")).isEqualTo(target.id());
        assertThat(first.getString("name")).isEqualTo(target.name());
        assertThat(first.getLong("followers")).isEqualTo(target.followers());
    }

    @Test
    void search_creators_rejects_a_query_outside_2_to_200_characters() {
        var failure = FIX.failure("search_creators", new JsonObject().put("query", "y"));
        assertThat(((ToolError) failure).kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
        assertThat(failure.getMessage()).startsWith("Invalid arguments: query: 2-200 characters");
        var limit = FIX.failure(
                "search_creators", new JsonObject().put("query", "yoga").put("limit", 11));
        assertThat(limit.getMessage()).contains("limit: an integer from 1 to 10");
    }

    @Test
    void get_creator_shows_the_profile_and_says_plainly_when_there_are_no_demographics() {
        var target = creator(Platform.INSTAGRAM, c -> !c.connected());
        var reply = FIX.request(
                "get_creator", new JsonObject().put("platform", "instagram").put("creator_id", target.handle()));
        assertThat(reply.getString("id")).isEqualTo(target.id());
        assertThat(reply.getString("handle")).isEqualTo(target.handle());
        assertThat(reply.getString("bio")).isEqualTo(target.bio());
        assertThat(reply.getLong("followers")).isEqualTo(target.followers());
        assertThat(reply.getBoolean("connected")).isFalse();
        assertThat(reply.getValue("audience_demographics")).isInstanceOf(String.class);
        assertThat(reply.getString("audience_demographics")).contains("has not connected their Instagram account");
        var byId = FIX.request(
                "get_creator", new JsonObject().put("platform", "instagram").put("creator_id", target.id()));
        assertThat(byId.getString("handle")).isEqualTo(target.handle());
    }

    @Test
    void get_creator_shows_audience_demographics_of_a_connected_creator() {
        var target = creator(Platform.INSTAGRAM, Creator::connected);
        var reply = FIX.request(
                "get_creator", new JsonObject().put("platform", "instagram").put("creator_id", target.handle()));
        assertThat(reply.getBoolean("connected")).isTrue();
        var demographics = reply.getJsonObject("audience_demographics");
        assertThat(demographics.getJsonObject("age").getDouble("18-24"))
                .isEqualTo(target.demographics().age().get("18-24"));
        assertThat(demographics.getJsonObject("gender").fieldNames()).contains("F", "M");
        assertThat(demographics.getJsonObject("country").getDouble(target.country()))
                .isPositive();
    }

    @Test
    void a_connected_creator_first_stored_by_a_search_still_shows_its_demographics() {
        var target = FIX.emulator.world().platform(Platform.YOUTUBE).creators().stream()
                .filter(Creator::connected)
                .skip(1)
                .findFirst()
                .orElseThrow();
        var found = FIX.request("search_creators", new JsonObject().put("query", "@" + target.handle()));
        assertThat(found.getJsonArray("results").getJsonObject(0).getString("id"))
                .isEqualTo(target.id());
        var reply = FIX.request(
                "get_creator", new JsonObject().put("platform", "youtube").put("creator_id", target.id()));
        assertThat(reply.getBoolean("connected")).as(reply.encode()).isTrue();
        assertThat(reply.getJsonObject("audience_demographics").getJsonObject("age"))
                .isNotNull();
    }

    @Test
    void a_failing_connected_accounts_api_does_not_erase_known_demographics() {
        var target = FIX.emulator.world().platform(Platform.YOUTUBE).creators().stream()
                .filter(Creator::connected)
                .findFirst()
                .orElseThrow();
        var args = new JsonObject().put("platform", "youtube").put("creator_id", target.id());
        assertThat(FIX.request("get_creator", args).getBoolean("connected")).isTrue();
        FIX.sql(
                "UPDATE scraper.creators SET fetched_at = now() - interval '2 days' WHERE platform_id = $1",
                target.id());
        FIX.emulator.faults().failAfter(1, 503);
        try {
            var refreshed = FIX.request("get_creator", args);
            assertThat(refreshed.getBoolean("connected")).isTrue();
            assertThat(refreshed.getJsonObject("audience_demographics").getJsonObject("age"))
                    .isNotNull();
            assertThat(refreshed.getString("profile_fetched_at"))
                    .isGreaterThan(java.time.Instant.now().minusSeconds(600).toString());
        } finally {
            FIX.emulator.faults().set(io.sigment.emulator.http.FaultInjection.NONE);
        }
    }

    @Test
    void get_creator_takes_the_youtube_id_returned_by_search() {
        var target = creator(Platform.YOUTUBE, c -> c.subtopic().name().equals("baking"));
        var found = FIX.request("search_creators", new JsonObject().put("query", target.handle()));
        var id = found.getJsonArray("results").getJsonObject(0).getString("id");
        var reply = FIX.request(
                "get_creator", new JsonObject().put("platform", "youtube").put("creator_id", id));
        assertThat(reply.getString("name")).isEqualTo(target.name());
        assertThat(reply.getString("country")).isEqualTo(target.country());
    }

    @Test
    void an_unknown_creator_is_not_found_with_a_hint() {
        var failure = FIX.failure(
                "get_creator", new JsonObject().put("platform", "tiktok").put("creator_id", "no.such.creator"));
        assertThat(((ToolError) failure).kind()).isEqualTo(ToolError.Kind.NOT_FOUND);
        assertThat(failure.getMessage())
                .startsWith("Not found, or this account has no access to it.")
                .contains("search_creators");
        var badPlatform = FIX.failure(
                "get_creator", new JsonObject().put("platform", "myspace").put("creator_id", "x"));
        assertThat(badPlatform.getMessage()).startsWith("Invalid arguments: platform");
    }
}
