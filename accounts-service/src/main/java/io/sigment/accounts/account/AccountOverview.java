package io.sigment.accounts.account;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.plans.Catalog;
import io.sigment.common.Caller;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** {@code get_account}: the caller's workspaces, and for the target one its plan, credits, prices and agent spend. */
public final class AccountOverview {
  private final IdentityStore identity;
  private final Catalog catalog;
  private final WorkspaceCredits credits;

  public AccountOverview(IdentityStore identity, WorkspaceCredits credits, Catalog catalog) {
    this.identity = identity;
    this.catalog = catalog;
    this.credits = credits;
  }

  public Future<JsonObject> get(Caller caller, JsonObject args) {
    var workspaces = caller.userId() == null
        ? Future.succeededFuture(new JsonArray()) : identity.workspacesOf(caller.userId());
    return Future.all(workspaces, credits.read(caller.workspaceId())).map(all -> {
      WorkspaceCredits.Snapshot snapshot = all.resultAt(1);
      var list = new JsonArray();
      workspaces.result().forEach(w -> list.add(((JsonObject) w).copy()
          .put("selected", caller.workspaceId().equals(((JsonObject) w).getString("workspace_id")))));
      return new JsonObject()
          .put("workspaces", list)
          .put("workspace", snapshot.workspace().copy().put("plan", snapshot.plan().toJson()))
          .put("credits", snapshot.totals().toJson())
          .put("agent_spend_today", snapshot.agentSpendJson())
          .put("prices", catalog.prices().toJson())
          .put("credit_packages", catalog.packagesJson())
          .put("notes", "available = balance minus credits reserved by running paid work. Agents may spend at most "
              + snapshot.dailyCap() + " credits per workspace per UTC day. To buy credits, call get_topup_link and "
              + "give the URL to the user; plan changes are made by the user in the Sigment app.");
    });
  }
}
