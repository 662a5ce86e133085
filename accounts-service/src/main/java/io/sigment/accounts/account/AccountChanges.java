package io.sigment.accounts.account;

import io.sigment.common.bus.Topics;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.SqlConnection;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts changes to what {@code get_account} shows (the ledger, workspaces, memberships, plans) so its cached replies
 * ({@link AccountOverview}) are never older than the last change. One counter per JVM, so every store writes to it
 * whichever verticle or test built it; other processes hear of a committed change on {@link Topics#ACCOUNTS_CHANGED}.
 */
public final class AccountChanges {
    private static final AtomicLong GENERATION = new AtomicLong();
    private static final List<Runnable> COMMITTED = new CopyOnWriteArrayList<>();

    private AccountChanges() {}

    public static long generation() {
        return GENERATION.get();
    }

    /**
     * After a statement on {@code sql} changed what {@code get_account} shows: counted now and, inside a transaction,
     * again when it ends, before its caller hears of it (a read between the two is not kept).
     */
    public static void written(SqlClient sql) {
        GENERATION.incrementAndGet();
        var transaction = sql instanceof SqlConnection connection ? connection.transaction() : null;
        if (transaction == null) committed();
        else transaction.completion().onComplete(ended -> committed());
    }

    /** A change committed in another process ({@link Topics#ACCOUNTS_CHANGED}). */
    public static void changedElsewhere() {
        GENERATION.incrementAndGet();
    }

    /** Runs {@code told} after each change committed in this JVM; the returned action stops it. */
    public static Runnable onCommitted(Runnable told) {
        COMMITTED.add(told);
        return () -> COMMITTED.remove(told);
    }

    private static void committed() {
        GENERATION.incrementAndGet();
        COMMITTED.forEach(Runnable::run);
    }
}
