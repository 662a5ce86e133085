package io.sigment.gateway.payments;

import io.sigment.common.api.accounts.AccountsClient;
import io.sigment.common.bus.ServiceClient;
import io.sigment.gateway.http.RequestBodies;
import io.vertx.ext.web.Router;

/** The gateway's payment routes: Stripe's webhook, the sandbox checkout, Stripe's return pages. */
public final class PaymentRoutes {
  private static final long MAX_WEBHOOK_BYTES = 262_144;
  private static final long MAX_FORM_BYTES = 4_096;

  private PaymentRoutes() {
  }

  public static void mount(Router router, ServiceClient accounts, CheckoutApprover approver) {
    var pages = new CheckoutPages(new AccountsClient(accounts), approver);
    router.post("/webhooks/stripe").handler(RequestBodies.upTo(MAX_WEBHOOK_BYTES))
        .handler(new StripeWebhookForwarder(accounts));
    router.get("/checkout/sandbox/:session").handler(pages::sandbox);
    router.post("/checkout/sandbox/:session/complete").handler(RequestBodies.upTo(MAX_FORM_BYTES))
        .handler(pages::completeSandbox);
    router.get("/checkout/done").handler(pages::done);
    router.get("/checkout/cancelled").handler(pages::cancelled);
  }
}
