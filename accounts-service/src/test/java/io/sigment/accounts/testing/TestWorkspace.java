package io.sigment.accounts.testing;

import io.sigment.common.Caller;
import java.util.List;
import java.util.UUID;

/** A test user and the one workspace they own; callers as the gateway would resolve them. */
public record TestWorkspace(String userId, String workspaceId) {

    /** An agent using an API key: held to the daily agent cap. */
    public Caller agent() {
        return new Caller(
                "req-" + UUID.randomUUID(),
                userId,
                workspaceId,
                "api_key",
                "key_" + userId,
                "test agent",
                List.of(workspaceId));
    }

    /** A person in the Sigment app: not held to the agent cap. */
    public Caller person() {
        return Caller.person("req-" + UUID.randomUUID(), userId, workspaceId, List.of(workspaceId));
    }

    /** Another service settling a hold for this workspace. */
    public Caller service() {
        return Caller.system("req-" + UUID.randomUUID()).inWorkspace(workspaceId);
    }
}
