package io.sigment.accounts.ledger;

import io.vertx.core.json.JsonObject;

/** A workspace's credits: the balance, and how much of it open holds reserve. Exact integers. */
public record Totals(long balance, long held) {

    public long available() {
        return balance - held;
    }

    public JsonObject toJson() {
        return new JsonObject()
                .put("balance", balance)
                .put("available", available())
                .put("held", held);
    }
}
