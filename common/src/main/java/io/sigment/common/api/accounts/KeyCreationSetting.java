package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * One of the person's workspaces as the API keys section shows it: a key can be created for it (their {@code role}
 * there) unless they are a member and its owner turned off key creation by members ({@code membersCreateKeys}).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record KeyCreationSetting(
        String workspaceId,
        String name,
        String role,
        @WhenAbsent("true") boolean membersCreateKeys) {

    /** The person may create a key for this workspace. */
    public boolean mayCreate() {
        return "owner".equals(role) || membersCreateKeys;
    }

    public boolean owner() {
        return "owner".equals(role);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static KeyCreationSetting fromJson(JsonObject json) {
        return WireCodec.fromJson(json, KeyCreationSetting.class);
    }
}
