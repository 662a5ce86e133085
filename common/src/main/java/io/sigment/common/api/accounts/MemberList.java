package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#LIST_MEMBERS}: the workspace's people, owner first, whether the person who asked
 * owns it, its plan's name and seats; for its owner also the open {@code invitations} (null, and left out of the
 * JSON, for a member).
 */
public record MemberList(String workspaceId, List<WorkspaceMember> members, boolean owner, String planName,
                         int maxMembers, List<OpenInvitation> invitations) {

  public MemberList {
    members = List.copyOf(members);
    invitations = invitations == null ? null : List.copyOf(invitations);
  }

  /** The open invitations; none for a member. */
  public List<OpenInvitation> openInvitations() {
    return invitations == null ? List.of() : invitations;
  }

  public JsonObject toJson() {
    var json = new JsonObject().put("workspace_id", workspaceId)
        .put("members", array(members, WorkspaceMember::toJson)).put("owner", owner)
        .put("plan_name", planName).put("max_members", maxMembers);
    return invitations == null ? json : json.put("invitations", array(invitations, OpenInvitation::toJson));
  }

  public static MemberList fromJson(JsonObject json) {
    var invitations = json.getJsonArray("invitations");
    return new MemberList(json.getString("workspace_id"), list(json, "members", WorkspaceMember::fromJson),
        json.getBoolean("owner", false), json.getString("plan_name"), json.getInteger("max_members", 1),
        invitations == null ? null : list(invitations, OpenInvitation::fromJson));
  }
}
