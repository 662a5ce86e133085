package io.sigment.accounts.mail;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

/** SQL of {@code accounts.mail_outbox}: rows written in their cause's transaction, claimed under a lease, marked. */
public final class OutboxStore extends Store<OutboxStore> {
    public OutboxStore(SqlClient sql) {
        super(sql, OutboxStore::new);
    }

    /** A row claimed for sending. */
    public record Claimed(String mailId, String recipient, String subject, String text, String html, int attempts) {}

    /** Messages already queued in the window, and when the oldest of them was queued (null when none). */
    public record Sent(int count, OffsetDateTime oldest) {}

    /**
     * Holds this transaction's turn to count and queue mail to {@code recipient} (and of {@code accountId}, when not
     * null), so that parallel requests cannot both pass a limit; released when the transaction ends.
     */
    public Future<Void> lockSender(String recipient, String accountId) {
        return sql.preparedQuery("SELECT pg_advisory_xact_lock(hashtextextended('mail-to:' || lower($1), 0))")
                .execute(Tuple.of(recipient))
                .compose(v -> accountId == null
                        ? Future.succeededFuture()
                        : sql.preparedQuery("SELECT pg_advisory_xact_lock(hashtextextended('mail-of:' || $1, 0))")
                                .execute(Tuple.of(accountId)))
                .mapEmpty();
    }

    public Future<Sent> queuedTo(String recipient, OffsetDateTime since) {
        return sql.preparedQuery("SELECT count(*) AS n, min(created_at) AS oldest FROM accounts.mail_outbox "
                        + "WHERE lower(recipient) = lower($1) AND created_at > $2")
                .execute(Tuple.of(recipient, since))
                .map(rows -> sent(rows.iterator().next()));
    }

    public Future<Sent> queuedBy(String accountId, OffsetDateTime since) {
        return sql.preparedQuery("SELECT count(*) AS n, min(created_at) AS oldest FROM accounts.mail_outbox "
                        + "WHERE account_id = $1 AND created_at > $2")
                .execute(Tuple.of(accountId, since))
                .map(rows -> sent(rows.iterator().next()));
    }

    private static Sent sent(Row row) {
        return new Sent(row.getLong("n").intValue(), row.getOffsetDateTime("oldest"));
    }

    public Future<Void> insert(String mailId, MailMessage message, OffsetDateTime now) {
        return sql.preparedQuery("INSERT INTO accounts.mail_outbox (mail_id, kind, recipient, account_id, subject, "
                        + "body_text, body_html, created_at, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $6, "
                        + "$7, $8, $8)")
                .execute(Tuple.from(new Object[] {
                    mailId,
                    message.kind().name(),
                    message.to(),
                    message.accountId(),
                    message.subject(),
                    message.text(),
                    message.html(),
                    now
                }))
                .mapEmpty();
    }

    /**
     * Claims up to {@code limit} rows due at {@code now} whose lease (if any) has ended: each gets a lease until
     * {@code leaseUntil} held by {@code claimer}, and one more attempt. Rows other claimers hold locked are skipped.
     */
    public Future<List<Claimed>> claim(String claimer, OffsetDateTime now, OffsetDateTime leaseUntil, int limit) {
        return sql.preparedQuery("UPDATE accounts.mail_outbox o SET lease_until = $2, leased_by = $3, "
                        + "attempts = o.attempts + 1 WHERE o.mail_id IN (SELECT mail_id FROM accounts.mail_outbox "
                        + "WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= $1 "
                        + "AND (lease_until IS NULL OR lease_until <= $1) ORDER BY next_attempt_at LIMIT $4 FOR UPDATE "
                        + "SKIP LOCKED) "
                        + "RETURNING o.mail_id, o.recipient, o.subject, o.body_text, o.body_html, o.attempts")
                .execute(Tuple.of(now, leaseUntil, claimer, limit))
                .map(rows -> {
                    var claimed = new ArrayList<Claimed>();
                    rows.forEach(row -> claimed.add(new Claimed(
                            row.getString("mail_id"),
                            row.getString("recipient"),
                            row.getString("subject"),
                            row.getString("body_text"),
                            row.getString("body_html"),
                            row.getInteger("attempts"))));
                    return claimed;
                });
    }

    /** Sent: the bodies (their one-time links) are emptied. False when {@code claimer} no longer held the lease. */
    public Future<Boolean> sent(String mailId, String claimer, OffsetDateTime now) {
        return sql.preparedQuery("UPDATE accounts.mail_outbox SET sent_at = $3, lease_until = NULL, body_text = '', "
                        + "body_html = '', last_error = NULL WHERE mail_id = $1 AND leased_by = $2 AND sent_at IS NULL")
                .execute(Tuple.of(mailId, claimer, now))
                .map(rows -> rows.rowCount() == 1);
    }

    /** Not sent this time: tried again at {@code nextAttempt}, or never again when {@code nextAttempt} is null. */
    public Future<Void> failed(
            String mailId, String claimer, String error, OffsetDateTime now, OffsetDateTime nextAttempt) {
        return sql.preparedQuery("UPDATE accounts.mail_outbox SET lease_until = NULL, last_error = $3, "
                        + "next_attempt_at = COALESCE($5, next_attempt_at), gave_up_at = CASE WHEN $5 IS NULL THEN $4 "
                        + "END "
                        + "WHERE mail_id = $1 AND leased_by = $2 AND sent_at IS NULL")
                .execute(Tuple.of(mailId, claimer, error, now, nextAttempt))
                .mapEmpty();
    }
}
