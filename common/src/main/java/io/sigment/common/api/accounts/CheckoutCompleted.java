package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#COMPLETE_SANDBOX_CHECKOUT} (and the body of a Stripe payment's webhook reply):
 * whether this completion credited the session ({@code false} when it was credited before, then
 * {@code creditsAdded} is 0) and the workspace's credits after it.
 */
public record CheckoutCompleted(boolean credited, long creditsAdded, long balance, long available, long held,
                                String sessionId, String workspaceId) {

  public JsonObject toJson() {
    return new JsonObject().put("credited", credited).put("credits_added", creditsAdded).put("balance", balance)
        .put("available", available).put("held", held).put("session_id", sessionId).put("workspace_id", workspaceId);
  }

  public static CheckoutCompleted fromJson(JsonObject json) {
    return new CheckoutCompleted(json.getBoolean("credited", false), json.getLong("credits_added", 0L),
        json.getLong("balance", 0L), json.getLong("available", 0L), json.getLong("held", 0L),
        text(json, "session_id", ""), text(json, "workspace_id", ""));
  }
}
