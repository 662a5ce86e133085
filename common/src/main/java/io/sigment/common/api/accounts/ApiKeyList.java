package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#LIST_API_KEYS}: the person's keys and every key that can act in a workspace they
 * own, newest first, never a key itself; and the person's workspaces with whether they may create a key there
 * ({@code workspaces}).
 */
public record ApiKeyList(List<ApiKeySummary> apiKeys, List<KeyCreationSetting> workspaces) {

  public ApiKeyList {
    apiKeys = List.copyOf(apiKeys);
    workspaces = List.copyOf(workspaces);
  }

  public JsonObject toJson() {
    return new JsonObject().put("api_keys", array(apiKeys, ApiKeySummary::toJson))
        .put("workspaces", array(workspaces, KeyCreationSetting::toJson));
  }

  /** None for a reply without {@code api_keys}. */
  public static ApiKeyList fromJson(JsonObject json) {
    return new ApiKeyList(list(json, "api_keys", ApiKeySummary::fromJson),
        list(json, "workspaces", KeyCreationSetting::fromJson));
  }
}
