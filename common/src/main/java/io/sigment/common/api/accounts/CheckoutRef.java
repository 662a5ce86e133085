package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * A checkout session by id, for {@link AccountsAction#SANDBOX_CHECKOUT} and
 * {@link AccountsAction#COMPLETE_SANDBOX_CHECKOUT}.
 */
public record CheckoutRef(@EmptyWhenAbsent String sessionId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CheckoutRef fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CheckoutRef.class);
    }
}
