package io.sigment.accounts.oauth;

import io.sigment.common.Caller;
import io.sigment.common.api.accounts.ExternalIdentity;
import io.sigment.common.api.accounts.TokenVerification;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * {@code verify_external_token}: who a JWT of an external authorization server (already checked by the gateway:
 * signature, {@code iss}, {@code aud}, expiry) stands for. Its user is {@code (iss, sub)}: linked once to the
 * Sigment account whose email is the token's {@code email} claim with {@code email_verified: true}, and only when
 * Sigment verified that account's address too (issue 39: an account someone made for another's address before
 * addresses were verified never receives that person's login), and by that link ever after (a later email change at the
 * issuer does not move it). No such account: not active (nobody
 * gets an account by holding a token). Its client ({@code azp} or {@code client_id}) becomes the user's agent
 * exactly like an embedded-server client: not approved at its first call.
 */
public final class ExternalIdentities {
    private final OAuthStore store;
    private final AccessTokens tokens;

    public ExternalIdentities(OAuthStore store, AccessTokens tokens) {
        this.store = store;
        this.tokens = tokens;
    }

    /**
     * args {@code issuer}, {@code subject}, {@code client_id}, {@code email}, {@code email_verified}. Replies
     * {@code active: false} when no account matches, else {@code active: true}, {@code sub} (the Sigment user id),
     * {@code client_id} and the agent fields of {@code verify_oauth_token}.
     */
    public Future<JsonObject> verify(Caller caller, JsonObject args) {
        var identity = ExternalIdentity.fromJson(args);
        var issuer = identity.issuer();
        var subject = identity.subject();
        var clientId = identity.clientId();
        if (issuer.isBlank() || subject.isBlank() || clientId.isBlank() || clientId.length() > 200) {
            return Future.succeededFuture(TokenVerification.INACTIVE.toJson());
        }
        var email = identity.email() == null ? "" : identity.email().strip();
        var verifiedEmail = identity.emailVerified() && !email.isEmpty();
        return store.linkedUser(issuer, subject)
                .compose(linked -> linked.isPresent() || !verifiedEmail
                        ? Future.succeededFuture(linked)
                        : store.linkByEmail(issuer, subject, email))
                .compose(user -> {
                    if (user.isEmpty()) return Future.succeededFuture(TokenVerification.INACTIVE.toJson());
                    return store.ensureExternalClient(clientId)
                            .compose(v -> tokens.asAgent(
                                    new TokenVerification(true, issuer, user.get(), clientId, null, null, null),
                                    user.get(),
                                    clientId))
                            .map(TokenVerification::toJson);
                });
    }
}
