package io.sigment.gateway.app;

import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** What the app's work pages share: their links, buttons, the platform names, and how a refusal reads. */
final class WorkHtml {
  /** The links' rules: the dashboard, which shows the links too, needs them as much as the work pages. */
  static final String NAV_STYLE = "nav.work{margin:0 0 1rem}nav.work a{margin-right:1rem}";
  static final String STYLE = NAV_STYLE + ".share-url{font-family:"
      + "ui-monospace,monospace;word-break:break-all}textarea{width:100%;font-size:1rem;padding:.5rem;border:1px solid "
      + "#c9cdd3;border-radius:6px}label{display:block;margin:.3rem 0}progress{width:100%;height:1.1rem}"
      + "input[type=number]{padding:.4rem;border:1px solid #c9cdd3;border-radius:6px;width:9rem}"
      + "ul.plain{padding-left:1.2rem}td .muted{font-size:.85rem}.description{white-space:pre-wrap}"
      + "label.inline{display:inline;margin-right:1rem}";

  private WorkHtml() {
  }

  /** Links to the work pages, on the dashboard and at the top of each of them. */
  static String nav() {
    return "<nav class=\"work\" id=\"work-links\"><a href=\"/app/analyses\" id=\"analyses-link\">Analyses</a>"
        + "<a href=\"/app/discoveries\" id=\"discoveries-link\">Discoveries</a>"
        + "<a href=\"/app/lists\" id=\"lists-link\">Creator lists</a></nav>";
  }

  /** {@code value} made safe as a path segment or query value inside an HTML attribute. */
  static String url(String value) {
    return escape(URLEncoder.encode(String.valueOf(value), StandardCharsets.UTF_8));
  }

  /** A one-button form posting to {@code action} (a trusted path) with the CSRF field. */
  static String button(String action, String label, String id, String style, String csrf) {
    return "<form class=\"inline\" method=\"post\" action=\"" + action + "\">" + csrf + "<button type=\"submit\""
        + (id.isEmpty() ? "" : " id=\"" + escape(id) + "\"") + (style.isEmpty() ? "" : " class=\"" + style + "\"")
        + ">" + escape(label) + "</button></form>";
  }

  static String platformName(String platform) {
    return Platform.find(platform).map(Platform::title).orElse(String.valueOf(platform));
  }

  /** "2030-01-01T10:00:00Z" → "2030-01-01". */
  static String day(String instant) {
    return instant == null || instant.length() < 10 ? "–" : escape(instant.substring(0, 10));
  }

  /** A refused start or share: the service's own words, and the way back. */
  static String refused(ToolError error, String back) {
    return "<section class=\"error\" id=\"refused\"><h1>Not done</h1><p>" + escape(error.getMessage()) + "</p><p><a href=\""
        + back + "\">Back</a></p></section>";
  }

  /** The HTTP status a refusal is shown with. */
  static int status(ToolError error) {
    return switch (error.kind()) {
      case NOT_FOUND -> 404;
      case INVALID_ARGUMENTS, OVER_MAX_CREDITS -> 400;
      case INSUFFICIENT_CREDITS -> 402;
      case PLAN_LIMIT -> 403;
      case ALREADY_IN_PROGRESS, TOO_MANY_ACTIVE_JOBS -> 409;
      case RATE_LIMITED -> 429;
      default -> 503;
    };
  }
}
