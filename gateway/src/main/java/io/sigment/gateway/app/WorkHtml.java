package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

/** The one-button form the account page, which the gateway still writes itself, uses. */
final class WorkHtml {
  private WorkHtml() {
  }

  /** A one-button form posting to {@code action} (a trusted path) with the CSRF field. */
  static String button(String action, String label, String id, String style, String csrf) {
    return "<form class=\"inline\" method=\"post\" action=\"" + action + "\">" + csrf + "<button type=\"submit\""
        + (id.isEmpty() ? "" : " id=\"" + escape(id) + "\"") + (style.isEmpty() ? "" : " class=\"" + style + "\"")
        + ">" + escape(label) + "</button></form>";
  }
}
