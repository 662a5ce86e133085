package io.sigment.web.signin;

import io.sigment.common.api.accounts.SignInOutcome;
import io.sigment.web.app.AppSession;
import io.vertx.core.Future;
import io.vertx.ext.web.RoutingContext;
import java.util.Optional;

/** The app's sessions as the web's pages use them (the gateway's {@code AppSessions}: its cookie, accounts). */
public interface SignInSessions {
    /** The signed-in person of this request, if any (empty too when the session ended or expired). */
    Future<Optional<AppSession>> current(RoutingContext ctx);

    /** True when a person is signed in behind {@code ctx}. */
    default Future<Boolean> signedIn(RoutingContext ctx) {
        return current(ctx).map(Optional::isPresent);
    }

    /** Asks accounts-service whether {@code email} and {@code password} sign in (locked, refused or a session). */
    Future<SignInOutcome> signIn(RoutingContext ctx, String email, String password);

    /** Starts the session {@code signedIn} holds: its cookie on the response. */
    void start(RoutingContext ctx, SignInOutcome signedIn);

    /** Makes {@code workspaceId} the workspace the app shows first. */
    void chooseWorkspace(RoutingContext ctx, String workspaceId);

    /** Ends the session behind {@code ctx}, if any. */
    Future<Void> signOut(RoutingContext ctx);
}
