package io.sigment.accounts.address;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.Optional;

/**
 * SQL of an account's address ({@code accounts.users}: email, {@code email_verified_at}) and its pending change (the
 * newest open {@code change} link in {@code accounts.sign_in_links}, whose rows {@code SignInLinksStore} writes).
 */
public final class AddressStore extends Store<AddressStore> {
    public AddressStore(SqlClient sql) {
        super(sql, AddressStore::new);
    }

    /** An account's address: {@code verifiedAt} null while unverified; {@code passwordHash} null without a password. */
    record Account(String userId, String email, String name, OffsetDateTime verifiedAt, String passwordHash) {}

    /** A change of address waiting for its link: the new address and when the link expires. */
    record PendingChange(String email, OffsetDateTime expiresAt) {}

    Future<Optional<Account>> account(String userId) {
        return sql.preparedQuery("SELECT user_id, email, name, email_verified_at, password_hash FROM accounts.users "
                        + "WHERE user_id = $1")
                .execute(Tuple.of(userId))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new Account(
                            row.getString("user_id"),
                            row.getString("email"),
                            row.getString("name"),
                            row.getOffsetDateTime("email_verified_at"),
                            row.getString("password_hash")));
                });
    }

    Future<Optional<PendingChange>> pendingChange(String userId, OffsetDateTime now) {
        return sql.preparedQuery("SELECT email, expires_at FROM accounts.sign_in_links WHERE user_id = $1 "
                        + "AND purpose = 'change' AND used_at IS NULL AND expires_at > $2 ORDER BY created_at "
                        + "DESC LIMIT 1")
                .execute(Tuple.of(userId, now))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(new PendingChange(
                                rows.iterator().next().getString("email"),
                                rows.iterator().next().getOffsetDateTime("expires_at"))));
    }

    /** Whether an account other than {@code userId} has {@code email} (case-insensitive). */
    Future<Boolean> takenByAnother(String email, String userId) {
        return sql.preparedQuery("SELECT 1 FROM accounts.users WHERE lower(email) = lower($1) AND user_id <> $2")
                .execute(Tuple.of(email, userId))
                .map(rows -> rows.size() > 0);
    }

    /** Marks the account's address verified, if it still is {@code email} and was unverified; false otherwise. */
    Future<Boolean> markVerified(String userId, String email, OffsetDateTime now) {
        return sql.preparedQuery("UPDATE accounts.users SET email_verified_at = $3 WHERE user_id = $1 "
                        + "AND lower(email) = lower($2) AND email_verified_at IS NULL")
                .execute(Tuple.of(userId, email, now))
                .map(rows -> rows.rowCount() == 1);
    }

    /** The account's address becomes {@code email}, verified {@code now}; false when another account has it. */
    Future<Boolean> replace(String userId, String email, OffsetDateTime now) {
        return sql.preparedQuery("UPDATE accounts.users SET email = $2, email_verified_at = $3 WHERE user_id = $1")
                .execute(Tuple.of(userId, email, now))
                .map(rows -> true)
                .recover(
                        cause -> isUniqueViolation(cause) ? Future.succeededFuture(false) : Future.failedFuture(cause));
    }
}
