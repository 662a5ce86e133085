package io.sigment.accounts.signin;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.api.WireJson;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.api.accounts.SessionRef;
import io.sigment.common.api.accounts.SessionView;
import io.sigment.common.api.accounts.SignInOutcome;
import io.sigment.common.api.accounts.SignInRequest;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HexFormat;

/**
 * The app's sign-in: email and Argon2id password (verified on a worker thread), then a session whose token
 * goes to the browser as a cookie and whose hash is stored here, so every gateway replica sees it.
 */
public final class SignIn {
    static final Duration SESSION_TTL = Duration.ofDays(7);

    private final Vertx vertx;
    private final SessionsStore sessions;
    private final SignInSourcesStore sources;
    private final IdentityStore identity;
    private final SignInLinks links;
    private final Clock clock;

    /** {@code links} mails the account an unlock link when a source is first locked out of it. */
    public SignIn(
            Vertx vertx,
            SessionsStore sessions,
            SignInSourcesStore sources,
            IdentityStore identity,
            SignInLinks links,
            Clock clock) {
        this.vertx = vertx;
        this.links = links;
        this.sessions = sessions;
        this.sources = sources;
        this.identity = identity;
        this.clock = clock;
    }

    /**
     * {@code sign_in}: args {@code email}, {@code password}, {@code client}, {@code device_sha256}. Replies
     * {@code session_token} (and {@code device_token} for a browser new to the account), or {@code signed_in: false}
     * (with {@code locked_seconds} while failures from this source lock the account: no password is checked then).
     * Failures count per account and source, the browser's device when it signed in to the account before, its client
     * address (IPv6 by /64) otherwise: nobody elsewhere can lock the owner out.
     */
    public Future<JsonObject> signIn(Caller caller, JsonObject args) {
        var form = SignInRequest.fromJson(args);
        var now = clock.instant().atOffset(ZoneOffset.UTC);
        return sessions.credentials(form.email()).compose(found -> {
            if (found.isEmpty()) {
                return verify(form.password(), Decoy.HASH)
                        .map(matches -> SignInOutcome.refused().toJson());
            }
            var userId = found.get().userId();
            return sourceOf(form, userId, now)
                    .compose(source -> sources.lockedUntil(userId, source.key(), now)
                            .compose(lockedUntil -> {
                                if (lockedUntil.isPresent()) {
                                    var seconds = Math.max(
                                            1,
                                            Duration.between(now, lockedUntil.get())
                                                    .toSeconds());
                                    return Future.succeededFuture(
                                            SignInOutcome.locked(seconds).toJson());
                                }
                                var hash = found.get().passwordHash();
                                return verify(form.password(), hash == null ? Decoy.HASH : hash)
                                        .compose(matches -> matches && hash != null
                                                ? signedIn(userId, source, now)
                                                : failed(userId, source, now));
                            }));
        });
    }

    private Future<Boolean> verify(String password, String hash) {
        return vertx.executeBlocking(() -> Passwords.verify(password, hash), false);
    }

    private Future<SignInSource> sourceOf(SignInRequest form, String userId, OffsetDateTime now) {
        var device = SignInSource.deviceHash(form.deviceSha256());
        if (device == null) return Future.succeededFuture(SignInSource.address(form.client(), null));
        return sources.knownDevice(device, userId, now)
                .map(known -> known ? SignInSource.device(device) : SignInSource.address(form.client(), device));
    }

    private Future<JsonObject> failed(String userId, SignInSource source, OffsetDateTime now) {
        return sources.failed(userId, source.key(), now)
                .compose(failures -> {
                    var lock = SignInBackoff.lockAfter(failures);
                    if (lock.isZero()) return Future.<Void>succeededFuture();
                    return sources.lock(userId, source.key(), now.plus(lock))
                            .compose(v -> failures == SignInBackoff.FREE_FAILURES + 1
                                    ? links.lockedOut(userId, source.key())
                                    : Future.<Void>succeededFuture());
                })
                .map(v -> SignInOutcome.refused().toJson());
    }

    private Future<JsonObject> signedIn(String userId, SignInSource source, OffsetDateTime now) {
        var token = Ids.random("ses_", Ids.SECRET_BYTES);
        var newDevice = source.device() != null ? null : Ids.random("dev_", Ids.SECRET_BYTES);
        var device = newDevice == null ? source.device() : Credentials.sha256(newDevice);
        return sources.succeeded(userId, source.key())
                .compose(v -> sources.rememberDevice(device, userId, now))
                .compose(v -> sessions.insert(Credentials.sha256(token), userId, now.plus(SESSION_TTL)))
                .map(v -> SignInOutcome.signedIn(token, userId, SESSION_TTL.toSeconds(), newDevice)
                        .toJson());
    }

    /** {@code app_session}: args {@code session_sha256}. Replies {@code active} with the user and their workspaces. */
    public Future<JsonObject> session(Caller caller, JsonObject args) {
        byte[] hash;
        try {
            hash = HexFormat.of().parseHex(SessionRef.fromJson(args).sessionSha256());
        } catch (IllegalArgumentException e) {
            return Future.succeededFuture(SessionView.INACTIVE.toJson());
        }
        return sessions.user(hash).compose(user -> {
            if (user.isEmpty()) return Future.succeededFuture(SessionView.INACTIVE.toJson());
            var userId = user.get().getString("user_id");
            return identity.workspacesOf(userId)
                    .map(workspaces -> SessionView.active(
                                    userId,
                                    user.get().getString("email"),
                                    user.get().getBoolean("email_verified"),
                                    user.get().getString("name"),
                                    WireJson.list(workspaces, MemberWorkspace::fromJson))
                            .toJson());
        });
    }

    /** {@code sign_out}: args {@code session_sha256}. */
    public Future<JsonObject> signOut(Caller caller, JsonObject args) {
        byte[] hash;
        try {
            hash = HexFormat.of().parseHex(SessionRef.fromJson(args).sessionSha256());
        } catch (IllegalArgumentException e) {
            return Future.succeededFuture(new JsonObject());
        }
        return sessions.end(hash).map(v -> new JsonObject());
    }

    /**
     * Verified when the email is unknown, so a wrong email costs as much time as a wrong password (made lazily, off the
     * event loop).
     */
    private static final class Decoy {
        static final String HASH = Passwords.hash("decoy password");
    }
}
