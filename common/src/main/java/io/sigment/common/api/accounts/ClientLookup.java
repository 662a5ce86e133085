package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#OAUTH_CLIENT}: a client id (registered, or a metadata-document URL), and the
 * {@code source} asking, the client address a new metadata document is counted against (null: not counted per
 * source).
 */
public record ClientLookup(String clientId, String source) {

  public ClientLookup(String clientId) {
    this(clientId, null);
  }

  public JsonObject toJson() {
    return compact(new JsonObject().put("client_id", clientId).put("source", source));
  }

  public static ClientLookup fromJson(JsonObject json) {
    return new ClientLookup(text(json, "client_id", ""), text(json, "source", null));
  }
}
