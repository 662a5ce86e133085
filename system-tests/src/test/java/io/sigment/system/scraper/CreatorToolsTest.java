package io.sigment.system.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.World;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * search_creators and get_creator through POST /mcp against the stack's emulated platforms; expectations
 * come from the emulator's world (same seed and size), the outside world's ground truth.
 */
@Tag("stack")
class CreatorToolsTest {
    private static LocalStack stack;
    private static World world;
    private static McpHttp mcp;

    @BeforeAll
    static void start() {
        stack = TestStack.shared();
        world = World.shared(
                Long.parseLong(stack.config().get(Setting.EMULATOR_SEED)),
                stack.config().integer(Setting.EMULATOR_SIZE));
        mcp = new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
    }

    private static Creator creator(Platform platform, boolean connected) {
        return world.platform(platform).creators().stream()
                .filter(c -> c.connected() == connected)
                .max(java.util.Comparator.comparingLong(Creator::followers))
                .orElseThrow();
    }

    @Test
    void search_creators_description_names_what_each_result_holds() {
        var known = creator(Platform.INSTAGRAM, false);
        var result = mcp.ok("search_creators", new JsonObject().put("query", known.handle()))
                .getJsonArray("results")
                .getJsonObject(0);
        assertThat(result.getString("id")).isEqualTo(known.id()).isNotEqualTo(known.handle());
        var description = mcp.request("tools/list", new JsonObject()).getJsonArray("tools").stream()
                .map(JsonObject.class::cast)
                .filter(t -> t.getString("name").equals("search_creators"))
                .findFirst()
                .orElseThrow()
                .getString("description");
        assertThat(description).doesNotContain("Instagram: the handle");
        for (var field : result.fieldNames()) {
            if (!field.equals("service_creator_id"))
                assertThat(description).as(field).contains(field);
        }
    }

    @Test
    void search_finds_creators_by_handle_and_by_name_on_instagram_and_youtube() {
        var known = creator(Platform.INSTAGRAM, false);
        var byHandle = mcp.callTool("search_creators", new JsonObject().put("query", known.handle()));
        assertThat(byHandle.getBoolean("isError")).as(McpHttp.text(byHandle)).isFalse();
        var results = byHandle.getJsonObject("structuredContent").getJsonArray("results");
        assertThat(results).isNotEmpty().hasSizeLessThanOrEqualTo(5);
        var first = results.getJsonObject(0);
        assertThat(first.getString("platform")).isEqualTo("instagram");
        assertThat(first.getString("handle")).isEqualTo(known.handle());
        assertThat(first.getString("name")).isEqualTo(known.name());
        assertThat(first.getLong("followers")).isEqualTo(known.followers());

        var youtuber = creator(Platform.YOUTUBE, false);
        var byName = mcp.callTool(
                "search_creators",
                new JsonObject().put("query", youtuber.name()).put("limit", 10));
        var found = byName.getJsonObject("structuredContent").getJsonArray("results");
        assertThat(found).hasSizeLessThanOrEqualTo(10);
        assertThat(found.stream().map(r -> ((JsonObject) r).getString("id"))).contains(youtuber.id());
        assertThat(found.stream().map(r -> ((JsonObject) r).getString("platform")))
                .allMatch(p -> !p.equals("tiktok"));
    }

    @Test
    void get_creator_shows_the_profile_and_says_plainly_when_there_are_no_demographics() {
        var plain = creator(Platform.INSTAGRAM, false);
        var result = mcp.callTool(
                "get_creator", new JsonObject().put("platform", "instagram").put("creator_id", plain.handle()));
        assertThat(result.getBoolean("isError")).as(McpHttp.text(result)).isFalse();
        var profile = result.getJsonObject("structuredContent");
        assertThat(profile.getLong("followers")).isEqualTo(plain.followers());
        assertThat(profile.getString("bio")).isEqualTo(plain.bio());
        assertThat(profile.getBoolean("connected")).isFalse();
        assertThat(profile.getValue("audience_demographics")).isInstanceOf(String.class);
        assertThat(profile.getString("audience_demographics")).containsIgnoringCase("not connected");

        var youtuber = creator(Platform.YOUTUBE, false);
        var channel = mcp.callTool(
                        "get_creator",
                        new JsonObject().put("platform", "youtube").put("creator_id", youtuber.id()))
                .getJsonObject("structuredContent");
        assertThat(channel.getString("country"))
                .as("YouTube channels state their country")
                .isEqualTo(youtuber.country());
    }

    @Test
    void a_connected_creator_shows_the_demographics_it_reports_even_when_a_search_stored_it_first() {
        var connected = creator(Platform.YOUTUBE, true);
        // A search stores the channel's profile without asking whether it is connected; get_creator must still ask.
        var found = mcp.ok(
                        "search_creators",
                        new JsonObject().put("query", connected.name()).put("limit", 10))
                .getJsonArray("results");
        assertThat(found.stream().map(r -> ((JsonObject) r).getString("id"))).contains(connected.id());
        var result = mcp.callTool(
                "get_creator", new JsonObject().put("platform", "youtube").put("creator_id", connected.id()));
        assertThat(result.getBoolean("isError")).as(McpHttp.text(result)).isFalse();
        var profile = result.getJsonObject("structuredContent");
        assertThat(profile.getBoolean("connected")).isTrue();
        assertThat(profile.getValue("audience_demographics")).isInstanceOf(JsonObject.class);
        assertThat(profile.getJsonObject("audience_demographics").encode()).containsAnyOf("gender", "age", "countr");
    }

    @Test
    void an_unknown_creator_is_not_found_with_a_hint() {
        var result = mcp.callTool(
                "get_creator",
                new JsonObject().put("platform", "tiktok").put("creator_id", "no.such.creator.anywhere"));
        assertThat(result.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(result))
                .startsWith("Not found, or this account has no access to it")
                .contains("search_creators");
    }
}
