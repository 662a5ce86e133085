package io.sigment.gateway.http;

import static io.sigment.gateway.http.ShareHtml.escape;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Locale;

/** The figures of a shared analysis page: numbers with their intervals, top creators, strongest overlaps. */
final class AnalysisHtml {
  private AnalysisHtml() {
  }

  static void figures(StringBuilder body, JsonObject result) {
    var overview = object(result.getValue("overview"));
    var intervals = object(overview.getValue("intervals"));
    body.append("<dl>\n");
    row(body, "Creators analyzed", whole(overview.getValue("creators")));
    row(body, "Unique audience (sample)", whole(overview.getValue("unique_audience_sample")) + " people");
    row(body, "Core audience (sample, engaging with " + whole(overview.getValue("core_threshold")) + "+ creators)",
        whole(overview.getValue("core_audience_sample")) + " people");
    row(body, "Core audience %", percent(overview.getValue("core_pct")) + range(intervals, "core_pct", true));
    row(body, "Estimated audience size", whole(overview.getValue("estimated_audience_size"))
        + range(intervals, "estimated_audience_size", false));
    row(body, "Estimated core audience size", whole(overview.getValue("estimated_core_audience_size"))
        + range(intervals, "estimated_core_audience_size", false));
    row(body, "Engagements per person", decimal(overview.getValue("frequency")) + range(intervals, "frequency", false));
    var campaign = object(result.getValue("campaign"));
    if (campaign.getValue("total_cost") != null) row(body, "Cost of one post each (USD)", money(campaign.getValue("total_cost")));
    body.append("</dl>\n<p class=\"meta\">Ranges are 95% confidence intervals.</p>\n");

    var top = array(result.getValue("top_creators"));
    if (!top.isEmpty()) {
      body.append("<h2>Top creators by core audience</h2>\n<table><thead><tr><th>Creator</th><th>Core people</th>"
          + "<th>Core reach</th><th>Median views</th></tr></thead><tbody>\n");
      for (var c : top) {
        var creator = object(c);
        body.append("<tr><td>").append(escape(creator.getString("handle"))).append("</td><td>")
            .append(whole(creator.getValue("core_people"))).append("</td><td>")
            .append(whole(creator.getValue("core_reach"))).append("</td><td>")
            .append(whole(creator.getValue("median_views"))).append("</td></tr>\n");
      }
      body.append("</tbody></table>\n");
    }
    var overlaps = array(object(result.getValue("interest_graph")).getValue("strongest_overlaps"));
    if (!overlaps.isEmpty()) {
      body.append("<h2>Strongest audience overlaps</h2>\n<table><thead><tr><th>Creators</th><th>Shared people</th>"
          + "<th>Jaccard</th><th>Lift</th></tr></thead><tbody>\n");
      for (var p : overlaps) {
        var pair = object(p);
        body.append("<tr><td>").append(escape(pair.getString("creator_a"))).append(" &amp; ")
            .append(escape(pair.getString("creator_b"))).append("</td><td>").append(whole(pair.getValue("count")))
            .append("</td><td>").append(decimal(pair.getValue("jaccard"))).append("</td><td>")
            .append(decimal(pair.getValue("lift"))).append("</td></tr>\n");
      }
      body.append("</tbody></table>\n");
    }
  }

  private static void row(StringBuilder body, String name, String value) {
    body.append("<dt>").append(escape(name)).append("</dt><dd>").append(escape(value)).append("</dd>\n");
  }

  private static String range(JsonObject intervals, String name, boolean percent) {
    var estimate = object(intervals.getValue(name));
    if (!(estimate.getValue("low") instanceof Number) || !(estimate.getValue("high") instanceof Number)) return "";
    var low = estimate.getValue("low");
    var high = estimate.getValue("high");
    return percent ? " (" + percent(low) + " – " + percent(high) + ")"
        : name.equals("frequency") ? " (" + decimal(low) + " – " + decimal(high) + ")"
        : " (" + whole(low) + " – " + whole(high) + ")";
  }

  private static String whole(Object value) {
    return value instanceof Number n ? String.format(Locale.ROOT, "%,d", Math.round(n.doubleValue())) : "–";
  }

  private static String decimal(Object value) {
    return value instanceof Number n ? String.format(Locale.ROOT, "%.2f", n.doubleValue()) : "–";
  }

  private static String percent(Object value) {
    return value instanceof Number n ? String.format(Locale.ROOT, "%.1f%%", n.doubleValue()) : "–";
  }

  private static String money(Object value) {
    return value instanceof Number n ? String.format(Locale.ROOT, "$%,.0f", n.doubleValue()) : "–";
  }

  private static JsonObject object(Object value) {
    return value instanceof JsonObject o ? o : new JsonObject();
  }

  private static JsonArray array(Object value) {
    return value instanceof JsonArray a ? a : new JsonArray();
  }
}
