package io.sigment.accounts.members;

import io.sigment.accounts.keys.ApiKeyFormat;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.Credentials;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.AfterEach;

/**
 * Issue 26 item 3 through accounts-service's bus actions: what the members' scenarios share, on the JVM's one
 * {@link AccountsTestService} (splitting the scenarios into classes starts no other service).
 */
abstract class MembersScenario {
    final AccountsTestService accounts = AccountsTestService.shared();

    @AfterEach
    void unpinClock() {
        accounts.clock.reset();
    }

    JsonObject ask(String action, JsonObject args) {
        return accounts.ask(action, args);
    }

    ToolError refused(String action, JsonObject args) {
        return accounts.refused(action, args);
    }

    /** A member of {@code owner}'s workspace with an API key: what verify_api_key is asked for it. */
    JsonObject memberKey(TestWorkspace owner, TestWorkspace member) {
        accept(member, token(invite(owner, email(member))));
        var key = ApiKeyFormat.newKey();
        new ApiKeysStore(accounts.pool)
                .insert(member.userId(), "member key", key)
                .await();
        return new JsonObject().put("key_sha256", Credentials.sha256Hex(key));
    }

    /** The invitation, with the token of the link mailed to {@code email} ({@code mailed_token}). */
    JsonObject invite(TestWorkspace owner, String email) {
        return accounts.invite(owner, email);
    }

    static String token(JsonObject invitation) {
        return invitation.getString("mailed_token");
    }

    static String email(TestWorkspace person) {
        return person.userId() + "@test.sigment";
    }

    JsonObject accept(TestWorkspace person, String token) {
        return ask(
                "accept_invitation",
                new JsonObject().put("user_id", person.userId()).put("token", token));
    }

    static java.util.List<String> ids(JsonArray workspaces) {
        return workspaces.stream()
                .map(w -> ((JsonObject) w).getString("workspace_id"))
                .toList();
    }
}
