package io.sigment.accounts.account;

import io.sigment.accounts.ledger.UtcDay;
import io.sigment.accounts.plans.Catalog;
import io.sigment.common.Caller;
import io.sigment.common.api.WireJson;
import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * {@code get_account}: the caller's workspaces, and for the target one its plan, credits, prices and agent spend.
 * A reply is kept per workspace and user until the next change to what it shows ({@link AccountChanges}), the
 * next UTC day or {@link #MAX_AGE}, so an agent's repeated calls cost no read; a charge or top-up is seen by the next
 * call. The age bounds what no change count sees: a change broadcast from another accounts process that never
 * arrived, or a row written to the database by hand.
 */
public final class AccountOverview {
    static final int MAX_KEPT = 1_000;
    static final Duration MAX_AGE = Duration.ofSeconds(2);

    private final Catalog catalog;
    private final WorkspaceCredits credits;
    private final Clock clock;
    private final Map<String, Kept> kept = new ConcurrentHashMap<>();

    /** A reply read while the change count was {@code generation}, for the day it counted agents' spend on. */
    private record Kept(long generation, UtcDay day, long readAtNanos, JsonObject reply) {
        boolean fresh(long generationNow, UtcDay today) {
            return generation == generationNow
                    && day.equals(today)
                    && System.nanoTime() - readAtNanos < MAX_AGE.toNanos();
        }
    }

    public AccountOverview(WorkspaceCredits credits, Catalog catalog, Clock clock) {
        this.catalog = catalog;
        this.credits = credits;
        this.clock = clock;
    }

    public Future<JsonObject> get(Caller caller, JsonObject args) {
        var key = caller.workspaceId() + " " + caller.userId();
        var generation = AccountChanges.generation();
        var known = kept.get(key);
        if (known != null && known.fresh(generation, UtcDay.today(clock))) {
            return Future.succeededFuture(known.reply);
        }
        var readAt = System.nanoTime();
        return credits.read(caller.workspaceId(), caller.userId()).map(snapshot -> {
            var reply = reply(caller, snapshot);
            if (AccountChanges.generation() == generation) {
                if (kept.size() >= MAX_KEPT) kept.clear();
                kept.put(key, new Kept(generation, snapshot.day(), readAt, reply));
            }
            return reply;
        });
    }

    private JsonObject reply(Caller caller, WorkspaceCredits.Snapshot snapshot) {
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
    }
}
