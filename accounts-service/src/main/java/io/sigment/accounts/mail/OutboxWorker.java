package io.sigment.accounts.mail;

import io.sigment.common.Ids;
import io.sigment.common.db.StoredTime;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.ext.mail.MailClient;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Sends the outbox, on every accounts replica: each second it claims due rows under a lease ({@code FOR UPDATE SKIP
 * LOCKED}: two replicas never hold one row), sends each with its own Message-ID, and marks it sent; a failure is
 * retried after {@link #backoff} until {@link #MAX_ATTEMPTS}. A replica that dies holding rows leaves their lease to
 * expire, and any replica sends them then: at least once, never lost.
 */
public final class OutboxWorker {
    private static final Logger LOG = Logger.getLogger(OutboxWorker.class.getName());
    static final Duration POLL = Duration.ofSeconds(1);
    static final Duration LEASE = Duration.ofMinutes(2);
    static final Duration FIRST_RETRY = Duration.ofSeconds(30);
    static final Duration LONGEST_RETRY = Duration.ofHours(1);
    static final int MAX_ATTEMPTS = 12;
    static final int BATCH = 10;

    private final Vertx vertx;
    private final OutboxStore store;
    private final SmtpServer server;
    private final MailClient client;
    private final Clock clock;
    private final String claimer = Ids.random("sender_");
    private long timer = -1;
    private boolean running;

    public OutboxWorker(Vertx vertx, OutboxStore store, SmtpServer server, Clock clock) {
        this.vertx = vertx;
        this.store = store;
        this.server = server;
        this.client = MailClient.create(vertx, server.mailConfig());
        this.clock = clock;
    }

    public void start() {
        timer = vertx.setPeriodic(1, POLL.toMillis(), tick -> sendDue());
    }

    public Future<Void> stop() {
        if (timer >= 0) vertx.cancelTimer(timer);
        return client.close();
    }

    /** One round: claims what is due and sends it; a round still running skips the next tick. */
    Future<Void> sendDue() {
        if (running) return Future.succeededFuture();
        running = true;
        var now = StoredTime.now(clock);
        return store.claim(claimer, now, now.plus(LEASE), BATCH)
                .compose(claimed -> Future.join(claimed.stream().map(this::send).toList()))
                .<Void>mapEmpty()
                .onFailure(e -> Log.warn(LOG, "could not claim mail from the outbox", Map.of(), e))
                .onComplete(done -> running = false);
    }

    private Future<Void> send(OutboxStore.Claimed mail) {
        var message = new io.vertx.ext.mail.MailMessage()
                .setFrom(server.from())
                .setTo(mail.recipient())
                .setSubject(mail.subject())
                .setText(mail.text())
                .setHtml(mail.html())
                .addHeader("Message-ID", server.messageId(mail.mailId()));
        return client.sendMail(message)
                .compose(sent -> store.sent(mail.mailId(), claimer, StoredTime.now(clock))
                        .<Void>mapEmpty())
                .recover(failure -> {
                    var now = StoredTime.now(clock);
                    var giveUp = mail.attempts() >= MAX_ATTEMPTS;
                    var fields = Map.of("mail_id", mail.mailId(), "attempts", mail.attempts());
                    if (giveUp) {
                        Log.error(LOG, "gave up sending mail", fields, failure);
                    } else {
                        Log.warn(LOG, "mail not sent; will retry", fields, failure);
                    }
                    return store.failed(
                            mail.mailId(),
                            claimer,
                            String.valueOf(failure.getMessage()),
                            now,
                            giveUp ? null : next(now, mail.attempts()));
                });
    }

    private static OffsetDateTime next(OffsetDateTime now, int attempts) {
        return now.plus(backoff(attempts));
    }

    /** The wait after the {@code attempts}-th failed attempt: 30 s, doubling, at most an hour. */
    static Duration backoff(int attempts) {
        var wait = FIRST_RETRY.multipliedBy(1L << Math.min(attempts - 1, 20));
        return wait.compareTo(LONGEST_RETRY) > 0 ? LONGEST_RETRY : wait;
    }
}
