package io.sigment.web.signin;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.SignUpForm;
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
 * Self-service sign-up: {@code /app/sign-up} asks for an email and a password and answers "check your mail" whether
 * or not the address has an account (accounts mails either the link or a note that the account exists);
 * {@code /app/sign-up/<token>}, the mailed link, asks for the same password and then creates the account and signs
 * in. Opening the link (a GET, as mail scanners do) changes nothing. Both forms count against
 * {@link #REQUESTS_PER_ADDRESS} per client address across every gateway. Mounted after the app's pages, whose body
 * handler reads the forms.
 */
public final class SignUpPage {
    public static final int REQUESTS_PER_ADDRESS = 20;
    public static final Duration WINDOW = Duration.ofHours(1);

    private final SignInSessions sessions;
    private final AccessClient accounts;
    private final SharedLimits limits;
    private final Function<HttpServerRequest, String> clients;

    public SignUpPage(
            SignInSessions sessions,
            ServiceClient accounts,
            SharedLimits limits,
            Function<HttpServerRequest, String> clients) {
        this.sessions = sessions;
        this.accounts = new AccessClient(accounts);
        this.limits = limits;
        this.clients = clients;
    }

    public void mount(Router router) {
        router.get("/app/sign-up").handler(ctx -> form(ctx, 200, "", null));
        router.post("/app/sign-up").handler(this::request);
        router.get("/app/sign-up/:token").handler(ctx -> confirmForm(ctx, 200, null));
        router.post("/app/sign-up/:token").handler(this::confirm);
    }

    private void request(RoutingContext ctx) {
        var email = text(ctx, "email").strip();
        if (!Csrf.valid(ctx)) {
            form(ctx, 403, email, "The form expired. Try again.");
            return;
        }
        limited(ctx)
                .compose(waitSeconds -> {
                    if (waitSeconds > 0) {
                        tooMany(ctx, waitSeconds, () -> form(ctx, 429, email, tooManyText(waitSeconds)));
                        return Future.succeededFuture();
                    }
                    return accounts.requestSignUp(caller(), SignUpForm.request(email, text(ctx, "password")))
                            .map(v -> {
                                FramedPages.send(ctx, 200, "signin/sign-up-sent.jte", new SignInViews.MailSent(email));
                                return null;
                            });
                })
                .onFailure(cause -> refusal(ctx, cause, error -> form(ctx, statusOf(cause), email, error)));
    }

    private void confirm(RoutingContext ctx) {
        if (!Csrf.valid(ctx)) {
            confirmForm(ctx, 403, "The form expired. Try again.");
            return;
        }
        var password = text(ctx, "password");
        limited(ctx)
                .compose(waitSeconds -> {
                    if (waitSeconds > 0) {
                        tooMany(ctx, waitSeconds, () -> confirmForm(ctx, 429, tooManyText(waitSeconds)));
                        return Future.succeededFuture();
                    }
                    return accounts.confirmSignUp(caller(), SignUpForm.confirm(ctx.pathParam("token"), password))
                            .compose(created -> sessions.signIn(ctx, created.email(), password)
                                    .map(signedIn -> {
                                        if (signedIn.signedIn()) {
                                            sessions.start(ctx, signedIn);
                                            sessions.chooseWorkspace(ctx, created.workspaceId());
                                            ctx.response()
                                                    .setStatusCode(303)
                                                    .putHeader("Location", "/app")
                                                    .end();
                                        } else {
                                            ctx.response()
                                                    .setStatusCode(303)
                                                    .putHeader("Location", "/app/sign-in")
                                                    .end();
                                        }
                                        return null;
                                    }));
                })
                .onFailure(cause -> refusal(ctx, cause, error -> confirmForm(ctx, statusOf(cause), error)));
    }

    /** Seconds to wait before this client address may send another sign-up form; 0 to go on. */
    private Future<Long> limited(RoutingContext ctx) {
        return limits.tryCount(
                        "signup:address:" + clients.apply(ctx.request()), REQUESTS_PER_ADDRESS, WINDOW.toMillis())
                .map(waitMillis -> waitMillis > 0 ? waitMillis / 1000 + 1 : 0L);
    }

    private static void tooMany(RoutingContext ctx, long seconds, Runnable page) {
        ctx.response().putHeader("Retry-After", String.valueOf(seconds));
        page.run();
    }

    private static String tooManyText(long seconds) {
        var minutes = Math.max(1, (seconds + 59) / 60);
        return "Too many sign-up attempts from your network. Try again in " + minutes
                + (minutes == 1 ? " minute." : " minutes.");
    }

    /** A refusal of accounts on the form; anything else (Sigment itself failed) a 503 page. */
    private static void refusal(RoutingContext ctx, Throwable cause, java.util.function.Consumer<String> form) {
        if (cause instanceof ToolError error
                && error.kind() != ToolError.Kind.UNAVAILABLE
                && error.kind() != ToolError.Kind.SESSION_UNCONFIRMED) {
            form.accept(error.getMessage());
        } else {
            FramedPages.message(
                    ctx, 503, "Temporarily unavailable", "Sign-up is unavailable right now. Retry shortly.");
        }
    }

    private static int statusOf(Throwable cause) {
        return ((ToolError) cause).kind() == ToolError.Kind.RATE_LIMITED ? 429 : 400;
    }

    private static void form(RoutingContext ctx, int status, String email, String error) {
        FramedPages.send(ctx, status, "signin/sign-up.jte", new SignInViews.SignUp(Csrf.token(ctx), email, error));
    }

    private static void confirmForm(RoutingContext ctx, int status, String error) {
        FramedPages.send(
                ctx,
                status,
                "signin/confirm-sign-up.jte",
                new SignInViews.ConfirmSignUp(Csrf.token(ctx), ctx.pathParam("token"), error));
    }

    private static String text(RoutingContext ctx, String field) {
        var value = ctx.request().getFormAttribute(field);
        return value == null ? "" : value;
    }

    private static Caller caller() {
        return Caller.system(Ids.random("app-"));
    }
}
