package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#REMOVE_MEMBER} ({@link #removed}) and {@link AccountsAction#LEAVE_WORKSPACE}
 * ({@link #left}): the workspace and the person no longer a member of it, with {@code removed} or {@code left} true
 * and the other left out.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record FormerMember(
        String workspaceId,
        String memberUserId,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean removed,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean left) {

    /** {@code memberUserId} was removed from {@code workspaceId} by its owner. */
    public static FormerMember removed(String workspaceId, String memberUserId) {
        return new FormerMember(workspaceId, memberUserId, true, null);
    }

    /** {@code memberUserId} left {@code workspaceId}. */
    public static FormerMember left(String workspaceId, String memberUserId) {
        return new FormerMember(workspaceId, memberUserId, null, true);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
