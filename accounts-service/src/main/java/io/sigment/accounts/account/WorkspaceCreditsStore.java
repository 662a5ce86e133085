package io.sigment.accounts.account;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.ledger.Totals;
import io.sigment.accounts.ledger.UtcDay;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.Optional;

/**
 * The read behind {@code get_account} and {@code quote_cost} as one statement: the workspace, its ledger totals,
 * today's agent spend and the caller's workspaces. The ledger parts are {@link LedgerStore}'s own queries, so
 * this read and the money moves agree by construction. No cache here ({@link AccountOverview} keeps replies until
 * the next change).
 */
public final class WorkspaceCreditsStore extends Store<WorkspaceCreditsStore> {
    private static final String READ = "SELECT w.workspace_id, w.name, w.plan_id, t.balance, t.held, "
            + "(" + LedgerStore.AGENT_SPEND + ") AS spent, "
            + "(" + IdentityStore.workspacesJson("$4") + ") AS workspaces "
            + "FROM accounts.workspaces w CROSS JOIN LATERAL (" + LedgerStore.TOTALS + ") t "
            + "WHERE w.workspace_id = $1";

    public WorkspaceCreditsStore(SqlClient sql) {
        super(sql, WorkspaceCreditsStore::new);
    }

    /** One read of a workspace's credits; {@code workspaces} is empty when {@code userId} is null. */
    record Row(String workspaceId, String name, String planId, Totals totals, long spentToday, JsonArray workspaces) {}

    Future<Optional<Row>> read(String workspaceId, String userId, UtcDay day) {
        return sql.preparedQuery(READ)
                .execute(Tuple.of(workspaceId, day.start(), day.end(), userId))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new Row(
                            row.getString("workspace_id"),
                            row.getString("name"),
                            row.getString("plan_id"),
                            new Totals(row.getLong("balance"), row.getLong("held")),
                            row.getLong("spent"),
                            row.getJsonArray("workspaces")));
                });
    }
}
