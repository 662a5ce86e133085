package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#OAUTH_CLIENT}: a client id (registered, or a metadata-document URL). */
public record ClientLookup(String clientId) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("client_id", clientId));
  }

  public static ClientLookup fromJson(JsonObject json) {
    return new ClientLookup(text(json, "client_id", ""));
  }
}
