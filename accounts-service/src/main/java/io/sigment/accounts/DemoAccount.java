package io.sigment.accounts;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.keys.ApiKeyFormat;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.ledger.TopUpCredits;
import io.sigment.accounts.signin.Passwords;
import io.sigment.accounts.signin.SessionsStore;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.Clock;
import java.util.Optional;

/**
 * The local stack's demo user, workspace (on the Pro plan, so the demo can do everything) and API key, and
 * the workspace's starting credits. Idempotent: the starting top-up is credited once per database, and a key
 * known from an earlier start is kept while it is still active; otherwise a new one is issued.
 */
public final class DemoAccount {
    public static final String USER_ID = "usr_demo";
    public static final String EMAIL = "demo@sigment.local";
    public static final String WORKSPACE_ID = "ws_demo";
    public static final String PLAN = "pro";

    private DemoAccount() {}

    /** Ensures the demo account exists and returns an active API key of the demo user. */
    public static Future<String> ensure(
            IdentityStore identities,
            LedgerStore ledger,
            ApiKeysStore keys,
            Optional<String> knownKey,
            long startingCredits,
            Clock clock) {
        return identities
                .inTransaction(identity -> identity.ensureUser(USER_ID, EMAIL, "Demo User")
                        .compose(v -> identity.ensureWorkspace(WORKSPACE_ID, "Demo workspace"))
                        .compose(v -> identity.ensureMember(WORKSPACE_ID, USER_ID, "owner"))
                        .compose(v -> identity.setPlan(WORKSPACE_ID, PLAN))
                        .compose(v -> startingCredits <= 0
                                ? Future.succeededFuture()
                                : new TopUpCredits(clock)
                                        .credit(
                                                identity.alongside(ledger),
                                                WORKSPACE_ID,
                                                startingCredits,
                                                "starting_credits",
                                                "Starting credits of the local demo workspace",
                                                "seed:starting-credits:" + WORKSPACE_ID)))
                .compose(v -> {
                    var stillValid = knownKey.filter(ApiKeyFormat::looksLikeKey)
                            .map(key -> keys.findByHash(Credentials.sha256Hex(key))
                                    .map(found -> found.filter(k ->
                                                    !k.revoked() && k.userId().equals(USER_ID))
                                            .map(k -> key)))
                            .orElse(Future.succeededFuture(Optional.empty()));
                    return stillValid.compose(valid -> {
                        if (valid.isPresent()) return Future.succeededFuture(valid.get());
                        var key = ApiKeyFormat.newKey();
                        return keys.insert(USER_ID, "demo", key).map(key);
                    });
                });
    }

    /**
     * Ensures the demo user can sign in to the app and returns the password: {@code knownPassword} (from an
     * earlier start's local.env) while it still matches, else a new random one (only its Argon2id hash is stored).
     */
    public static Future<String> ensurePassword(Vertx vertx, SessionsStore sessions, Optional<String> knownPassword) {
        return sessions.credentials(EMAIL)
                .compose(found -> vertx.executeBlocking(() -> {
                    var stored =
                            found.map(SessionsStore.Credentials::passwordHash).orElse(null);
                    if (knownPassword.isPresent() && Passwords.verify(knownPassword.get(), stored)) {
                        return new String[] {knownPassword.get(), null};
                    }
                    var password = Ids.random("");
                    return new String[] {password, Passwords.hash(password)};
                }))
                .compose(chosen -> chosen[1] == null
                        ? Future.succeededFuture(chosen[0])
                        : sessions.setPasswordHash(USER_ID, chosen[1]).map(chosen[0]));
    }
}
