package io.sigment.gateway.payments;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.AccountsClient;
import io.sigment.common.api.accounts.CheckoutRef;
import io.sigment.common.api.accounts.SandboxCheckoutView;
import io.sigment.gateway.app.Csrf;
import io.sigment.gateway.http.HtmlPages;
import io.vertx.core.Future;
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
final class CheckoutPages {
  private static final Pattern SESSION_ID = Pattern.compile("[A-Za-z0-9_]{1,100}");
  static final String SANDBOX_LABEL = "Sandbox — no real payment";

  private final AccountsClient accounts;
  private final CheckoutApprover approver;

  CheckoutPages(AccountsClient accounts, CheckoutApprover approver) {
    this.accounts = accounts;
    this.approver = approver;
  }

  /**
   * The checkout page, for its workspace's owner signed in to the app: anyone else is sent to sign in (and back
   * here afterwards) or told who may complete it. Only the owner's page carries the form and its CSRF token.
   */
  void sandbox(RoutingContext ctx) {
    var session = ctx.pathParam("session");
    call(ctx, accounts::sandboxCheckout, session, details -> asOwner(ctx, session, details, () -> page(ctx, 200,
        "Buy credits (sandbox)",
        "<p class=\"label\">" + SANDBOX_LABEL + "</p>"
            + "<h1>" + details.credits() + " credits</h1>"
            + "<p>Package <b>" + html(details.packageId()) + "</b> for workspace <b>"
            + html(details.workspaceId()) + "</b>, shown at " + html(details.price())
            + ". This Sigment has no payment provider configured: nothing is charged, the credits are added "
            + "as if the payment had succeeded.</p>"
            + (details.completed()
                ? "<p>This checkout is already completed.</p>"
                : "<form method=\"post\" action=\"" + sandboxPath(session) + "/complete\">" + Csrf.hiddenField(ctx)
                    + "<button type=\"submit\">Complete sandbox payment</button></form>"))));
  }

  /**
   * The page's button: only with the app's CSRF token, only for the signed-in owner of the checkout's workspace,
   * and once (accounts credits a session a single time).
   */
  void completeSandbox(RoutingContext ctx) {
    var session = ctx.pathParam("session");
    if (!Csrf.valid(ctx)) {
      page(ctx, 403, "Not allowed", "<h1>Open the checkout page and use its button</h1><p>This request did not "
          + "come from the checkout page, so nothing was added.</p>");
      return;
    }
    call(ctx, accounts::sandboxCheckout, session, details -> asOwner(ctx, session, details, () ->
        call(ctx, accounts::completeSandboxCheckout, session, reply -> page(ctx, 200, "Credits added (sandbox)",
            "<p class=\"label\">" + SANDBOX_LABEL + "</p>"
                + "<h1>" + (reply.credited() ? reply.creditsAdded() + " credits added" : "Already completed") + "</h1>"
                + "<p>Workspace <b>" + html(reply.workspaceId()) + "</b> now has a balance of "
                + reply.balance() + " credits. You can close this page.</p>"))));
  }

  /** Runs {@code then} for the workspace's signed-in owner; sends anyone else to sign in, or refuses them. */
  private void asOwner(RoutingContext ctx, String session, SandboxCheckoutView details, Runnable then) {
    var workspaceId = details.workspaceId();
    approver.ownerOf(ctx, workspaceId).onComplete(checked -> {
      if (checked.failed()) {
        page(ctx, 503, "Retry shortly", "<h1>Could not check your sign-in right now</h1><p>Nothing was added. "
            + "Retry in a moment.</p>");
        return;
      }
      var owner = checked.result();
      if (owner.isEmpty()) {
        ctx.response().setStatusCode(303).putHeader("Location", "/app/sign-in?return_to="
            + URLEncoder.encode(sandboxPath(session), StandardCharsets.UTF_8)).end();
      } else if (owner.get()) {
        then.run();
      } else {
        page(ctx, 403, "Not allowed", "<h1>Only the workspace's owner can complete this checkout</h1><p>Only the "
            + "owner of workspace <b>" + html(workspaceId) + "</b>, signed in to the Sigment app, can complete it. "
            + "Nothing was added.</p>");
      }
    });
  }

  private static String sandboxPath(String session) {
    return "/checkout/sandbox/" + html(session);
  }

  void done(RoutingContext ctx) {
    page(ctx, 200, "Payment received", "<h1>Payment received</h1><p>The credits appear in the workspace within a "
        + "few seconds (the agent can check with get_account). You can close this page.</p>");
  }

  void cancelled(RoutingContext ctx) {
    page(ctx, 200, "Payment cancelled", "<h1>Payment cancelled</h1><p>Nothing was charged.</p>");
  }

  private <T> void call(RoutingContext ctx, BiFunction<Caller, CheckoutRef, Future<T>> action, String session,
                        Consumer<T> render) {
    if (session == null || !SESSION_ID.matcher(session).matches()) {
      page(ctx, 404, "Not found", "<h1>Checkout not found</h1>");
      return;
    }
    action.apply(Caller.system(Ids.random("checkout-")), new CheckoutRef(session)).onComplete(result -> {
      if (result.succeeded()) {
        render.accept(result.result());
      } else {
        page(ctx, 404, "Not found", "<h1>Checkout not found</h1><p>" + html(result.cause().getMessage()) + "</p>");
      }
    });
  }

  private static void page(RoutingContext ctx, int status, String title, String body) {
    ctx.response().setStatusCode(status)
        .putHeader("Content-Type", "text/html; charset=utf-8")
        .putHeader("Cache-Control", "no-store")
        .end("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + html(title)
            + " · Sigment</title><style>body{font-family:sans-serif;max-width:40em;margin:3em auto;padding:0 1em}"
            + ".label{background:#fde68a;padding:.5em 1em;font-weight:bold;display:inline-block}"
            + "button{font-size:1.1em;padding:.5em 1.5em}</style></head><body>" + body + "</body></html>");
  }

  static String html(String text) {
    return HtmlPages.escape(text);
  }
}
