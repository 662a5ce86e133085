package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.api.accounts.MemberList;
import io.sigment.common.api.accounts.NewInvitation;
import io.sigment.common.api.accounts.OpenInvitation;
import java.util.List;

/**
 * The members page of the workspace the app acts in: who is in it and their role; for its owner the invite form, that
 * an invitation was just mailed, the open invitations (never their links) and the remove buttons; for a member the
 * leave button.
 */
final class MembersHtml {
  private MembersHtml() {
  }

  /** {@code created}: an invitation just mailed, or null; {@code error}: or null. */
  static String page(MemberList reply, NewInvitation created, String error, String csrf) {
    var owner = reply.owner();
    var max = reply.maxMembers();
    var body = new StringBuilder("<section id=\"members\"><h2>Members</h2><p class=\"muted\">")
        .append(escape(reply.planName())).append(" plan: ")
        .append(max <= 1 ? "the owner alone. The Team plan has up to 10 members: <a href=\"/app/plans\">plans</a>."
            : "up to " + max + " members, the owner and open invitations included.")
        .append("</p>");
    if (error != null) body.append("<p class=\"error\" role=\"alert\" id=\"members-error\">").append(escape(error)).append("</p>");
    if (created != null) body.append(createdLink(created));
    body.append("<table><tr><th>Person</th><th>Role</th></tr>");
    for (var member : reply.members()) {
      var userId = escape(member.userId());
      body.append("<tr id=\"member-").append(userId).append("\"><td>").append(escape(member.name()))
          .append("<br><span class=\"muted\" style=\"word-break:break-all\">").append(escape(member.email()))
          .append("</span></td><td>").append(escape(member.role())).append(" <span class=\"muted\">since ")
          .append(escape(AppHtml.day(member.joinedAt()).substring(0, 10))).append("</span> ");
      if (owner && "member".equals(member.role())) {
        body.append("<form class=\"inline\" method=\"post\" action=\"/app/members/").append(userId).append("/remove\">")
            .append(csrf).append("<button type=\"submit\" class=\"danger\" id=\"remove-").append(userId)
            .append("\">Remove</button></form>");
      }
      body.append("</td></tr>");
    }
    body.append("</table>");
    if (owner) {
      body.append("<form method=\"post\" action=\"/app/members/invite\">").append(csrf)
          .append("<label for=\"invite-email\">Invite by email</label><input type=\"email\" id=\"invite-email\" "
              + "name=\"email\" required maxlength=\"254\"><button type=\"submit\" id=\"invite\">Send invitation"
              + "</button></form>")
          .append(invitations(reply.openInvitations(), csrf))
          .append("<p class=\"muted\">Removing a member ends their access at once, their AI agents' and API keys' "
              + "too. You approve members' AI agents for this workspace in the AI agents settings.</p>");
    } else {
      body.append("<p class=\"muted\">Only the workspace's owner invites and removes members and approves AI agents "
          + "for this workspace.</p><form method=\"post\" action=\"/app/members/leave\">").append(csrf)
          .append("<p>Leaving ends your access to this workspace at once, your AI agents' and API keys' too; only "
              + "a new invitation brings you back. <button type=\"submit\" class=\"danger\" id=\"leave\">Leave "
              + "this workspace</button></p></form>");
    }
    return body.append("<p><a href=\"/app\">Back to the app</a></p></section>").toString();
  }

  /** The link went by mail to the invited address only: nobody else, the owner included, ever holds it. */
  private static String createdLink(NewInvitation created) {
    return "<div class=\"notice\" id=\"new-invitation\"><p>Invitation mailed to <b>" + escape(created.email())
        + "</b>. The link in it works once, only for that address, until "
        + escape(AppHtml.day(created.expiresAt())) + " UTC.</p></div>";
  }

  private static String invitations(List<OpenInvitation> open, String csrf) {
    if (open.isEmpty()) return "";
    var rows = new StringBuilder();
    for (var invitation : open) {
      var id = escape(invitation.invitationId());
      rows.append("<tr id=\"invitation-").append(id).append("\"><td style=\"word-break:break-all\">")
          .append(escape(invitation.email()))
          .append("<br><span class=\"muted\">expires ").append(escape(AppHtml.day(invitation.expiresAt())))
          .append(" UTC</span></td><td>")
          .append("<form class=\"inline\" method=\"post\" action=\"/app/members/invitations/").append(id).append("/cancel\">")
          .append(csrf).append("<button type=\"submit\" class=\"secondary\">Cancel</button></form></td></tr>");
    }
    return "<h2>Open invitations</h2><table><tr><th>Email</th><th></th></tr>" + rows + "</table>";
  }

}
