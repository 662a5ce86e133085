package io.sigment.gateway.app;

import static io.sigment.gateway.app.WorkHtml.day;
import static io.sigment.gateway.app.WorkHtml.platformName;
import static io.sigment.gateway.app.WorkHtml.url;
import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.Platform;
import io.sigment.common.api.lists.OwnedShareLink;
import io.sigment.web.share.AnalysisHtml;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The app's analyses: the workspace's list per platform with the form that starts one, and one analysis drawn by the
 * share page's renderer ({@link AnalysisHtml}) with its share links, re-run and optimization.
 */
final class AnalysesHtml {
  /** The share page's figures inside the app's frame: its cards and sections lose the app's card and box rules. */
  static final String STYLE = WorkHtml.STYLE + AnalysisHtml.STYLE + ".analysis .card{max-width:none;margin:0}"
      + ".analysis section.cards{background:none;border:0;padding:0;overflow:visible}"
      + ".analysis td,.analysis th{padding:.45rem .8rem}";

  private AnalysesHtml() {
  }

  static String list(String platform, JsonObject reply, String csrf) {
    var body = new StringBuilder(WorkHtml.nav()).append("<h1>Analyses</h1><p>");
    for (var p : Platform.values()) {
      body.append(p.key().equals(platform) ? "<b>" + p.title() + "</b> " : "<a href=\"/app/analyses?platform="
          + p.key() + "\">" + p.title() + "</a> ");
    }
    body.append("</p><section id=\"analyses\"><table><tr><th>Creators</th><th>Status</th><th>Started</th></tr>");
    for (var entry : reply.getJsonArray("analyses", new JsonArray())) {
      var analysis = (JsonObject) entry;
      body.append("<tr><td><a href=\"/app/analyses/").append(platform).append('/')
          .append(url(analysis.getString("analysis_id"))).append("\">").append(escape(analysis.getString("name")))
          .append("</a></td><td>").append(escape(analysis.getString("status", "–"))).append("</td><td>")
          .append(day(analysis.getString("created_at"))).append("</td></tr>");
    }
    body.append("</table>");
    if (reply.getJsonArray("analyses", new JsonArray()).isEmpty()) {
      body.append("<p class=\"muted\">No ").append(platformName(platform)).append(" analyses in this workspace yet.</p>");
    }
    return body.append("</section>").append(startForm(platform, "", csrf)).toString();
  }

  /** The form that starts an analysis, with {@code handles} filled in (one a line). */
  static String startForm(String platform, String handles, String csrf) {
    var options = new StringBuilder();
    for (var p : Platform.values()) {
      options.append("<option value=\"").append(p.key()).append(p.key().equals(platform) ? "\" selected>" : "\">")
          .append(p.title()).append("</option>");
    }
    return "<section id=\"new-analysis\"><h2>New analysis</h2><form method=\"post\" action=\"/app/analyses\">" + csrf
        + "<label>Platform <select name=\"platform\" id=\"analysis-platform\">" + options + "</select></label>"
        + "<label for=\"handles\">Creators: 2 to 50 handles, one a line or separated by commas</label>"
        + "<textarea id=\"handles\" name=\"handles\" rows=\"5\" required>" + escape(handles) + "</textarea>"
        + "<p><button type=\"submit\" id=\"start-analysis\">Analyze (up to " + WorkActions.ANALYSIS_CREDITS
        + " credits)</button></p><p class=\"muted\">15 credits, 5 for creators analyzed in the last 30 days; charged "
        + "when the scrape finishes and returned if it fails. Work you start here does not count against the agents' "
        + "daily spend cap.</p></form></section>";
  }

  static String analysis(JsonObject result, List<OwnedShareLink> links, String csrf) {
    var platform = result.getString("platform");
    var id = url(result.getString("analysis_id"));
    var handles = result.getJsonArray("handles", new JsonArray());
    var body = new StringBuilder(WorkHtml.nav()).append("<p><a href=\"/app/analyses?platform=").append(platform)
        .append("\">← ").append(platformName(platform)).append(" analyses</a></p><h1>Audience analysis</h1>")
        .append("<p class=\"muted\">").append(platformName(platform)).append(" · ").append(handles.size())
        .append(" creators · ").append(escape(result.getString("status")));
    if (result.getString("finished_at") != null) body.append(" · measured ").append(day(result.getString("finished_at")));
    body.append("</p><ul class=\"chips\">");
    handles.forEach(h -> body.append("<li>").append(escape(String.valueOf(h))).append("</li>"));
    body.append("</ul>");
    var running = result.getJsonObject("newer_snapshot", new JsonObject());
    if ("running".equals(running.getString("status"))) {
      body.append("<p class=\"notice\" id=\"newer-running\">A re-run is being measured: <a href=\"/app/jobs?job_id=")
          .append(url(running.getString("job_id"))).append("\">follow it</a>.</p>");
    }
    switch (String.valueOf(result.getString("status"))) {
      case "completed" -> body.append("<div class=\"analysis\" id=\"result\">").append(AnalysisHtml.figures(result))
          .append("</div>");
      case "running" -> body.append("<p class=\"notice\" id=\"analysis-running\">Being measured: <a href=\"/app/jobs?job_id=")
          .append(url(result.getString("job_id"))).append("\">follow its progress</a>.</p>");
      default -> body.append("<p class=\"error\">This measurement did not complete: ")
          .append(escape(result.getString("error", "no reason given"))).append("</p>");
    }
    if (Platform.INSTAGRAM.key().equals(platform)) body.append(ShareLinksHtml.section("/app/analyses/" + id + "/share",
        "/app/analyses/" + platform + "/" + id, links, csrf));
    body.append("<section id=\"rerun\"><h2>Measure again</h2><p>Re-run this analysis on fresh posts: usually 5 "
        + "credits, 15 if it never completed.</p>").append(WorkHtml.button("/app/analyses/" + platform + "/" + id
        + "/rerun", "Re-run (up to " + WorkActions.ANALYSIS_CREDITS + " credits)", "rerun-analysis", "", csrf))
        .append("</section>");
    if (Platform.INSTAGRAM.key().equals(platform) && "completed".equals(result.getString("status"))) {
      body.append("<section id=\"optimize\"><h2>Find the best selection</h2><form method=\"post\" action=\"/app/analyses/")
          .append(id).append("/optimize\">").append(csrf)
          .append("<label>Core audience at least (%) <input type=\"number\" name=\"min_core_pct\" min=\"0\" max=\"100\" "
              + "step=\"0.1\" value=\"7\" required></label><label>Core reach at least (people) <input type=\"number\" "
              + "name=\"min_core_reach\" min=\"0\" value=\"100000\" required></label><p><button type=\"submit\" "
              + "id=\"optimize-selection\">Optimize (" + WorkActions.OPTIMIZE_CREDITS + " credits)</button></p>"
              + "<p class=\"muted\">Searches this analysis's scraped audience for the subset reaching both targets; "
              + "no new scrape. Pro and Team plans.</p></form></section>");
    }
    return body.toString();
  }
}
