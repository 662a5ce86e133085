package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The reply of {@link AccountsAction#LIST_API_KEYS}: the person's keys, newest first, never a key itself. */
public record ApiKeyList(List<ApiKeySummary> apiKeys) {

  public ApiKeyList {
    apiKeys = List.copyOf(apiKeys);
  }

  public JsonObject toJson() {
    return new JsonObject().put("api_keys", new JsonArray(apiKeys.stream().map(ApiKeySummary::toJson).toList()));
  }

  /** None for a reply without {@code api_keys}. */
  public static ApiKeyList fromJson(JsonObject json) {
    var keys = json.getJsonArray("api_keys", new JsonArray());
    return new ApiKeyList(keys.stream().map(k -> ApiKeySummary.fromJson((JsonObject) k)).toList());
  }
}
