package io.sigment.web.app;

import io.sigment.common.ToolError;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.sigment.web.signin.SignInSessions;
import io.vertx.core.Future;
import io.vertx.ext.web.RoutingContext;
import java.util.function.BiFunction;

/**
 * The one way an app page or form reaches its signed-in person: a request without a session goes to sign-in, a form
 * without its CSRF token is refused, and a failure reads as what it is (not found, refused, or unavailable).
 */
public final class SignedInRequests {
    private final SignInSessions sessions;

    public SignedInRequests(SignInSessions sessions) {
        this.sessions = sessions;
    }

    /** Runs {@code page} for the signed-in person, or sends the browser to sign in. */
    public void signedIn(RoutingContext ctx, BiFunction<AppSession, RoutingContext, Future<?>> page) {
        sessions.current(ctx)
                .compose(session -> {
                    if (session.isEmpty()) {
                        ctx.response()
                                .setStatusCode(302)
                                .putHeader("Location", "/app/sign-in?return_to=/app")
                                .end();
                        return Future.succeededFuture();
                    }
                    return page.apply(session.get(), ctx);
                })
                .onFailure(cause -> {
                    if (cause instanceof ToolError error
                            && (error.kind() == ToolError.Kind.NOT_FOUND
                                    || error.kind() == ToolError.Kind.INVALID_ARGUMENTS)) {
                        FramedPages.message(
                                ctx,
                                error.kind() == ToolError.Kind.NOT_FOUND ? 404 : 400,
                                "Not done",
                                error.getMessage());
                    } else {
                        FramedPages.message(
                                ctx,
                                503,
                                "Temporarily unavailable",
                                "Sigment could not load this page right now. Retry shortly.");
                    }
                });
    }

    /** The same for a form post, which must carry the CSRF token first. */
    public void form(RoutingContext ctx, BiFunction<AppSession, RoutingContext, Future<?>> action) {
        if (!Csrf.valid(ctx)) {
            FramedPages.message(
                    ctx, 403, "Request refused", "The form expired or did not come from this site. Reload the page.");
            return;
        }
        signedIn(ctx, action);
    }
}
