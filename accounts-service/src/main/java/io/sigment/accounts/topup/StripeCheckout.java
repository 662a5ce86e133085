package io.sigment.accounts.topup;

import com.stripe.StripeClient;
import com.stripe.exception.StripeException;
import com.stripe.param.checkout.SessionCreateParams;
import io.sigment.accounts.plans.CreditPackage;
import io.sigment.common.ToolError;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.Map;
import java.util.logging.Logger;

/**
 * A Stripe Checkout Session per top-up link, created with stripe-java. The client blocks on HTTP, so every
 * call runs on a worker thread, never on the event loop.
 */
public final class StripeCheckout implements CheckoutProvider {
  private static final Logger LOG = Logger.getLogger(StripeCheckout.class.getName());

  private final Vertx vertx;
  private final StripeClient stripe;
  private final String publicBaseUrl;

  public StripeCheckout(Vertx vertx, String secretKey, String apiBase, String publicBaseUrl) {
    this.vertx = vertx;
    this.stripe = StripeClient.builder().setApiKey(secretKey).setApiBase(apiBase)
        .setConnectTimeout(5_000).setReadTimeout(20_000).setMaxNetworkRetries(1).build();
    this.publicBaseUrl = publicBaseUrl;
  }

  @Override
  public String name() {
    return "stripe";
  }

  @Override
  public Future<Session> create(String workspaceId, CreditPackage creditPackage) {
    var params = SessionCreateParams.builder()
        .setMode(SessionCreateParams.Mode.PAYMENT)
        .setSuccessUrl(publicBaseUrl + "/checkout/done?session_id={CHECKOUT_SESSION_ID}")
        .setCancelUrl(publicBaseUrl + "/checkout/cancelled")
        .setClientReferenceId(workspaceId)
        .putMetadata("workspace_id", workspaceId)
        .putMetadata("package_id", creditPackage.id())
        .addLineItem(SessionCreateParams.LineItem.builder()
            .setQuantity(1L)
            .setPriceData(SessionCreateParams.LineItem.PriceData.builder()
                .setCurrency(creditPackage.currency())
                .setUnitAmount((long) creditPackage.priceCents())
                .setProductData(SessionCreateParams.LineItem.PriceData.ProductData.builder()
                    .setName("Sigment credits: " + creditPackage.name() + " (" + creditPackage.credits() + " credits)")
                    .build())
                .build())
            .build())
        .build();
    return vertx.executeBlocking(() -> {
      try {
        var session = stripe.v1().checkout().sessions().create(params);
        return new Session(session.getId(), session.getUrl());
      } catch (StripeException e) {
        Log.warn(LOG, "stripe checkout failed", Map.of("workspace_id", workspaceId,
            "status", String.valueOf(e.getStatusCode())), e);
        throw ToolError.checkoutProviderFailed();
      }
    }, false);
  }
}
