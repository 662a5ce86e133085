package io.sigment.common.api;

import io.sigment.common.ToolArgs;
import io.sigment.common.api.accounts.ActingPerson;
import io.sigment.common.api.accounts.AgentDecision;
import io.sigment.common.api.accounts.ApiKeyCreation;
import io.sigment.common.api.accounts.ApiKeyRevocation;
import io.sigment.common.api.accounts.InvitationCancellation;
import io.sigment.common.api.accounts.InvitationToken;
import io.sigment.common.api.accounts.InvitedSignUp;
import io.sigment.common.api.accounts.MemberInvitation;
import io.sigment.common.api.accounts.MemberRemoval;
import io.sigment.common.api.accounts.MembersCreateKeys;
import io.sigment.common.api.accounts.PlanChoice;
import io.sigment.common.api.accounts.WorkspaceCreation;
import io.sigment.common.api.accounts.WorkspaceRef;
import io.sigment.common.api.accounts.WorkspaceRename;
import io.vertx.core.json.JsonObject;
import java.util.Arrays;

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
        book.writes("create_workspace request", () -> new WorkspaceCreation("Acme").toJson());
        book.writes("create_workspace request null", () -> new WorkspaceCreation(null).toJson());
        book.writes("rename_workspace request", () -> new WorkspaceRename("ws_1", "Acme 2").toJson());
        book.writes("rename_workspace request null", () -> new WorkspaceRename(null, null).toJson());
        book.writes("list_members request", () -> new WorkspaceRef("ws_1").toJson());
        book.writes("leave_workspace request null", () -> new WorkspaceRef(null).toJson());
        book.writes("invite_member request", () -> new MemberInvitation("ws_1", "ann@example.com").toJson());
        book.writes("invite_member request null", () -> new MemberInvitation(null, null).toJson());
        book.writes("cancel_invitation request", () -> new InvitationCancellation("ws_1", "invt_1").toJson());
        book.writes("cancel_invitation request null", () -> new InvitationCancellation(null, null).toJson());
        book.writes("remove_member request", () -> new MemberRemoval("ws_1", "usr_2").toJson());
        book.writes("remove_member request null", () -> new MemberRemoval(null, null).toJson());
        book.writes("create_api_key request", () -> new ApiKeyCreation("ci", "ws_1").toJson());
        book.writes("create_api_key request no workspace", () -> new ApiKeyCreation("ci", null).toJson());
        book.writes("create_api_key request null", () -> new ApiKeyCreation(null, null).toJson());
        book.writes("set_members_create_keys request", () -> new MembersCreateKeys("ws_1", true).toJson());
        book.writes("set_members_create_keys request off", () -> new MembersCreateKeys(null, false).toJson());
        book.writes("revoke_api_key request", () -> new ApiKeyRevocation("key_1").toJson());
        book.writes("revoke_api_key request null", () -> new ApiKeyRevocation(null).toJson());
        book.writes(
                "change_plan request",
                () -> new PlanChoice("ws_1", "team").toJson().mergeIn(new ActingPerson("usr_1").toJson()));
        book.writes(
                "change_plan request null",
                () -> new PlanChoice(null, null).toJson().mergeIn(new ActingPerson(null).toJson()));
        book.writes("list_plans request", () -> new ActingPerson("usr_1").toJson());
        book.writes("list_plans request null", () -> new ActingPerson(null).toJson());
        book.writes("approve_agent request", () -> new AgentDecision("ag_1", "ws_1").toJson());
        book.writes("approve_agent request every workspace", () -> new AgentDecision("ag_1", null).toJson());
        book.writes("approve_agent request null", () -> new AgentDecision(null, null).toJson());
    }

    private static void workspaceReads(FixedWireSamples book) {
        book.reads(
                "create_workspace",
                json -> values(person(json), WorkspaceCreation.fromJson(json).name()),
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
                json -> {
                    var person = person(json);
                    var rename = WorkspaceRename.fromJson(json);
                    return values(person, rename.workspaceId(), rename.name());
                },
                with(
                        "\"workspace_id\":\"ws_1\",\"name\":\"Acme\"",
                        "\"workspace_id\":\"\",\"name\":\"Acme\"",
                        "\"workspace_id\":[],\"name\":5",
                        "\"workspace_id\":\"ws_1\",\"name\":\"\"",
                        "\"name\":\"Acme\""));
        book.reads(
                "list_members",
                json -> values(person(json), WorkspaceRef.fromJson(json).workspaceId()),
                with(
                        "\"workspace_id\":\"ws_1\"",
                        "\"workspace_id\":\"" + "w".repeat(101) + "\"",
                        "\"workspace_id\":{}",
                        "\"workspace_id\":null"));
    }

    private static void memberReads(FixedWireSamples book) {
        book.reads(
                "invite_member",
                json -> {
                    var person = person(json);
                    var invitation = MemberInvitation.fromJson(json);
                    return values(person, invitation.workspaceId(), invitation.email());
                },
                with(
                        "\"workspace_id\":\"ws_1\",\"email\":\" ann@example.com \"",
                        "\"workspace_id\":\"ws_1\",\"email\":\"a\"",
                        "\"workspace_id\":\"ws_1\",\"email\":\"" + "e".repeat(255) + "\"",
                        "\"workspace_id\":\"ws_1\",\"email\":false",
                        "\"workspace_id\":\"ws_1\"",
                        "\"email\":\"a\""));
        book.reads(
                "cancel_invitation",
                json -> {
                    var person = person(json);
                    var cancellation = InvitationCancellation.fromJson(json);
                    return values(person, cancellation.workspaceId(), cancellation.invitationId());
                },
                with(
                        "\"workspace_id\":\"ws_1\",\"invitation_id\":\"invt_1\"",
                        "\"workspace_id\":\"ws_1\",\"invitation_id\":\"\"",
                        "\"workspace_id\":\"ws_1\",\"invitation_id\":1",
                        "\"workspace_id\":\"ws_1\""));
        book.reads(
                "remove_member",
                json -> {
                    var person = person(json);
                    var removal = MemberRemoval.fromJson(json);
                    return values(person, removal.workspaceId(), removal.memberUserId());
                },
                with(
                        "\"workspace_id\":\"ws_1\",\"member_user_id\":\"usr_2\"",
                        "\"workspace_id\":\"ws_1\",\"member_user_id\":\"" + "m".repeat(101) + "\"",
                        "\"workspace_id\":\"ws_1\""));
        book.reads(
                "leave_workspace",
                json -> values(person(json), WorkspaceRef.fromJson(json).workspaceId()),
                with("\"workspace_id\":\"ws_1\"", "\"workspace_id\":\"\""));
        book.reads(
                "accept_invitation",
                json -> values(person(json), InvitationToken.fromJson(json).token()),
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
                json -> {
                    var person = ActingPerson.fromJson(json).userId();
                    var creation = ApiKeyCreation.fromJson(json);
                    return values(person, creation.name(), creation.workspaceId());
                },
                with(
                        "\"name\":\" ci \",\"workspace_id\":\"ws_1\"",
                        "\"name\":\"ci\"",
                        "\"name\":\"\",\"workspace_id\":\"\"",
                        "\"name\":3",
                        "\"name\":null,\"workspace_id\":4",
                        "\"workspace_id\":\"" + "w".repeat(101) + "\""));
        book.reads(
                "set_members_create_keys",
                json -> {
                    var person = ActingPerson.fromJson(json).userId();
                    var setting = MembersCreateKeys.fromJson(json);
                    return values(person, setting.workspaceId(), setting.allowed());
                },
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
                json -> {
                    var person = ActingPerson.fromJson(json).userId();
                    return values(person, ApiKeyRevocation.fromJson(json).keyId());
                },
                with("\"key_id\":\"key_1\"", "\"key_id\":\"\"", "\"key_id\":7", "\"key_id\":null", ""));
        book.reads("list_api_keys", json -> values(ActingPerson.fromJson(json).userId()), with(""));
    }

    private static void planAndAgentReads(FixedWireSamples book) {
        book.reads(
                "change_plan",
                json -> {
                    var person = person(json);
                    var choice = PlanChoice.fromJson(json);
                    return values(person, choice.workspaceId(), choice.planId());
                },
                with(
                        "\"workspace_id\":\"ws_1\",\"plan_id\":\"team\"",
                        "\"workspace_id\":\"ws_1\",\"plan_id\":\"" + "p".repeat(41) + "\"",
                        "\"workspace_id\":\"ws_1\",\"plan_id\":true",
                        "\"workspace_id\":\"ws_1\"",
                        "\"plan_id\":\"team\""));
        book.reads("list_plans", json -> values(ActingPerson.fromJson(json).userId()), with(""));
        book.reads(
                "approve_agent",
                json -> {
                    var decision = AgentDecision.fromJson(json);
                    return values(
                            decision.agentId(),
                            decision.workspaceId(),
                            ActingPerson.fromJson(json).userId());
                },
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

    private static String person(JsonObject json) {
        return ActingPerson.fromJson(json).required();
    }

    private static String values(Object... values) {
        return Arrays.asList(values).toString();
    }
}
