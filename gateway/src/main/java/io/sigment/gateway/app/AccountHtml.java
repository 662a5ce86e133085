package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.api.accounts.EmailAddressView;
import io.sigment.web.app.AppSession;

/** The account page's HTML and the header that links to it, marking an unverified address; user text escaped. */
final class AccountHtml {
  private AccountHtml() {
  }

  /** The header's right side on app pages: the address (a link to the account page), its mark, and sign-out. */
  static String who(AppSession session, String csrf) {
    return "<a href=\"/app/account\" id=\"account-link\">" + escape(session.email()) + "</a>"
        + (session.emailVerified() ? "" : " <span class=\"state state-not_approved\" id=\"unverified-mark\">unverified"
            + "</span>")
        + " <form class=\"inline\" method=\"post\" action=\"/app/sign-out\">" + csrf
        + "<button class=\"secondary\" type=\"submit\" id=\"sign-out\">Sign out</button></form>";
  }

  static String page(EmailAddressView address, String notice, String error, String typed, String csrf) {
    var html = new StringBuilder("<h1>Your account</h1><p><a href=\"/app\">Back to the app</a></p>");
    if (notice != null) html.append("<p class=\"notice\" id=\"notice\" role=\"status\">").append(escape(notice))
        .append("</p>");
    if (error != null) html.append("<p class=\"error\" id=\"account-error\" role=\"alert\">").append(escape(error))
        .append("</p>");
    html.append("<section id=\"address\"><h2>Sign-in email</h2><p><b id=\"current-email\">")
        .append(escape(address.email())).append("</b> ")
        .append(address.verified() ? "<span class=\"state state-approved\" id=\"email-status\">verified</span>"
            : "<span class=\"state state-not_approved\" id=\"email-status\">unverified</span>").append("</p>");
    if (!address.verified()) {
      html.append("<p class=\"muted\">This account was made before Sigment verified addresses. Confirm that the "
          + "address is yours: we mail it a link that works once, for 24 hours.</p>")
          .append(WorkHtml.button("/app/account/verification", "Mail me a verification link", "resend-verification",
              "", csrf));
    }
    html.append("</section>");
    if (address.pendingEmail() != null) {
      html.append("<section id=\"pending-change\"><h2>Change waiting for confirmation</h2><p>New address: <b "
          + "id=\"pending-email\">").append(escape(address.pendingEmail())).append("</b>. Open the link mailed to it "
          + "before ").append(escape(AppHtml.day(address.pendingExpiresAt()))).append(" UTC; until then you sign "
          + "in with <b>").append(escape(address.email())).append("</b>.</p>")
          .append(WorkHtml.button("/app/account/email/cancel", "Cancel the change", "cancel-change", "secondary",
              csrf)).append("</section>");
    }
    html.append("<section id=\"change-address\"><h2>Change your email</h2><p class=\"muted\">We mail the new address "
            + "a link. Your current address stays in force until the link is opened; then it is told of the change."
            + "</p><form method=\"post\" action=\"/app/account/email\">").append(csrf)
        .append("<label for=\"new-email\">New email</label><input type=\"email\" id=\"new-email\" name=\"email\" "
            + "required maxlength=\"254\" autocomplete=\"email\" value=\"").append(escape(typed)).append("\">")
        .append("<label for=\"current-password\">Current password</label><input type=\"password\" "
            + "id=\"current-password\" name=\"password\" required maxlength=\"200\" autocomplete=\"current-password\">")
        .append("<button type=\"submit\" id=\"change-email\">Mail a link to the new address</button></form></section>");
    return html.toString();
  }
}
