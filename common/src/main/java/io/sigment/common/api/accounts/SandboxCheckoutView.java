package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SANDBOX_CHECKOUT}: what the sandbox checkout page shows, {@code price} already
 * written for people (e.g. {@code "USD 10.00"}), and whether the session was completed.
 */
public record SandboxCheckoutView(String sessionId, String workspaceId, String packageId, long credits, String price,
                                  boolean completed) {

  public JsonObject toJson() {
    return new JsonObject().put("session_id", sessionId).put("workspace_id", workspaceId)
        .put("package_id", packageId).put("credits", credits).put("price", price).put("completed", completed);
  }

  public static SandboxCheckoutView fromJson(JsonObject json) {
    return new SandboxCheckoutView(text(json, "session_id", ""), text(json, "workspace_id", ""),
        text(json, "package_id", ""), json.getLong("credits", 0L), text(json, "price", ""),
        json.getBoolean("completed", false));
  }
}
