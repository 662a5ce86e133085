package io.sigment.accounts.signin;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.Optional;

/**
 * SQL of sign-in back-off: failures per account and source ({@code accounts.sign_in_failures}), and the browsers
 * that signed in to an account before ({@code accounts.sign_in_devices}, by the hash of their device token).
 */
public final class SignInSourcesStore extends Store<SignInSourcesStore> {
    /** Failures older than this are forgotten: the next one counts from one again. */
    static final String FORGOTTEN_AFTER = "1 day";
    /** A device token not used to sign in for this long is no longer recognised. */
    static final String DEVICE_LIFETIME = "365 days";

    static final int DEVICES_PER_USER = 20;

    public SignInSourcesStore(SqlClient sql) {
        super(sql, SignInSourcesStore::new);
    }

    /** Until when failures from {@code source} lock the account, if they do at {@code now}. */
    public Future<Optional<OffsetDateTime>> lockedUntil(String userId, String source, OffsetDateTime now) {
        return sql.preparedQuery(
                        "SELECT locked_until FROM accounts.sign_in_failures WHERE user_id = $1 AND source = $2 "
                                + "AND locked_until > $3")
                .execute(Tuple.of(userId, source, now))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(rows.iterator().next().getOffsetDateTime("locked_until")));
    }

    /** Counts a failure from {@code source} and returns how many failed in a row from it (recent ones only). */
    public Future<Integer> failed(String userId, String source, OffsetDateTime now) {
        return sql.preparedQuery(
                        "DELETE FROM accounts.sign_in_failures WHERE user_id = $1 AND last_failed_at < $2::timestamptz "
                                + "- "
                                + "interval '" + FORGOTTEN_AFTER + "' AND (locked_until IS NULL OR locked_until < $2)")
                .execute(Tuple.of(userId, now))
                .compose(forgotten -> sql.preparedQuery(
                                "INSERT INTO accounts.sign_in_failures (user_id, source, failures, "
                                        + "last_failed_at) VALUES ($1, $2, 1, $3) ON CONFLICT (user_id, source) DO "
                                        + "UPDATE SET "
                                        + "failures = accounts.sign_in_failures.failures + 1, last_failed_at = $3 "
                                        + "RETURNING failures")
                        .execute(Tuple.of(userId, source, now)))
                .map(rows -> rows.iterator().next().getInteger("failures"));
    }

    public Future<Void> lock(String userId, String source, OffsetDateTime until) {
        return sql.preparedQuery(
                        "UPDATE accounts.sign_in_failures SET locked_until = $3 WHERE user_id = $1 AND source = $2")
                .execute(Tuple.of(userId, source, until))
                .mapEmpty();
    }

    /** A success from {@code source}: its failures are forgotten. */
    public Future<Void> succeeded(String userId, String source) {
        return sql.preparedQuery("DELETE FROM accounts.sign_in_failures WHERE user_id = $1 AND source = $2")
                .execute(Tuple.of(userId, source))
                .mapEmpty();
    }

    /** Every lock and failure of the account is forgotten (its owner proved they hold its mailbox). */
    public Future<Void> unlockAll(String userId) {
        return sql.preparedQuery("DELETE FROM accounts.sign_in_failures WHERE user_id = $1")
                .execute(Tuple.of(userId))
                .mapEmpty();
    }

    /** Whether the browser with this device hash signed in to {@code userId} within the device lifetime. */
    public Future<Boolean> knownDevice(byte[] deviceHash, String userId, OffsetDateTime now) {
        return sql.preparedQuery("SELECT 1 FROM accounts.sign_in_devices WHERE device_hash = $1 AND user_id = $2 "
                        + "AND last_signed_in_at > $3::timestamptz - interval '" + DEVICE_LIFETIME + "'")
                .execute(Tuple.of(Buffer.buffer(deviceHash), userId, now))
                .map(rows -> rows.size() > 0);
    }

    /** Remembers (or refreshes) a browser that signed in; an account keeps its {@link #DEVICES_PER_USER} newest. */
    public Future<Void> rememberDevice(byte[] deviceHash, String userId, OffsetDateTime now) {
        return sql.preparedQuery("INSERT INTO accounts.sign_in_devices (device_hash, user_id, last_signed_in_at) "
                        + "VALUES ($1, $2, $3) ON CONFLICT (device_hash, user_id) DO UPDATE SET last_signed_in_at = $3")
                .execute(Tuple.of(Buffer.buffer(deviceHash), userId, now))
                .compose(remembered -> sql.preparedQuery("DELETE FROM accounts.sign_in_devices WHERE user_id = $1 AND "
                                + "device_hash NOT IN (SELECT device_hash FROM accounts.sign_in_devices WHERE user_id "
                                + "= $1 "
                                + "ORDER BY last_signed_in_at DESC LIMIT " + DEVICES_PER_USER + ")")
                        .execute(Tuple.of(userId)))
                .mapEmpty();
    }
}
