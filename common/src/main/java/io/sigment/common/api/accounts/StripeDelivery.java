package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#STRIPE_WEBHOOK}: a webhook's raw body and its {@code Stripe-Signature}. */
public record StripeDelivery(
        @EmptyWhenAbsent String payload, @EmptyWhenAbsent String signature) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static StripeDelivery fromJson(JsonObject json) {
        return WireCodec.fromJson(json, StripeDelivery.class);
    }
}
