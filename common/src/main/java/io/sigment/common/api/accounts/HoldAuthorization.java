package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#AUTHORIZE}: the hold opened (or, {@code replayed}, the one the same idempotency
 * key opened before) and the workspace's credits after it. {@code agentSpendToday} is only answered for a new hold
 * opened by an agent (null otherwise: a person's hold reads no agent spend).
 */
public record HoldAuthorization(String holdId, HoldStatus status, long amount, long balance, long available,
                                long dailyCap, boolean replayed, Long agentSpendToday) {

  public JsonObject toJson() {
    var json = new JsonObject().put("hold_id", holdId).put("status", status.wire()).put("amount", amount)
        .put("balance", balance).put("available", available).put("daily_cap", dailyCap).put("replayed", replayed);
    return agentSpendToday == null ? json : json.put("agent_spend_today", agentSpendToday);
  }

  public static HoldAuthorization fromJson(JsonObject json) {
    return new HoldAuthorization(json.getString("hold_id"), HoldStatus.parse(json.getString("status")),
        json.getLong("amount", 0L), json.getLong("balance", 0L), json.getLong("available", 0L),
        json.getLong("daily_cap", 0L), json.getBoolean("replayed", false), json.getLong("agent_spend_today"));
  }
}
