package io.sigment.accounts.oauth;

import io.sigment.common.Ids;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Optional;

/**
 * SQL of the authorization server: {@code oauth_clients}, {@code oauth_codes}, {@code oauth_grants},
 * {@code oauth_tokens}, and {@code external_identities} (users of an external server).
 */
public final class OAuthStore extends Store<OAuthStore> {
    public OAuthStore(SqlClient sql) {
        super(sql, OAuthStore::new);
    }

    /** A code as it was issued, taken (marked used) by the one request that redeems it. */
    public record IssuedCode(
            String clientId,
            String userId,
            String redirectUri,
            String codeChallenge,
            String resource,
            String scope,
            OffsetDateTime expiresAt) {}

    /** What an access token stands for. */
    public record AccessGrant(
            String grantId,
            String clientId,
            String clientName,
            String userId,
            String resource,
            String scope,
            OffsetDateTime expiresAt,
            boolean revoked) {}

    /** Hashes and expiry times of a new access and refresh token pair. */
    public record TokenPair(
            byte[] accessHash, OffsetDateTime accessExpires, byte[] refreshHash, OffsetDateTime refreshExpires) {}

    public enum Rotation {
        ROTATED,
        UNKNOWN,
        REUSED
    }

    /** The outcome of presenting a refresh token, and its grant (null when unknown). */
    public record Rotated(Rotation outcome, String grantId) {}

    public Future<Void> saveClient(OAuthClient client) {
        return saveClient(client, null);
    }

    /** Stores a client; a new metadata-document client remembers the {@code source} that first named it. */
    public Future<Void> saveClient(OAuthClient client, String source) {
        return sql.preparedQuery(
                        "INSERT INTO accounts.oauth_clients (client_id, client_name, redirect_uris, kind, fetched_at, "
                                + "first_source) VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'metadata_document' THEN now() "
                                + "END, $5) "
                                + "ON CONFLICT (client_id) DO UPDATE SET client_name = EXCLUDED.client_name, "
                                + "redirect_uris = EXCLUDED.redirect_uris, fetched_at = EXCLUDED.fetched_at")
                .execute(Tuple.of(
                        client.clientId(),
                        client.clientName(),
                        client.redirectUris().toArray(String[]::new),
                        client.kind(),
                        source))
                .mapEmpty();
    }

    /** How many metadata-document clients {@code source} was first to name since {@code since}. */
    public Future<Long> documentClientsFromSince(String source, java.time.OffsetDateTime since) {
        return sql.preparedQuery("SELECT count(*) AS n FROM accounts.oauth_clients WHERE kind = 'metadata_document' "
                        + "AND first_source = $1 AND created_at > $2")
                .execute(Tuple.of(source, since))
                .map(rows -> rows.iterator().next().getLong("n"));
    }

    /** How many metadata-document clients were first stored since {@code since} (cluster-wide, for the hourly cap). */
    public Future<Long> documentClientsSince(java.time.OffsetDateTime since) {
        return sql.preparedQuery("SELECT count(*) AS n FROM accounts.oauth_clients WHERE kind = 'metadata_document' "
                        + "AND created_at > $1")
                .execute(Tuple.of(since))
                .map(rows -> rows.iterator().next().getLong("n"));
    }

    /** How many other clients carry this name (case-insensitive): a namesake may be an impostor. */
    public Future<Long> namesakes(String clientName, String clientId) {
        return sql.preparedQuery(
                        "SELECT count(*) AS n FROM accounts.oauth_clients WHERE lower(client_name) = lower($1) "
                                + "AND client_id <> $2")
                .execute(Tuple.of(clientName, clientId))
                .map(rows -> rows.iterator().next().getLong("n"));
    }

    public Future<Optional<OAuthClient>> client(String clientId) {
        return sql.preparedQuery("SELECT client_id, client_name, redirect_uris, kind FROM accounts.oauth_clients "
                        + "WHERE client_id = $1")
                .execute(Tuple.of(clientId))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new OAuthClient(
                            row.getString("client_id"),
                            row.getString("client_name"),
                            Arrays.asList(row.getArrayOfStrings("redirect_uris")),
                            row.getString("kind")));
                });
    }

    public Future<Void> saveCode(byte[] codeHash, IssuedCode code) {
        return sql.preparedQuery("INSERT INTO accounts.oauth_codes (code_hash, client_id, user_id, redirect_uri, "
                        + "code_challenge, resource, scope, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)")
                .execute(Tuple.of(
                        Buffer.buffer(codeHash),
                        code.clientId(),
                        code.userId(),
                        code.redirectUri(),
                        code.codeChallenge(),
                        code.resource(),
                        code.scope(),
                        code.expiresAt()))
                .mapEmpty();
    }

    /** Marks the code used and returns it; empty when it is unknown or was used before (a replay). */
    public Future<Optional<IssuedCode>> takeCode(byte[] codeHash) {
        return sql.preparedQuery(
                        "UPDATE accounts.oauth_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL "
                                + "RETURNING client_id, user_id, redirect_uri, code_challenge, resource, scope, "
                                + "expires_at")
                .execute(Tuple.of(Buffer.buffer(codeHash)))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new IssuedCode(
                            row.getString("client_id"),
                            row.getString("user_id"),
                            row.getString("redirect_uri"),
                            row.getString("code_challenge"),
                            row.getString("resource"),
                            row.getString("scope"),
                            row.getOffsetDateTime("expires_at")));
                });
    }

    /** A new grant (token family) with its first token pair; returns the grant id. */
    public Future<String> newGrant(IssuedCode code, TokenPair tokens) {
        var grantId = Ids.random("grt_");
        return inTransaction(tx -> tx.sql
                        .preparedQuery("INSERT INTO accounts.oauth_grants "
                                + "(grant_id, client_id, user_id, resource, scope) VALUES ($1, $2, $3, $4, $5)")
                        .execute(Tuple.of(grantId, code.clientId(), code.userId(), code.resource(), code.scope()))
                        .compose(v -> tx.insertPair(grantId, tokens)))
                .map(grantId);
    }

    /**
     * Exchanges a refresh token of {@code clientId} for a new pair. A refresh token presented a second time
     * revokes its whole grant ({@link Rotation#REUSED}): someone else may hold a copy.
     */
    public Future<Rotated> rotate(byte[] refreshHash, String clientId, TokenPair next) {
        return inTransaction(tx -> tx.sql
                .preparedQuery("SELECT t.grant_id, t.expires_at < now() AS expired, t.used_at, g.client_id, "
                        + "g.revoked_at FROM accounts.oauth_tokens t JOIN accounts.oauth_grants g USING (grant_id) "
                        + "WHERE t.token_hash = $1 AND t.kind = 'refresh' FOR UPDATE OF t, g")
                .execute(Tuple.of(Buffer.buffer(refreshHash)))
                .compose(rows -> {
                    if (rows.size() == 0) return Future.succeededFuture(new Rotated(Rotation.UNKNOWN, null));
                    var row = rows.iterator().next();
                    var grantId = row.getString("grant_id");
                    if (row.getOffsetDateTime("revoked_at") != null
                            || !row.getString("client_id").equals(clientId)
                            || row.getBoolean("expired")) {
                        return Future.succeededFuture(new Rotated(Rotation.UNKNOWN, grantId));
                    }
                    if (row.getOffsetDateTime("used_at") != null) {
                        return tx.revokeGrant(grantId).map(new Rotated(Rotation.REUSED, grantId));
                    }
                    return tx.sql
                            .preparedQuery("UPDATE accounts.oauth_tokens SET used_at = now() WHERE token_hash = $1")
                            .execute(Tuple.of(Buffer.buffer(refreshHash)))
                            .compose(v -> tx.insertPair(grantId, next))
                            .map(new Rotated(Rotation.ROTATED, grantId));
                }));
    }

    public Future<Optional<AccessGrant>> accessGrant(byte[] accessHash) {
        return sql.preparedQuery("SELECT g.grant_id, g.client_id, c.client_name, g.user_id, g.resource, g.scope, "
                        + "t.expires_at, g.revoked_at FROM accounts.oauth_tokens t JOIN accounts.oauth_grants "
                        + "g USING (grant_id) "
                        + "JOIN accounts.oauth_clients c ON c.client_id = g.client_id WHERE t.token_hash = $1 "
                        + "AND t.kind = 'access'")
                .execute(Tuple.of(Buffer.buffer(accessHash)))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(accessGrant(rows.iterator().next())));
    }

    /** RFC 7009: revokes the grant of this token (access or refresh), so every token of the family stops. */
    public Future<Optional<String>> revokeByToken(byte[] tokenHash) {
        return inTransaction(tx -> tx.sql
                .preparedQuery("SELECT grant_id FROM accounts.oauth_tokens WHERE token_hash = $1")
                .execute(Tuple.of(Buffer.buffer(tokenHash)))
                .compose(rows -> {
                    if (rows.size() == 0) return Future.succeededFuture(Optional.<String>empty());
                    var grantId = rows.iterator().next().getString("grant_id");
                    return tx.revokeGrant(grantId).map(Optional.of(grantId));
                }));
    }

    /** The Sigment user an external authorization server's subject is linked to, if it is. */
    public Future<Optional<String>> linkedUser(String issuer, String subject) {
        return sql.preparedQuery("SELECT user_id FROM accounts.external_identities WHERE issuer = $1 AND subject = $2")
                .execute(Tuple.of(issuer, subject))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(rows.iterator().next().getString("user_id")));
    }

    /**
     * Links the subject to the user with this email (case-insensitive) if there is one whose address Sigment verified
     * (a mailed link proved it: {@code email_verified_at}); returns the linked user.
     */
    public Future<Optional<String>> linkByEmail(String issuer, String subject, String email) {
        return sql.preparedQuery("INSERT INTO accounts.external_identities (issuer, subject, user_id) "
                        + "SELECT $1, $2, user_id FROM accounts.users WHERE lower(email) = lower($3) AND "
                        + "email_verified_at IS NOT NULL "
                        + "ON CONFLICT (issuer, subject) DO NOTHING")
                .execute(Tuple.of(issuer, subject, email))
                .compose(v -> linkedUser(issuer, subject));
    }

    /** Records a client known only from an external server's tokens (named by its id), unless already known. */
    public Future<Void> ensureExternalClient(String clientId) {
        return sql.preparedQuery("INSERT INTO accounts.oauth_clients (client_id, client_name, redirect_uris, kind) "
                        + "VALUES ($1, $1, '{}', 'external') ON CONFLICT (client_id) DO NOTHING")
                .execute(Tuple.of(clientId))
                .mapEmpty();
    }

    private Future<Void> revokeGrant(String grantId) {
        return sql.preparedQuery(
                        "UPDATE accounts.oauth_grants SET revoked_at = now() WHERE grant_id = $1 AND revoked_at IS NULL")
                .execute(Tuple.of(grantId))
                .mapEmpty();
    }

    private Future<Void> insertPair(String grantId, TokenPair tokens) {
        return sql.preparedQuery("INSERT INTO accounts.oauth_tokens (token_hash, grant_id, kind, expires_at) VALUES "
                        + "($1, $2, 'access', $3), ($4, $2, 'refresh', $5)")
                .execute(Tuple.of(
                        Buffer.buffer(tokens.accessHash()),
                        grantId,
                        tokens.accessExpires(),
                        Buffer.buffer(tokens.refreshHash()),
                        tokens.refreshExpires()))
                .mapEmpty();
    }

    private static AccessGrant accessGrant(Row row) {
        return new AccessGrant(
                row.getString("grant_id"),
                row.getString("client_id"),
                row.getString("client_name"),
                row.getString("user_id"),
                row.getString("resource"),
                row.getString("scope"),
                row.getOffsetDateTime("expires_at"),
                row.getOffsetDateTime("revoked_at") != null);
    }
}
