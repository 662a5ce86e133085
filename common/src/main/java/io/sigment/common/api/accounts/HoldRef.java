package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#CAPTURE}, {@link AccountsAction#RELEASE} and {@link AccountsAction#REFUND}:
 * the hold {@link AccountsAction#AUTHORIZE} opened.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record HoldRef(@Characters(min = 1, max = 100) String holdId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static HoldRef fromJson(JsonObject json) {
        return WireCodec.fromJson(json, HoldRef.class);
    }
}
