package io.sigment.accounts.account;

import io.sigment.accounts.plans.Catalog;
import io.sigment.common.Caller;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * {@code get_account}: the caller's workspaces, and for the target one its plan, credits, prices and agent spend.
 * The catalog's prices and credit packages are turned into JSON once, not per call: every reply holds the same two
 * arrays, which nothing changes after (the event bus hands the gateway a copy, or their encoding).
 */
public final class AccountOverview {
    private final WorkspaceCredits credits;
    private final JsonArray prices;
    private final JsonArray creditPackages;

    public AccountOverview(WorkspaceCredits credits, Catalog catalog) {
        this.credits = credits;
        this.prices = catalog.prices().toJson();
        this.creditPackages = catalog.packagesJson();
    }

    public Future<JsonObject> get(Caller caller, JsonObject args) {
        return credits.read(caller.workspaceId(), caller.userId()).map(snapshot -> {
            snapshot.workspaces()
                    .forEach(w -> ((JsonObject) w)
                            .put("selected", caller.workspaceId().equals(((JsonObject) w).getString("workspace_id"))));
            return new JsonObject()
                    .put("workspaces", snapshot.workspaces())
                    .put(
                            "workspace",
                            snapshot.workspace().put("plan", snapshot.plan().toJson()))
                    .put("credits", snapshot.totals().toJson())
                    .put("agent_spend_today", snapshot.agentSpendJson())
                    .put("prices", prices)
                    .put("credit_packages", creditPackages)
                    .put(
                            "notes",
                            "available = balance minus credits reserved by running paid work. Agents may spend at most "
                                    + snapshot.dailyCap()
                                    + " credits per workspace per UTC day. To buy credits, call get_topup_link and "
                                    + "give the URL to the user; plan changes are made by the user in the Sigment app.");
        });
    }
}
