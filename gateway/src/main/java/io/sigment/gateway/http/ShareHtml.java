package io.sigment.gateway.http;

import io.vertx.core.json.JsonObject;

/** The HTML of public share pages: plain, readable, no scripts; everything that came from users is escaped. */
final class ShareHtml {
  private static final String STYLE = "body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;"
      + "padding:0 1rem;color:#1d1d1f;line-height:1.5}h1{margin-bottom:.2rem}.meta{color:#6e6e73}"
      + ".description{white-space:pre-wrap}ol{padding-left:1.6rem}li{margin:.25rem 0}"
      + "footer{margin-top:2.5rem;color:#6e6e73;font-size:.9rem}dt{font-weight:600}dd{margin:0 0 .6rem}"
      + "table{border-collapse:collapse;margin:.5rem 0 1.5rem}th,td{padding:.2rem .7rem;text-align:right}"
      + "th:first-child,td:first-child{text-align:left}thead th{border-bottom:1px solid #d2d2d7}";

  private ShareHtml() {
  }

  /** A creator list as {@code resolve_share_link} shows it: name, platform, description, members with profiles. */
  static String list(JsonObject list) {
    var members = new StringBuilder();
    for (var entry : list.getJsonArray("members")) {
      var member = (JsonObject) entry;
      members.append("<li><a href=\"").append(escape(member.getString("profile_url")))
          .append("\" rel=\"noopener noreferrer nofollow\">").append(escape(member.getString("handle")))
          .append("</a></li>\n");
    }
    var count = list.getInteger("member_count", 0);
    var body = new StringBuilder()
        .append("<h1>").append(escape(list.getString("name"))).append("</h1>\n")
        .append("<p class=\"meta\">").append(escape(platformName(list.getString("platform"))))
        .append(" creator list · ").append(count).append(count == 1 ? " creator" : " creators")
        .append(" · updated ").append(escape(day(list.getString("updated_at")))).append("</p>\n");
    if (list.getString("description") != null && !list.getString("description").isBlank()) {
      body.append("<p class=\"description\">").append(escape(list.getString("description"))).append("</p>\n");
    }
    body.append(count == 0 ? "<p>This list has no creators yet.</p>\n" : "<ol>\n" + members + "</ol>\n")
        .append("<footer>Shared from Sigment. A live view: it shows the list as it is now.</footer>");
    return page(list.getString("name"), body.toString());
  }

  /**
   * An analysis result as get_analysis_result gives it: the headline numbers with their 95% intervals, the top
   * creators by core audience and the strongest overlaps; or what the snapshot is doing when not completed.
   */
  static String analysis(JsonObject analysis, JsonObject result) {
    var body = new StringBuilder("<h1>Audience analysis</h1>\n<p class=\"meta\">")
        .append(escape(platformName(analysis.getString("platform")))).append(" · measured on a scraped sample");
    if (result.getString("finished_at") != null) body.append(" · ").append(escape(day(result.getString("finished_at"))));
    body.append("</p>\n");
    if (!"completed".equals(result.getString("status"))) {
      body.append("<p>").append("failed".equals(result.getString("status"))
          ? "This measurement did not complete." : "This measurement is still running. Reload the page in a few minutes.")
          .append("</p>\n");
    } else {
      AnalysisHtml.figures(body, result);
    }
    body.append("<footer>Shared from Sigment. This link expires on ")
        .append(escape(day(analysis.getString("expires_at")))).append(".</footer>");
    return page("Audience analysis", body.toString());
  }

  /** A page that only says something: not found, temporarily unavailable. */
  static String message(String title, String text) {
    return page(title, "<h1>" + escape(title) + "</h1>\n<p>" + escape(text) + "</p>");
  }

  static String escape(String text) {
    if (text == null) return "";
    var escaped = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      var c = text.charAt(i);
      switch (c) {
        case '&' -> escaped.append("&amp;");
        case '<' -> escaped.append("&lt;");
        case '>' -> escaped.append("&gt;");
        case '"' -> escaped.append("&quot;");
        case '\'' -> escaped.append("&#39;");
        default -> escaped.append(c);
      }
    }
    return escaped.toString();
  }

  private static String page(String title, String body) {
    return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        + "<meta name=\"robots\" content=\"noindex, nofollow\">"
        + "<title>" + escape(title) + " · Sigment</title><style>" + STYLE + "</style></head>\n<body>\n"
        + body + "\n</body></html>\n";
  }

  static String platformName(String platform) {
    return switch (String.valueOf(platform)) {
      case "instagram" -> "Instagram";
      case "youtube" -> "YouTube";
      case "tiktok" -> "TikTok";
      default -> String.valueOf(platform);
    };
  }

  /** "2030-01-01T10:00:00Z" → "2030-01-01". */
  static String day(String instant) {
    return instant == null || instant.length() < 10 ? String.valueOf(instant) : instant.substring(0, 10);
  }
}
