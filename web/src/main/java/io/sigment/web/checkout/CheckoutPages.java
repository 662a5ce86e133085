package io.sigment.web.checkout;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.AccountsClient;
import io.sigment.common.api.accounts.CheckoutRef;
import io.sigment.common.api.accounts.SandboxCheckoutView;
import io.sigment.common.bus.ServiceClient;
import io.sigment.web.Csrf;
import io.sigment.web.Templates;
import io.vertx.core.Future;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * The human side of a top-up: the sandbox checkout page (only where {@code SIGMENT_SANDBOX_PAYMENTS=true} and no
 * Stripe key; clearly no real payment) and the pages Stripe Checkout returns to after payment or cancellation.
 */
public final class CheckoutPages {
    private static final Pattern SESSION_ID = Pattern.compile("[A-Za-z0-9_]{1,100}");
    static final String SANDBOX_LABEL = "Sandbox — no real payment";

    private final AccountsClient accounts;
    private final CheckoutApprover approver;

    public CheckoutPages(ServiceClient services, CheckoutApprover approver) {
        this.accounts = new AccountsClient(services);
        this.approver = approver;
    }

    /**
     * Adds the checkout pages to {@code router}. The sandbox button's post needs its form body read first: the
     * gateway puts its body handler on {@code /checkout/sandbox/:session/complete} before this.
     */
    public void mount(Router router) {
        router.get("/checkout/sandbox/:session").handler(this::sandbox);
        router.post("/checkout/sandbox/:session/complete").handler(this::completeSandbox);
        router.get("/checkout/done")
                .handler(ctx -> message(
                        ctx,
                        200,
                        "Payment received",
                        "Payment received",
                        "The credits appear in the workspace within a few seconds (the agent can check with "
                                + "get_account). You can "
                                + "close this page."));
        router.get("/checkout/cancelled")
                .handler(ctx -> message(ctx, 200, "Payment cancelled", "Payment cancelled", "Nothing was charged."));
    }

    /**
     * The checkout page, for its workspace's owner signed in to the app: anyone else is sent to sign in (and back
     * here afterwards) or told who may complete it. Only the owner's page carries the form and its CSRF token.
     */
    void sandbox(RoutingContext ctx) {
        var session = ctx.pathParam("session");
        call(
                ctx,
                accounts::sandboxCheckout,
                session,
                details -> asOwner(
                        ctx,
                        session,
                        details,
                        () -> send(
                                ctx,
                                200,
                                Templates.render(
                                        "checkout/sandbox.jte",
                                        new CheckoutViews.Sandbox(
                                                SANDBOX_LABEL,
                                                details.credits(),
                                                details.packageId(),
                                                details.workspaceId(),
                                                details.price(),
                                                details.completed(),
                                                sandboxPath(session),
                                                details.completed() ? null : Csrf.token(ctx))))));
    }

    /**
     * The page's button: only with the app's CSRF token, only for the signed-in owner of the checkout's workspace,
     * and once (accounts credits a session a single time).
     */
    void completeSandbox(RoutingContext ctx) {
        var session = ctx.pathParam("session");
        if (!Csrf.valid(ctx)) {
            message(
                    ctx,
                    403,
                    "Not allowed",
                    "Open the checkout page and use its button",
                    "This request did not come from the checkout page, so nothing was added.");
            return;
        }
        call(
                ctx,
                accounts::sandboxCheckout,
                session,
                details -> asOwner(
                        ctx,
                        session,
                        details,
                        () -> call(
                                ctx,
                                accounts::completeSandboxCheckout,
                                session,
                                reply -> send(
                                        ctx,
                                        200,
                                        Templates.render(
                                                "checkout/completed.jte",
                                                new CheckoutViews.Completed(
                                                        SANDBOX_LABEL,
                                                        reply.credited(),
                                                        reply.creditsAdded(),
                                                        reply.workspaceId(),
                                                        reply.balance()))))));
    }

    /** Runs {@code then} for the workspace's signed-in owner; sends anyone else to sign in, or refuses them. */
    private void asOwner(RoutingContext ctx, String session, SandboxCheckoutView details, Runnable then) {
        var workspaceId = details.workspaceId();
        approver.ownerOf(ctx, workspaceId).onComplete(checked -> {
            if (checked.failed()) {
                message(
                        ctx,
                        503,
                        "Retry shortly",
                        "Could not check your sign-in right now",
                        "Nothing was added. Retry in a " + "moment.");
                return;
            }
            var owner = checked.result();
            if (owner.isEmpty()) {
                ctx.response()
                        .setStatusCode(303)
                        .putHeader(
                                "Location",
                                "/app/sign-in?return_to="
                                        + URLEncoder.encode(sandboxPath(session), StandardCharsets.UTF_8))
                        .end();
            } else if (owner.get()) {
                then.run();
            } else {
                send(ctx, 403, Templates.render("checkout/not-owner.jte", new CheckoutViews.NotOwner(workspaceId)));
            }
        });
    }

    private static String sandboxPath(String session) {
        return "/checkout/sandbox/" + session;
    }

    private <T> void call(
            RoutingContext ctx, BiFunction<Caller, CheckoutRef, Future<T>> action, String session, Consumer<T> render) {
        if (session == null || !SESSION_ID.matcher(session).matches()) {
            message(ctx, 404, "Not found", "Checkout not found", null);
            return;
        }
        action.apply(Caller.system(Ids.random("checkout-")), new CheckoutRef(session))
                .onComplete(result -> {
                    if (result.succeeded()) {
                        render.accept(result.result());
                    } else {
                        message(
                                ctx,
                                404,
                                "Not found",
                                "Checkout not found",
                                result.cause().getMessage());
                    }
                });
    }

    private static void message(RoutingContext ctx, int status, String title, String heading, String text) {
        send(ctx, status, Templates.render("checkout/message.jte", new CheckoutViews.Message(title, heading, text)));
    }

    private static void send(RoutingContext ctx, int status, String html) {
        ctx.response()
                .setStatusCode(status)
                .putHeader("Content-Type", "text/html; charset=utf-8")
                .putHeader("Cache-Control", "no-store")
                .end(html);
    }
}
