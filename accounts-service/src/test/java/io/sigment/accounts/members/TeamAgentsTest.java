package io.sigment.accounts.members;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import org.junit.jupiter.api.Test;

/** A member's agents are approved for the team workspace by its owner only. */
class TeamAgentsTest extends MembersScenario {
    @Test
    void only_the_teams_owner_approves_a_members_agent_for_the_team() {
        var owner = accounts.newWorkspace("team");
        var member = accounts.newWorkspace("free");
        accept(member, token(invite(owner, email(member))));
        var clientId = "client-" + member.userId();
        accounts.pool
                .preparedQuery("INSERT INTO accounts.oauth_clients (client_id, client_name, redirect_uris, kind) "
                        + "VALUES ($1, 'Member Agent', '{http://localhost:3000/callback}', 'registered')")
                .execute(Tuple.of(clientId))
                .await();
        accounts.pool
                .preparedQuery("INSERT INTO accounts.agents (agent_id, user_id, client_id, status) "
                        + "VALUES ($1, $2, $3, 'not_approved')")
                .execute(Tuple.of("agt_" + member.userId(), member.userId(), clientId))
                .await();
        var agent = new JsonObject().put("agent_id", "agt_" + member.userId());
        var inTeam = agent.copy().put("workspace_id", owner.workspaceId());

        assertThat(refused("approve_agent", inTeam.copy().put("user_id", member.userId()))
                        .getMessage())
                .contains("a member's agents are approved for a team workspace by its owner");
        assertThat(ask("approve_agent", agent.copy().put("user_id", member.userId()))
                        .getJsonArray("workspace_ids"))
                .as("the member approves it for the workspace they own")
                .containsExactly(member.workspaceId());

        var seenByOwner = ask("list_agents", new JsonObject().put("user_id", owner.userId()))
                .getJsonArray("agents");
        assertThat(seenByOwner).hasSize(1);
        assertThat(seenByOwner.getJsonObject(0).getBoolean("may_approve")).isTrue();
        assertThat(seenByOwner.getJsonObject(0).getString("user_id")).isEqualTo(member.userId());
        ask("approve_agent", agent.copy().put("user_id", owner.userId()));
        ask("revoke_agent", agent.copy().put("user_id", member.userId()));
        assertThat(refused("approve_agent", inTeam.copy().put("user_id", member.userId()))
                        .kind())
                .isEqualTo(ToolError.Kind.NOT_FOUND);
        assertThat(ask("approve_agent", agent.copy().put("user_id", owner.userId()))
                        .getString("status"))
                .isEqualTo("approved");
    }
}
