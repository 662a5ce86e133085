package io.sigment.accounts.agents;

import io.sigment.accounts.identity.ActingUser;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AgentDecision;
import io.sigment.common.api.accounts.AgentList;
import io.sigment.common.api.accounts.CredentialRevoked;
import io.sigment.common.api.accounts.DecidedAgent;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.json.JsonObject;

/**
 * The AI agents settings (spec §3): list the user's OAuth clients (and, for an owner, those of their workspaces'
 * members), approve, revoke. Approval is per workspace: the owner of each workspace approves an agent for it, so a
 * member approves their agents for the workspaces they own and the team's owner approves them for the team. The
 * agent's own user may also revoke it anywhere. Args {@code user_id} come from the app session; {@code workspace_id}
 * (optional) narrows a decision to one workspace. Every decision is broadcast so each gateway drops what it cached
 * of that agent at once.
 */
public final class Agents {
    private final AgentsStore store;
    private final EventBus bus;

    public Agents(AgentsStore store, EventBus bus) {
        this.store = store;
        this.bus = bus;
    }

    /** {@code list_agents}: args {@code user_id}. */
    public Future<JsonObject> list(Caller caller, JsonObject args) {
        return store.listForUser(ActingUser.of(caller, args))
                .map(agents -> new AgentList(
                                agents.stream().map(AgentsStore.Agent::listed).toList())
                        .toJson());
    }

    /** {@code approve_agent}: args {@code user_id}, {@code agent_id}, optional {@code workspace_id}. */
    public Future<JsonObject> approve(Caller caller, JsonObject args) {
        return decide(caller, args, "approved");
    }

    /** {@code revoke_agent}: args {@code user_id}, {@code agent_id}, optional {@code workspace_id}. */
    public Future<JsonObject> revoke(Caller caller, JsonObject args) {
        return decide(caller, args, "revoked");
    }

    private Future<JsonObject> decide(Caller caller, JsonObject args, String status) {
        var decision = AgentDecision.fromJson(args);
        var agentId = decision.agentId();
        var workspaceId = decision.workspaceId();
        return store.decide(ActingUser.of(caller, args), agentId, status, workspaceId)
                .compose(decided -> {
                    if (decided.isEmpty()) {
                        return Future.failedFuture(
                                ToolError.notFound("Check the agent id in the AI agents settings. Each workspace's "
                                        + "owner approves agents for that workspace: a member's agents are approved "
                                        + "for a team workspace by its "
                                        + "owner, and by the member for the workspaces they own."));
                    }
                    bus.publish(
                            Topics.CREDENTIAL_REVOKED,
                            CredentialRevoked.agent(agentId, status).toJson());
                    return Future.succeededFuture(new DecidedAgent(agentId, status, decided).toJson());
                });
    }
}
