package io.sigment.accounts.ledger;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.HoldRef;
import io.sigment.common.api.accounts.HoldSettled;
import io.sigment.common.api.accounts.HoldStatus;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.OffsetDateTime;

/**
 * What happens to a hold after {@code authorize}: {@code capture} charges it (paid work's scrape finished),
 * {@code release} frees it (work never ran), {@code refund} returns a charge (paid work failed). Each is
 * idempotent: asked again, it answers the same and writes nothing.
 */
public final class HoldSettlement {
    private final LedgerStore ledger;
    private final Clock clock;

    public HoldSettlement(LedgerStore ledger, Clock clock) {
        this.ledger = ledger;
        this.clock = clock;
    }

    public Future<JsonObject> capture(Caller caller, JsonObject args) {
        return settle(caller, args, (ledger, hold, totals) -> switch (hold.state()) {
            case OPEN ->
                append(
                        ledger,
                        hold,
                        LedgerEntry.CHARGE,
                        "capture:",
                        new Totals(totals.balance() - hold.amount(), totals.held() - hold.amount()),
                        HoldStatus.CAPTURED);
            case CAPTURED, REFUNDED -> Future.succeededFuture(reply(hold, hold.state(), totals));
            case RELEASED ->
                Future.failedFuture(ToolError.invalidArguments(
                        "hold_id: " + hold.holdId() + " was released and can no longer be captured; authorize again"));
        });
    }

    public Future<JsonObject> release(Caller caller, JsonObject args) {
        return settle(caller, args, (ledger, hold, totals) -> switch (hold.state()) {
            case OPEN ->
                append(
                        ledger,
                        hold,
                        LedgerEntry.RELEASE,
                        "release:",
                        new Totals(totals.balance(), totals.held() - hold.amount()),
                        HoldStatus.RELEASED);
            case RELEASED -> Future.succeededFuture(reply(hold, hold.state(), totals));
            case CAPTURED, REFUNDED ->
                Future.failedFuture(ToolError.invalidArguments(
                        "hold_id: " + hold.holdId() + " was already charged; refund it instead of releasing it"));
        });
    }

    /** Refunds a charged hold; a hold never charged is released instead (nothing was taken, nothing to return). */
    public Future<JsonObject> refund(Caller caller, JsonObject args) {
        return settle(caller, args, (ledger, hold, totals) -> switch (hold.state()) {
            case CAPTURED ->
                append(
                        ledger,
                        hold,
                        LedgerEntry.REFUND,
                        "refund:",
                        new Totals(totals.balance() + hold.amount(), totals.held()),
                        HoldStatus.REFUNDED);
            case OPEN ->
                append(
                        ledger,
                        hold,
                        LedgerEntry.RELEASE,
                        "release:",
                        new Totals(totals.balance(), totals.held() - hold.amount()),
                        HoldStatus.RELEASED);
            case RELEASED, REFUNDED -> Future.succeededFuture(reply(hold, hold.state(), totals));
        });
    }

    private interface Step {
        Future<JsonObject> apply(LedgerStore ledger, Hold hold, Totals totals);
    }

    private Future<JsonObject> settle(Caller caller, JsonObject args, Step step) {
        var holdId = HoldRef.fromJson(args).holdId();
        if (caller.workspaceId() == null) return Future.failedFuture(ToolError.workspaceNotFound());
        return ledger.inTransaction(tx -> tx.lockWorkspace(caller.workspaceId())
                .compose(locked -> tx.hold(caller.workspaceId(), holdId))
                .compose(hold -> hold.isEmpty()
                        ? Future.failedFuture(ToolError.notFound("Check the hold_id returned by authorize."))
                        : tx.totals(caller.workspaceId()).compose(totals -> step.apply(tx, hold.get(), totals))));
    }

    private Future<JsonObject> append(
            LedgerStore ledger, Hold hold, String kind, String keyPrefix, Totals after, HoldStatus state) {
        var entry = hold.follow(kind, after, keyPrefix + hold.holdId(), OffsetDateTime.now(clock));
        return ledger.append(entry).map(v -> reply(hold, state, after));
    }

    private static JsonObject reply(Hold hold, HoldStatus state, Totals totals) {
        var charged = state == HoldStatus.CAPTURED ? hold.amount() : 0;
        var refunded = state == HoldStatus.REFUNDED ? hold.amount() : 0;
        return new HoldSettled(
                        hold.holdId(), state, hold.amount(), charged, refunded, totals.balance(), totals.available())
                .toJson();
    }
}
