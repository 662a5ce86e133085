package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#OAUTH_ISSUE_CODE}, after the signed-in user consented: the client, its
 * redirect URI, the PKCE challenge and method, the resource (null: the MCP URL) and scope (null: {@code mcp}).
 */
public record CodeRequest(
        @EmptyWhenAbsent String clientId,
        String userId,
        @EmptyWhenAbsent String redirectUri,
        @EmptyWhenAbsent String codeChallenge,
        String codeChallengeMethod,
        String resource,
        @WhenAbsent("mcp") String scope) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CodeRequest fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CodeRequest.class);
    }
}
