package io.sigment.accounts.mail;

import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.db.Store;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;

/**
 * Where accounts queues mail: {@link #enqueue} writes the message in the caller's transaction, so it is sent if and
 * only if what caused it commits ({@link OutboxWorker} sends it). Send limits per recipient and per account hold
 * across replicas: the counting is serialized per address and per account inside the transaction.
 * <pre>{@code
 * store.inTransaction(tx -> tx.insertToken(...)
 *     .compose(v -> outbox.enqueue(tx, templates.render(MailKind.INVITATION, email, ownerId, values))))
 * }</pre>
 */
public final class Outbox {
    static final Duration WINDOW = Duration.ofHours(1);
    static final String ID_PREFIX = "mail_";

    private final OutboxStore store;
    private final Clock clock;
    private final int perRecipient;
    private final int perAccount;

    /** {@code perRecipient}, {@code perAccount}: messages per hour to one address, and caused by one account. */
    public Outbox(OutboxStore store, Clock clock, int perRecipient, int perAccount) {
        this.store = store;
        this.clock = clock;
        this.perRecipient = perRecipient;
        this.perAccount = perAccount;
    }

    /**
     * Queues {@code message} in {@code tx}'s transaction and answers its mail id. Fails with a rate-limit
     * {@link ToolError} (which rolls the transaction back) when the recipient or the account already had their
     * messages this hour.
     */
    public <S extends Store<S>> Future<String> enqueue(S tx, MailMessage message) {
        var outbox = tx.alongside(store);
        var now = StoredTime.now(clock);
        var since = now.minus(WINDOW);
        var mailId = Ids.random(ID_PREFIX);
        return outbox.lockSender(message.to(), message.accountId())
                .compose(v -> outbox.queuedTo(message.to(), since))
                .compose(sent -> sent.count() >= perRecipient
                        ? Future.failedFuture(limited(
                                "mail to " + message.to() + " is limited to " + perRecipient + " messages an hour",
                                sent,
                                now))
                        : message.accountId() == null
                                ? Future.succeededFuture()
                                : outbox.queuedBy(message.accountId(), since)
                                        .compose(byAccount -> byAccount.count() >= perAccount
                                                ? Future.failedFuture(limited(
                                                        "one account may cause " + perAccount + " messages an hour",
                                                        byAccount,
                                                        now))
                                                : Future.succeededFuture()))
                .compose(v -> outbox.insert(mailId, message, now))
                .map(mailId);
    }

    /**
     * Queues a security notice in {@code tx}'s transaction without counting it against the send limits: what causes
     * one (a confirmed change of address) was limited already, and it must never be refused or hold up its cause.
     */
    public <S extends Store<S>> Future<String> enqueueNotice(S tx, MailMessage message) {
        var mailId = Ids.random(ID_PREFIX);
        return tx.alongside(store)
                .insert(mailId, message, StoredTime.now(clock))
                .map(mailId);
    }

    private static ToolError limited(String what, OutboxStore.Sent sent, OffsetDateTime now) {
        var frees = sent.oldest().plus(WINDOW);
        return ToolError.rateLimited(
                what, Math.max(1, Duration.between(now, frees).toSeconds() + 1));
    }
}
