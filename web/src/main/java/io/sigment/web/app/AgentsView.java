package io.sigment.web.app;

import io.sigment.common.api.accounts.AgentList;
import io.sigment.common.api.accounts.AgentWorkspaceState;
import io.sigment.web.oauth.ClientFactsView;
import java.util.List;

/**
 * The dashboard's AI agents ({@code app/agents.jte}): each agent with its state in each workspace the person sees
 * (approval is per workspace): approve, re-approve or revoke where they own the workspace; revoke their own agent
 * anywhere; a member's own agent in a team waits for that team's owner.
 */
public record AgentsView(List<Agent> agents, String csrf) {
    /** One agent: {@code member} names whose agent it is when not the person's own, else null. */
    public record Agent(
            String id,
            String clientName,
            String member,
            ClientFactsView facts,
            List<State> workspaces,
            String lastUsed) {}

    /**
     * The agent in one workspace; {@code approveLabel} null when the person may not approve it there,
     * {@code ownerApproves} when only that workspace's owner may.
     */
    public record State(
            String workspaceId,
            String name,
            String status,
            String approveLabel,
            boolean ownerApproves,
            boolean mayRevoke) {
        public String words() {
            return status.replace('_', ' ');
        }
    }

    public static AgentsView of(AppSession session, AgentList reply, String csrf) {
        return new AgentsView(
                reply.agents().stream()
                        .map(agent -> {
                            var own = session.userId().equals(agent.userId());
                            return new Agent(
                                    agent.agentId(),
                                    agent.clientName(),
                                    agent.userName() != null && !own ? agent.userName() : null,
                                    ClientFactsView.of(
                                            agent.clientId() == null ? "" : agent.clientId(),
                                            agent.clientName(),
                                            agent.sameNameClients(),
                                            null),
                                    agent.workspaces().stream()
                                            .map(w -> state(w, own))
                                            .toList(),
                                    AppDates.minute(agent.lastUsedAt()));
                        })
                        .toList(),
                csrf);
    }

    private static State state(AgentWorkspaceState workspace, boolean own) {
        var status = workspace.status();
        var approved = "approved".equals(status);
        return new State(
                workspace.workspaceId(),
                workspace.name(),
                status,
                !approved && workspace.mayDecide() ? ("revoked".equals(status) ? "Re-approve" : "Approve") : null,
                !approved && !workspace.mayDecide(),
                !"revoked".equals(status) && (workspace.mayDecide() || own));
    }
}
