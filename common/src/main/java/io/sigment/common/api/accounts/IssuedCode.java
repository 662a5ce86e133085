package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#OAUTH_ISSUE_CODE}: the authorization code, or the OAuth error ({@code error},
 * {@code error_description}) the gateway redirects back to the client with.
 */
public record IssuedCode(String code, String error, String errorDescription) {

    public static IssuedCode of(String code) {
        return new IssuedCode(code, null, null);
    }

    public static IssuedCode refused(String error, String description) {
        return new IssuedCode(null, error, description);
    }

    @JsonIgnore
    public boolean isRefused() {
        return error != null;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static IssuedCode fromJson(JsonObject json) {
        return WireCodec.fromJson(json, IssuedCode.class);
    }
}
