package io.sigment.accounts.account;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.ledger.Totals;
import io.sigment.accounts.ledger.UtcDay;
import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.plans.Plan;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;

/** A read of one workspace's plan, credits and today's agent spend, for the account tools (no lock: display only). */
public final class WorkspaceCredits {
  private final IdentityStore identity;
  private final LedgerStore ledger;
  private final Catalog catalog;
  private final Clock clock;
  private final long dailyCap;

  public WorkspaceCredits(IdentityStore identity, LedgerStore ledger, Catalog catalog, Clock clock, long dailyCap) {
    this.identity = identity;
    this.ledger = ledger;
    this.catalog = catalog;
    this.clock = clock;
    this.dailyCap = dailyCap;
  }

  record Snapshot(JsonObject workspace, Plan plan, Totals totals, long spentToday, long dailyCap, UtcDay day) {
    boolean capAllows(long price) {
      return spentToday + price <= dailyCap;
    }

    JsonObject agentSpendJson() {
      return new JsonObject()
          .put("spent", spentToday)
          .put("cap", dailyCap)
          .put("remaining", Math.max(0, dailyCap - spentToday))
          .put("day", day.date().toString())
          .put("resets_at", day.end().toInstant().toString());
    }
  }

  Future<Snapshot> read(String workspaceId) {
    if (workspaceId == null) return Future.failedFuture(ToolError.workspaceNotFound());
    var day = UtcDay.today(clock);
    return identity.workspace(workspaceId).compose(found -> {
      if (found.isEmpty()) return Future.failedFuture(ToolError.workspaceNotFound());
      var workspace = found.get();
      var totals = ledger.totals(workspaceId);
      var spent = ledger.agentSpend(workspaceId, day);
      return Future.all(totals, spent).map(all -> new Snapshot(workspace, catalog.plan(workspace.getString("plan")),
          totals.result(), spent.result(), dailyCap, day));
    });
  }
}
