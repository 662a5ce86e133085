package io.sigment.common.api.accounts;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CHANGE_PLAN}: the workspace's {@code plan} now. Through Stripe also the
 * {@code requestedPlan} and whether the change is {@code pending} (a paid plan's {@code checkoutUrl} to pay at, or a
 * cancellation's {@code message}); in the sandbox only the workspace and its new plan. Absent fields are null.
 */
public record PlanChange(
        String workspaceId, String plan, String requestedPlan, Boolean pending, String checkoutUrl, String message) {

    public static PlanChange done(String workspaceId, String plan) {
        return new PlanChange(workspaceId, plan, null, null, null, null);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static PlanChange fromJson(JsonObject json) {
        return WireCodec.fromJson(json, PlanChange.class);
    }
}
