package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#OAUTH_ISSUE_CODE}, after the signed-in user consented: the client, its
 * redirect URI, the PKCE challenge and method, the resource (null: the MCP URL) and scope (null: {@code mcp}).
 */
public record CodeRequest(String clientId, String userId, String redirectUri, String codeChallenge,
                          String codeChallengeMethod, String resource, String scope) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("client_id", clientId).put("user_id", userId).put("redirect_uri", redirectUri)
        .put("code_challenge", codeChallenge).put("code_challenge_method", codeChallengeMethod)
        .put("resource", resource).put("scope", scope));
  }

  public static CodeRequest fromJson(JsonObject json) {
    return new CodeRequest(text(json, "client_id", ""), text(json, "user_id", null),
        text(json, "redirect_uri", ""), text(json, "code_challenge", ""),
        text(json, "code_challenge_method", null), text(json, "resource", null), text(json, "scope", "mcp"));
  }
}
