package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#VERIFY_API_KEY}: an {@code ak_} key by its SHA-256 (hex). */
public record ApiKeyCheck(@EmptyWhenAbsent String keySha256) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ApiKeyCheck fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ApiKeyCheck.class);
    }
}
