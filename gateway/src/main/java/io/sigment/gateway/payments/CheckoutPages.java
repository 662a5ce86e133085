package io.sigment.gateway.payments;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import java.util.regex.Pattern;

/**
 * The human side of a top-up: the sandbox checkout page (local stacks without a Stripe key; clearly no real
 * payment) and the pages Stripe Checkout returns to after payment or cancellation.
 */
final class CheckoutPages {
  private static final Pattern SESSION_ID = Pattern.compile("[A-Za-z0-9_]{1,100}");
  static final String SANDBOX_LABEL = "Sandbox — no real payment";

  private final ServiceClient accounts;

  CheckoutPages(ServiceClient accounts) {
    this.accounts = accounts;
  }

  void sandbox(RoutingContext ctx) {
    var session = ctx.pathParam("session");
    call(ctx, "sandbox_checkout", session, details -> page(ctx, 200, "Buy credits (sandbox)",
        "<p class=\"label\">" + SANDBOX_LABEL + "</p>"
            + "<h1>" + details.getInteger("credits") + " credits</h1>"
            + "<p>Package <b>" + html(details.getString("package_id")) + "</b> for workspace <b>"
            + html(details.getString("workspace_id")) + "</b>, shown at " + html(details.getString("price"))
            + ". This Sigment has no payment provider configured: nothing is charged, the credits are added "
            + "as if the payment had succeeded.</p>"
            + (details.getBoolean("completed")
                ? "<p>This checkout is already completed.</p>"
                : "<form method=\"post\" action=\"/checkout/sandbox/" + html(session) + "/complete\">"
                    + "<button type=\"submit\">Complete sandbox payment</button></form>")));
  }

  void completeSandbox(RoutingContext ctx) {
    var session = ctx.pathParam("session");
    call(ctx, "complete_sandbox_checkout", session, reply -> page(ctx, 200, "Credits added (sandbox)",
        "<p class=\"label\">" + SANDBOX_LABEL + "</p>"
            + "<h1>" + (reply.getBoolean("credited") ? reply.getLong("credits_added") + " credits added"
                : "Already completed") + "</h1>"
            + "<p>Workspace <b>" + html(reply.getString("workspace_id")) + "</b> now has a balance of "
            + reply.getLong("balance") + " credits. You can close this page.</p>"));
  }

  void done(RoutingContext ctx) {
    page(ctx, 200, "Payment received", "<h1>Payment received</h1><p>The credits appear in the workspace within a "
        + "few seconds (the agent can check with get_account). You can close this page.</p>");
  }

  void cancelled(RoutingContext ctx) {
    page(ctx, 200, "Payment cancelled", "<h1>Payment cancelled</h1><p>Nothing was charged.</p>");
  }

  private void call(RoutingContext ctx, String action, String session,
                    java.util.function.Consumer<JsonObject> render) {
    if (session == null || !SESSION_ID.matcher(session).matches()) {
      page(ctx, 404, "Not found", "<h1>Checkout not found</h1>");
      return;
    }
    accounts.request(ServiceAddress.ACCOUNTS, action, Caller.system(Ids.random("checkout-")),
        new JsonObject().put("session_id", session)).onComplete(result -> {
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
    if (text == null) return "";
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
        .replace("'", "&#39;");
  }
}
