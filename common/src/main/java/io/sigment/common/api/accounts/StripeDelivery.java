package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#STRIPE_WEBHOOK}: a webhook's raw body and its {@code Stripe-Signature}. */
public record StripeDelivery(String payload, String signature) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("payload", payload).put("signature", signature));
  }

  public static StripeDelivery fromJson(JsonObject json) {
    return new StripeDelivery(text(json, "payload", ""), text(json, "signature", ""));
  }
}
