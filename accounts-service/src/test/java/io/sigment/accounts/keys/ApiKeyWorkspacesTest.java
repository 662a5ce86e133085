package io.sigment.accounts.keys;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.Credentials;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 40 (M2) through accounts-service's bus actions: a key acts in the one workspace it was created for, not in
 * every workspace of its user; the owner of a workspace lists and revokes every key that can act in it; an owner
 * turns off key creation by members (keys made before keep working).
 */
class ApiKeyWorkspacesTest {
    private final AccountsTestService accounts = AccountsTestService.shared();

    /** An owner on Team and a member who joined it (the member also owns a workspace of their own). */
    private record Team(TestWorkspace owner, TestWorkspace member) {}

    private Team team() {
        var owner = accounts.newWorkspace("team");
        var member = accounts.newWorkspace("free");
        accounts.join(owner, member);
        return new Team(owner, member);
    }

    private JsonObject create(TestWorkspace person, String name, String workspaceId) {
        var args = new JsonObject().put("user_id", person.userId()).put("name", name);
        if (workspaceId != null) args.put("workspace_id", workspaceId);
        return accounts.ask("create_api_key", args);
    }

    private JsonObject verify(JsonObject created) {
        return accounts.ask(
                "verify_api_key",
                new JsonObject().put("key_sha256", Credentials.sha256Hex(created.getString("api_key"))));
    }

    private static List<String> workspaceIds(JsonObject verification) {
        return verification.getJsonArray("workspaces").stream()
                .map(w -> ((JsonObject) w).getString("workspace_id"))
                .toList();
    }

    private List<JsonObject> listed(TestWorkspace viewer) {
        return accounts
                .ask("list_api_keys", new JsonObject().put("user_id", viewer.userId()))
                .getJsonArray("api_keys")
                .stream()
                .map(JsonObject.class::cast)
                .toList();
    }

    private static List<String> keyIds(List<JsonObject> keys) {
        return keys.stream().map(k -> k.getString("key_id")).toList();
    }

    @Test
    void a_members_key_acts_only_in_the_workspace_it_was_created_for() {
        var team = team();
        var own = create(team.member(), "personal", team.member().workspaceId());
        var verified = verify(own);
        assertThat(workspaceIds(verified))
                .as("not the team workspace its user is also a member of")
                .containsExactly(team.member().workspaceId());
        assertThat(verified.getJsonArray("outside").getJsonObject(0).getString("workspace_id"))
                .isEqualTo(team.owner().workspaceId());

        var forTeam = create(team.member(), "team ci", team.owner().workspaceId());
        assertThat(workspaceIds(verify(forTeam))).containsExactly(team.owner().workspaceId());
        assertThat(forTeam.getString("note")).contains("acts only in the workspace");

        var byDefault = create(team.member(), "default", null);
        assertThat(workspaceIds(verify(byDefault)))
                .as("no workspace named: the user's first")
                .containsExactly(team.member().workspaceId());
        assertThat(accounts.refused(
                                "create_api_key",
                                new JsonObject()
                                        .put("user_id", team.member().userId())
                                        .put("name", "elsewhere")
                                        .put(
                                                "workspace_id",
                                                accounts.newWorkspace("free").workspaceId()))
                        .kind())
                .as("a workspace the user is not a member of")
                .isEqualTo(ToolError.Kind.NOT_FOUND);
    }

    @Test
    void the_owner_lists_every_key_that_can_act_in_their_workspace_with_who_made_it_and_revokes_a_members_key() {
        var team = team();
        var personal = create(team.member(), "personal", team.member().workspaceId());
        var forTeam = create(team.member(), "team ci", team.owner().workspaceId());
        var ownerKey = create(team.owner(), "owner ci", team.owner().workspaceId());

        var ownerSees = listed(team.owner());
        assertThat(keyIds(ownerSees))
                .as("the member's key for their own workspace is theirs alone")
                .containsExactlyInAnyOrder(forTeam.getString("key_id"), ownerKey.getString("key_id"));
        var members = ownerSees.stream()
                .filter(k -> k.getString("key_id").equals(forTeam.getString("key_id")))
                .findFirst()
                .orElseThrow();
        assertThat(members.getString("user_id")).isEqualTo(team.member().userId());
        assertThat(members.getString("user_name")).startsWith("Test ");
        assertThat(members.getString("created_at")).isNotBlank();
        assertThat(members.getJsonArray("workspaces").getJsonObject(0).getString("workspace_id"))
                .isEqualTo(team.owner().workspaceId());
        assertThat(keyIds(listed(team.member())))
                .as("the member sees their own keys, not the owner's")
                .containsExactlyInAnyOrder(personal.getString("key_id"), forTeam.getString("key_id"));

        assertThat(accounts.refused(
                                "revoke_api_key",
                                new JsonObject()
                                        .put("user_id", team.owner().userId())
                                        .put("key_id", personal.getString("key_id")))
                        .kind())
                .as("not a key of the owner's workspace")
                .isEqualTo(ToolError.Kind.NOT_FOUND);
        assertThat(accounts.refused(
                                "revoke_api_key",
                                new JsonObject()
                                        .put("user_id", team.member().userId())
                                        .put("key_id", ownerKey.getString("key_id")))
                        .kind())
                .as("a member does not revoke the owner's key")
                .isEqualTo(ToolError.Kind.NOT_FOUND);
        accounts.ask(
                "revoke_api_key",
                new JsonObject().put("user_id", team.owner().userId()).put("key_id", forTeam.getString("key_id")));
        assertThat(verify(forTeam).getString("status")).isEqualTo("revoked");
        assertThat(verify(personal).getString("status")).isEqualTo("active");
        assertThat(listed(team.member()).stream()
                        .filter(k -> k.getString("key_id").equals(forTeam.getString("key_id")))
                        .findFirst()
                        .orElseThrow()
                        .getBoolean("revoked"))
                .as("its maker sees it revoked")
                .isTrue();
    }

    @Test
    void an_owner_turns_off_key_creation_by_members_and_keys_made_before_keep_working() {
        var team = team();
        var before = create(team.member(), "before", team.owner().workspaceId());
        assertThat(accounts.refused(
                                "set_members_create_keys",
                                new JsonObject()
                                        .put("user_id", team.member().userId())
                                        .put("workspace_id", team.owner().workspaceId())
                                        .put("allowed", false))
                        .kind())
                .as("only the owner decides")
                .isEqualTo(ToolError.Kind.NOT_FOUND);
        accounts.ask(
                "set_members_create_keys",
                new JsonObject()
                        .put("user_id", team.owner().userId())
                        .put("workspace_id", team.owner().workspaceId())
                        .put("allowed", false));

        var refusal = accounts.refused(
                "create_api_key",
                new JsonObject()
                        .put("user_id", team.member().userId())
                        .put("name", "after")
                        .put("workspace_id", team.owner().workspaceId()));
        assertThat(refusal.kind()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
        assertThat(refusal.getMessage()).contains("turned off API key creation by members");
        assertThat(workspaceIds(verify(before)))
                .as("a key made before keeps working until revoked")
                .containsExactly(team.owner().workspaceId());
        assertThat(workspaceIds(
                        verify(create(team.owner(), "owner", team.owner().workspaceId()))))
                .as("the owner still creates keys")
                .containsExactly(team.owner().workspaceId());
        assertThat(workspaceIds(
                        verify(create(team.member(), "own", team.member().workspaceId()))))
                .as("the member still creates keys for their own workspace")
                .containsExactly(team.member().workspaceId());
        var setting = accounts
                .ask(
                        "list_api_keys",
                        new JsonObject().put("user_id", team.member().userId()))
                .getJsonArray("workspaces")
                .stream()
                .map(JsonObject.class::cast)
                .filter(w -> w.getString("workspace_id").equals(team.owner().workspaceId()))
                .findFirst()
                .orElseThrow();
        assertThat(setting.getBoolean("members_create_keys")).isFalse();

        accounts.ask(
                "set_members_create_keys",
                new JsonObject()
                        .put("user_id", team.owner().userId())
                        .put("workspace_id", team.owner().workspaceId())
                        .put("allowed", true));
        assertThat(workspaceIds(
                        verify(create(team.member(), "again", team.owner().workspaceId()))))
                .containsExactly(team.owner().workspaceId());
    }

    @Test
    void a_key_for_a_workspace_its_user_was_removed_from_acts_nowhere_and_says_why() {
        var team = team();
        var forTeam = create(team.member(), "team ci", team.owner().workspaceId());
        accounts.ask(
                "remove_member",
                new JsonObject()
                        .put("user_id", team.owner().userId())
                        .put("workspace_id", team.owner().workspaceId())
                        .put("member_user_id", team.member().userId()));
        var verified = verify(forTeam);
        assertThat(workspaceIds(verified)).isEmpty();
        assertThat(verified.getJsonArray("removed_from").getJsonObject(0).getString("workspace_id"))
                .isEqualTo(team.owner().workspaceId());
        assertThat(keyIds(listed(team.owner())))
                .as("it can no longer act there")
                .isEmpty();
    }
}
