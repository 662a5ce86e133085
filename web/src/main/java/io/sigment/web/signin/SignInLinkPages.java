package io.sigment.web.signin;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.PasswordResetRequest;
import io.sigment.common.api.accounts.SignInLinkToken;
import io.sigment.common.api.accounts.SignInLinkView;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.cluster.SharedLimits;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.vertx.core.Future;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.time.Duration;
import java.util.function.Function;

/**
 * The pages of mailed sign-in links (issue 39 item 3): {@code /app/forgot-password} (asks for an address and answers
 * the same whether or not an account has it; at most {@link #RESETS_PER_ADDRESS} requests an hour from one client
 * address across every gateway), {@code /app/reset-password/<token>} (a new password) and {@code /app/unlock/<token>}
 * (a confirm button: only a POST unlocks, so a mail scanner that opens the link unlocks nothing). Every form carries
 * the CSRF token. Mounted after the app's pages, whose body handler reads the forms.
 */
public final class SignInLinkPages {
    public static final int RESETS_PER_ADDRESS = 10;
    public static final Duration WINDOW = Duration.ofHours(1);
    private static final String EXPIRED_FORM = "The form expired or did not come from this site. Try again.";

    private final AccessClient accounts;
    private final SharedLimits limits;
    private final Function<HttpServerRequest, String> clients;

    public SignInLinkPages(ServiceClient accounts, SharedLimits limits, Function<HttpServerRequest, String> clients) {
        this.accounts = new AccessClient(accounts);
        this.limits = limits;
        this.clients = clients;
    }

    public void mount(Router router) {
        router.get("/app/forgot-password").handler(ctx -> forgotForm(ctx, 200, "", null));
        router.post("/app/forgot-password").handler(this::forgot);
        router.get("/app/reset-password/:token").handler(ctx -> link(ctx, SignInLinkView.RESET, 200, null));
        router.post("/app/reset-password/:token").handler(this::reset);
        router.get("/app/unlock/:token").handler(ctx -> link(ctx, SignInLinkView.UNLOCK, 200, null));
        router.post("/app/unlock/:token").handler(this::unlock);
    }

    private void forgot(RoutingContext ctx) {
        var email = String.valueOf(ctx.request().getFormAttribute("email")).strip();
        if (!Csrf.valid(ctx)) {
            forgotForm(ctx, 403, email, EXPIRED_FORM);
            return;
        }
        limits.tryCount("reset:address:" + clients.apply(ctx.request()), RESETS_PER_ADDRESS, WINDOW.toMillis())
                .compose(waitMillis -> {
                    if (waitMillis > 0) {
                        var minutes = Math.max(1, (waitMillis / 1000 + 59) / 60);
                        ctx.response().putHeader("Retry-After", String.valueOf(waitMillis / 1000 + 1));
                        forgotForm(
                                ctx,
                                429,
                                email,
                                "Too many reset requests from your network. Try again in " + minutes
                                        + (minutes == 1 ? " minute." : " minutes."));
                        return Future.succeededFuture();
                    }
                    return accounts.requestPasswordReset(caller(), new PasswordResetRequest(email))
                            .map(v -> {
                                FramedPages.send(ctx, 200, "signin/reset-sent.jte", new SignInViews.MailSent(email));
                                return null;
                            });
                })
                .onFailure(cause -> unavailable(ctx));
    }

    private void reset(RoutingContext ctx) {
        if (!Csrf.valid(ctx)) {
            link(ctx, SignInLinkView.RESET, 403, EXPIRED_FORM);
            return;
        }
        var password = ctx.request().getFormAttribute("password");
        accounts.resetPassword(caller(), new SignInLinkToken(ctx.pathParam("token"), password == null ? "" : password))
                .onSuccess(v -> ctx.response()
                        .setStatusCode(303)
                        .putHeader("Location", "/app/sign-in?done=reset")
                        .end())
                .onFailure(cause -> refused(ctx, SignInLinkView.RESET, cause));
    }

    private void unlock(RoutingContext ctx) {
        if (!Csrf.valid(ctx)) {
            link(ctx, SignInLinkView.UNLOCK, 403, EXPIRED_FORM);
            return;
        }
        accounts.unlockSignIn(caller(), new SignInLinkToken(ctx.pathParam("token")))
                .onSuccess(v -> ctx.response()
                        .setStatusCode(303)
                        .putHeader("Location", "/app/sign-in?done=unlock")
                        .end())
                .onFailure(cause -> refused(ctx, SignInLinkView.UNLOCK, cause));
    }

    /** A refused reset or unlock: the link's page again with the reason, or what the link's state now is. */
    private void refused(RoutingContext ctx, String purpose, Throwable cause) {
        if (cause instanceof ToolError error && error.kind() == ToolError.Kind.INVALID_ARGUMENTS) {
            link(
                    ctx,
                    purpose,
                    400,
                    error.getMessage()
                            .replaceFirst("^Invalid arguments: ", "")
                            .replaceFirst(" Fix them and call again\\.$", ""));
        } else {
            unavailable(ctx);
        }
    }

    /** The page of a link of {@code purpose}: its form when open, else why it cannot be used. */
    private void link(RoutingContext ctx, String purpose, int status, String error) {
        var token = ctx.pathParam("token");
        accounts.showSignInLink(caller(), new SignInLinkToken(token))
                .onSuccess(shown -> {
                    if (!shown.openFor(purpose)) {
                        unusable(ctx, purpose.equals(shown.purpose()) ? shown.status() : SignInLinkView.UNKNOWN);
                    } else if (SignInLinkView.RESET.equals(purpose)) {
                        FramedPages.send(
                                ctx,
                                status,
                                "signin/reset-password.jte",
                                new SignInViews.ResetPassword(Csrf.token(ctx), token, shown.email(), error));
                    } else {
                        FramedPages.send(
                                ctx,
                                status,
                                "signin/unlock.jte",
                                new SignInViews.Unlock(Csrf.token(ctx), token, shown.email(), error));
                    }
                })
                .onFailure(cause -> unavailable(ctx));
    }

    private static void unusable(RoutingContext ctx, String status) {
        switch (status) {
            case "expired" ->
                FramedPages.message(
                        ctx,
                        410,
                        "Link expired",
                        "This link expired. Ask for a new one: "
                                + "\"Forgot your password?\" on the sign-in page, or sign in again to be mailed a new "
                                + "unlock link.");
            case "used" ->
                FramedPages.message(
                        ctx,
                        410,
                        "Link already used",
                        "This link was already used: each link works "
                                + "once. Sign in, or ask for a new one from the sign-in page.");
            default ->
                FramedPages.message(
                        ctx,
                        404,
                        "Link not found",
                        "This is not a Sigment sign-in link. Check that the " + "whole link was copied.");
        }
    }

    private static void forgotForm(RoutingContext ctx, int status, String email, String error) {
        FramedPages.send(
                ctx,
                status,
                "signin/forgot-password.jte",
                new SignInViews.ForgotPassword(Csrf.token(ctx), email, error));
    }

    private static void unavailable(RoutingContext ctx) {
        FramedPages.message(ctx, 503, "Temporarily unavailable", "Sigment could not do this right now. Retry shortly.");
    }

    private static Caller caller() {
        return Caller.system(Ids.random("app-"));
    }
}
