package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.strings;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#OAUTH_CLIENT}: a registered OAuth client as the consent page shows it, with how
 * many other clients carry the same name; or {@link #UNKNOWN} ({@code {"status": "unknown"}}) for a client_id
 * accounts does not know (nor can fetch as a metadata document).
 */
public record ClientDescription(String clientId, String clientName, List<String> redirectUris, String kind,
                                long sameNameClients) {
  public static final ClientDescription UNKNOWN = new ClientDescription(null, null, List.of(), null, 0);
  private static final String UNKNOWN_STATUS = "unknown";

  public ClientDescription {
    redirectUris = List.copyOf(redirectUris);
  }

  public boolean known() {
    return clientId != null;
  }

  public JsonObject toJson() {
    if (!known()) return new JsonObject().put("status", UNKNOWN_STATUS);
    return new JsonObject().put("client_id", clientId).put("client_name", clientName)
        .put("redirect_uris", new JsonArray(redirectUris)).put("kind", kind).put("same_name_clients", sameNameClients);
  }

  public static ClientDescription fromJson(JsonObject json) {
    if (UNKNOWN_STATUS.equals(json.getString("status")) || json.getString("client_id") == null) return UNKNOWN;
    return new ClientDescription(json.getString("client_id"), json.getString("client_name"),
        strings(json, "redirect_uris"),
        json.getString("kind"), json.getLong("same_name_clients", 0L));
  }
}
