package io.sigment.accounts.identity;

import io.sigment.accounts.account.AccountChanges;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.Optional;

/** SQL of {@code accounts.users}, {@code accounts.workspaces} and {@code accounts.memberships}. */
public final class IdentityStore extends Store<IdentityStore> {
    public IdentityStore(SqlClient sql) {
        super(sql, IdentityStore::new);
    }

    public Future<Void> ensureUser(String userId, String email, String name) {
        return sql.preparedQuery("INSERT INTO accounts.users (user_id, email, name) VALUES ($1, $2, $3) "
                        + "ON CONFLICT (user_id) DO NOTHING")
                .execute(Tuple.of(userId, email, name))
                .mapEmpty();
    }

    /** Whether an account has this email (case-insensitive). */
    public Future<Boolean> emailTaken(String email) {
        return sql.preparedQuery("SELECT 1 FROM accounts.users WHERE lower(email) = lower($1)")
                .execute(Tuple.of(email))
                .map(rows -> rows.size() > 0);
    }

    public Future<Void> ensureWorkspace(String workspaceId, String name) {
        return sql.preparedQuery("INSERT INTO accounts.workspaces (workspace_id, name) VALUES ($1, $2) "
                        + "ON CONFLICT (workspace_id) DO NOTHING")
                .execute(Tuple.of(workspaceId, name))
                .onComplete(done -> AccountChanges.written(sql))
                .mapEmpty();
    }

    public Future<Void> ensureMember(String workspaceId, String userId, String role) {
        return sql.preparedQuery("INSERT INTO accounts.memberships (workspace_id, user_id, role) VALUES ($1, $2, $3) "
                        + "ON CONFLICT (workspace_id, user_id) DO NOTHING")
                .execute(Tuple.of(workspaceId, userId, role))
                .onComplete(done -> AccountChanges.written(sql))
                .mapEmpty();
    }

    /** Renames the workspace if {@code userId} is its owner; false otherwise. */
    public Future<Boolean> renameOwned(String workspaceId, String userId, String name) {
        return sql.preparedQuery("UPDATE accounts.workspaces w SET name = $3 WHERE w.workspace_id = $1 AND EXISTS ("
                        + "SELECT 1 FROM accounts.memberships m WHERE m.workspace_id = $1 AND m.user_id = $2 "
                        + "AND m.role = 'owner')")
                .execute(Tuple.of(workspaceId, userId, name))
                .onComplete(done -> AccountChanges.written(sql))
                .map(rows -> rows.rowCount() == 1);
    }

    /** Puts the workspace on {@code planId} (one of {@code accounts.plans}). */
    public Future<Void> setPlan(String workspaceId, String planId) {
        return sql.preparedQuery("UPDATE accounts.workspaces SET plan_id = $2 WHERE workspace_id = $1")
                .execute(Tuple.of(workspaceId, planId))
                .onComplete(done -> AccountChanges.written(sql))
                .mapEmpty();
    }

    /** The workspace's id, name and plan, if it exists. */
    public Future<Optional<JsonObject>> workspace(String workspaceId) {
        return sql.preparedQuery("SELECT workspace_id, name, plan_id FROM accounts.workspaces WHERE workspace_id = $1")
                .execute(Tuple.of(workspaceId))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new JsonObject()
                            .put("workspace_id", row.getString("workspace_id"))
                            .put("name", row.getString("name"))
                            .put("plan", row.getString("plan_id")));
                });
    }

    /** The user's workspaces, earliest joined first (the first is the default workspace). */
    public Future<JsonArray> workspacesOf(String userId) {
        return sql.preparedQuery("SELECT (" + workspacesJson("$1") + ") AS workspaces")
                .execute(Tuple.of(userId))
                .map(rows -> rows.iterator().next().getJsonArray("workspaces"));
    }

    /**
     * What a credential of the user may reach: {@code workspaces} ({@link #workspacesJson}) and {@code removed_from},
     * the workspaces the user was removed from or left ({@link #removalsJson}), so their agents are told why.
     */
    public Future<JsonObject> access(String userId) {
        return sql.preparedQuery("SELECT (" + workspacesJson("$1") + ") AS workspaces, (" + removalsJson("$1")
                        + ") AS removed_from")
                .execute(Tuple.of(userId))
                .map(rows -> {
                    var row = rows.iterator().next();
                    return new JsonObject()
                            .put("workspaces", row.getJsonArray("workspaces"))
                            .put("removed_from", row.getJsonArray("removed_from"));
                });
    }

    /**
     * A subquery: the workspaces the user given by {@code userParam} was removed from by their owner or left (and is
     * not back in) as a JSON array of {@code workspace_id}, {@code name}, {@code reason} ({@code removed} or {@code left}).
     */
    public static String removalsJson(String userParam) {
        return "SELECT COALESCE(json_agg(json_build_object('workspace_id', w.workspace_id, 'name', w.name, "
                + "'reason', r.reason) "
                + "ORDER BY r.removed_at DESC), '[]'::json) FROM accounts.membership_removals r "
                + "JOIN accounts.workspaces w USING (workspace_id) WHERE r.user_id = " + userParam;
    }

    /**
     * A subquery: the workspaces of the user given by the parameter {@code userParam} (e.g. {@code "$1"}) as a JSON
     * array, earliest joined first: {@code workspace_id}, {@code name}, {@code role}, {@code plan}.
     */
    public static String workspacesJson(String userParam) {
        return "SELECT COALESCE(json_agg(json_build_object('workspace_id', w.workspace_id, 'name', w.name, "
                + "'role', m.role, 'plan', w.plan_id) ORDER BY m.joined_at, w.workspace_id), '[]'::json) "
                + "FROM accounts.memberships m JOIN accounts.workspaces w USING (workspace_id) WHERE m.user_id = "
                + userParam;
    }
}
