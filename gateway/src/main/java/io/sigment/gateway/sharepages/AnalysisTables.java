package io.sigment.gateway.sharepages;

import static io.sigment.gateway.sharepages.AnalysisHtml.decimal;
import static io.sigment.gateway.sharepages.AnalysisHtml.money;
import static io.sigment.gateway.sharepages.AnalysisHtml.people;
import static io.sigment.gateway.sharepages.AnalysisHtml.percent;
import static io.sigment.gateway.sharepages.AnalysisHtml.whole;
import static io.sigment.gateway.sharepages.OverlapMatrixJson.array;
import static io.sigment.gateway.sharepages.OverlapMatrixJson.object;
import static io.sigment.gateway.sharepages.ShareHtml.escape;

import io.sigment.common.api.analytics.FigureNames;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.stream.Collectors;

/** The tables and lists of a shared analysis: top creators, recommended selection, coverage mixes, clusters. */
final class AnalysisTables {
  private AnalysisTables() {
  }

  static void topCreators(StringBuilder body, JsonArray top) {
    if (top.isEmpty()) return;
    boolean estimated = top.stream().anyMatch(c -> object(c).getValue("estimated_engaged_audience") != null);
    body.append("<h2>Top creators by core audience</h2>\n<div class=\"scroll\"><table><thead><tr><th>Creator</th>")
        .append(estimated ? "<th>" + FigureNames.capitalized(FigureNames.ENGAGED_AUDIENCE) + "</th>" : "")
        .append("<th>Core people (sample)</th><th>Core reach (sample)</th><th>Median views</th></tr></thead><tbody>\n");
    for (var c : top) {
      var creator = object(c);
      body.append("<tr><td>").append(escape(creator.getString("handle"))).append("</td><td>");
      if (estimated) body.append(escape(AudienceWords.cell(creator.getValue("estimated_engaged_audience")))).append("</td><td>");
      body.append(whole(creator.getValue("core_people"))).append("</td><td>")
          .append(whole(creator.getValue("core_reach"))).append("</td><td>")
          .append(whole(creator.getValue("median_views"))).append("</td></tr>\n");
    }
    body.append("</tbody></table></div>\n<p class=\"meta\">").append(estimated ? FigureNames.capitalized(FigureNames.ENGAGED_AUDIENCE) + ": the people who "
        + "engaged with any of the creator's recent posts, with its 95% interval. " : "").append("Core people: people in "
        + "the sample who engage with this creator and with others of the selection. Core reach: the core people a post "
        + "of theirs reaches.</p>\n");
  }

  static void recommended(StringBuilder body, JsonObject recommended) {
    var selection = object(recommended.getValue("selection"));
    var members = array(selection.getValue("members"));
    if (members.isEmpty()) return;
    body.append("<h2>Recommended selection</h2>\n<p>").append(members.size())
        .append(members.size() == 1 ? " creator" : " creators").append(" give, in the sample, a core audience of ")
        .append(escape(percent(selection.getValue("core_pct")))).append(" and reach about ")
        .append(escape(people(selection.getValue("estimated_core_audience_size")))).append(" core people");
    if (selection.getValue("total_cost") instanceof Number) {
      body.append(" for ").append(escape(money(selection.getValue("total_cost")))).append(" (one post each)");
    }
    body.append(".</p>\n<ul class=\"chips\">");
    members.forEach(m -> body.append("<li>").append(escape(String.valueOf(m))).append("</li>"));
    body.append("</ul>\n");
  }

  static void coverageMixes(StringBuilder body, JsonArray mixes) {
    if (mixes.isEmpty()) return;
    body.append("<h2>Coverage mixes</h2>\n<p class=\"meta\">The smallest groups of creators that cover most of the core "
        + "audience.</p>\n<div class=\"scroll\"><table><thead><tr><th>Creators</th><th>Sample's core covered</th><th>Cost</th>"
        + "</tr></thead><tbody>\n");
    for (var m : mixes) {
      var mix = object(m);
      var creators = array(mix.getValue("creators")).stream().map(String::valueOf).collect(Collectors.joining(", "));
      body.append("<tr><td>").append(escape(creators)).append("</td><td>")
          .append(escape(percent(mix.getValue("coverage_pct")))).append("</td><td>")
          .append(escape(money(mix.getValue("total_cost")))).append("</td></tr>\n");
    }
    body.append("</tbody></table></div>\n");
  }

  /** The clusters in words: the text alternative of the graph's colours. */
  static void clusters(StringBuilder body, OverlapMatrix matrix) {
    if (matrix.clusters() <= 0) return;
    body.append("<ul class=\"clusters\">");
    for (int k = 0; k < matrix.clusters(); k++) {
      int cluster = k;
      var members = matrix.creators().stream().filter(c -> c.cluster() == cluster)
          .map(c -> escape(c.handle())).collect(Collectors.joining(", "));
      body.append("<li><span class=\"swatch\" style=\"background:").append(ClusterColours.of(k))
          .append("\"></span>Cluster ").append(k + 1).append(": ").append(members).append("</li>");
    }
    body.append("</ul>\n");
  }

  static void strongestOverlaps(StringBuilder body, JsonArray overlaps) {
    if (overlaps.isEmpty()) return;
    boolean estimated = overlaps.stream().anyMatch(p -> object(p).getValue("shared_audience_estimate") != null);
    body.append("<h2>Strongest audience overlaps</h2>\n<div class=\"scroll\"><table><thead><tr><th>Creators</th>")
        .append(estimated ? "<th>" + FigureNames.capitalized(FigureNames.SHARED_AUDIENCE) + "</th>" : "")
        .append("<th>Shared people (sample)</th><th>Jaccard</th><th>Lift</th></tr></thead><tbody>\n");
    for (var p : overlaps) {
      var pair = object(p);
      body.append("<tr><td>").append(escape(pair.getString("creator_a"))).append(" &amp; ")
          .append(escape(pair.getString("creator_b"))).append("</td><td>");
      if (estimated) body.append(escape(AudienceWords.cell(pair.getValue("shared_audience_estimate")))).append("</td><td>");
      body.append(whole(pair.getValue("count")))
          .append("</td><td>").append(decimal(pair.getValue("jaccard"))).append("</td><td>")
          .append(decimal(pair.getValue("lift"))).append("</td></tr>\n");
    }
    body.append("</tbody></table></div>\n<p class=\"meta\">Jaccard: shared people over everyone who engages with either. "
        + "Lift: shared people over what chance would give (1 = chance).</p>\n");
  }
}
