package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#LIST_API_KEYS}: the person's keys and every key that can act in a workspace they
 * own, newest first, never a key itself; and the person's workspaces with whether they may create a key there
 * ({@code workspaces}).
 */
public record ApiKeyList(
        @EmptyWhenAbsent List<ApiKeySummary> apiKeys,
        @EmptyWhenAbsent List<KeyCreationSetting> workspaces) {

    public ApiKeyList {
        apiKeys = List.copyOf(apiKeys);
        workspaces = List.copyOf(workspaces);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** None for a reply without {@code api_keys}. */
    public static ApiKeyList fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ApiKeyList.class);
    }
}
