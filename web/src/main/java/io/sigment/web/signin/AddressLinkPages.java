package io.sigment.web.signin;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.ConfirmedAddress;
import io.sigment.common.api.accounts.SignInLinkToken;
import io.sigment.common.api.accounts.SignInLinkView;
import io.sigment.common.bus.ServiceClient;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/**
 * {@code /app/confirm-email/<token>}, where the links of the account page lead (a new account's verification, a
 * change of address; no session needed): it shows what the link does and a button; only the button's POST uses it,
 * so a mail scanner at a mistyped address cannot take the account's address. Mounted after the app's pages, whose
 * body handler reads the form.
 */
public final class AddressLinkPages {
    private final AccessClient accounts;

    public AddressLinkPages(ServiceClient accounts) {
        this.accounts = new AccessClient(accounts);
    }

    public void mount(Router router) {
        router.get("/app/confirm-email/:token").handler(ctx -> link(ctx, 200, null));
        router.post("/app/confirm-email/:token").handler(this::confirm);
    }

    /** The page of an address link: what confirming does, and the button; else why it cannot be used. */
    private void link(RoutingContext ctx, int status, String error) {
        var token = ctx.pathParam("token");
        accounts.showEmailLink(caller(), new SignInLinkToken(token))
                .onSuccess(shown -> {
                    if (!SignInLinkView.OPEN.equals(shown.status())) {
                        switch (shown.status()) {
                            case "expired" ->
                                FramedPages.message(
                                        ctx,
                                        410,
                                        "Link expired",
                                        "This link expired. Ask for a new one on " + "your account page.");
                            case "used" ->
                                FramedPages.message(
                                        ctx,
                                        410,
                                        "Link already used",
                                        "This link was already used, or a newer "
                                                + "one replaced it: each link works once.");
                            default ->
                                FramedPages.message(
                                        ctx,
                                        404,
                                        "Link not found",
                                        "This is not a Sigment address link. Check that "
                                                + "the whole link was copied.");
                        }
                        return;
                    }
                    FramedPages.send(
                            ctx,
                            status,
                            "signin/confirm-address.jte",
                            new SignInViews.ConfirmAddress(
                                    Csrf.token(ctx),
                                    token,
                                    shown.email(),
                                    ConfirmedAddress.CHANGE.equals(shown.purpose()),
                                    error));
                })
                .onFailure(cause -> unavailable(ctx));
    }

    private void confirm(RoutingContext ctx) {
        if (!Csrf.valid(ctx)) {
            link(ctx, 403, "The form expired or did not come from this site. Try again.");
            return;
        }
        accounts.confirmEmail(caller(), new SignInLinkToken(ctx.pathParam("token")))
                .onSuccess(confirmed -> FramedPages.send(
                        ctx,
                        200,
                        "signin/address-confirmed.jte",
                        new SignInViews.AddressConfirmed(
                                confirmed.email(), ConfirmedAddress.CHANGE.equals(confirmed.purpose()))))
                .onFailure(cause -> {
                    if (cause instanceof ToolError error && error.kind() == ToolError.Kind.INVALID_ARGUMENTS) {
                        var reason = reason(error);
                        var status = reason.contains("not a Sigment")
                                ? 404
                                : reason.contains("expired") || reason.contains("already used") ? 410 : 409;
                        FramedPages.message(ctx, status, "Link not used", capitalized(reason));
                    } else {
                        unavailable(ctx);
                    }
                });
    }

    private static void unavailable(RoutingContext ctx) {
        FramedPages.message(ctx, 503, "Temporarily unavailable", "Sigment could not do this right now. Retry shortly.");
    }

    /** What accounts-service refused in an invalid-arguments error, without its frame and field name. */
    public static String reason(ToolError error) {
        return error.getMessage()
                .replaceFirst("^Invalid arguments: ", "")
                .replaceFirst(" Fix them and call again\\.$", "")
                .replaceFirst("^(link|email|password): ", "");
    }

    public static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static Caller caller() {
        return Caller.system(Ids.random("app-"));
    }
}
