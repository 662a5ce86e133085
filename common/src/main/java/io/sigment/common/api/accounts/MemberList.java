package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#LIST_MEMBERS}: the workspace's people, owner first, whether the person who asked
 * owns it, its plan's name and seats; for its owner also the open {@code invitations} (null, and left out of the
 * JSON, for a member).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record MemberList(
        String workspaceId,
        @EmptyWhenAbsent List<WorkspaceMember> members,
        boolean owner,
        String planName,
        @WhenAbsent("1") int maxMembers,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<OpenInvitation> invitations) {

    public MemberList {
        members = List.copyOf(members);
        invitations = invitations == null ? null : List.copyOf(invitations);
    }

    /** The open invitations; none for a member. */
    public List<OpenInvitation> openInvitations() {
        return invitations == null ? List.of() : invitations;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static MemberList fromJson(JsonObject json) {
        return WireCodec.fromJson(json, MemberList.class);
    }
}
