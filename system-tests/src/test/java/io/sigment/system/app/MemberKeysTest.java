package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 40 (M2) over HTTP, as the app and agents meet it: a member's API key acts only in the workspace it was created
 * for, so a key made for their own workspace cannot use (and spend) the team's; the team's owner lists the member's
 * key for the team, with who made it, and revokes it; with key creation by members turned off, the app refuses a
 * member's new key for the team saying why, while keys made before keep working.
 */
@Tag("stack")
class MemberKeysTest {
    private final LocalStack stack = TestStack.shared();

    private static BrowserSession signedIn(LocalStack stack, TestAccounts.TestUser user) {
        var browser = new BrowserSession(stack.config().publicBaseUrl());
        assertThat(browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user))
                        .status())
                .isEqualTo(303);
        return browser;
    }

    private static String csrf(BrowserSession browser) {
        return browser.get("/app").hiddenFields().get("csrf");
    }

    /**
     * The owner's workspace on Team with {@code member} in it, invited by mail and accepted in the app: the owner's and
     * the member's signed-in sessions.
     */
    static BrowserSession[] team(LocalStack stack, TestAccounts.TestUser owner, TestAccounts.TestUser member) {
        var base = stack.config().publicBaseUrl();
        var ownerBrowser = signedIn(stack, owner);
        assertThat(ownerBrowser
                        .postForm("/app/plans", Map.of("csrf", csrf(ownerBrowser), "plan_id", "team"))
                        .status())
                .isEqualTo(303);
        var mail = stack.mail().orElseThrow();
        var email = TestAccounts.email(member);
        var before = mail.to(email).size();
        assertThat(ownerBrowser
                        .postForm("/app/members/invite", Map.of("csrf", csrf(ownerBrowser), "email", email))
                        .status())
                .isEqualTo(200);
        var link = mail.await(email, before + 1)
                .get(before)
                .link("/app/invitations/")
                .substring(base.length());
        var memberBrowser = signedIn(stack, member);
        var page = memberBrowser.get(link);
        assertThat(memberBrowser
                        .postForm(
                                link + "/accept",
                                Map.of("csrf", page.hiddenFields().get("csrf")))
                        .status())
                .isEqualTo(303);
        return new BrowserSession[] {ownerBrowser, memberBrowser};
    }

    static JsonObject createKey(BrowserSession browser, String name, String workspaceId) {
        var reply = browser.postJson(
                "/app/api/api-keys", new JsonObject().put("name", name).put("workspace_id", workspaceId));
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    private static List<JsonObject> keys(BrowserSession browser) {
        return browser.get("/app/api/api-keys").json().getJsonArray("api_keys").stream()
                .map(JsonObject.class::cast)
                .toList();
    }

    @Test
    void a_members_key_works_only_where_it_was_created_and_the_owner_lists_and_revokes_it() {
        var owner = TestAccounts.newUser(stack);
        var member = TestAccounts.newUser(stack);
        var teamId = owner.workspaceIds().get(0);
        var ownId = member.workspaceIds().get(0);
        var browsers = team(stack, owner, member);
        var ownerBrowser = browsers[0];
        var memberBrowser = browsers[1];
        var inTeam = new JsonObject().put("workspace_id", teamId);

        var personal = createKey(memberBrowser, "personal", ownId);
        var personalKey = new McpHttp(stack.mcpUrl(), personal.getString("api_key"));
        assertThat(personalKey.error("get_account", inTeam))
                .as("the member's key for their own workspace, in the team")
                .startsWith(
                        "Not found, or this account has no access to it. This API key was not created for the workspace "
                                + "\"Workspace " + teamId + "\"");
        assertThat(personalKey
                        .ok("get_account", new JsonObject())
                        .getJsonObject("workspace")
                        .getString("workspace_id"))
                .isEqualTo(ownId);
        assertThat(new McpHttp(stack.mcpUrl(), member.apiKey()).error("get_account", inTeam))
                .as("a key made before the member joined does not gain the team")
                .contains("was not created for the workspace");

        var forTeam = createKey(memberBrowser, "team ci", teamId);
        var teamKey = new McpHttp(stack.mcpUrl(), forTeam.getString("api_key"));
        assertThat(teamKey.ok("get_account", new JsonObject())
                        .getJsonObject("workspace")
                        .getString("workspace_id"))
                .as("its one workspace is its default")
                .isEqualTo(teamId);

        var listed = keys(ownerBrowser).stream()
                .filter(k -> k.getString("key_id").equals(forTeam.getString("key_id")))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the owner does not see the member's key for the team"));
        assertThat(listed.getString("user_id")).isEqualTo(member.userId());
        assertThat(listed.getString("created_at")).isNotBlank();
        assertThat(keys(ownerBrowser))
                .extracting(k -> k.getString("key_id"))
                .as("not the member's personal key")
                .doesNotContain(personal.getString("key_id"));
        assertThat(ownerBrowser.get("/app").body())
                .contains("team ci")
                .contains("Test " + member.userId().substring(5));

        assertThat(ownerBrowser
                        .postForm(
                                "/app/api-keys/" + forTeam.getString("key_id") + "/revoke",
                                Map.of("csrf", csrf(ownerBrowser)))
                        .status())
                .isEqualTo(303);
        assertThat(teamKey.error("get_account", new JsonObject())).startsWith("Access for \"team ci\" was revoked");
        assertThat(personalKey.ok("get_account", new JsonObject()).toString())
                .as("the member's other key is theirs")
                .contains(ownId);
    }

    @Test
    void with_key_creation_by_members_off_the_app_refuses_a_members_new_key_and_keys_made_before_keep_working() {
        var owner = TestAccounts.newUser(stack);
        var member = TestAccounts.newUser(stack);
        var teamId = owner.workspaceIds().get(0);
        var browsers = team(stack, owner, member);
        var ownerBrowser = browsers[0];
        var memberBrowser = browsers[1];
        var before = new McpHttp(
                stack.mcpUrl(), createKey(memberBrowser, "before", teamId).getString("api_key"));

        assertThat(memberBrowser
                        .postForm(
                                "/app/api-keys/members-create",
                                Map.of("csrf", csrf(memberBrowser), "workspace_id", teamId, "allowed", "off"))
                        .status())
                .as("a member cannot turn it off")
                .isEqualTo(404);
        assertThat(ownerBrowser
                        .postForm(
                                "/app/api-keys/members-create",
                                Map.of("csrf", csrf(ownerBrowser), "workspace_id", teamId, "allowed", "off"))
                        .status())
                .isEqualTo(303);
        assertThat(ownerBrowser.get("/app").body())
                .contains("members may not create keys")
                .contains("Keys they made before keep working until you revoke them");

        var refused = memberBrowser.postForm(
                "/app/api-keys", Map.of("csrf", csrf(memberBrowser), "name", "after", "workspace_id", teamId));
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.body()).contains("turned off API key creation by members");
        assertThat(memberBrowser.get("/app").body()).contains("its owner turned key creation off");
        assertThat(before.ok("get_account", new JsonObject()).toString())
                .as("a key made before keeps working")
                .contains(teamId);

        // The app's JSON API does the same: a body without a boolean is refused, a member is refused, the owner turns
        // it
        // back on and the member's new key is made.
        var path = "/app/api/api-keys/members-create";
        assertThat(ownerBrowser
                        .postJson(
                                path,
                                new JsonObject().put("workspace_id", teamId).put("allowed", "yes"))
                        .status())
                .isEqualTo(400);
        assertThat(memberBrowser
                        .postJson(
                                path,
                                new JsonObject().put("workspace_id", teamId).put("allowed", true))
                        .status())
                .as("a member cannot turn it on")
                .isEqualTo(404);
        var on = ownerBrowser.postJson(
                path, new JsonObject().put("workspace_id", teamId).put("allowed", true));
        assertThat(on.status()).as(on.body()).isEqualTo(200);
        assertThat(on.json().getBoolean("members_create_keys")).isTrue();
        assertThat(createKey(memberBrowser, "after", teamId).getString("api_key"))
                .isNotBlank();
    }
}
