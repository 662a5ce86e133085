package io.sigment.accounts.account;

import io.sigment.accounts.ledger.Totals;
import io.sigment.accounts.ledger.UtcDay;
import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.plans.Plan;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import java.time.Clock;

/**
 * A read of one workspace's plan, credits and today's agent spend, for the account tools (no lock: display only),
 * in one statement ({@link WorkspaceCreditsStore}).
 */
public final class WorkspaceCredits {
    private final WorkspaceCreditsStore store;
    private final Catalog catalog;
    private final Clock clock;
    private final long dailyCap;

    public WorkspaceCredits(WorkspaceCreditsStore store, Catalog catalog, Clock clock, long dailyCap) {
        this.store = store;
        this.catalog = catalog;
        this.clock = clock;
        this.dailyCap = dailyCap;
    }

    /** {@code workspaces}: the caller's workspaces when asked for ({@link #read(String, String)}), else empty. */
    record Snapshot(
            String workspaceId,
            String name,
            Plan plan,
            Totals totals,
            long spentToday,
            long dailyCap,
            UtcDay day,
            JsonArray workspaces) {
        boolean capAllows(long price) {
            return spentToday + price <= dailyCap;
        }

        AccountView.AgentSpend agentSpend() {
            return new AccountView.AgentSpend(
                    spentToday,
                    dailyCap,
                    Math.max(0, dailyCap - spentToday),
                    day.date().toString(),
                    StoredTime.text(day.end()));
        }
    }

    Future<Snapshot> read(String workspaceId) {
        return read(workspaceId, null);
    }

    /** The snapshot with the workspaces of {@code userId} (none when null). */
    Future<Snapshot> read(String workspaceId, String userId) {
        if (workspaceId == null) return Future.failedFuture(ToolError.workspaceNotFound());
        var day = UtcDay.today(clock);
        return store.read(workspaceId, userId, day).compose(found -> {
            if (found.isEmpty()) return Future.failedFuture(ToolError.workspaceNotFound());
            var row = found.get();
            return Future.succeededFuture(new Snapshot(
                    row.workspaceId(),
                    row.name(),
                    catalog.plan(row.planId()),
                    row.totals(),
                    row.spentToday(),
                    dailyCap,
                    day,
                    row.workspaces()));
        });
    }
}
