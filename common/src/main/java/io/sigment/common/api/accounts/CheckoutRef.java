package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * A checkout session by id, for {@link AccountsAction#SANDBOX_CHECKOUT} and
 * {@link AccountsAction#COMPLETE_SANDBOX_CHECKOUT}.
 */
public record CheckoutRef(String sessionId) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("session_id", sessionId));
  }

  public static CheckoutRef fromJson(JsonObject json) {
    return new CheckoutRef(text(json, "session_id", ""));
  }
}
