package io.sigment.accounts.plans;

import io.sigment.accounts.account.AccountChanges;
import io.sigment.common.api.accounts.PlanOffer;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** SQL of the plans page and of a workspace's plan change. */
public final class PlanChangesStore extends Store<PlanChangesStore> {
    public PlanChangesStore(SqlClient sql) {
        super(sql, PlanChangesStore::new);
    }

    /** Every plan, in the order the plans page shows them, with what it allows and costs. */
    public Future<List<PlanOffer>> plans() {
        return sql.preparedQuery("SELECT plan_id, name, platforms, max_handles_per_analysis, optimize_selection, "
                        + "max_members, monthly_usd FROM accounts.plans ORDER BY position")
                .execute()
                .map(rows -> {
                    var plans = new ArrayList<PlanOffer>();
                    rows.forEach(row -> plans.add(new PlanOffer(
                            row.getString("plan_id"),
                            row.getString("name"),
                            List.of(row.getArrayOfStrings("platforms")),
                            row.getInteger("max_handles_per_analysis"),
                            row.getBoolean("optimize_selection"),
                            row.getInteger("max_members"),
                            row.getInteger("monthly_usd"))));
                    return plans;
                });
    }

    /** Puts the workspace on {@code planId} if {@code userId} owns it; false otherwise. Its data stays as it is. */
    public Future<Boolean> changeOwned(String workspaceId, String userId, String planId) {
        return sql.preparedQuery("UPDATE accounts.workspaces SET plan_id = $3 WHERE workspace_id = $1 AND EXISTS ("
                        + "SELECT 1 FROM accounts.memberships m WHERE m.workspace_id = $1 AND m.user_id = $2 "
                        + "AND m.role = 'owner')")
                .execute(Tuple.of(workspaceId, userId, planId))
                .onComplete(done -> AccountChanges.written(sql))
                .map(rows -> rows.rowCount() == 1);
    }

    /** The workspace's people (the owner included) and its current plan's seats. */
    public record Occupancy(int people, int maxMembers) {}

    /** The workspace's {@link Occupancy}, if {@code userId} owns it; empty otherwise. */
    public Future<Optional<Occupancy>> occupancyIfOwned(String workspaceId, String userId) {
        return sql.preparedQuery("SELECT count(*) AS people, bool_or(m.user_id = $2 AND m.role = 'owner') AS owned, "
                        + "min(p.max_members) AS max_members FROM accounts.memberships m JOIN "
                        + "accounts.workspaces w "
                        + "USING (workspace_id) JOIN accounts.plans p ON p.plan_id = w.plan_id WHERE "
                        + "m.workspace_id = $1")
                .execute(Tuple.of(workspaceId, userId))
                .map(rows -> {
                    var row = rows.iterator().next();
                    return Boolean.TRUE.equals(row.getBoolean("owned"))
                            ? Optional.of(
                                    new Occupancy(row.getLong("people").intValue(), row.getInteger("max_members")))
                            : Optional.empty();
                });
    }
}
