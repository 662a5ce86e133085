package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#COMPLETE_SANDBOX_CHECKOUT} (and the body of a Stripe payment's webhook reply):
 * whether this completion credited the session ({@code false} when it was credited before, then
 * {@code creditsAdded} is 0) and the workspace's credits after it.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CheckoutCompleted(
        boolean credited,
        long creditsAdded,
        long balance,
        long available,
        long held,
        @EmptyWhenAbsent String sessionId,
        @EmptyWhenAbsent String workspaceId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CheckoutCompleted fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CheckoutCompleted.class);
    }
}
