package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#OAUTH_CLIENT}: a client id (registered, or a metadata-document URL), and the
 * {@code source} asking, the client address a new metadata document is counted against (null: not counted per
 * source).
 */
public record ClientLookup(@EmptyWhenAbsent String clientId, String source) {

    public ClientLookup(String clientId) {
        this(clientId, null);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ClientLookup fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ClientLookup.class);
    }
}
