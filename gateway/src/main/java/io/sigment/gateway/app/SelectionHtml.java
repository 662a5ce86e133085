package io.sigment.gateway.app;

import static io.sigment.gateway.app.WorkHtml.url;
import static io.sigment.gateway.http.HtmlPages.escape;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Locale;

/** optimize_selection's answer in the app: the current and the best selection, the gaps, what holds it back. */
final class SelectionHtml {
  private SelectionHtml() {
  }

  static String page(JsonObject reply) {
    var best = reply.getJsonObject("best", new JsonObject());
    var body = new StringBuilder(WorkHtml.nav()).append("<p><a href=\"/app/analyses/instagram/")
        .append(url(reply.getString("analysis_id"))).append("\">← The analysis</a></p><h1>Best selection</h1><p id=\"targets-met\">")
        .append(reply.getBoolean("targets_met", false) ? "Both targets are met." : "The targets are not met; this is the closest.")
        .append("</p><section id=\"selections\"><table><tr><th></th><th>Creators</th><th>Core audience</th>"
            + "<th>Core reach</th></tr>");
    row(body, "Now", reply.getJsonObject("current", new JsonObject()));
    row(body, "Best", best);
    body.append("</table><p>Best: ").append(escape(String.join(", ", strings(best.getJsonArray("members"))))).append("</p>");
    if (!best.getJsonArray("removed", new JsonArray()).isEmpty()) {
      body.append("<p>Left out: ").append(escape(String.join(", ", strings(best.getJsonArray("removed"))))).append("</p>");
    }
    body.append("</section><section id=\"drag\"><h2>Holding it back</h2><ul class=\"plain\">");
    for (var d : reply.getJsonArray("drag_creators", new JsonArray())) {
      var drag = (JsonObject) d;
      body.append("<li>").append(escape(drag.getString("handle"))).append(": without them core audience ")
          .append(pct(drag.getValue("core_pct_without"))).append("</li>");
    }
    body.append("</ul></section><section id=\"suggestions\"><h2>Worth adding</h2><ul class=\"plain\">");
    for (var s : reply.getJsonArray("suggested_additions", new JsonArray())) {
      var suggestion = (JsonObject) s;
      body.append("<li>").append(escape(suggestion.getString("handle"))).append(": with them core audience ")
          .append(pct(suggestion.getValue("core_pct_with"))).append("</li>");
    }
    var credits = reply.getJsonObject("credits", new JsonObject());
    return body.append("</ul></section><p class=\"muted\" id=\"selection-credits\">Charged ")
        .append(credits.getValue("charged", 0)).append(" credits; balance ").append(credits.getValue("balance", "–"))
        .append(".</p>").toString();
  }

  private static void row(StringBuilder body, String name, JsonObject selection) {
    body.append("<tr><td>").append(name).append("</td><td>").append(selection.getJsonArray("members", new JsonArray()).size())
        .append("</td><td>").append(pct(selection.getValue("core_pct"))).append("</td><td>")
        .append(whole(selection.getValue("estimated_core_audience_size"))).append("</td></tr>");
  }

  private static java.util.List<String> strings(JsonArray array) {
    return array == null ? java.util.List.of() : array.stream().map(String::valueOf).toList();
  }

  private static String pct(Object value) {
    return value instanceof Number n ? String.format(Locale.ROOT, "%.1f%%", n.doubleValue()) : "–";
  }

  private static String whole(Object value) {
    return value instanceof Number n ? String.format(Locale.ROOT, "%,d", Math.round(n.doubleValue())) : "–";
  }
}
