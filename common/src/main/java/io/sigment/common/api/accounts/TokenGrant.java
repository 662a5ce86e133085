package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#OAUTH_TOKEN}: a token request's grant as the gateway parsed it.
 * {@code grantType} {@link #AUTHORIZATION_CODE} carries {@code code}, {@code redirectUri} and {@code codeVerifier};
 * {@link #REFRESH_TOKEN} carries {@code refreshToken}. {@code resource} is null when the request named none.
 */
public record TokenGrant(String grantType, String clientId, String resource, String code, String redirectUri,
                         String codeVerifier, String refreshToken) {
  public static final String AUTHORIZATION_CODE = "authorization_code";
  public static final String REFRESH_TOKEN = "refresh_token";

  public static TokenGrant authorizationCode(String clientId, String resource, String code, String redirectUri,
                                             String codeVerifier) {
    return new TokenGrant(AUTHORIZATION_CODE, clientId, resource, code, redirectUri, codeVerifier, null);
  }

  public static TokenGrant refresh(String clientId, String resource, String refreshToken) {
    return new TokenGrant(REFRESH_TOKEN, clientId, resource, null, null, null, refreshToken);
  }

  public JsonObject toJson() {
    return compact(new JsonObject().put("grant_type", grantType).put("client_id", clientId).put("resource", resource)
        .put("code", code).put("redirect_uri", redirectUri).put("code_verifier", codeVerifier)
        .put("refresh_token", refreshToken));
  }

  public static TokenGrant fromJson(JsonObject json) {
    return new TokenGrant(text(json, "grant_type", ""), text(json, "client_id", ""),
        text(json, "resource", null), text(json, "code", ""), text(json, "redirect_uri", null),
        text(json, "code_verifier", null), text(json, "refresh_token", ""));
  }
}
