package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.Flag;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#SET_MEMBERS_CREATE_KEYS}: the owner lets the workspace's members create API
 * keys
 * ({@code allowed}), or not.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record MembersCreateKeys(
        @Characters(min = 1, max = 100) String workspaceId,
        @Flag boolean allowed) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static MembersCreateKeys fromJson(JsonObject json) {
        return WireCodec.fromJson(json, MembersCreateKeys.class);
    }
}
