package io.sigment.accounts.agents;

import io.sigment.common.Ids;
import io.sigment.common.api.WireJson;
import io.sigment.common.api.accounts.AgentWorkspaceState;
import io.sigment.common.api.accounts.ListedAgent;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * SQL of {@code accounts.agents} and {@code agent_grants}: each OAuth client as one user's agent, approved per
 * workspace.
 */
public final class AgentsStore extends Store<AgentsStore> {
    public AgentsStore(SqlClient sql) {
        super(sql, AgentsStore::new);
    }

    /**
     * {@code sameNameClients}: how many other clients carry its name (a namesake may be an impostor). {@code userName}:
     * whose agent it is; {@code workspaces}: the workspaces of its user that the person who asked sees (all, for their
     * own agents; the ones they own, for a member's), each with the agent's {@code status} there and whether that
     * person may decide on it ({@code may_decide}: they own it).
     */
    public record Agent(
            String agentId,
            String userId,
            String clientId,
            String clientName,
            String createdAt,
            String lastUsedAt,
            long sameNameClients,
            String userName,
            List<AgentWorkspaceState> workspaces) {
        public Agent {
            workspaces = List.copyOf(workspaces);
        }

        /**
         * Approved if it may work in one of the workspaces shown, else revoked if revoked in one, else not approved.
         */
        public String status() {
            var statuses = workspaces.stream().map(AgentWorkspaceState::status).toList();
            return statuses.contains("approved")
                    ? "approved"
                    : statuses.contains("revoked") ? "revoked" : "not_approved";
        }

        /** The person who asked owns a workspace shown where it is not approved. */
        public boolean mayApprove() {
            return workspaces.stream().anyMatch(w -> w.mayDecide() && !"approved".equals(w.status()));
        }

        /** The agent as the AI agents settings list it. */
        public ListedAgent listed() {
            return new ListedAgent(
                    agentId,
                    clientId,
                    clientName,
                    status(),
                    createdAt,
                    lastUsedAt,
                    sameNameClients,
                    userId,
                    userName,
                    mayApprove(),
                    workspaces);
        }
    }

    /** The person {@code viewer} owns a workspace the agent's user is a member of. */
    private static String ownsMember(String viewer) {
        return "EXISTS (SELECT 1 FROM accounts.memberships o JOIN accounts.memberships m USING (workspace_id) "
                + "WHERE o.user_id = " + viewer
                + " AND o.role = 'owner' AND m.user_id = a.user_id AND m.role = 'member')";
    }

    /** The user's agent for this client; the first call creates it, not approved. Records use once a minute. */
    public Future<Agent> ensure(String userId, String clientId) {
        return sql.preparedQuery("INSERT INTO accounts.agents (agent_id, user_id, client_id, status, last_used_at) "
                        + "VALUES ($1, $2, $3, 'not_approved', now()) ON CONFLICT (user_id, client_id) DO UPDATE SET "
                        + "last_used_at = now() WHERE accounts.agents.last_used_at IS NULL "
                        + "OR accounts.agents.last_used_at < now() - interval '1 minute'")
                .execute(Tuple.of(Ids.random("agt_"), userId, clientId))
                .compose(v -> find(userId, clientId));
    }

    private Future<Agent> find(String userId, String clientId) {
        return sql.preparedQuery(SELECT + "WHERE a.user_id = $1 AND a.client_id = $2")
                .execute(Tuple.of(userId, clientId))
                .map(rows -> agent(rows.iterator().next()));
    }

    /** The user's own agents and those of the members of workspaces they own, newest first. */
    public Future<List<Agent>> listForUser(String userId) {
        return sql.preparedQuery(SELECT + "WHERE a.user_id = $1 OR " + ownsMember("$1") + " ORDER BY a.created_at DESC")
                .execute(Tuple.of(userId))
                .map(rows -> {
                    var agents = new ArrayList<Agent>();
                    rows.forEach(row -> agents.add(agent(row)));
                    return agents;
                });
    }

    /**
     * Records {@code status} (approved or revoked) for the agent in the workspaces {@code deciderId} may decide on:
     * those
     * of the agent's user that they own; to revoke, also every workspace of the agent's user when they are that user.
     * {@code workspaceId} non-null: only that one. Returns the workspaces decided (none: not theirs to decide).
     */
    public Future<List<String>> decide(String deciderId, String agentId, String status, String workspaceId) {
        return sql.preparedQuery("INSERT INTO accounts.agent_grants (agent_id, workspace_id, status, decided_by) "
                        + "SELECT a.agent_id, m.workspace_id, $3, $2 FROM accounts.agents a JOIN accounts.memberships "
                        + "m "
                        + "ON m.user_id = a.user_id WHERE a.agent_id = $1 AND ($4::text IS NULL OR m.workspace_id = "
                        + "$4) AND ("
                        + "EXISTS (SELECT 1 FROM accounts.memberships o WHERE o.workspace_id = m.workspace_id AND "
                        + "o.user_id = $2 "
                        + "AND o.role = 'owner') OR ($3 = 'revoked' AND a.user_id = $2)) "
                        + "ON CONFLICT (agent_id, workspace_id) DO UPDATE SET status = EXCLUDED.status, "
                        + "decided_by = EXCLUDED.decided_by, decided_at = now() RETURNING workspace_id")
                .execute(Tuple.of(agentId, deciderId, status, workspaceId))
                .map(rows -> {
                    var decided = new ArrayList<String>();
                    rows.forEach(row -> decided.add(row.getString("workspace_id")));
                    return decided;
                });
    }

    /** The agent's decided workspaces: workspace id to {@code approved} or {@code revoked}. */
    public Future<Map<String, String>> grants(String agentId) {
        return sql.preparedQuery("SELECT workspace_id, status FROM accounts.agent_grants WHERE agent_id = $1")
                .execute(Tuple.of(agentId))
                .map(rows -> {
                    var grants = new HashMap<String, String>();
                    rows.forEach(row -> grants.put(row.getString("workspace_id"), row.getString("status")));
                    return grants;
                });
    }

    /** Agents as the person {@code $1} sees them, with the workspaces of the agent's user they may see. */
    private static final String SELECT = "SELECT a.agent_id, a.user_id, a.client_id, c.client_name, "
            + "a.created_at, a.last_used_at, (SELECT count(*) FROM accounts.oauth_clients o "
            + "WHERE lower(o.client_name) = lower(c.client_name) AND o.client_id <> c.client_id) AS same_name, "
            + "u.name AS user_name, (SELECT COALESCE(json_agg(json_build_object('workspace_id', w.workspace_id, "
            + "'name', w.name, 'status', COALESCE(g.status, 'not_approved'), 'may_decide', own.user_id IS NOT NULL) "
            + "ORDER BY m.joined_at, w.workspace_id), '[]'::json) FROM accounts.memberships m "
            + "JOIN accounts.workspaces w USING (workspace_id) LEFT JOIN accounts.agent_grants g "
            + "ON g.agent_id = a.agent_id AND g.workspace_id = m.workspace_id LEFT JOIN accounts.memberships own "
            + "ON own.workspace_id = m.workspace_id AND own.user_id = $1 AND own.role = 'owner' "
            + "WHERE m.user_id = a.user_id AND (a.user_id = $1 OR own.user_id IS NOT NULL)) AS workspaces "
            + "FROM accounts.agents a JOIN accounts.oauth_clients c USING (client_id) JOIN accounts.users u ON "
            + "u.user_id = a.user_id ";

    private static Agent agent(Row row) {
        var lastUsed = row.getOffsetDateTime("last_used_at");
        return new Agent(
                row.getString("agent_id"),
                row.getString("user_id"),
                row.getString("client_id"),
                row.getString("client_name"),
                row.getOffsetDateTime("created_at").toString(),
                lastUsed == null ? null : lastUsed.toString(),
                row.getLong("same_name"),
                row.getString("user_name"),
                WireJson.list((JsonArray) row.getJson("workspaces"), AgentWorkspaceState::fromJson));
    }
}
