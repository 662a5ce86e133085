package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#OAUTH_REVOKE}: the grant the token belonged to, now revoked, so the gateway that
 * asked drops it before it answers; null (an empty object) for a token accounts did not know (RFC 7009: no error).
 */
public record RevokedGrant(String credentialId) {

  public JsonObject toJson() {
    return compact(new JsonObject().put(OAuthAnswers.REVOKED_CREDENTIAL, credentialId));
  }

  public static RevokedGrant fromJson(JsonObject json) {
    return new RevokedGrant(json.getString(OAuthAnswers.REVOKED_CREDENTIAL));
  }
}
