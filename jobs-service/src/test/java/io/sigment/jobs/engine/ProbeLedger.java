package io.sigment.jobs.engine;

import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.api.accounts.CostQuote;
import io.sigment.common.api.accounts.HoldAuthorization;
import io.sigment.common.api.accounts.HoldSettled;
import io.sigment.common.api.accounts.HoldStatus;
import io.sigment.common.api.accounts.OpenHold;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What the job engine asks of accounts-service, answered the way accounts answers and counted: holds opened by
 * idempotency key, captured and returned by hold id, listed for the sweeper; every quote is {@link #QUOTED} credits. The engine's own tests use it so they
 * can count every money move; the real ledger is tested in accounts-service and end to end in {@code local}.
 */
final class ProbeLedger {
    /** The price every {@code quote_cost} answers. */
    static final long QUOTED = 5;

    final AtomicInteger authorizations = new AtomicInteger();
    final AtomicInteger captures = new AtomicInteger();
    final AtomicInteger refunds = new AtomicInteger();
    /** Open holds by hold id, as accounts lists them ({@link OpenHold}). */
    final Map<String, JsonObject> open = new ConcurrentHashMap<>();

    private final Map<String, String> holdByKey = new ConcurrentHashMap<>();
    private final Map<String, JsonObject> captured = new ConcurrentHashMap<>();
    private volatile long balance;

    ProbeLedger(long balance) {
        this.balance = balance;
    }

    Future<Void> bind(Vertx vertx) {
        Map<AccountsAction, Action> actions = Map.of(
                AccountsAction.QUOTE_COST, (caller, args) -> quote(caller.workspaceId(), args),
                AccountsAction.AUTHORIZE, (caller, args) -> authorize(caller.workspaceId(), args),
                AccountsAction.CAPTURE, (caller, args) -> settle(args.getString("hold_id"), true),
                AccountsAction.REFUND, (caller, args) -> settle(args.getString("hold_id"), false),
                AccountsAction.LIST_OPEN_HOLDS,
                        (caller, args) -> Future.succeededFuture(new JsonObject()
                                .put(
                                        "holds",
                                        new JsonArray(open.values().stream()
                                                .map(JsonObject::copy)
                                                .toList()))));
        return ServiceAddress.ACCOUNTS.bind(vertx, actions);
    }

    /** A hold the engine never stored a job for (its start was lost after authorize). */
    String orphanHold(String workspaceId, String jobId, long amount) {
        var holdId = Ids.random("hold_");
        open.put(
                holdId,
                new OpenHold(holdId, workspaceId, JobCredits.KEY_PREFIX + jobId, new JobId(jobId), amount, null)
                        .toJson());
        return holdId;
    }

    private synchronized Future<JsonObject> quote(String workspaceId, JsonObject args) {
        long available = balance - held();
        return Future.succeededFuture(new CostQuote(
                        args.getString("action"),
                        args.getString("action"),
                        args.getString("platform"),
                        QUOTED,
                        QUOTED,
                        false,
                        null,
                        workspaceId,
                        "pay_as_you_go",
                        true,
                        balance,
                        available,
                        available >= QUOTED,
                        0,
                        Long.MAX_VALUE,
                        true,
                        true,
                        "")
                .toJson());
    }

    private synchronized Future<JsonObject> authorize(String workspaceId, JsonObject args) {
        authorizations.incrementAndGet();
        long price = args.getLong("price");
        var key = args.getString("idempotency_key");
        var existing = holdByKey.get(key);
        if (existing == null) {
            long available = balance - held();
            if (price > available) return Future.failedFuture(ToolError.insufficientCredits(price, available));
            existing = Ids.random("hold_");
            holdByKey.put(key, existing);
            open.put(
                    existing,
                    new OpenHold(existing, workspaceId, key, new JobId(args.getString("job_id")), price, null)
                            .toJson());
        }
        return Future.succeededFuture(new HoldAuthorization(
                        existing, HoldStatus.OPEN, price, balance, balance - held(), Long.MAX_VALUE, false, null)
                .toJson());
    }

    private synchronized Future<JsonObject> settle(String holdId, boolean capture) {
        var hold = open.remove(holdId);
        long amount = hold == null ? 0 : hold.getLong("amount");
        long refunded = 0;
        if (capture) {
            captures.incrementAndGet();
            if (hold != null) {
                balance -= amount;
                captured.put(holdId, hold);
            }
        } else {
            refunds.incrementAndGet();
            var charged = captured.remove(holdId);
            if (charged != null) {
                refunded = charged.getLong("amount");
                balance += refunded;
            }
        }
        var status = capture ? HoldStatus.CAPTURED : refunded > 0 ? HoldStatus.REFUNDED : HoldStatus.RELEASED;
        return Future.succeededFuture(new HoldSettled(
                        holdId,
                        status,
                        Math.max(amount, refunded),
                        capture ? amount : 0,
                        refunded,
                        balance,
                        balance - held())
                .toJson());
    }

    private long held() {
        return open.values().stream().mapToLong(hold -> hold.getLong("amount")).sum();
    }

    long balance() {
        return balance;
    }
}
