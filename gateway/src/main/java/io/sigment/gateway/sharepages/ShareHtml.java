package io.sigment.gateway.sharepages;

import static io.sigment.gateway.sharepages.OverlapMatrixJson.object;

import io.sigment.gateway.http.HtmlPages;
import io.vertx.core.json.JsonObject;

/** The HTML of public share pages: plain, readable, no scripts; everything that came from users is escaped. */
final class ShareHtml {
  private static final String STYLE = "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;"
      + "color:#1d1d1f;line-height:1.5;background:#f5f5f7}main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 3rem}"
      + "header.top{background:#1d1d1f;color:#fff;padding:.6rem 1rem;font-weight:600;letter-spacing:.02em}"
      + "h1{margin:.2rem 0;font-size:1.9rem;line-height:1.2}h2{font-size:1.2rem;margin:2rem 0 .6rem}"
      + ".meta{color:#6e6e73;margin:.2rem 0}.description{white-space:pre-wrap}"
      + AnalysisHtml.STYLE
      + ".about{margin-top:2.5rem;padding-top:1rem;border-top:1px solid #d2d2d7;color:#3a3a3c;font-size:.95rem}"
      + "footer{margin-top:1rem;color:#6e6e73;font-size:.9rem}a{color:#2f6fdb}"
      + "ol.creators{list-style:none;padding:0;background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(0,0,0,.08)}"
      + "ol.creators li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.3rem 1rem;padding:.6rem 1rem}"
      + "ol.creators li+li{border-top:1px solid #f0f0f2}ol.creators .stats{color:#6e6e73;font-size:.92rem}"
      + "@media (max-width:480px){h1{font-size:1.5rem}main{padding:1rem .75rem 2rem}.picture{padding:.5rem}}";

  private ShareHtml() {
  }

  /**
   * A creator list as {@code resolve_share_link} shows it: name, platform, description, members with their profile
   * links and, where a member carries them, followers and median views.
   */
  static String list(JsonObject list) {
    var count = list.getInteger("member_count", 0);
    var platform = platformName(list.getString("platform"));
    var body = new StringBuilder()
        .append("<h1>").append(escape(list.getString("name"))).append("</h1>\n")
        .append("<p class=\"meta\">").append(escape(platform))
        .append(" creator list · ").append(count).append(count == 1 ? " creator" : " creators")
        .append(" · updated ").append(escape(day(list.getString("updated_at")))).append("</p>\n");
    if (list.getString("description") != null && !list.getString("description").isBlank()) {
      body.append("<p class=\"description\">").append(escape(list.getString("description"))).append("</p>\n");
    }
    if (count == 0) {
      body.append("<p>This list has no creators yet.</p>\n");
    } else {
      var first = (list.getInteger("page", 1) - 1) * list.getJsonArray("members").size();
      body.append("<ol class=\"creators\"").append(list.getInteger("page", 1) > 1 ? " start=\"" + (first + 1) + "\"" : "")
          .append(">\n");
      for (var entry : list.getJsonArray("members")) {
        member(body, (JsonObject) entry);
      }
      body.append("</ol>\n");
      pager(body, list.getInteger("page", 1), list.getInteger("pages", 1));
    }
    body.append("<section class=\"about\"><h2>What this is</h2><p>A list of ").append(escape(platform))
        .append(" creators kept in Sigment, which measures creators' real audiences from the people who engage "
            + "with their posts. This page is a live view: it shows the list as it is now.</p></section>\n")
        .append("<footer>Shared from Sigment.</footer>");
    return page(list.getString("name"), body.toString());
  }

  /** Links between the pages of a long list (its members are shown a page at a time). */
  private static void pager(StringBuilder body, int page, int pages) {
    if (pages <= 1) return;
    body.append("<nav class=\"pager\">");
    if (page > 1) body.append("<a href=\"?page=").append(page - 1).append("\" rel=\"prev\">← Previous</a> ");
    body.append("Page ").append(page).append(" of ").append(pages);
    if (page < pages) body.append(" <a href=\"?page=").append(page + 1).append("\" rel=\"next\">Next →</a>");
    body.append("</nav>\n");
  }

  private static void member(StringBuilder body, JsonObject member) {
    body.append("<li class=\"creator\"><a href=\"").append(escape(member.getString("profile_url")))
        .append("\" rel=\"noopener noreferrer nofollow\">").append(escape(member.getString("handle"))).append("</a>");
    var stats = new StringBuilder();
    if (member.getValue("followers") instanceof Number followers) {
      stats.append(PlainNumbers.people(followers.doubleValue())).append(" followers");
    }
    if (member.getValue("median_views") instanceof Number views) {
      stats.append(stats.isEmpty() ? "" : " · ").append(PlainNumbers.people(views.doubleValue())).append(" median views");
    }
    if (!stats.isEmpty()) body.append("<span class=\"stats\">").append(escape(stats.toString())).append("</span>");
    body.append("</li>\n");
  }

  /**
   * An analysis result as get_analysis_result gives it: the audience estimates in words with their 95% intervals,
   * the top creators, the recommended selection and mixes, the pictures; or what the snapshot is doing.
   */
  static String analysis(JsonObject analysis, JsonObject result) {
    var creators = result.getJsonArray("handles") == null ? 0 : result.getJsonArray("handles").size();
    var body = new StringBuilder("<h1>Audience analysis</h1>\n<p class=\"meta\">")
        .append(escape(platformName(analysis.getString("platform")))).append(" · ").append(creators)
        .append(creators == 1 ? " creator" : " creators");
    var measured = result.getString("finished_at") != null ? result.getString("finished_at") : result.getString("snapshot_created_at");
    if (measured != null) body.append(" · measured ").append(escape(day(measured)));
    body.append(" · link expires ").append(escape(day(analysis.getString("expires_at")))).append("</p>\n");
    if (!"completed".equals(result.getString("status"))) {
      body.append("<p>").append("failed".equals(result.getString("status"))
          ? "This measurement did not complete." : "This measurement is still running. Reload the page in a few minutes.")
          .append("</p>\n");
    } else {
      AnalysisHtml.figures(body, result);
    }
    var estimated = !object(object(result.getValue("overview")).getValue("audience_estimate")).isEmpty();
    body.append("<section class=\"about\"><h2>What Sigment measured</h2><p>Sigment collected the real people who "
            + "liked or commented on a sample of each creator's newest posts and counted who engages with whom: that "
            + "is the sample. ").append(estimated ? "From it alone Sigment estimates the creators' audience, everyone "
            + "who engaged with any of each creator's recent posts, correcting for the posts and the engagers the sample "
            + "did not read; each estimate has a 95% interval, meant to hold the audience's true figure about 19 times "
            + "in 20. " : "").append("Figures marked as the sample's count only the people read. Reach is estimated "
            + "from the posts' views. No demographics are guessed.</p></section>\n")
        .append("<footer>Shared from Sigment. Snapshot ").append(escape(day(measured)))
        .append("; this link expires on ").append(escape(day(analysis.getString("expires_at")))).append(".</footer>");
    return page("Audience analysis", body.toString());
  }

  /** A page that only says something: not found, temporarily unavailable. */
  static String message(String title, String text) {
    return page(title, "<h1>" + escape(title) + "</h1>\n<p>" + escape(text) + "</p>");
  }

  static String escape(String text) {
    return HtmlPages.escape(text);
  }

  private static String page(String title, String body) {
    return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        + "<meta name=\"robots\" content=\"noindex, nofollow\">"
        + "<title>" + escape(title) + " · Sigment</title><style>" + STYLE + "</style></head>\n<body>\n"
        + "<header class=\"top\">Sigment</header>\n<main>\n" + body + "\n</main>\n</body></html>\n";
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
