package io.sigment.gateway.auth;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AgentAccess;
import io.sigment.common.api.accounts.ApiKeyVerification;
import io.sigment.common.api.accounts.Departure;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.api.accounts.TokenVerification;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who presented a valid credential: the user, the credential and its state, the workspaces it may use (earliest
 * joined first: for an API key those it was created for, for an OAuth agent those it is approved in) and, for each
 * other workspace it knows of, why not ({@code withheld}: an agent not approved or revoked there, a workspace of the
 * user an API key was not created for, a workspace the user was removed from or left). A revoked or unapproved
 * credential still identifies its user; its tool calls get the spec's
 * message instead of a 401, so the agent can tell the user what to do.
 */
public record Principal(
        String userId,
        String credentialKind,
        String credentialId,
        String clientName,
        Status status,
        List<String> workspaceIds,
        Map<String, ToolError> withheld) {

    public enum Status {
        ACTIVE,
        REVOKED,
        NOT_APPROVED
    }

    public Principal {
        workspaceIds = List.copyOf(workspaceIds);
        withheld = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(withheld));
    }

    public static Principal fromApiKey(ApiKeyVerification verified) {
        var status = verified.revoked() ? Status.REVOKED : Status.ACTIVE;
        var workspaces =
                verified.workspaces().stream().map(MemberWorkspace::workspaceId).toList();
        var withheld = departures(verified.removedFrom(), new LinkedHashMap<>());
        verified.outside().forEach(w -> withheld.putIfAbsent(w.workspaceId(), ToolError.keyNotForWorkspace(w.name())));
        return new Principal(
                verified.userId(), "api_key", verified.keyId(), verified.name(), status, workspaces, withheld);
    }

    /**
     * An {@code oat_} token's user and agent, from accounts-service's introspection reply: approved per workspace
     * (each workspace's {@code agent_status}; a reply without it, from an older accounts-service, means the overall
     * one).
     */
    public static Principal fromOAuth(TokenVerification verified) {
        var agent = verified.agent() == null ? new AgentAccess(null, null, "", List.of(), List.of()) : verified.agent();
        var overall = agent.agentStatus() == null ? "" : agent.agentStatus();
        var status = switch (overall) {
            case "approved" -> Status.ACTIVE;
            case "revoked" -> Status.REVOKED;
            default -> Status.NOT_APPROVED;
        };
        var client = agent.clientName();
        var usable = new ArrayList<String>();
        var withheld = new LinkedHashMap<String, ToolError>();
        for (var entry : agent.workspaces()) {
            var id = entry.workspace().workspaceId();
            var name = entry.workspace().name();
            switch (entry.agentStatus() == null ? overall : entry.agentStatus()) {
                case "approved" -> usable.add(id);
                case "revoked" -> withheld.put(id, ToolError.revokedInWorkspace(client, name));
                default -> withheld.put(id, ToolError.notApprovedInWorkspace(client, name));
            }
        }
        return new Principal(
                verified.subject(),
                "oauth",
                agent.agentId(),
                client,
                status,
                usable,
                departures(agent.removedFrom(), withheld));
    }

    /** Adds the workspaces the user was removed from or left, each with the message saying so. */
    private static Map<String, ToolError> departures(List<Departure> departures, Map<String, ToolError> withheld) {
        departures.forEach(d -> withheld.putIfAbsent(
                d.workspaceId(),
                d.left() ? ToolError.leftWorkspace(d.name()) : ToolError.removedFromWorkspace(d.name())));
        return withheld;
    }

    /**
     * Why this credential may not make a tool call in {@code requestedWorkspace} (null: its default one), if it may
     * not: a revoked key anywhere; an agent in a workspace of its user it is not approved in; an agent approved in no
     * workspace at all. A workspace it cannot use for other reasons is refused by {@link #callerFor}.
     */
    public Optional<ToolError> refusal(String requestedWorkspace) {
        if ("api_key".equals(credentialKind)) {
            return status == Status.REVOKED ? Optional.of(ToolError.revokedKey(clientName)) : Optional.empty();
        }
        if (requestedWorkspace != null && !workspaceIds.contains(requestedWorkspace)) {
            var why = withheld.get(requestedWorkspace);
            if (why != null) return why.kind() == ToolError.Kind.NOT_FOUND ? Optional.empty() : Optional.of(why);
        }
        if (!workspaceIds.isEmpty()) return Optional.empty();
        return switch (status) {
            case ACTIVE -> Optional.empty();
            case REVOKED -> Optional.of(ToolError.revoked(clientName));
            case NOT_APPROVED -> Optional.of(ToolError.notApproved(clientName));
        };
    }

    /**
     * The caller for a tool call: {@code workspace_id} if this credential may use it, else its first. A workspace it
     * may not use is refused saying why.
     */
    public Caller callerFor(String requestId, String requestedWorkspace) {
        String workspace;
        if (requestedWorkspace != null) {
            if (!workspaceIds.contains(requestedWorkspace)) {
                var why = withheld.get(requestedWorkspace);
                throw why == null ? ToolError.workspaceNotFound() : why;
            }
            workspace = requestedWorkspace;
        } else if (!workspaceIds.isEmpty()) {
            workspace = workspaceIds.get(0);
        } else if (!withheld.isEmpty()) {
            throw withheld.values().iterator().next();
        } else {
            throw ToolError.notFound("This account has no workspace yet: the user creates one in the Sigment app.");
        }
        return new Caller(requestId, userId, workspace, credentialKind, credentialId, clientName, workspaceIds);
    }
}
