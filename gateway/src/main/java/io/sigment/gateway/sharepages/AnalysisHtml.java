package io.sigment.gateway.sharepages;

import static io.sigment.gateway.sharepages.OverlapMatrixJson.array;
import static io.sigment.gateway.sharepages.OverlapMatrixJson.object;
import static io.sigment.gateway.sharepages.ShareHtml.escape;

import io.vertx.core.json.JsonObject;
import java.util.Locale;

/**
 * The body of a shared analysis: the audience estimates in words with their 95% intervals first, the sample's
 * figures labelled as the sample's, the top creators, the recommended selection and coverage mixes, the interest
 * graph and overlap heatmap, and the exact figures. A snapshot from before audience estimates says so.
 */
public final class AnalysisHtml {
  /** The rules the figures, tables and pictures need, for any page that shows them (share page, app). */
  public static final String STYLE =
      ".cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(13rem,1fr));gap:.8rem;margin-top:1.2rem}"
      + ".card{background:#fff;border-radius:14px;padding:1rem 1.1rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}"
      + ".card h2{margin:0;font-size:.85rem;text-transform:uppercase;letter-spacing:.05em;color:#6e6e73}"
      + ".card .big{font-size:1.7rem;font-weight:700;margin:.2rem 0 0}.card .range{color:#2f6fdb;margin:0;font-size:.9rem}"
      + ".card p{margin:.3rem 0 0;font-size:.92rem}"
      + ".lead{font-size:1.15rem;margin:1rem 0 0}"
      + ".picture{background:#fff;border-radius:14px;margin:0;padding:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}"
      + ".picture svg{display:block;width:100%;height:auto;margin:0 auto}"
      + "figcaption{color:#6e6e73;font-size:.9rem;margin-top:.6rem}"
      + "svg text{font-family:system-ui,sans-serif;fill:#1d1d1f}svg .count{font-size:10px}"
      + "svg .legend text{fill:#6e6e73;font-size:11px}.node circle{transition:r .1s}"
      + ".scroll{overflow-x:auto;background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(0,0,0,.08)}"
      + "table{border-collapse:collapse;width:100%}th,td{padding:.45rem .8rem;text-align:right;white-space:nowrap}"
      + "th:first-child,td:first-child{text-align:left;white-space:normal}thead th{border-bottom:1px solid #d2d2d7;"
      + "font-size:.85rem;color:#6e6e73}tbody tr+tr td{border-top:1px solid #f0f0f2}"
      + "ul.chips{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4rem}ul.chips li{background:#fff;"
      + "border:1px solid #d2d2d7;border-radius:999px;padding:.15rem .7rem}"
      + "ul.clusters{list-style:none;padding:0;margin:.8rem 0 0}ul.clusters li{margin:.2rem 0}"
      + ".swatch{display:inline-block;width:.8rem;height:.8rem;border-radius:50%;margin-right:.45rem;vertical-align:-.05rem}"
      + "details{margin-top:2rem;background:#fff;border-radius:14px;padding:.8rem 1.1rem}summary{cursor:pointer;"
      + "font-weight:600}dt{font-weight:600}dd{margin:0 0 .6rem}";

  private AnalysisHtml() {
  }

  /** A completed result's figures, tables and pictures (its {@code overlap_matrix} draws the pictures). */
  public static String figures(JsonObject result) {
    var body = new StringBuilder();
    figures(body, result);
    return body.toString();
  }

  static void figures(StringBuilder body, JsonObject result) {
    var overview = object(result.getValue("overview"));
    var estimate = object(overview.getValue("audience_estimate"));
    var core = whole(overview.getValue("core_threshold"));
    if (estimate.isEmpty()) {
      body.append("<p class=\"lead\">This snapshot was measured before Sigment estimated the creators' audiences: "
          + "every figure here describes the sample, the people Sigment read on the posts it sampled.</p>\n");
    } else {
      body.append("<p class=\"lead\">").append(escape(AudienceWords.lead(estimate, core))).append("</p>\n");
    }
    body.append("<section class=\"cards\" aria-label=\"In short\">\n");
    if (!estimate.isEmpty()) AudienceWords.cards(body, estimate, core);
    card(body, "Estimated audience size (sample)", people(overview.getValue("estimated_audience_size")), "from the sample",
        "About this many different people would see a post if each creator posted once (the sample's views over its "
            + "engagements per person); nobody is counted twice.");
    card(body, "Core audience % (sample)", percent(overview.getValue("core_pct")),
        whole(overview.getValue("core_audience_sample")) + " of " + whole(overview.getValue("unique_audience_sample"))
            + " people", "Of the people in the sample, the share who engage with " + core + " or more of these creators. "
            + "The sample reads only some posts and some engagers of each, so it differs from the audience's share.");
    card(body, "Unique audience sample", whole(overview.getValue("unique_audience_sample")),
        whole(overview.getValue("engagements")) + " engagements",
        "The real people who liked or commented on the creators' newest posts: the sample behind every number here.");
    body.append("</section>\n");
    AnalysisTables.topCreators(body, array(result.getValue("top_creators")));
    AnalysisTables.recommended(body, object(result.getValue("recommended_selection")));
    AnalysisTables.coverageMixes(body, array(result.getValue("coverage_mixes")));
    pictures(body, result);
    AnalysisTables.strongestOverlaps(body, array(object(result.getValue("interest_graph")).getValue("strongest_overlaps")));
    details(body, result, overview, estimate);
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

  private static void details(StringBuilder body, JsonObject result, JsonObject overview, JsonObject estimate) {
    var intervals = object(overview.getValue("intervals"));
    body.append("<details><summary>Exact figures</summary>\n<dl>\n");
    row(body, "Creators analyzed", whole(overview.getValue("creators")));
    if (!estimate.isEmpty()) AudienceWords.rows(body, estimate);
    row(body, "Unique audience (sample)", whole(overview.getValue("unique_audience_sample")) + " people");
    row(body, "Core audience (sample, engaging with " + whole(overview.getValue("core_threshold")) + "+ creators)",
        whole(overview.getValue("core_audience_sample")) + " people");
    row(body, "Core audience % (sample)", percent(overview.getValue("core_pct")));
    row(body, "Estimated audience size (sample)", whole(overview.getValue("estimated_audience_size"))
        + range(intervals, "estimated_audience_size", false));
    row(body, "Estimated core audience size (sample)", whole(overview.getValue("estimated_core_audience_size"))
        + range(intervals, "estimated_core_audience_size", false));
    row(body, "Engagements per person (sample)", decimal(overview.getValue("frequency"))
        + range(intervals, "frequency", false));
    var campaign = object(result.getValue("campaign"));
    if (campaign.getValue("total_cost") != null) row(body, "Cost of one post each (USD)", money(campaign.getValue("total_cost")));
    body.append("</dl>\n<p class=\"meta\">").append(estimate.isEmpty() ? "" : "Estimated audience figures: 95% "
        + "intervals of the audience's figure. ").append("Ranges after a sample's figure: how much that figure moves when other "
        + "posts of the same creators are sampled, not the audience's.</p></details>\n");
  }

  static void card(StringBuilder body, String name, String value, String range, String words) {
    body.append("<div class=\"card\"><h2>").append(escape(name)).append("</h2><p class=\"big\">").append(escape(value))
        .append("</p>");
    if (!range.isEmpty()) body.append("<p class=\"range\">").append(escape(range)).append("</p>");
    body.append("<p>").append(escape(words)).append("</p></div>\n");
  }

  static void row(StringBuilder body, String name, String value) {
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
