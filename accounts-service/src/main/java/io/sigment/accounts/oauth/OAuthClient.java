package io.sigment.accounts.oauth;

import io.sigment.common.api.accounts.ClientDescription;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** A client the authorization server knows: registered (RFC 7591) or by metadata document (its URL is its id). */
public record OAuthClient(String clientId, String clientName, List<String> redirectUris, String kind) {
    public static final String REGISTERED = "registered";
    public static final String METADATA_DOCUMENT = "metadata_document";

    /** The client as the consent page describes it, with {@code sameNameClients} others of its name. */
    public ClientDescription described(long sameNameClients) {
        return new ClientDescription(clientId, clientName, redirectUris, kind, sameNameClients);
    }

    public JsonObject toJson() {
        return new JsonObject()
                .put("client_id", clientId)
                .put("client_name", clientName)
                .put("redirect_uris", new JsonArray(redirectUris))
                .put("kind", kind);
    }
}
