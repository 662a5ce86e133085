package io.sigment.accounts.signin;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.Optional;

/** SQL of sign-in: {@code accounts.app_sessions} and the users' password hashes. */
public final class SessionsStore extends Store<SessionsStore> {
    public SessionsStore(SqlClient sql) {
        super(sql, SessionsStore::new);
    }

    public record Credentials(String userId, String passwordHash) {}

    public Future<Optional<Credentials>> credentials(String email) {
        return sql.preparedQuery(
                        "SELECT user_id, password_hash FROM accounts.users " + "WHERE lower(email) = lower($1)")
                .execute(Tuple.of(email))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new Credentials(row.getString("user_id"), row.getString("password_hash")));
                });
    }

    public Future<Void> setPasswordHash(String userId, String passwordHash) {
        return sql.preparedQuery("UPDATE accounts.users SET password_hash = $2 WHERE user_id = $1")
                .execute(Tuple.of(userId, passwordHash))
                .mapEmpty();
    }

    public Future<Void> insert(byte[] sessionHash, String userId, OffsetDateTime expiresAt) {
        return sql.preparedQuery(
                        "INSERT INTO accounts.app_sessions (session_hash, user_id, expires_at) VALUES ($1, $2, $3)")
                .execute(Tuple.of(Buffer.buffer(sessionHash), userId, expiresAt))
                .mapEmpty();
    }

    /** The signed-in user of a live session: user id, email, name and {@code email_verified}. */
    public Future<Optional<io.vertx.core.json.JsonObject>> user(byte[] sessionHash) {
        return sql.preparedQuery("SELECT u.user_id, u.email, u.name, u.email_verified_at IS NOT NULL AS email_verified "
                        + "FROM accounts.app_sessions s JOIN accounts.users u "
                        + "USING (user_id) WHERE s.session_hash = $1 AND s.ended_at IS NULL AND s.expires_at > now()")
                .execute(Tuple.of(Buffer.buffer(sessionHash)))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new io.vertx.core.json.JsonObject()
                            .put("user_id", row.getString("user_id"))
                            .put("email", row.getString("email"))
                            .put("name", row.getString("name"))
                            .put("email_verified", row.getBoolean("email_verified")));
                });
    }

    public Future<Void> end(byte[] sessionHash) {
        return sql.preparedQuery("UPDATE accounts.app_sessions SET ended_at = now() WHERE session_hash = $1")
                .execute(Tuple.of(Buffer.buffer(sessionHash)))
                .mapEmpty();
    }

    /** Ends every live app session of the account (a password reset). */
    public Future<Void> endAll(String userId, OffsetDateTime now) {
        return sql.preparedQuery(
                        "UPDATE accounts.app_sessions SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL")
                .execute(Tuple.of(userId, now))
                .mapEmpty();
    }
}
