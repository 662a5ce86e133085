package io.sigment.accounts.topup;

import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.ledger.TopUpCredits;
import io.sigment.common.api.accounts.CheckoutCompleted;
import io.vertx.core.Future;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Optional;

/**
 * A paid checkout session becomes credits, once: Stripe's webhook and the sandbox page both end here, and
 * the ledger's idempotency key {@code checkout:<session_id>} makes every later delivery change nothing.
 */
public final class CheckoutCompletion {
    private final LedgerStore ledger;
    private final CheckoutSessionsStore sessions;
    private final Clock clock;
    private final TopUpCredits topUps;

    public CheckoutCompletion(LedgerStore ledger, CheckoutSessionsStore sessions, Clock clock) {
        this.ledger = ledger;
        this.sessions = sessions;
        this.clock = clock;
        this.topUps = new TopUpCredits(clock);
    }

    /** Credits the session's package unless it was credited before; replies {@code credited} and the credits. */
    public Future<CheckoutCompleted> complete(CheckoutSessionsStore.StoredSession session) {
        return ledger.inTransaction(tx -> topUps.credit(
                        tx,
                        session.workspaceId(),
                        session.credits(),
                        "top_up",
                        "Top-up: " + session.packageId() + " package, " + session.credits() + " credits",
                        "checkout:" + session.sessionId())
                .compose(topUp -> tx.alongside(sessions)
                        .markCompleted(session.workspaceId(), session.sessionId(), OffsetDateTime.now(clock))
                        .map(v -> new CheckoutCompleted(
                                topUp.credited(),
                                topUp.creditsAdded(),
                                topUp.totals().balance(),
                                topUp.totals().available(),
                                topUp.totals().held(),
                                session.sessionId(),
                                session.workspaceId()))));
    }

    public Future<Optional<CheckoutSessionsStore.StoredSession>> find(String sessionId) {
        return sessions.find(sessionId);
    }
}
