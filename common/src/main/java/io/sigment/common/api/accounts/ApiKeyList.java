package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/** The reply of {@link AccountsAction#LIST_API_KEYS}: the person's keys, newest first, never a key itself. */
public record ApiKeyList(List<ApiKeySummary> apiKeys) {

  public ApiKeyList {
    apiKeys = List.copyOf(apiKeys);
  }

  public JsonObject toJson() {
    return new JsonObject().put("api_keys", array(apiKeys, ApiKeySummary::toJson));
  }

  /** None for a reply without {@code api_keys}. */
  public static ApiKeyList fromJson(JsonObject json) {
    return new ApiKeyList(list(json, "api_keys", ApiKeySummary::fromJson));
  }
}
