package io.sigment.gateway.app;

import io.sigment.web.app.AppDates;

/** What the team pages the gateway still writes itself use: a one-button form, and an instant to the minute. */
final class AppHtml {
  private AppHtml() {
  }

  static String button(String action, String label, String style, String csrf) {
    return "<form class=\"inline\" method=\"post\" action=\"" + action + "\">" + csrf + "<button type=\"submit\" class=\""
        + style + "\">" + label + "</button></form> ";
  }

  static String day(String timestamp) {
    return AppDates.minute(timestamp);
  }
}
