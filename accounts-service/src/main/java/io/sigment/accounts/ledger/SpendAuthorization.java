package io.sigment.accounts.ledger;

import io.sigment.accounts.plans.Catalog;
import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.HoldAuthorization;
import io.sigment.common.api.accounts.HoldStatus;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.OffsetDateTime;

/**
 * {@code authorize}: the one door every paid action goes through. Checks, in order, max_credits, the plan,
 * the daily agent cap and the available credits, then opens a hold, all in one transaction holding the
 * workspace's row lock, so concurrent authorizations can never overspend.
 */
public final class SpendAuthorization {
    private final LedgerStore ledger;
    private final Catalog catalog;
    private final Clock clock;
    private final long dailyCap;

    public SpendAuthorization(LedgerStore ledger, Catalog catalog, Clock clock, long dailyCap) {
        this.ledger = ledger;
        this.catalog = catalog;
        this.clock = clock;
        this.dailyCap = dailyCap;
    }

    public Future<JsonObject> authorize(Caller caller, JsonObject args) {
        var request = AuthorizeRequest.parse(caller, args);
        if (request.price() > request.maxCredits()) {
            return Future.failedFuture(ToolError.overMaxCredits(request.price(), request.maxCredits()));
        }
        return ledger.inTransaction(tx -> tx.lockWorkspace(request.workspaceId())
                .compose(plan -> {
                    if (plan.isEmpty()) return Future.failedFuture(ToolError.workspaceNotFound());
                    return tx.holdByKey(request.workspaceId(), request.idempotencyKey())
                            .compose(earlier -> earlier.map(hold -> replay(tx, request, hold))
                                    .orElseGet(() -> openHold(tx, request, plan.get())));
                }));
    }

    /**
     * The same key again answers the hold it opened, but only for the same request: a key whose hold was for
     * another action or price is refused, so a replay can never pass off one authorization as another.
     */
    private Future<JsonObject> replay(LedgerStore ledger, AuthorizeRequest request, Hold hold) {
        if (!hold.action().equals(request.action()) || hold.amount() != request.price()) {
            return Future.failedFuture(
                    ToolError.invalidArguments("idempotency_key: already used for a hold of " + hold.amount()
                            + " credits for " + hold.action() + "; use a new key for a different authorization"));
        }
        return ledger.totals(request.workspaceId())
                .map(totals -> reply(hold.holdId(), hold.amount(), hold.state(), totals, true, null)
                        .toJson());
    }

    private Future<JsonObject> openHold(LedgerStore ledger, AuthorizeRequest request, String planId) {
        var lacking = catalog.lacks(planId, request.action(), request.platforms(), request.handleCount());
        if (lacking.isPresent()) return Future.failedFuture(ToolError.planLimit(lacking.get()));
        var now = OffsetDateTime.now(clock);
        var spentToday = request.agent()
                ? ledger.agentSpend(request.workspaceId(), UtcDay.today(clock))
                : Future.succeededFuture(0L);
        return spentToday.compose(spent -> {
            if (request.agent() && spent + request.price() > dailyCap) {
                return Future.failedFuture(ToolError.dailyCap(spent, dailyCap, request.price()));
            }
            return ledger.totals(request.workspaceId()).compose(totals -> {
                if (totals.available() < request.price()) {
                    return Future.failedFuture(ToolError.insufficientCredits(request.price(), totals.available()));
                }
                var holdId = Ids.random("hold_");
                var after = new Totals(totals.balance(), totals.held() + request.price());
                // A person's hold reads no agent spend, so it reports none (0 would claim agents spent nothing today).
                return ledger.append(request.hold(holdId, after, now))
                        .map(v -> reply(
                                        holdId,
                                        request.price(),
                                        HoldStatus.OPEN,
                                        after,
                                        false,
                                        request.agent() ? spent + request.price() : null)
                                .toJson());
            });
        });
    }

    private HoldAuthorization reply(
            String holdId, long amount, HoldStatus state, Totals totals, boolean replayed, Long agentSpendToday) {
        return new HoldAuthorization(
                holdId, state, amount, totals.balance(), totals.available(), dailyCap, replayed, agentSpendToday);
    }
}
