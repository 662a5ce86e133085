package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CREATE_API_KEY}: the key's id and name, the key itself (shown this once; accounts
 * keeps only its hash) and the note that says so. {@link #toString} leaves the key out.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record NewApiKey(String keyId, String name, String apiKey, String note) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static NewApiKey fromJson(JsonObject json) {
        return WireCodec.fromJson(json, NewApiKey.class);
    }

    @Override
    public String toString() {
        return "NewApiKey[keyId=" + keyId + ", name=" + name + "]";
    }
}
