package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The question of {@link AccountsAction#OAUTH_REGISTER}: what accounts reads of a client's RFC 7591 metadata
 * (redirect URIs as sent, not yet checked; name and scope may be null). {@link #fromJson} reads the metadata
 * document itself, so the gateway passes on what the client sent.
 */
public record ClientRegistration(List<String> redirectUris, String clientName, String scope) {

    public JsonObject toJson() {
        return compact(new JsonObject()
                .put("redirect_uris", new JsonArray(redirectUris))
                .put("client_name", clientName)
                .put("scope", scope));
    }

    public static ClientRegistration fromJson(JsonObject json) {
        var uris = json.getValue("redirect_uris") instanceof JsonArray array
                ? array.stream().map(String::valueOf).toList()
                : List.<String>of();
        return new ClientRegistration(uris, text(json, "client_name", null), text(json, "scope", null));
    }
}
