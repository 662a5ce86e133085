package io.sigment.accounts.agents;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.oauth.OAuthStore;
import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: an agent is approved per workspace, by that workspace's owner. A team member approves their agent for
 * their own Free workspace; the team's owner approves it for the team; revoking and re-approving work per workspace;
 * removal from the team ends the agent's grant there. What the gateway learns is each workspace's state.
 */
class AgentWorkspaceApprovalTest {
    private final AccountsTestService accounts = AccountsTestService.shared();

    private JsonObject ask(String action, JsonObject args) {
        return accounts.ask(action, args);
    }

    private ToolError refused(String action, JsonObject args) {
        return accounts.refused(action, args);
    }

    /**
     * A Team owner, a member of it (who owns a Free workspace of their own), the access token (hash) of the member's
     * new OAuth client, used once so its agent exists, and that agent's id as decision args.
     */
    private record Team(TestWorkspace owner, TestWorkspace member, String token, JsonObject agent) {}

    private Team teamWithMembersAgent() {
        var owner = accounts.newWorkspace("team");
        var member = accounts.newWorkspace("free");
        accounts.join(owner, member);
        var token = tokenOf(member, "Member's Agent");
        states(token);
        return new Team(
                owner,
                member,
                token,
                new JsonObject().put("agent_id", agentSeenBy(member).getString("agent_id")));
    }

    /** An access token of a new OAuth client for {@code user} (its hash, hex, as the gateway sends it). */
    private String tokenOf(TestWorkspace user, String clientName) {
        var clientId = Ids.random("cli_");
        accounts.pool
                .preparedQuery("INSERT INTO accounts.oauth_clients (client_id, client_name, redirect_uris, kind) "
                        + "VALUES ($1, $2, '{http://localhost:3000/callback}', 'registered')")
                .execute(Tuple.of(clientId, clientName))
                .await();
        var token = Ids.random("oat_", Ids.SECRET_BYTES);
        var expires = accounts.clock.instant().plus(Duration.ofHours(1)).atOffset(ZoneOffset.UTC);
        var store = new OAuthStore(accounts.pool);
        store.newGrant(
                        new OAuthStore.IssuedCode(
                                clientId,
                                user.userId(),
                                "http://localhost:3000/callback",
                                "c",
                                "http://localhost/mcp",
                                "mcp",
                                expires),
                        new OAuthStore.TokenPair(
                                Credentials.sha256(token),
                                expires,
                                Credentials.sha256(Ids.random("ort_", Ids.SECRET_BYTES)),
                                expires))
                .await();
        return HexFormat.of().formatHex(Credentials.sha256(token));
    }

    /** What the gateway learns of the token: each workspace's agent state, and the overall one. */
    private Map<String, String> states(String tokenHash) {
        var reply = ask("verify_oauth_token", new JsonObject().put("token_sha256", tokenHash));
        var states = new LinkedHashMap<String, String>();
        states.put("overall", reply.getString("agent_status"));
        reply.getJsonArray("workspaces")
                .forEach(w -> states.put(
                        ((JsonObject) w).getString("workspace_id"), ((JsonObject) w).getString("agent_status")));
        return states;
    }

    private JsonObject agentSeenBy(TestWorkspace person) {
        return ask("list_agents", new JsonObject().put("user_id", person.userId()))
                .getJsonArray("agents")
                .getJsonObject(0);
    }

    private static Map<String, String> shown(JsonObject agent) {
        var shown = new LinkedHashMap<String, String>();
        agent.getJsonArray("workspaces", new JsonArray())
                .forEach(w -> shown.put(
                        ((JsonObject) w).getString("workspace_id"),
                        ((JsonObject) w).getString("status")
                                + (((JsonObject) w).getBoolean("may_decide") ? "/mine" : "")));
        return shown;
    }

    @Test
    void a_member_approves_their_agent_for_their_own_workspace_and_the_owner_for_the_team() {
        var setup = teamWithMembersAgent();
        var owner = setup.owner();
        var member = setup.member();
        var token = setup.token();
        var agent = setup.agent();
        var own = member.workspaceId();
        var team = owner.workspaceId();
        assertThat(states(token))
                .containsExactly(
                        Map.entry("overall", "not_approved"),
                        Map.entry(own, "not_approved"),
                        Map.entry(team, "not_approved"));

        var seenByMember = agentSeenBy(member);
        assertThat(shown(seenByMember))
                .containsExactly(Map.entry(own, "not_approved/mine"), Map.entry(team, "not_approved"));
        assertThat(seenByMember.getBoolean("may_approve")).isTrue();
        assertThat(refused(
                                "approve_agent",
                                agent.copy().put("user_id", member.userId()).put("workspace_id", team))
                        .getMessage())
                .contains("a member's agents are approved for a team workspace by its owner");
        var approved = ask("approve_agent", agent.copy().put("user_id", member.userId()));
        assertThat(approved.getJsonArray("workspace_ids")).containsExactly(own);
        assertThat(states(token))
                .containsExactly(
                        Map.entry("overall", "approved"), Map.entry(own, "approved"), Map.entry(team, "not_approved"));

        var seenByOwner = agentSeenBy(owner);
        assertThat(shown(seenByOwner))
                .as("the owner sees only the team, not the member's own workspace")
                .containsExactly(Map.entry(team, "not_approved/mine"));
        assertThat(ask("approve_agent", agent.copy().put("user_id", owner.userId()))
                        .getJsonArray("workspace_ids"))
                .containsExactly(team);
        assertThat(states(token)).containsEntry(own, "approved").containsEntry(team, "approved");

        ask("revoke_agent", agent.copy().put("user_id", owner.userId()));
        assertThat(states(token))
                .containsExactly(
                        Map.entry("overall", "approved"), Map.entry(own, "approved"), Map.entry(team, "revoked"));
        assertThat(refused(
                                "approve_agent",
                                agent.copy().put("user_id", member.userId()).put("workspace_id", team))
                        .kind())
                .as("only the team's owner re-approves it there")
                .isEqualTo(ToolError.Kind.NOT_FOUND);
        ask("approve_agent", agent.copy().put("user_id", owner.userId()).put("workspace_id", team));
        assertThat(states(token)).containsEntry(team, "approved");
    }

    @Test
    void the_agents_user_revokes_it_everywhere_and_re_approves_only_where_they_own() {
        var setup = teamWithMembersAgent();
        var owner = setup.owner();
        var member = setup.member();
        var token = setup.token();
        var agent = setup.agent();
        ask("approve_agent", agent.copy().put("user_id", member.userId()));
        ask("approve_agent", agent.copy().put("user_id", owner.userId()));

        assertThat(ask("revoke_agent", agent.copy().put("user_id", member.userId()))
                        .getJsonArray("workspace_ids"))
                .containsExactlyInAnyOrder(member.workspaceId(), owner.workspaceId());
        assertThat(states(token))
                .containsExactly(
                        Map.entry("overall", "revoked"),
                        Map.entry(member.workspaceId(), "revoked"),
                        Map.entry(owner.workspaceId(), "revoked"));
        ask("approve_agent", agent.copy().put("user_id", member.userId()));
        assertThat(states(token))
                .containsEntry(member.workspaceId(), "approved")
                .containsEntry(owner.workspaceId(), "revoked");
        var stranger = accounts.newWorkspace("free");
        assertThat(refused("revoke_agent", agent.copy().put("user_id", stranger.userId()))
                        .kind())
                .isEqualTo(ToolError.Kind.NOT_FOUND);
    }

    @Test
    void removing_or_leaving_ends_the_agents_grant_in_that_workspace() {
        var setup = teamWithMembersAgent();
        var owner = setup.owner();
        var member = setup.member();
        var token = setup.token();
        var agent = setup.agent();
        ask("approve_agent", agent.copy().put("user_id", owner.userId()));
        assertThat(states(token)).containsEntry(owner.workspaceId(), "approved");

        ask(
                "remove_member",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("member_user_id", member.userId()));
        assertThat(states(token))
                .containsExactly(Map.entry("overall", "not_approved"), Map.entry(member.workspaceId(), "not_approved"));
        assertThat(grantsIn(owner.workspaceId()))
                .as("the grant is gone, not just hidden")
                .isZero();

        accounts.join(owner, member);
        assertThat(states(token))
                .as("back in the team, the owner approves the agent again")
                .containsEntry(owner.workspaceId(), "not_approved");
        ask("approve_agent", agent.copy().put("user_id", owner.userId()));
        ask(
                "leave_workspace",
                new JsonObject().put("user_id", member.userId()).put("workspace_id", owner.workspaceId()));
        assertThat(states(token)).doesNotContainKey(owner.workspaceId());
        assertThat(grantsIn(owner.workspaceId())).isZero();
    }

    private long grantsIn(String workspaceId) {
        return accounts.pool
                .preparedQuery("SELECT count(*) AS n FROM accounts.agent_grants WHERE workspace_id = $1")
                .execute(Tuple.of(workspaceId))
                .await()
                .iterator()
                .next()
                .getLong("n");
    }
}
