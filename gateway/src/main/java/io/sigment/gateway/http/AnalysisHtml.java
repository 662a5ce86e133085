package io.sigment.gateway.http;

import static io.sigment.gateway.http.OverlapMatrixJson.array;
import static io.sigment.gateway.http.OverlapMatrixJson.object;
import static io.sigment.gateway.http.ShareHtml.escape;

import io.vertx.core.json.JsonObject;
import java.util.Locale;

/**
 * The body of a shared analysis: the headline numbers in words with their 95% intervals, the top creators, the
 * recommended selection and coverage mixes, the interest graph and overlap heatmap, and the exact figures.
 */
final class AnalysisHtml {
  private AnalysisHtml() {
  }

  static void figures(StringBuilder body, JsonObject result) {
    var overview = object(result.getValue("overview"));
    var intervals = object(overview.getValue("intervals"));
    var core = whole(overview.getValue("core_threshold"));
    body.append("<section class=\"cards\" aria-label=\"In short\">\n");
    card(body, "People reached", people(overview.getValue("estimated_audience_size")),
        between(intervals, "estimated_audience_size", false),
        "About this many different people would see a post if each creator posted once; nobody is counted twice.");
    card(body, "Core audience", percent(overview.getValue("core_pct")), between(intervals, "core_pct", true),
        "Of the people who engage, the share who engage with " + core + " or more of these creators: the fans "
            + "a campaign reaches more than once.");
    card(body, "Core people reached", people(overview.getValue("estimated_core_audience_size")),
        between(intervals, "estimated_core_audience_size", false),
        "About this many of the people reached belong to that core.");
    card(body, "People measured", whole(overview.getValue("unique_audience_sample")),
        whole(overview.getValue("engagements")) + " engagements",
        "The real people who liked or commented on the creators' newest posts: the sample behind every number here.");
    body.append("</section>\n");
    AnalysisTables.topCreators(body, array(result.getValue("top_creators")));
    AnalysisTables.recommended(body, object(result.getValue("recommended_selection")));
    AnalysisTables.coverageMixes(body, array(result.getValue("coverage_mixes")));
    pictures(body, result);
    AnalysisTables.strongestOverlaps(body, array(object(result.getValue("interest_graph")).getValue("strongest_overlaps")));
    details(body, result, overview, intervals);
  }

  private static void pictures(StringBuilder body, JsonObject result) {
    var matrix = OverlapMatrixJson.from(result);
    if (matrix.size() < 2) return;
    var drawn = AnalysisPictures.draw(matrix);
    body.append("<h2>Who shares an audience</h2>\n<figure class=\"picture\">").append(drawn.interestGraph())
        .append("<figcaption>Each circle is a creator, bigger when a post reaches more people. Lines join the "
            + "creators whose audiences overlap most; a colour is a cluster, creators whose fans overlap more "
            + "than chance would give.</figcaption></figure>\n");
    AnalysisTables.clusters(body, matrix);
    body.append("<h2>Overlap of every two creators</h2>\n<figure class=\"picture\">").append(drawn.heatmap())
        .append("<figcaption>Rows and columns are the creators, grouped by cluster. Red: the two audiences overlap "
            + "more than by chance; blue: less. Hover or tap a cell for the people they share.</figcaption></figure>\n");
  }

  private static void details(StringBuilder body, JsonObject result, JsonObject overview, JsonObject intervals) {
    body.append("<details><summary>Exact figures</summary>\n<dl>\n");
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
    body.append("</dl>\n<p class=\"meta\">Ranges are 95% confidence intervals.</p></details>\n");
  }

  private static void card(StringBuilder body, String name, String value, String range, String words) {
    body.append("<div class=\"card\"><h2>").append(escape(name)).append("</h2><p class=\"big\">").append(escape(value))
        .append("</p>");
    if (!range.isEmpty()) body.append("<p class=\"range\">").append(escape(range)).append("</p>");
    body.append("<p>").append(escape(words)).append("</p></div>\n");
  }

  /** "between 1.1 million and 1.3 million (95% interval)", or "" without an interval. */
  private static String between(JsonObject intervals, String name, boolean isPercent) {
    var estimate = object(intervals.getValue(name));
    if (!(estimate.getValue("low") instanceof Number low) || !(estimate.getValue("high") instanceof Number high)) return "";
    return isPercent ? "between " + percent(low) + " and " + percent(high) + " (95% interval)"
        : "between " + people(low) + " and " + people(high) + " (95% interval)";
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

  static String whole(Object value) {
    return value instanceof Number n ? PlainNumbers.whole(n.doubleValue()) : "–";
  }

  static String people(Object value) {
    return value instanceof Number n ? PlainNumbers.people(n.doubleValue()) : "–";
  }

  static String decimal(Object value) {
    return value instanceof Number n ? String.format(Locale.ROOT, "%.2f", n.doubleValue()) : "–";
  }

  static String percent(Object value) {
    return value instanceof Number n ? String.format(Locale.ROOT, "%.1f%%", n.doubleValue()) : "–";
  }

  static String money(Object value) {
    return value instanceof Number n ? PlainNumbers.money(n.doubleValue()) : "–";
  }
}
