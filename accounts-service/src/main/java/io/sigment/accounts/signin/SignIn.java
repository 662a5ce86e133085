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
  private final IdentityStore identity;
  private final Clock clock;

  public SignIn(Vertx vertx, SessionsStore sessions, IdentityStore identity, Clock clock) {
    this.vertx = vertx;
    this.sessions = sessions;
    this.identity = identity;
    this.clock = clock;
  }

  /**
   * {@code sign_in}: args {@code email}, {@code password}. Replies {@code session_token}, or {@code signed_in: false}
   * (with {@code locked_seconds} while failures lock the account: no password is checked then).
   */
  public Future<JsonObject> signIn(Caller caller, JsonObject args) {
    var form = SignInRequest.fromJson(args);
    var email = form.email();
    var password = form.password();
    return sessions.credentials(email).compose(found -> {
      var now = clock.instant();
      var lockedUntil = found.map(SessionsStore.Credentials::lockedUntil).orElse(null);
      if (lockedUntil != null && lockedUntil.toInstant().isAfter(now)) {
        var seconds = Math.max(1, Duration.between(now, lockedUntil.toInstant()).toSeconds());
        return Future.succeededFuture(SignInOutcome.locked(seconds).toJson());
      }
      return vertx.executeBlocking(() -> Passwords.verify(password,
          found.map(SessionsStore.Credentials::passwordHash).orElseGet(() -> Decoy.HASH)), false).compose(matches -> {
        if (found.isEmpty()) return Future.succeededFuture(SignInOutcome.refused().toJson());
        var userId = found.get().userId();
        if (!matches || found.get().passwordHash() == null) {
          return sessions.signInFailed(userId).compose(failures -> {
            var lock = SignInBackoff.lockAfter(failures);
            return lock.isZero() ? Future.<Void>succeededFuture()
                : sessions.lockSignIn(userId, clock.instant().plus(lock).atOffset(ZoneOffset.UTC));
          }).map(v -> SignInOutcome.refused().toJson());
        }
        var token = Ids.random("ses_", Ids.SECRET_BYTES);
        return sessions.signInSucceeded(userId)
            .compose(v -> sessions.insert(Credentials.sha256(token), userId,
                clock.instant().plus(SESSION_TTL).atOffset(ZoneOffset.UTC)))
            .map(v -> SignInOutcome.signedIn(token, userId, SESSION_TTL.toSeconds()).toJson());
      });
    });
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
      return identity.workspacesOf(userId).map(workspaces -> SessionView.active(userId, user.get().getString("email"),
          user.get().getString("name"), WireJson.list(workspaces, MemberWorkspace::fromJson)).toJson());
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

  /** Verified when the email is unknown, so a wrong email costs as much time as a wrong password (made lazily, off the event loop). */
  private static final class Decoy {
    static final String HASH = Passwords.hash("decoy password");
  }
}
