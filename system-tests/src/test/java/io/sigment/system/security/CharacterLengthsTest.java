package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Lengths are characters (code points) end to end, as the JSON Schema and PostgreSQL count them: a name of 200
 * emoji (400 UTF-16 units) is 200 characters for the gateway, the service and the database alike.
 */
@Tag("stack")
class CharacterLengthsTest {
    private static final String EMOJI = "\uD83D\uDE80";

    @Test
    void a_list_name_of_two_hundred_emoji_is_accepted_and_read_back_and_one_past_the_limit_is_refused() {
        var stack = TestStack.shared();
        var mcp = new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
        var name = EMOJI.repeat(200);
        var created = mcp.callTool(
                "create_creator_list", new JsonObject().put("name", name).put("platform", "instagram"));
        assertThat(created.getBoolean("isError")).as(McpHttp.text(created)).isFalse();
        var listId = created.getJsonObject("structuredContent").getString("list_id");
        var read = mcp.callTool("get_creator_list", new JsonObject().put("list_id", listId));
        assertThat(read.getJsonObject("structuredContent").getString("name")).isEqualTo(name);

        var tooLong = mcp.callTool(
                "create_creator_list",
                new JsonObject().put("name", EMOJI.repeat(256)).put("platform", "instagram"));
        assertThat(McpHttp.text(tooLong)).startsWith("Invalid arguments: ").contains("name: at most 255 characters");
    }

    @Test
    void a_handle_of_one_hundred_emoji_is_one_hundred_characters_for_an_analysis_too() {
        var stack = TestStack.shared();
        var mcp = new McpHttp(
                stack.gatewayUrl() + "/mcp", TestAccounts.newUser(stack).apiKey());
        var handles = new JsonArray().add(EMOJI.repeat(100)).add("someone_else");
        var analyze = new JsonObject()
                .put("platform", "instagram")
                .put("handles", handles)
                .put("max_credits", 0);
        assertThat(McpHttp.text(mcp.callTool("analyze_creators", analyze)))
                .as("past the argument checks, priced")
                .startsWith("Not started: this costs ");

        handles.set(0, EMOJI.repeat(101));
        assertThat(McpHttp.text(mcp.callTool("analyze_creators", analyze))).startsWith("Invalid arguments: ");
    }

    @Test
    void a_client_name_of_emoji_is_cut_to_one_hundred_whole_characters_at_registration() {
        var stack = TestStack.shared();
        var metadata = new JsonObject()
                .put("client_name", EMOJI.repeat(150))
                .put("redirect_uris", new JsonArray().add("http://localhost:33418/callback"))
                .put("token_endpoint_auth_method", "none");
        var registered = McpHttp.send(HttpRequest.newBuilder(URI.create(stack.gatewayUrl() + "/oauth/register"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(metadata.encode()))
                .build());
        assertThat(registered.status()).as(registered.body()).isEqualTo(201);
        assertThat(registered.json().getString("client_name"))
                .as("no half emoji at the cut")
                .isEqualTo(EMOJI.repeat(100));
    }
}
