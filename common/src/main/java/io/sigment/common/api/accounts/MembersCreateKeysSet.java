package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SET_MEMBERS_CREATE_KEYS}: the workspace and whether its members may now create API
 * keys. The app's JSON API answers it as it is.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record MembersCreateKeysSet(String workspaceId, boolean membersCreateKeys) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static MembersCreateKeysSet fromJson(JsonObject json) {
        return WireCodec.fromJson(json, MembersCreateKeysSet.class);
    }
}
