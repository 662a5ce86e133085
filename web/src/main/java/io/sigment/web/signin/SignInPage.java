package io.sigment.web.signin;

import io.sigment.common.cluster.SharedLimits;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.vertx.core.Future;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import java.time.Duration;
import java.util.function.Function;

/**
 * {@code /app/sign-in} and {@code /app/sign-out}. Sign-in attempts are limited per client address across every
 * gateway, and accounts-service locks an account after failures in a row for a time that doubles and ends by
 * itself (a guessing attacker gets 429 long before a password falls, the owner is never locked out for good);
 * {@code return_to} may only be a path on this site.
 */
public final class SignInPage {
    public static final int ATTEMPTS_PER_ADDRESS = 100;
    public static final Duration WINDOW = Duration.ofMinutes(15);

    private final SignInSessions sessions;
    private final SharedLimits limits;
    private final Function<HttpServerRequest, String> clients;

    public SignInPage(SignInSessions sessions, SharedLimits limits, Function<HttpServerRequest, String> clients) {
        this.clients = clients;
        this.sessions = sessions;
        this.limits = limits;
    }

    public void show(RoutingContext ctx) {
        var returnTo = safeReturn(ctx.request().getParam("return_to"));
        sessions.signedIn(ctx).onComplete(done -> {
            if (done.succeeded() && done.result()) {
                ctx.response()
                        .setStatusCode(303)
                        .putHeader("Location", returnTo)
                        .end();
            } else {
                form(ctx, 200, returnTo, "", null, notice(ctx.request().getParam("done")));
            }
        });
    }

    public void signIn(RoutingContext ctx) {
        var returnTo = safeReturn(ctx.request().getFormAttribute("return_to"));
        var email = String.valueOf(ctx.request().getFormAttribute("email")).strip();
        var password = ctx.request().getFormAttribute("password");
        if (!Csrf.valid(ctx)) {
            form(ctx, 403, returnTo, email, "The form expired. Sign in again.");
            return;
        }
        limits.tryCount("signin:address:" + clients.apply(ctx.request()), ATTEMPTS_PER_ADDRESS, WINDOW.toMillis())
                .compose(waitMillis -> {
                    if (waitMillis > 0) {
                        tooMany(ctx, returnTo, email, waitMillis / 1000 + 1);
                        return Future.succeededFuture();
                    }
                    return sessions.signIn(ctx, email, password == null ? "" : password)
                            .map(reply -> {
                                if (reply.lockedSeconds() != null) {
                                    tooMany(ctx, returnTo, email, reply.lockedSeconds());
                                } else if (!reply.signedIn()) {
                                    form(ctx, 401, returnTo, email, "Wrong email or password.");
                                } else {
                                    sessions.start(ctx, reply);
                                    ctx.response()
                                            .setStatusCode(303)
                                            .putHeader("Location", returnTo)
                                            .end();
                                }
                                return null;
                            });
                })
                .onFailure(
                        cause -> form(ctx, 503, returnTo, email, "Sign-in is unavailable right now. Retry shortly."));
    }

    private static void tooMany(RoutingContext ctx, String returnTo, String email, long seconds) {
        var minutes = Math.max(1, (seconds + 59) / 60);
        ctx.response().putHeader("Retry-After", String.valueOf(seconds));
        form(
                ctx,
                429,
                returnTo,
                email,
                "Too many sign-in attempts. Try again in " + minutes + (minutes == 1 ? " minute." : " minutes."));
    }

    public void signOut(RoutingContext ctx) {
        if (!Csrf.valid(ctx)) {
            FramedPages.message(ctx, 403, "Not signed out", "The form expired. Reload the page and try again.");
            return;
        }
        sessions.signOut(ctx)
                .onComplete(done -> ctx.response()
                        .setStatusCode(303)
                        .putHeader("Location", "/app/sign-in")
                        .end());
    }

    /** What the page says after a mailed link was used ({@code ?done=reset|unlock}), or null. */
    private static String notice(String done) {
        if ("reset".equals(done))
            return "Your new password is set and every session of your account was signed out. "
                    + "Sign in with the new password.";
        if ("unlock".equals(done)) return "Sign-in to your account is unlocked. Sign in.";
        return null;
    }

    private static void form(RoutingContext ctx, int status, String returnTo, String email, String error) {
        form(ctx, status, returnTo, email, error, null);
    }

    private static void form(
            RoutingContext ctx, int status, String returnTo, String email, String error, String notice) {
        FramedPages.send(
                ctx,
                status,
                "signin/sign-in.jte",
                new SignInViews.SignIn(Csrf.token(ctx), returnTo, email, error, notice));
    }

    /** A local path to go back to after sign-in; anything else (another site, {@code //host}) becomes {@code /app}. */
    public static String safeReturn(String requested) {
        if (requested == null
                || !requested.startsWith("/")
                || requested.startsWith("//")
                || requested.startsWith("/\\")
                || requested.length() > 4000
                || requested.chars().anyMatch(c -> c < 0x20)) {
            return "/app";
        }
        return requested;
    }
}
