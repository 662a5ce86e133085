package io.sigment.accounts.account;

import io.sigment.accounts.plans.Catalog;
import io.sigment.common.Caller;
import io.sigment.common.api.WireJson;
import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** {@code get_account}: the caller's workspaces, and for the target one its plan, credits, prices and agent spend. */
public final class AccountOverview {
    private final Catalog catalog;
    private final WorkspaceCredits credits;

    public AccountOverview(WorkspaceCredits credits, Catalog catalog) {
        this.catalog = catalog;
        this.credits = credits;
    }

    public Future<JsonObject> get(Caller caller, JsonObject args) {
        return credits.read(caller.workspaceId(), caller.userId()).map(snapshot -> {
            var workspaces = WireJson.list(snapshot.workspaces(), MemberWorkspace::fromJson).stream()
                    .map(w -> new AccountView.AccountWorkspace(
                            w.workspaceId(),
                            w.name(),
                            w.role(),
                            w.plan(),
                            caller.workspaceId().equals(w.workspaceId())))
                    .toList();
            return new AccountView(
                            workspaces,
                            new AccountView.Workspace(
                                    snapshot.workspaceId(),
                                    snapshot.name(),
                                    snapshot.plan().shown()),
                            snapshot.totals().shown(),
                            snapshot.agentSpend(),
                            catalog.prices().table().prices(),
                            catalog.packageOffers(),
                            "available = balance minus credits reserved by running paid work. Agents may spend at most "
                                    + snapshot.dailyCap()
                                    + " credits per workspace per UTC day. To buy credits, call get_topup_link and "
                                    + "give the URL to the user; plan changes are made by the user in the Sigment app.")
                    .toJson();
        });
    }
}
