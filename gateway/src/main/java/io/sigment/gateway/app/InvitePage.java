package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.api.accounts.InvitationView;
import io.sigment.gateway.http.HtmlPages;
import io.sigment.web.app.AppSession;
import io.vertx.ext.web.RoutingContext;
import java.util.Optional;

/**
 * The page of an invitation link, {@code /app/invitations/<token>}: who invites whom to which workspace; signed in
 * with the invited email, an accept button; signed in otherwise, how to switch; signed out, sign in or sign up. A link
 * that expired, was used, replaced or never existed gets a page saying which and what to do.
 */
final class InvitePage {
  private InvitePage() {
  }

  static void unusable(RoutingContext ctx, String status) {
    var title = switch (status) {
      case "expired" -> "Invitation expired";
      case "used" -> "Invitation already used";
      case "cancelled" -> "Invitation replaced";
      default -> "Invitation not found";
    };
    var text = switch (status) {
      case "expired" -> "This invitation link expired. Ask the workspace's owner for a new one.";
      case "used" -> "This invitation link was already used: each link works once. If you accepted it, the workspace "
          + "is in your app.";
      case "cancelled" -> "The workspace's owner replaced or cancelled this invitation. Ask them for the current link.";
      default -> "This is not an invitation link. Check that the whole link was copied.";
    };
    HtmlPages.message(ctx, "unknown".equals(status) ? 404 : 410, title, text);
  }

  /** An open invitation. {@code error}: what went wrong with the last form, or null. */
  static void open(RoutingContext ctx, int status, String token, InvitationView invitation, Optional<AppSession> session,
                   String error) {
    var path = "/app/invitations/" + escape(token);
    var email = invitation.email();
    var body = new StringBuilder("<section class=\"card\" id=\"invitation\"><h1>Join ")
        .append(escape(invitation.workspaceName())).append("</h1><p>")
        .append(escape(invitation.invitedBy())).append(" invites <b>").append(escape(email))
        .append("</b> to the workspace <b>").append(escape(invitation.workspaceName()))
        .append("</b> on Sigment, as a member.</p>");
    if (error != null) body.append("<p class=\"error\" role=\"alert\" id=\"invitation-error\">").append(escape(error)).append("</p>");
    var csrf = Csrf.hiddenField(ctx);
    if (session.isPresent() && session.get().email().equalsIgnoreCase(email)) {
      body.append("<form method=\"post\" action=\"").append(path).append("/accept\">").append(csrf)
          .append("<button type=\"submit\" id=\"accept-invitation\">Accept and join</button></form>");
    } else if (session.isPresent()) {
      body.append("<p>You are signed in as ").append(escape(session.get().email())).append(". Sign out, then open this "
              + "link again and sign in as ").append(escape(email)).append(".</p><form method=\"post\" "
              + "action=\"/app/sign-out\">").append(csrf).append("<button type=\"submit\" class=\"secondary\">Sign out"
              + "</button></form>");
    } else {
      body.append("<p><a class=\"button\" id=\"sign-in-to-accept\" href=\"/app/sign-in?return_to=").append(path)
          .append("\">Sign in to accept</a></p><h2>New to Sigment?</h2><form method=\"post\" action=\"").append(path)
          .append("/sign-up\">").append(csrf).append("<label for=\"name\">Your name</label><input type=\"text\" "
              + "id=\"name\" name=\"name\" required maxlength=\"100\" autocomplete=\"name\"><label for=\"password\">"
              + "Choose a password (10 characters or more)</label><input type=\"password\" id=\"password\" "
              + "name=\"password\" required minlength=\"10\" maxlength=\"200\" autocomplete=\"new-password\">"
              + "<button type=\"submit\" id=\"sign-up\">Create account and join</button></form>");
    }
    body.append("<p class=\"muted\">The link works once and expires ").append(escape(AppHtml.day(invitation.expiresAt())))
        .append(" UTC.</p></section>");
    HtmlPages.send(ctx, status, HtmlPages.page("Invitation", "", body.toString()));
  }

}
