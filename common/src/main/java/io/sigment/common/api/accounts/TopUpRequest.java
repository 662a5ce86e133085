package io.sigment.common.api.accounts;

import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#GET_TOPUP_LINK}: the credit package to buy (the tool's {@code package_id}, or
 * the app's checkout button's); null for the starter package.
 */
public record TopUpRequest(
        @Characters(min = 1, max = 100, optional = true) String packageId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static TopUpRequest fromJson(JsonObject json) {
        return WireCodec.fromJson(json, TopUpRequest.class);
    }
}
