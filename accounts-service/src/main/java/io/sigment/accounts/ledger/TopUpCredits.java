package io.sigment.accounts.ledger;

import io.sigment.common.ToolError;
import io.vertx.core.Future;
import java.time.Clock;
import java.time.OffsetDateTime;

/**
 * Adds credits to a workspace (a {@code top_up} entry), once per idempotency key: a payment delivered
 * three times, or a seed run at every start, credits once. Runs in the caller's transaction: pass a ledger
 * from {@code LedgerStore.inTransaction}.
 */
public final class TopUpCredits {
    private final Clock clock;

    public TopUpCredits(Clock clock) {
        this.clock = clock;
    }

    /** Whether this top-up credited (false when its key was credited before; then nothing was added), and after it. */
    public record TopUp(boolean credited, long creditsAdded, Totals totals) {}

    /** Replies {@code credited} (false when this key was credited before) and the workspace's credits. */
    public Future<TopUp> credit(
            LedgerStore ledger,
            String workspaceId,
            long credits,
            String action,
            String description,
            String idempotencyKey) {
        return ledger.lockWorkspace(workspaceId).compose(plan -> {
            if (plan.isEmpty()) return Future.failedFuture(ToolError.workspaceNotFound());
            return ledger.exists(workspaceId, idempotencyKey)
                    .compose(done -> ledger.totals(workspaceId).compose(totals -> {
                        if (done) return Future.succeededFuture(new TopUp(false, 0, totals));
                        var after = new Totals(totals.balance() + credits, totals.held());
                        return ledger.append(new LedgerEntry(
                                        workspaceId,
                                        LedgerEntry.TOP_UP,
                                        credits,
                                        after,
                                        null,
                                        action,
                                        description,
                                        null,
                                        null,
                                        false,
                                        null,
                                        idempotencyKey,
                                        OffsetDateTime.now(clock)))
                                .map(v -> new TopUp(true, credits, after));
                    }));
        });
    }
}
