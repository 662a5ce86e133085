package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#REVOKE_API_KEY}: the key, by its id (empty when none is named). */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ApiKeyRevocation(
        @Characters(min = 0, max = Integer.MAX_VALUE, optional = true) @EmptyWhenAbsent
        String keyId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ApiKeyRevocation fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ApiKeyRevocation.class);
    }
}
