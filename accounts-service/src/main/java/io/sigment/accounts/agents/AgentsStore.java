package io.sigment.accounts.agents;

import io.sigment.common.Ids;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;

/** SQL of {@code accounts.agents}: each OAuth client as one user's agent, with its approval state. */
public final class AgentsStore extends Store<AgentsStore> {
  public AgentsStore(SqlClient sql) {
    super(sql, AgentsStore::new);
  }

  /**
   * {@code sameNameClients}: how many other clients carry its name (a namesake may be an impostor). {@code userName}:
   * whose agent it is; {@code mayApprove}: whether the person who asked may approve it ({@link #mayApprove}).
   */
  public record Agent(String agentId, String userId, String clientId, String clientName, String status,
                      String createdAt, String lastUsedAt, long sameNameClients, String userName, boolean mayApprove) {
    public JsonObject toJson() {
      return new JsonObject().put("agent_id", agentId).put("client_id", clientId).put("client_name", clientName)
          .put("status", status).put("created_at", createdAt).put("last_used_at", lastUsedAt)
          .put("same_name_clients", sameNameClients).put("user_id", userId).put("user_name", userName)
          .put("may_approve", mayApprove);
    }
  }

  /**
   * Who approves or re-approves an agent (the person deciding is the parameter {@code decider}, the agent's row
   * {@code a}): an owner of a workspace its user is a member of; or its own user, if that user is a member of no one
   * else's workspace. Only owners let an agent into a workspace.
   */
  static String mayApprove(String decider) {
    return "((a.user_id = " + decider + " AND NOT EXISTS (SELECT 1 FROM accounts.memberships mm WHERE mm.user_id = "
        + decider + " AND mm.role = 'member')) OR " + ownsMember(decider) + ")";
  }

  /** The person {@code decider} owns a workspace the agent's user is a member of. */
  private static String ownsMember(String decider) {
    return "EXISTS (SELECT 1 FROM accounts.memberships o JOIN accounts.memberships m USING (workspace_id) "
        + "WHERE o.user_id = " + decider + " AND o.role = 'owner' AND m.user_id = a.user_id AND m.role = 'member')";
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
   * Sets the state of an agent the person {@code deciderId} may decide on: approving as {@link #mayApprove} says;
   * revoking, its own user or an owner of a workspace its user is a member of. False otherwise (or no such agent).
   */
  public Future<Boolean> decide(String deciderId, String agentId, String status) {
    var allowed = "approved".equals(status) ? mayApprove("$2") : "(a.user_id = $2 OR " + ownsMember("$2") + ")";
    return sql.preparedQuery("UPDATE accounts.agents a SET status = $3, decided_at = now() "
            + "WHERE a.agent_id = $1 AND " + allowed)
        .execute(Tuple.of(agentId, deciderId, status))
        .map(result -> result.rowCount() == 1);
  }

  /** Agents as the person {@code $1} sees them. */
  private static final String SELECT = "SELECT a.agent_id, a.user_id, a.client_id, c.client_name, a.status, "
      + "a.created_at, a.last_used_at, (SELECT count(*) FROM accounts.oauth_clients o "
      + "WHERE lower(o.client_name) = lower(c.client_name) AND o.client_id <> c.client_id) AS same_name, "
      + "u.name AS user_name, " + mayApprove("$1") + " AS may_approve "
      + "FROM accounts.agents a JOIN accounts.oauth_clients c USING (client_id) JOIN accounts.users u ON u.user_id = a.user_id ";

  private static Agent agent(Row row) {
    var lastUsed = row.getOffsetDateTime("last_used_at");
    return new Agent(row.getString("agent_id"), row.getString("user_id"), row.getString("client_id"),
        row.getString("client_name"), row.getString("status"), row.getOffsetDateTime("created_at").toString(),
        lastUsed == null ? null : lastUsed.toString(), row.getLong("same_name"), row.getString("user_name"),
        row.getBoolean("may_approve"));
  }
}
