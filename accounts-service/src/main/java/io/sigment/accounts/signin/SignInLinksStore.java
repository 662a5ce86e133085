package io.sigment.accounts.signin;

import io.sigment.accounts.identity.OneTimeLink;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.Optional;

/**
 * SQL of the single-use links mailed to an account's address ({@code accounts.sign_in_links}, by the SHA-256 of their
 * token): "forgot your password?", "unlock sign-in", and the links proving an address (verify, change); the accounts
 * they are mailed to.
 */
public final class SignInLinksStore extends Store<SignInLinksStore> {
    public SignInLinksStore(SqlClient sql) {
        super(sql, SignInLinksStore::new);
    }

    /** An account as a link's mail addresses it. */
    public record Account(String userId, String email, String name) {}

    /**
     * A stored link: {@code usedAt} null while unused; {@code email} the address it proves (null for reset, unlock).
     */
    public record Link(String purpose, String userId, OffsetDateTime expiresAt, OffsetDateTime usedAt, String email) {}

    public Future<Optional<Account>> accountByEmail(String email) {
        return sql.preparedQuery("SELECT user_id, email, name FROM accounts.users WHERE lower(email) = lower($1)")
                .execute(Tuple.of(email))
                .map(rows -> rows.size() == 0 ? Optional.empty() : Optional.of(account(rows)));
    }

    public Future<Optional<Account>> account(String userId) {
        return sql.preparedQuery("SELECT user_id, email, name FROM accounts.users WHERE user_id = $1")
                .execute(Tuple.of(userId))
                .map(rows -> rows.size() == 0 ? Optional.empty() : Optional.of(account(rows)));
    }

    private static Account account(io.vertx.sqlclient.RowSet<io.vertx.sqlclient.Row> rows) {
        var row = rows.iterator().next();
        return new Account(row.getString("user_id"), row.getString("email"), row.getString("name"));
    }

    /** Serializes link requests of one account (inside a transaction), so per-account counts hold across replicas. */
    public Future<Void> lockAccount(String userId) {
        return sql.preparedQuery("SELECT 1 FROM accounts.users WHERE user_id = $1 FOR UPDATE")
                .execute(Tuple.of(userId))
                .mapEmpty();
    }

    /** How many links of {@code purpose} the account was sent since {@code since}. */
    public Future<Integer> sentSince(String userId, String purpose, OffsetDateTime since) {
        return sql.preparedQuery("SELECT count(*) AS n FROM accounts.sign_in_links WHERE user_id = $1 AND purpose = $2 "
                        + "AND created_at > $3")
                .execute(Tuple.of(userId, purpose, since))
                .map(rows -> rows.iterator().next().getLong("n").intValue());
    }

    /** Stores {@code link}'s hash and expiry; {@code email}: the address it proves (verify, change), else null. */
    public Future<Void> insert(OneTimeLink link, String purpose, String userId, String email, OffsetDateTime now) {
        return sql.preparedQuery(
                        "INSERT INTO accounts.sign_in_links (token_hash, purpose, user_id, created_at, expires_at, "
                                + "email) VALUES ($1, $2, $3, $4, $5, $6)")
                .execute(Tuple.of(Buffer.buffer(link.tokenHash()), purpose, userId, now, link.expiresAt(), email))
                .mapEmpty();
    }

    /** The link of this token hash; {@code forUpdate} locks it for the rest of the transaction. */
    public Future<Optional<Link>> link(byte[] tokenHash, boolean forUpdate) {
        return sql.preparedQuery("SELECT purpose, user_id, expires_at, used_at, email FROM accounts.sign_in_links "
                        + "WHERE token_hash = $1" + (forUpdate ? " FOR UPDATE" : ""))
                .execute(Tuple.of(Buffer.buffer(tokenHash)))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new Link(
                            row.getString("purpose"),
                            row.getString("user_id"),
                            row.getOffsetDateTime("expires_at"),
                            row.getOffsetDateTime("used_at"),
                            row.getString("email")));
                });
    }

    /** Uses every open link of {@code purpose} of the account (the one opened and any older one), at {@code now}. */
    public Future<Void> useAll(String userId, String purpose, OffsetDateTime now) {
        return sql.preparedQuery("UPDATE accounts.sign_in_links SET used_at = $3 WHERE user_id = $1 AND purpose = $2 "
                        + "AND used_at IS NULL")
                .execute(Tuple.of(userId, purpose, now))
                .mapEmpty();
    }
}
