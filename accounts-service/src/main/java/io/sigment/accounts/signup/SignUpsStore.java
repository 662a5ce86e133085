package io.sigment.accounts.signup;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.Optional;

/** SQL of {@code accounts.sign_ups} (pending sign-ups) and the verified accounts they become. */
public final class SignUpsStore extends Store<SignUpsStore> {
    /** A pending sign-up; {@code usedAt} is set once its link made the account. */
    record Pending(
            String signUpId, String email, String passwordHash, OffsetDateTime expiresAt, OffsetDateTime usedAt) {}

    public SignUpsStore(SqlClient sql) {
        super(sql, SignUpsStore::new);
    }

    Future<Boolean> emailTaken(String email) {
        return new IdentityStore(sql).emailTaken(email);
    }

    Future<Void> insert(
            String signUpId,
            String email,
            String passwordHash,
            byte[] tokenHash,
            OffsetDateTime now,
            OffsetDateTime expiresAt) {
        return sql.preparedQuery(
                        "INSERT INTO accounts.sign_ups (sign_up_id, email, password_hash, token_hash, created_at, "
                                + "expires_at) VALUES ($1, $2, $3, $4, $5, $6)")
                .execute(Tuple.of(signUpId, email, passwordHash, tokenHash, now, expiresAt))
                .mapEmpty();
    }

    /** The sign-up of a link's token hash, locked until the transaction ends (two opens of one link are serialized). */
    Future<Optional<Pending>> lockPending(byte[] tokenHash) {
        return sql.preparedQuery("SELECT sign_up_id, email, password_hash, expires_at, used_at FROM accounts.sign_ups "
                        + "WHERE token_hash = $1 FOR UPDATE")
                .execute(Tuple.of(tokenHash))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new Pending(
                            row.getString("sign_up_id"),
                            row.getString("email"),
                            row.getString("password_hash"),
                            row.getOffsetDateTime("expires_at"),
                            row.getOffsetDateTime("used_at")));
                });
    }

    Future<Void> markUsed(String signUpId, OffsetDateTime now) {
        return sql.preparedQuery("UPDATE accounts.sign_ups SET used_at = $2 WHERE sign_up_id = $1")
                .execute(Tuple.of(signUpId, now))
                .mapEmpty();
    }

    /** The account, its address verified {@code now}; false when the email is in use (no row is written then). */
    Future<Boolean> createVerifiedUser(
            String userId, String email, String name, String passwordHash, OffsetDateTime now) {
        return sql.preparedQuery("INSERT INTO accounts.users (user_id, email, name, password_hash, email_verified_at) "
                        + "VALUES ($1, $2, $3, $4, $5) ON CONFLICT ((lower(email))) DO NOTHING")
                .execute(Tuple.of(userId, email, name, passwordHash, now))
                .map(rows -> rows.rowCount() == 1);
    }

    /** Pending sign-ups whose link expired more than a day ago go (a used one has made its account). */
    Future<Integer> forgetExpired(OffsetDateTime before) {
        return sql.preparedQuery("DELETE FROM accounts.sign_ups WHERE expires_at < $1")
                .execute(Tuple.of(before))
                .map(rows -> rows.rowCount());
    }
}
