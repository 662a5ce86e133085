package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CAPTURE}, {@link AccountsAction#RELEASE} and {@link AccountsAction#REFUND}: the
 * hold's status after it, what it charged and refunded, and the workspace's credits ({@code credits} on the wire).
 */
public record HoldSettled(String holdId, HoldStatus status, long amount, long charged, long refunded, long balance,
                          long available) {

  public JsonObject toJson() {
    return new JsonObject().put("hold_id", holdId).put("status", status.wire()).put("amount", amount)
        .put("credits", new JsonObject().put("charged", charged).put("refunded", refunded).put("balance", balance)
            .put("available", available));
  }

  public static HoldSettled fromJson(JsonObject json) {
    var credits = json.getJsonObject("credits", new JsonObject());
    return new HoldSettled(json.getString("hold_id"), HoldStatus.parse(json.getString("status")),
        json.getLong("amount", 0L), credits.getLong("charged", 0L), credits.getLong("refunded", 0L),
        credits.getLong("balance", 0L), credits.getLong("available", 0L));
  }
}
