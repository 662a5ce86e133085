package io.sigment.accounts.plans;

import com.stripe.StripeClient;
import com.stripe.exception.StripeException;
import com.stripe.param.SubscriptionCancelParams;
import com.stripe.param.checkout.SessionCreateParams;
import io.sigment.accounts.topup.CheckoutProvider;
import io.sigment.common.ToolError;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.logging.Logger;

/**
 * A paid plan as a Stripe subscription, with stripe-java: a Checkout Session in subscription mode (the plan's
 * monthly price, workspace and plan in the session's and the subscription's metadata), and the cancellation of a
 * subscription the workspace no longer wants. The client blocks on HTTP, so each call runs on a worker thread.
 */
public final class StripeSubscriptions {
  private static final Logger LOG = Logger.getLogger(StripeSubscriptions.class.getName());
  private static final String CURRENCY = "usd";

  private final Vertx vertx;
  private final StripeClient stripe;
  private final String publicBaseUrl;

  public StripeSubscriptions(Vertx vertx, String secretKey, String apiBase, String publicBaseUrl) {
    this.vertx = vertx;
    this.stripe = StripeClient.builder().setApiKey(secretKey).setApiBase(apiBase)
        .setConnectTimeout(5_000).setReadTimeout(20_000).setMaxNetworkRetries(1).build();
    this.publicBaseUrl = publicBaseUrl;
  }

  /** A checkout for {@code plan} (a row of {@code list_plans}); {@code customerId} the workspace's, or null. */
  public Future<CheckoutProvider.Session> checkout(String workspaceId, JsonObject plan, String customerId) {
    var planId = plan.getString("plan_id");
    var params = SessionCreateParams.builder()
        .setMode(SessionCreateParams.Mode.SUBSCRIPTION)
        .setSuccessUrl(publicBaseUrl + "/app/plans?checkout=done")
        .setCancelUrl(publicBaseUrl + "/app/plans?checkout=cancelled")
        .setClientReferenceId(workspaceId)
        .putMetadata("workspace_id", workspaceId)
        .putMetadata("plan_id", planId)
        .setSubscriptionData(SessionCreateParams.SubscriptionData.builder()
            .putMetadata("workspace_id", workspaceId).putMetadata("plan_id", planId).build())
        .addLineItem(SessionCreateParams.LineItem.builder()
            .setQuantity(1L)
            .setPriceData(SessionCreateParams.LineItem.PriceData.builder()
                .setCurrency(CURRENCY)
                .setUnitAmount(plan.getInteger("monthly_usd") * 100L)
                .setRecurring(SessionCreateParams.LineItem.PriceData.Recurring.builder()
                    .setInterval(SessionCreateParams.LineItem.PriceData.Recurring.Interval.MONTH).build())
                .setProductData(SessionCreateParams.LineItem.PriceData.ProductData.builder()
                    .setName("Sigment " + plan.getString("name") + " plan").build())
                .build())
            .build());
    if (customerId != null) params.setCustomer(customerId);
    return blocking("stripe subscription checkout failed", workspaceId, () -> {
      var session = stripe.v1().checkout().sessions().create(params.build());
      return new CheckoutProvider.Session(session.getId(), session.getUrl());
    });
  }

  /** Ends the subscription now, crediting its unused time (Stripe's proration) to the customer's balance. */
  public Future<Void> cancel(String workspaceId, String subscriptionId) {
    return blocking("stripe subscription cancel failed", workspaceId, () -> {
      stripe.v1().subscriptions().cancel(subscriptionId, SubscriptionCancelParams.builder().setProrate(true).build());
      return null;
    });
  }

  private interface StripeCall<T> {
    T call() throws StripeException;
  }

  private <T> Future<T> blocking(String failure, String workspaceId, StripeCall<T> call) {
    return vertx.executeBlocking(() -> {
      try {
        return call.call();
      } catch (StripeException e) {
        Log.warn(LOG, failure, Map.of("workspace_id", workspaceId, "status", String.valueOf(e.getStatusCode())), e);
        throw new ToolError(ToolError.Kind.UNAVAILABLE, "Temporarily unavailable: the payment provider could not "
            + "change the subscription right now. Retry in a minute.");
      }
    }, false);
  }
}
