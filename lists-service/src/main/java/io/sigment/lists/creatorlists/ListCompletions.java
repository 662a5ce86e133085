package io.sigment.lists.creatorlists;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.CompletionQuery;
import io.sigment.common.api.CompletionValues;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * MCP's {@code completion/complete} for the values lists-service owns: the caller's list names and the handles on
 * them, in the workspace the caller named or in all of the caller's workspaces.
 */
public final class ListCompletions {
    private final ListsStore store;

    public ListCompletions(ListsStore store) {
        this.store = store;
    }

    public Future<JsonObject> values(Caller caller, JsonObject args) {
        var query = CompletionQuery.fromJson(args);
        if (query.field() != CompletionQuery.Field.LIST_NAMES_AND_HANDLES)
            return Future.failedFuture(ToolError.notServed());
        var workspaces = query.workspaceNamed() ? new String[] {caller.workspaceId()} : caller.workspaceIdArray();
        return store.namesAndHandles(workspaces, query.prefix(), CompletionQuery.MAX_VALUES + 1)
                .map(found -> CompletionValues.of(found).toJson());
    }
}
