package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#AUTHORIZE}: the hold opened (or, {@code replayed}, the one the same idempotency
 * key opened before) and the workspace's credits after it. {@code agentSpendToday} is only answered for a new hold
 * opened by an agent (null otherwise: a person's hold reads no agent spend).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record HoldAuthorization(
        String holdId,
        HoldStatus status,
        long amount,
        long balance,
        long available,
        long dailyCap,
        boolean replayed,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long agentSpendToday) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static HoldAuthorization fromJson(JsonObject json) {
        return WireCodec.fromJson(json, HoldAuthorization.class);
    }
}
