package io.sigment.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.TokenVerification;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * An OAuth agent is approved per workspace (issue 26): it works in the workspaces it is approved in, and a call in
 * another of its user's workspaces gets the spec's not-approved or revoked text naming that workspace.
 */
class PrincipalTest {
    private static JsonObject workspace(String id, String name, String agentStatus) {
        return new JsonObject()
                .put("workspace_id", id)
                .put("name", name)
                .put("role", "owner")
                .put("agent_status", agentStatus);
    }

    private static Principal agent(String overall, JsonObject... workspaces) {
        return Principal.fromOAuth(TokenVerification.fromJson(new JsonObject()
                .put("active", true)
                .put("sub", "usr_1")
                .put("agent_id", "agt_1")
                .put("client_name", "Cursor")
                .put("agent_status", overall)
                .put("workspaces", new JsonArray(java.util.List.of((Object[]) workspaces)))
                .put(
                        "removed_from",
                        new JsonArray()
                                .add(new JsonObject()
                                        .put("workspace_id", "ws_gone")
                                        .put("name", "Old team")
                                        .put("reason", "left")))));
    }

    @Test
    void an_agent_works_only_in_the_workspaces_it_is_approved_in_and_defaults_to_the_first_of_them() {
        var principal = agent(
                "approved",
                workspace("ws_own", "Own", "not_approved"),
                workspace("ws_team", "Team", "approved"),
                workspace("ws_side", "Side", "revoked"));
        assertThat(principal.workspaceIds()).containsExactly("ws_team");
        assertThat(principal.refusal(null)).isEmpty();
        assertThat(principal.callerFor("r", null).workspaceId()).isEqualTo("ws_team");
        assertThat(principal.callerFor("r", null).workspaceIds())
                .as("lookups by id reach only granted workspaces")
                .containsExactly("ws_team");
        assertThat(principal.refusal("ws_team")).isEmpty();

        var notApproved = principal.refusal("ws_own").orElseThrow();
        assertThat(notApproved.kind()).isEqualTo(ToolError.Kind.NOT_APPROVED);
        assertThat(notApproved.getMessage())
                .startsWith("\"Cursor\" is not approved to use this account yet in the " + "workspace \"Own\"");
        var revoked = principal.refusal("ws_side").orElseThrow();
        assertThat(revoked.getMessage())
                .startsWith("Access for \"Cursor\" was revoked by the user in the workspace \"Side\"");
        assertThat(principal.refusal("ws_gone"))
                .as("left: refused by callerFor, as a lost workspace")
                .isEmpty();
        assertThatThrownBy(() -> principal.callerFor("r", "ws_gone"))
                .hasMessageStartingWith(
                        "Not found, or this account has no access to it. This user left the workspace \"Old team\"");
        assertThatThrownBy(() -> principal.callerFor("r", "ws_unknown"))
                .hasMessageContaining("Check the workspace_id with get_account");
    }

    @Test
    void an_agent_approved_nowhere_gets_the_accounts_wide_message_when_it_names_no_workspace() {
        var waiting = agent("not_approved", workspace("ws_own", "Own", "not_approved"));
        assertThat(waiting.refusal(null).orElseThrow().getMessage())
                .startsWith("\"Cursor\" is not approved to use this account yet. Ask the user");
        assertThat(waiting.refusal("ws_elsewhere").orElseThrow().getMessage())
                .as("probing ids learns nothing more")
                .startsWith("\"Cursor\" is not approved to use this account yet. Ask the user");
        var revoked =
                agent("revoked", workspace("ws_own", "Own", "revoked"), workspace("ws_team", "Team", "not_approved"));
        assertThat(revoked.refusal(null).orElseThrow().getMessage())
                .startsWith("Access for \"Cursor\" was revoked by the user.");
        assertThat(revoked.refusal("ws_team").orElseThrow().kind()).isEqualTo(ToolError.Kind.NOT_APPROVED);
    }

    @Test
    void a_reply_without_per_workspace_states_means_the_overall_one() {
        var older = Principal.fromOAuth(TokenVerification.fromJson(new JsonObject()
                .put("active", true)
                .put("sub", "usr_1")
                .put("agent_id", "agt_1")
                .put("client_name", "Cursor")
                .put("agent_status", "approved")
                .put(
                        "workspaces",
                        new JsonArray()
                                .add(new JsonObject()
                                        .put("workspace_id", "ws_a")
                                        .put("name", "A")))));
        assertThat(older.workspaceIds()).containsExactly("ws_a");
    }

    /** Issue 40 (M2): an API key acts in the workspaces it was created for, not in every workspace of its user. */
    @Test
    void an_api_key_works_only_in_its_workspace_and_names_the_others_of_its_user_when_asked_for_them() {
        var key = Principal.fromApiKey(io.sigment.common.api.accounts.ApiKeyVerification.fromJson(
                new JsonObject("{\"status\":\"active\",\"key_id\":\"key_1\",\"user_id\":\"usr_1\",\"name\":\"ci\","
                        + "\"workspaces\":[{\"workspace_id\":\"ws_own\",\"name\":\"Own\",\"role\":\"owner\"}],"
                        + "\"removed_from\":[],\"outside\":[{\"workspace_id\":\"ws_team\",\"name\":\"Team\"}]}")));
        assertThat(key.workspaceIds()).containsExactly("ws_own");
        assertThat(key.callerFor("r", null).workspaceId()).isEqualTo("ws_own");
        assertThat(key.refusal("ws_team"))
                .as("not a refusal of the key: the workspace is not found for it")
                .isEmpty();
        assertThatThrownBy(() -> key.callerFor("r", "ws_team"))
                .isInstanceOfSatisfying(
                        ToolError.class, e -> assertThat(e.kind()).isEqualTo(ToolError.Kind.NOT_FOUND))
                .hasMessageStartingWith(
                        "Not found, or this account has no access to it. This API key was not created for "
                                + "the workspace \"Team\"");
    }
}
