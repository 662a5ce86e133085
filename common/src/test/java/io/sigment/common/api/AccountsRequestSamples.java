package io.sigment.common.api;

import io.sigment.common.ToolArgs;
import io.sigment.common.api.accounts.InvitationToken;
import io.sigment.common.api.accounts.InvitedSignUp;
import io.vertx.core.json.JsonObject;
import java.util.Arrays;
import java.util.Objects;

/**
 * Accounts' app actions in {@link FixedWireSamples}: what the app sends (the person's {@code user_id} is added after,
 * by {@code AccessClient}), and what accounts reads of it, in its order, with its refusals.
 */
final class AccountsRequestSamples {
    private static final String[] PERSON_INPUTS = {
        "{}", "{\"user_id\":\"usr_1\"}", "{\"user_id\":5}", "{\"user_id\":\"\"}"
    };

    private AccountsRequestSamples() {}

    static void addTo(FixedWireSamples book) {
        writes(book);
        workspaceReads(book);
        memberReads(book);
        keyReads(book);
        planAndAgentReads(book);
    }

    private static void writes(FixedWireSamples book) {
        book.writes("create_workspace request", () -> new JsonObject().put("name", "Acme"));
        book.writes("create_workspace request null", () -> new JsonObject().put("name", null));
        book.writes(
                "rename_workspace request",
                () -> new JsonObject().put("workspace_id", "ws_1").put("name", "Acme 2"));
        book.writes(
                "rename_workspace request null",
                () -> new JsonObject().put("workspace_id", null).put("name", null));
        book.writes("list_members request", () -> new JsonObject().put("workspace_id", "ws_1"));
        book.writes("leave_workspace request null", () -> new JsonObject().put("workspace_id", null));
        book.writes(
                "invite_member request",
                () -> new JsonObject().put("workspace_id", "ws_1").put("email", "ann@example.com"));
        book.writes(
                "invite_member request null",
                () -> new JsonObject().put("workspace_id", null).put("email", null));
        book.writes(
                "cancel_invitation request",
                () -> new JsonObject().put("workspace_id", "ws_1").put("invitation_id", "invt_1"));
        book.writes(
                "cancel_invitation request null",
                () -> new JsonObject().put("workspace_id", null).put("invitation_id", null));
        book.writes(
                "remove_member request",
                () -> new JsonObject().put("workspace_id", "ws_1").put("member_user_id", "usr_2"));
        book.writes(
                "remove_member request null",
                () -> new JsonObject().put("workspace_id", null).put("member_user_id", null));
        book.writes(
                "create_api_key request",
                () -> new JsonObject().put("name", "ci").put("workspace_id", "ws_1"));
        book.writes("create_api_key request no workspace", () -> new JsonObject().put("name", "ci"));
        book.writes("create_api_key request null", () -> new JsonObject().put("name", null));
        book.writes(
                "set_members_create_keys request",
                () -> new JsonObject().put("workspace_id", "ws_1").put("allowed", true));
        book.writes(
                "set_members_create_keys request off",
                () -> new JsonObject().put("workspace_id", null).put("allowed", false));
        book.writes("revoke_api_key request", () -> new JsonObject().put("key_id", "key_1"));
        book.writes("revoke_api_key request null", () -> new JsonObject().put("key_id", null));
        book.writes(
                "change_plan request",
                () -> new JsonObject()
                        .put("workspace_id", "ws_1")
                        .put("plan_id", "team")
                        .put("user_id", "usr_1"));
        book.writes(
                "change_plan request null",
                () -> new JsonObject()
                        .put("workspace_id", null)
                        .put("plan_id", null)
                        .put("user_id", null));
        book.writes("list_plans request", () -> new JsonObject().put("user_id", "usr_1"));
        book.writes("list_plans request null", () -> new JsonObject().put("user_id", null));
        book.writes(
                "approve_agent request",
                () -> new JsonObject().put("agent_id", "ag_1").put("workspace_id", "ws_1"));
        book.writes("approve_agent request every workspace", () -> new JsonObject().put("agent_id", "ag_1"));
        book.writes("approve_agent request null", () -> new JsonObject().put("agent_id", null));
    }

    private static void workspaceReads(FixedWireSamples book) {
        book.reads(
                "create_workspace",
                json -> values(ToolArgs.string(json, "user_id", 1, 100), ToolArgs.string(json, "name", 1, 100)),
                with(
                        "\"name\":\"Acme\"",
                        "\"name\":\" Acme \"",
                        "\"name\":\"\"",
                        "\"name\":\"  \"",
                        "\"name\":7",
                        "\"name\":null",
                        "\"name\":\"" + "n".repeat(101) + "\""));
        book.reads(
                "rename_workspace",
                json -> values(
                        ToolArgs.string(json, "user_id", 1, 100),
                        ToolArgs.string(json, "workspace_id", 1, 100),
                        ToolArgs.string(json, "name", 1, 100)),
                with(
                        "\"workspace_id\":\"ws_1\",\"name\":\"Acme\"",
                        "\"workspace_id\":\"\",\"name\":\"Acme\"",
                        "\"workspace_id\":[],\"name\":5",
                        "\"workspace_id\":\"ws_1\",\"name\":\"\"",
                        "\"name\":\"Acme\""));
        book.reads(
                "list_members",
                json -> values(ToolArgs.string(json, "user_id", 1, 100), ToolArgs.string(json, "workspace_id", 1, 100)),
                with(
                        "\"workspace_id\":\"ws_1\"",
                        "\"workspace_id\":\"" + "w".repeat(101) + "\"",
                        "\"workspace_id\":{}",
                        "\"workspace_id\":null"));
    }

    private static void memberReads(FixedWireSamples book) {
        book.reads(
                "invite_member",
                json -> values(
                        ToolArgs.string(json, "user_id", 1, 100),
                        ToolArgs.string(json, "workspace_id", 1, 100),
                        ToolArgs.string(json, "email", 3, 254)),
                with(
                        "\"workspace_id\":\"ws_1\",\"email\":\" ann@example.com \"",
                        "\"workspace_id\":\"ws_1\",\"email\":\"a\"",
                        "\"workspace_id\":\"ws_1\",\"email\":\"" + "e".repeat(255) + "\"",
                        "\"workspace_id\":\"ws_1\",\"email\":false",
                        "\"workspace_id\":\"ws_1\"",
                        "\"email\":\"a\""));
        book.reads(
                "cancel_invitation",
                json -> values(
                        ToolArgs.string(json, "user_id", 1, 100),
                        ToolArgs.string(json, "workspace_id", 1, 100),
                        ToolArgs.string(json, "invitation_id", 1, 100)),
                with(
                        "\"workspace_id\":\"ws_1\",\"invitation_id\":\"invt_1\"",
                        "\"workspace_id\":\"ws_1\",\"invitation_id\":\"\"",
                        "\"workspace_id\":\"ws_1\",\"invitation_id\":1",
                        "\"workspace_id\":\"ws_1\""));
        book.reads(
                "remove_member",
                json -> values(
                        ToolArgs.string(json, "user_id", 1, 100),
                        ToolArgs.string(json, "workspace_id", 1, 100),
                        ToolArgs.string(json, "member_user_id", 1, 100)),
                with(
                        "\"workspace_id\":\"ws_1\",\"member_user_id\":\"usr_2\"",
                        "\"workspace_id\":\"ws_1\",\"member_user_id\":\"" + "m".repeat(101) + "\"",
                        "\"workspace_id\":\"ws_1\""));
        book.reads(
                "leave_workspace",
                json -> values(ToolArgs.string(json, "user_id", 1, 100), ToolArgs.string(json, "workspace_id", 1, 100)),
                with("\"workspace_id\":\"ws_1\"", "\"workspace_id\":\"\""));
        book.reads(
                "accept_invitation",
                json -> values(
                        ToolArgs.string(json, "user_id", 1, 100),
                        InvitationToken.fromJson(json).token()),
                with("\"token\":\"inv_1\"", "\"token\":null", ""));
        book.reads(
                "sign_up_invited",
                json -> {
                    var form = InvitedSignUp.fromJson(json);
                    return values(form.token(), ToolArgs.string(json, "name", 1, 100), form.password());
                },
                "{\"token\":\"inv_1\",\"name\":\" Ann \",\"password\":\"pw\"}",
                "{\"token\":\"inv_1\",\"name\":\"\",\"password\":\"pw\"}",
                "{\"token\":\"inv_1\",\"name\":5}",
                "{\"token\":\"inv_1\",\"name\":\"" + "n".repeat(101) + "\"}",
                "{\"name\":\"Ann\"}",
                "{}");
    }

    private static void keyReads(FixedWireSamples book) {
        book.reads(
                "create_api_key",
                json -> values(
                        ToolArgs.optionalString(json, "user_id", 1, 100),
                        Objects.requireNonNullElse(ToolArgs.optionalString(json, "name", 0, Integer.MAX_VALUE), ""),
                        ToolArgs.optionalString(json, "workspace_id", 1, 100)),
                with(
                        "\"name\":\" ci \",\"workspace_id\":\"ws_1\"",
                        "\"name\":\"ci\"",
                        "\"name\":\"\",\"workspace_id\":\"\"",
                        "\"name\":3",
                        "\"name\":null,\"workspace_id\":4",
                        "\"workspace_id\":\"" + "w".repeat(101) + "\""));
        book.reads(
                "set_members_create_keys",
                json -> values(
                        ToolArgs.optionalString(json, "user_id", 1, 100),
                        ToolArgs.string(json, "workspace_id", 1, 100),
                        ToolArgs.flag(json, "allowed")),
                with(
                        "\"workspace_id\":\"ws_1\",\"allowed\":true",
                        "\"workspace_id\":\"ws_1\",\"allowed\":false",
                        "\"workspace_id\":\"ws_1\",\"allowed\":\"true\"",
                        "\"workspace_id\":\"ws_1\",\"allowed\":1",
                        "\"workspace_id\":\"ws_1\",\"allowed\":null",
                        "\"workspace_id\":\"ws_1\",\"allowed\":{}",
                        "\"workspace_id\":\"ws_1\"",
                        "\"allowed\":true"));
        book.reads(
                "revoke_api_key",
                json -> values(
                        ToolArgs.optionalString(json, "user_id", 1, 100),
                        Objects.requireNonNullElse(ToolArgs.optionalString(json, "key_id", 0, Integer.MAX_VALUE), "")),
                with("\"key_id\":\"key_1\"", "\"key_id\":\"\"", "\"key_id\":7", "\"key_id\":null", ""));
        book.reads("list_api_keys", json -> values(ToolArgs.optionalString(json, "user_id", 1, 100)), with(""));
    }

    private static void planAndAgentReads(FixedWireSamples book) {
        book.reads(
                "change_plan",
                json -> values(
                        ToolArgs.string(json, "user_id", 1, 100),
                        ToolArgs.string(json, "workspace_id", 1, 100),
                        ToolArgs.string(json, "plan_id", 1, 40)),
                with(
                        "\"workspace_id\":\"ws_1\",\"plan_id\":\"team\"",
                        "\"workspace_id\":\"ws_1\",\"plan_id\":\"" + "p".repeat(41) + "\"",
                        "\"workspace_id\":\"ws_1\",\"plan_id\":true",
                        "\"workspace_id\":\"ws_1\"",
                        "\"plan_id\":\"team\""));
        book.reads("list_plans", json -> values(ToolArgs.optionalString(json, "user_id", 1, 100)), with(""));
        book.reads(
                "approve_agent",
                json -> values(
                        Objects.requireNonNullElse(ToolArgs.optionalString(json, "agent_id", 0, Integer.MAX_VALUE), ""),
                        ToolArgs.optionalString(json, "workspace_id", 1, 100),
                        ToolArgs.optionalString(json, "user_id", 1, 100)),
                with(
                        "\"agent_id\":\"ag_1\",\"workspace_id\":\"ws_1\"",
                        "\"agent_id\":\"ag_1\"",
                        "\"agent_id\":5,\"workspace_id\":\"\"",
                        "\"agent_id\":null,\"workspace_id\":\"\"",
                        "\"workspace_id\":6",
                        ""));
    }

    /**
     * Each of {@code fields} (a request's fields, or none) after each of the person's inputs, so a refusal of the
     * person and one of the request show which is checked first.
     */
    private static String[] with(String... fields) {
        var inputs = new String[PERSON_INPUTS.length * fields.length];
        var i = 0;
        for (var field : fields) {
            for (var person : PERSON_INPUTS) {
                var fromPerson = person.substring(1, person.length() - 1);
                var both = fromPerson.isEmpty() || field.isEmpty() ? fromPerson + field : fromPerson + "," + field;
                inputs[i++] = "{" + both + "}";
            }
        }
        return inputs;
    }

    private static String values(Object... values) {
        return Arrays.asList(values).toString();
    }
}
