package io.sigment.common.api;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * Accounts' replies to the team actions in {@link FixedWireSamples}: what accounts answers when a workspace is
 * renamed, an invitation cancelled, a member removed or gone, key creation by members set, an API key revoked, an
 * agent approved or revoked (the app's JSON API passes the last three on as they are).
 */
final class AccountsReplySamples {
    private AccountsReplySamples() {}

    static void addTo(FixedWireSamples book) {
        book.writes(
                "rename_workspace reply",
                () -> new JsonObject().put("workspace_id", "ws_1").put("name", "Acme 2"));
        book.writes(
                "cancel_invitation reply",
                () -> new JsonObject().put("invitation_id", "invt_1").put("cancelled", true));
        book.writes(
                "remove_member reply",
                () -> new JsonObject()
                        .put("workspace_id", "ws_1")
                        .put("member_user_id", "usr_2")
                        .put("removed", true));
        book.writes(
                "leave_workspace reply",
                () -> new JsonObject()
                        .put("workspace_id", "ws_1")
                        .put("member_user_id", "usr_2")
                        .put("left", true));
        book.writes(
                "set_members_create_keys reply",
                () -> new JsonObject().put("workspace_id", "ws_1").put("members_create_keys", true));
        book.writes(
                "set_members_create_keys reply off",
                () -> new JsonObject().put("workspace_id", "ws_1").put("members_create_keys", false));
        book.writes(
                "revoke_api_key reply",
                () -> new JsonObject().put("key_id", "key_1").put("revoked", true));
        book.writes(
                "approve_agent reply",
                () -> new JsonObject()
                        .put("agent_id", "ag_1")
                        .put("status", "approved")
                        .put("workspace_ids", new JsonArray().add("ws_1").add("ws_2")));
        book.writes(
                "revoke_agent reply",
                () -> new JsonObject()
                        .put("agent_id", "ag_1")
                        .put("status", "revoked")
                        .put("workspace_ids", new JsonArray().add("ws_1")));
    }
}
