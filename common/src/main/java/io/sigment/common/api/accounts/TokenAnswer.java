package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.sigment.common.api.Flattened;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#OAUTH_TOKEN} as the gateway reads it: an OAuth error ({@code error}, RFC 6749
 * §5.2) or none, the rest of the RFC message as accounts wrote it ({@code response}: the tokens, or the
 * {@code error_description}), and, for the gateway only, the grant a reused refresh token revoked
 * ({@link OAuthAnswers#REVOKED_GRANT}), which it drops before it answers the client {@link #forClient}.
 */
public record TokenAnswer(
        String error,
        @Flattened JsonObject response,
        @JsonProperty(OAuthAnswers.REVOKED_GRANT) String revokedGrantId) {

    /** An OAuth error, not tokens. */
    @JsonIgnore
    public boolean refused() {
        return error != null;
    }

    /** The message the client is answered: everything but the grant revoked. */
    public JsonObject forClient() {
        return new TokenAnswer(error, response, null).toJson();
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static TokenAnswer fromJson(JsonObject json) {
        return WireCodec.fromJson(json, TokenAnswer.class);
    }
}
