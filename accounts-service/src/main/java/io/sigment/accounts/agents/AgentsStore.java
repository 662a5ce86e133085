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

  /** {@code sameNameClients}: how many other clients carry its name (a namesake may be an impostor). */
  public record Agent(String agentId, String userId, String clientId, String clientName, String status,
                      String createdAt, String lastUsedAt, long sameNameClients) {
    public JsonObject toJson() {
      return new JsonObject().put("agent_id", agentId).put("client_id", clientId).put("client_name", clientName)
          .put("status", status).put("created_at", createdAt).put("last_used_at", lastUsedAt)
          .put("same_name_clients", sameNameClients);
    }
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

  public Future<List<Agent>> listForUser(String userId) {
    return sql.preparedQuery(SELECT + "WHERE a.user_id = $1 ORDER BY a.created_at DESC")
        .execute(Tuple.of(userId))
        .map(rows -> {
          var agents = new ArrayList<Agent>();
          rows.forEach(row -> agents.add(agent(row)));
          return agents;
        });
  }

  /** Sets the state of the user's agent; false when the user has no such agent. */
  public Future<Boolean> decide(String userId, String agentId, String status) {
    return sql.preparedQuery("UPDATE accounts.agents SET status = $3, decided_at = now() "
            + "WHERE agent_id = $1 AND user_id = $2")
        .execute(Tuple.of(agentId, userId, status))
        .map(result -> result.rowCount() == 1);
  }

  private static final String SELECT = "SELECT a.agent_id, a.user_id, a.client_id, c.client_name, a.status, "
      + "a.created_at, a.last_used_at, (SELECT count(*) FROM accounts.oauth_clients o "
      + "WHERE lower(o.client_name) = lower(c.client_name) AND o.client_id <> c.client_id) AS same_name "
      + "FROM accounts.agents a JOIN accounts.oauth_clients c USING (client_id) ";

  private static Agent agent(Row row) {
    var lastUsed = row.getOffsetDateTime("last_used_at");
    return new Agent(row.getString("agent_id"), row.getString("user_id"), row.getString("client_id"),
        row.getString("client_name"), row.getString("status"), row.getOffsetDateTime("created_at").toString(),
        lastUsed == null ? null : lastUsed.toString(), row.getLong("same_name"));
  }
}
