package io.sigment.web.account;

import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.EmailChange;
import io.sigment.common.bus.ServiceClient;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.sigment.web.app.AppSession;
import io.sigment.web.app.SignedInHeader;
import io.sigment.web.app.SignedInRequests;
import io.sigment.web.signin.AddressLinkPages;
import io.sigment.web.signin.SignInSessions;
import io.vertx.core.Future;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.Map;

/**
 * The person's account page, {@code /app/account} (issue 39 item 2): their sign-in email, marked unverified for an
 * account made before addresses were verified, with "mail me a verification link"; a change of address (the new one
 * and the current password), pending until the link mailed to the new address is opened, and cancellable meanwhile.
 * Both links lead to {@code /app/confirm-email/<token>} ({@link AddressLinkPages}).
 * A refusal of the mail limits is shown on the page with a 429.
 */
public final class AccountPages {
    private static final Map<String, String> DONE = Map.of(
            "verification-mailed", "A verification link is on its way to your address. It works once, for 24 hours.",
            "change-mailed",
                    "A confirmation link is on its way to the new address. Your address changes once it is opened.",
            "change-cancelled", "The change of address is cancelled: its link no longer works.");

    private final SignedInRequests pages;
    private final AccessClient accounts;

    public AccountPages(SignInSessions sessions, ServiceClient accounts) {
        this.pages = new SignedInRequests(sessions);
        this.accounts = new AccessClient(accounts);
    }

    public void mount(Router router) {
        router.get("/app/account")
                .handler(ctx -> pages.signedIn(
                        ctx,
                        (session, c) -> page(
                                c,
                                session,
                                200,
                                DONE.get(String.valueOf(c.request().getParam("done"))),
                                null,
                                "")));
        router.post("/app/account/verification")
                .handler(ctx -> pages.form(
                        ctx,
                        (session, c) -> accounts.resendVerification(session.caller())
                                .map(v -> done(c, "verification-mailed"))
                                .recover(cause -> refused(c, session, cause, ""))));
        router.post("/app/account/email")
                .handler(ctx -> pages.form(ctx, (session, c) -> {
                    var email = field(c, "email").strip();
                    return accounts.changeEmail(session.caller(), new EmailChange(email, field(c, "password")))
                            .map(v -> done(c, "change-mailed"))
                            .recover(cause -> refused(c, session, cause, email));
                }));
        router.post("/app/account/email/cancel")
                .handler(ctx -> pages.form(
                        ctx,
                        (session, c) ->
                                accounts.cancelEmailChange(session.caller()).map(v -> done(c, "change-cancelled"))));
    }

    private Future<Object> page(
            RoutingContext ctx, AppSession session, int status, String notice, String error, String typed) {
        return accounts.showEmailAddress(session.caller()).map(address -> {
            var csrf = Csrf.token(ctx);
            FramedPages.send(
                    ctx,
                    status,
                    "account/account.jte",
                    AccountView.of(SignedInHeader.of(session, csrf), address, notice, error, typed, csrf));
            return null;
        });
    }

    /** A refusal by accounts (a mail limit, a wrong password, a taken address) on the page; anything else fails. */
    private Future<Object> refused(RoutingContext ctx, AppSession session, Throwable cause, String typed) {
        if (!(cause instanceof ToolError error)
                || (error.kind() != ToolError.Kind.RATE_LIMITED && error.kind() != ToolError.Kind.INVALID_ARGUMENTS)) {
            return Future.failedFuture(cause);
        }
        var limited = error.kind() == ToolError.Kind.RATE_LIMITED;
        if (limited) {
            var seconds = error.getMessage().replaceAll(".*Retry after (\\d+) seconds\\.$", "$1");
            if (seconds.matches("\\d+")) ctx.response().putHeader("Retry-After", seconds);
        }
        var text = limited
                ? "Not sent: "
                        + error.getMessage()
                                .replaceFirst("^Rate limit reached: ", "")
                                .replaceFirst(
                                        "\\. Retry after (\\d+) seconds\\.$",
                                        ". Try again in " + minutes(error.getMessage()) + ".")
                : AddressLinkPages.capitalized(AddressLinkPages.reason(error));
        return page(ctx, session, limited ? 429 : 400, null, text, typed);
    }

    private static String minutes(String message) {
        var digits = message.replaceAll(".*Retry after (\\d+) seconds\\.$", "$1");
        var minutes = digits.matches("\\d+") ? Math.max(1, (Long.parseLong(digits) + 59) / 60) : 60;
        return minutes + (minutes == 1 ? " minute" : " minutes");
    }

    private static Object done(RoutingContext ctx, String what) {
        ctx.response()
                .setStatusCode(303)
                .putHeader("Location", "/app/account?done=" + what)
                .end();
        return null;
    }

    private static String field(RoutingContext ctx, String name) {
        var value = ctx.request().getFormAttribute(name);
        return value == null ? "" : value;
    }
}
