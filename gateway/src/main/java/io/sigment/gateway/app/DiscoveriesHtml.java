package io.sigment.gateway.app;

import static io.sigment.gateway.app.WorkHtml.day;
import static io.sigment.gateway.app.WorkHtml.platformName;
import static io.sigment.gateway.app.WorkHtml.url;
import static io.sigment.gateway.http.HtmlPages.escape;

import io.sigment.common.Platform;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The app's discoveries: the workspace's list with the form that starts one, and one discovery's creators by
 * subtopic with their strongest overlaps; its creators can be picked for an analysis.
 */
final class DiscoveriesHtml {
  private DiscoveriesHtml() {
  }

  static String list(JsonObject reply, String csrf) {
    var body = new StringBuilder(WorkHtml.nav()).append("<h1>Discoveries</h1><section id=\"discoveries\"><table><tr>"
        + "<th>Topic</th><th>Platforms</th><th>Status</th><th>Creators</th><th>Started</th></tr>");
    var discoveries = reply.getJsonArray("discoveries", new JsonArray());
    for (var entry : discoveries) {
      var d = (JsonObject) entry;
      body.append("<tr><td><a href=\"/app/discoveries/").append(url(d.getString("discovery_id"))).append("\">")
          .append(escape(d.getString("topic"))).append("</a></td><td>").append(platforms(d)).append("</td><td>")
          .append(escape(d.getString("status"))).append("</td><td>").append(d.getInteger("creators_found", 0))
          .append("</td><td>").append(day(d.getString("created_at"))).append("</td></tr>");
    }
    body.append("</table>");
    if (discoveries.isEmpty()) body.append("<p class=\"muted\">No discoveries in this workspace yet.</p>");
    body.append("</section><section id=\"new-discovery\"><h2>Find new creators</h2><form method=\"post\" "
        + "action=\"/app/discoveries\">").append(csrf).append("<label>Topic <input type=\"text\" id=\"topic\" "
        + "name=\"topic\" minlength=\"2\" maxlength=\"200\" required></label><p>");
    for (var p : Platform.values()) {
      body.append("<label class=\"inline\"><input type=\"checkbox\" name=\"platform\" value=\"").append(p.key())
          .append(p == Platform.INSTAGRAM ? "\" checked> " : "\"> ").append(p.title()).append("</label>");
    }
    return body.append("</p><p><button type=\"submit\" id=\"start-discovery\">Discover (up to ")
        .append(WorkActions.DISCOVERY_CREDITS).append(" credits)</button></p><p class=\"muted\">20 credits a topic, free "
            + "when the same topic ran in the last 24 hours.</p></form></section>").toString();
  }

  static String discovery(JsonObject d, String csrf) {
    var body = new StringBuilder(WorkHtml.nav()).append("<p><a href=\"/app/discoveries\">← Discoveries</a></p><h1>")
        .append(escape(d.getString("topic"))).append("</h1><p class=\"muted\">").append(platforms(d)).append(" · ")
        .append(escape(d.getString("status"))).append(" · ").append(d.getInteger("creators_found", 0))
        .append(" creators found</p>");
    if (!"completed".equals(d.getString("status"))) {
      return body.append("<p class=\"notice\">").append("running".equals(d.getString("status"))
          ? "Still running: <a href=\"/app/jobs?job_id=" + url(JobId.of(JobId.DISCOVERY, d.getString("discovery_id")).value())
              + "\">follow it</a>."
          : escape(d.getString("message", "This discovery did not complete."))).append("</p>").toString();
    }
    body.append("<form method=\"post\" action=\"/app/analyses\">").append(csrf);
    for (var g : d.getJsonArray("groups", new JsonArray())) {
      var group = (JsonObject) g;
      body.append("<section class=\"group\"><h2>").append(escape(group.getString("label"))).append("</h2><table><tr>"
          + "<th>Creator</th><th>Followers</th><th>Median views</th><th>Why</th></tr>");
      for (var c : group.getJsonArray("creators", new JsonArray())) {
        var creator = (JsonObject) c;
        body.append("<tr><td><label><input type=\"checkbox\" name=\"handle\" value=\"")
            .append(escape(creator.getString("handle"))).append("\"> ").append(escape(creator.getString("handle")))
            .append("</label> <span class=\"muted\">").append(platformName(creator.getString("platform")))
            .append("</span></td><td>").append(creator.getValue("followers")).append("</td><td>")
            .append(creator.getValue("median_views")).append("</td><td class=\"muted\">")
            .append(escape(creator.getString("why"))).append("</td></tr>");
      }
      body.append("</table></section>");
    }
    var platform = d.getJsonArray("platforms", new JsonArray()).getString(0);
    body.append("<input type=\"hidden\" name=\"platform\" value=\"").append(escape(platform)).append("\"><p><button "
        + "type=\"submit\" id=\"analyze-picked\">Analyze the ticked ").append(platformName(platform))
        .append(" creators (up to ").append(WorkActions.ANALYSIS_CREDITS).append(" credits)</button></p></form>")
        .append("<section id=\"overlaps\"><h2>Strongest overlaps</h2><table><tr><th>Creators</th><th>Shared engagers</th>"
            + "<th>Lift</th></tr>");
    for (var o : d.getJsonArray("strongest_overlaps", new JsonArray())) {
      var overlap = (JsonObject) o;
      body.append("<tr><td>").append(escape(overlap.getString("creator_a"))).append(" &amp; ")
          .append(escape(overlap.getString("creator_b"))).append("</td><td>").append(overlap.getValue("shared_engagers"))
          .append("</td><td>").append(overlap.getValue("lift")).append("</td></tr>");
    }
    return body.append("</table></section>").toString();
  }

  private static String platforms(JsonObject discovery) {
    return escape(String.join(", ", discovery.getJsonArray("platforms", new JsonArray()).stream()
        .map(p -> platformName(String.valueOf(p))).toList()));
  }
}
