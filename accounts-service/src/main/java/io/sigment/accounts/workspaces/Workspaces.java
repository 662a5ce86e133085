package io.sigment.accounts.workspaces;

import io.sigment.accounts.identity.ActingUser;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.CreatedWorkspace;
import io.sigment.common.api.accounts.RenamedWorkspace;
import io.sigment.common.api.accounts.WorkspaceCreation;
import io.sigment.common.api.accounts.WorkspaceRename;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * A person's workspaces in the app: {@code create_workspace} (on the Free plan, the person its owner) and
 * {@code rename_workspace} (owners only). Args {@code user_id} come from the app session, never from a request.
 */
public final class Workspaces {
    static final int MAX_PER_USER = 20;

    private final IdentityStore identities;

    public Workspaces(IdentityStore identities) {
        this.identities = identities;
    }

    /** {@code create_workspace}: args {@code user_id}, {@code name} (1-100 characters). */
    public Future<JsonObject> create(Caller caller, JsonObject args) {
        var userId = ActingUser.required(args);
        var name = WorkspaceCreation.fromJson(args).name().strip();
        var workspaceId = Ids.random("ws_");
        return identities
                .inTransaction(tx -> tx.workspacesOf(userId).compose(existing -> {
                    if (existing.size() >= MAX_PER_USER) {
                        return Future.failedFuture(
                                ToolError.invalidArguments("name: at most " + MAX_PER_USER + " workspaces per person"));
                    }
                    return tx.ensureWorkspace(workspaceId, name)
                            .compose(v -> tx.ensureMember(workspaceId, userId, "owner"));
                }))
                .map(v -> new CreatedWorkspace(workspaceId, name, "owner", "free").toJson());
    }

    /** {@code rename_workspace}: args {@code user_id}, {@code workspace_id}, {@code name}; only its owner may. */
    public Future<JsonObject> rename(Caller caller, JsonObject args) {
        var userId = ActingUser.required(args);
        var rename = WorkspaceRename.fromJson(args);
        var workspaceId = rename.workspaceId();
        var name = rename.name().strip();
        return identities
                .renameOwned(workspaceId, userId, name)
                .compose(renamed -> renamed
                        ? Future.succeededFuture(new RenamedWorkspace(workspaceId, name).toJson())
                        : Future.failedFuture(ToolError.workspaceNotFound()));
    }
}
