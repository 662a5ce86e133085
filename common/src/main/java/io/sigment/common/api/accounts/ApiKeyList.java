package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** The reply of {@link AccountsAction#LIST_API_KEYS}: the person's keys, newest first, never a key itself. */
public record ApiKeyList(@EmptyWhenAbsent List<ApiKeySummary> apiKeys) {

  public ApiKeyList {
    apiKeys = List.copyOf(apiKeys);
  }

  public JsonObject toJson() {
    return WireCodec.toJson(this);
  }

  /** None for a reply without {@code api_keys}. */
  public static ApiKeyList fromJson(JsonObject json) {
    return WireCodec.fromJson(json, ApiKeyList.class);
  }
}
