package io.sigment.system.lists;

import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;

/** A test user's agent calling the list tools over {@code POST /mcp}, and a browser opening share pages. */
final class ListAgent {
    final TestAccounts.TestUser user;
    private final McpHttp mcp;

    private ListAgent(TestAccounts.TestUser user) {
        this.user = user;
        this.mcp = new McpHttp(TestStack.shared().gatewayUrl() + "/mcp", user.apiKey());
    }

    static ListAgent newUser() {
        return newUser(1);
    }

    static ListAgent newUser(int workspaces) {
        return new ListAgent(TestAccounts.newUser(TestStack.shared(), workspaces));
    }

    JsonObject ok(String tool, JsonObject args) {
        return mcp.ok(tool, args);
    }

    String error(String tool, JsonObject args) {
        return mcp.error(tool, args);
    }

    String createList(String name, String platform) {
        return ok("create_creator_list", new JsonObject().put("name", name).put("platform", platform))
                .getString("list_id");
    }

    List<String> members(String listId) {
        return ok("get_creator_list", new JsonObject().put("list_id", listId)).getJsonArray("members").stream()
                .map(m -> ((JsonObject) m).getString("handle"))
                .toList();
    }

    static JsonObject usernames(String listId, String... handles) {
        return new JsonObject().put("list_id", listId).put("usernames", new JsonArray(List.of(handles)));
    }

    /** {@code GET} a share page on the gateway, as a browser ({@code text/html}) or a program ({@code application/json}). */
    static McpHttp.Reply open(String shareUrl, String accept) {
        var uri = URI.create(shareUrl);
        var path = uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
        var request = HttpRequest.newBuilder(URI.create(TestStack.shared().gatewayUrl() + path))
                .timeout(Duration.ofSeconds(20))
                .header("Accept", accept)
                .GET()
                .build();
        return McpHttp.send(request);
    }
}
