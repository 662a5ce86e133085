package io.sigment.gateway.sharepages;

import static io.sigment.gateway.sharepages.PlainNumbers.people;
import static io.sigment.gateway.sharepages.PlainNumbers.percent;
import static io.sigment.gateway.sharepages.PlainNumbers.px;
import static io.sigment.gateway.sharepages.PlainNumbers.whole;
import static io.sigment.gateway.sharepages.ShareHtml.escape;

import java.util.List;

/**
 * The interest graph: creators on a ring, clusters side by side in their colour, each node sized by its
 * estimated reach; curved edges join the pairs whose audiences overlap most, thicker for a stronger overlap.
 */
final class InterestGraphSvg {
  private InterestGraphSvg() {
  }

  static String render(OverlapMatrix m, List<OverlapMatrix.Pair> edges) {
    int n = m.size();
    double ring = n <= 8 ? 150 : n <= 20 ? 190 : 230;
    double font = n <= 8 ? 19 : n <= 20 ? 15 : 12;
    double margin = 30 + 0.56 * font * m.creators().stream().mapToInt(c -> Math.min(24, c.handle().length())).max().orElse(4);
    double centre = ring + margin;
    double size = 2 * centre;
    // Labels stand beside the nodes unless rotated (n > 12), so above and below the ring needs less room.
    double top = n > 12 ? 0 : Math.max(0, centre - ring - 32 - 1.4 * font);
    double height = size - 2 * top;
    double maxReach = m.creators().stream().mapToDouble(OverlapMatrix.Creator::reach).max().orElse(0);
    var x = new double[n];
    var y = new double[n];
    var angle = new double[n];
    int slots = n + (m.clusters() > 1 ? m.clusters() : 0);
    int slot = 0;
    for (int i = 0; i < n; i++) {
      if (i > 0 && m.creators().get(i).cluster() != m.creators().get(i - 1).cluster()) slot++;
      angle[i] = -Math.PI / 2 + 2 * Math.PI * slot++ / Math.max(1, slots);
      x[i] = centre + ring * Math.cos(angle[i]);
      y[i] = centre + ring * Math.sin(angle[i]);
    }
    var svg = new StringBuilder(1024 + n * 400 + edges.size() * 250);
    svg.append("<svg id=\"interest-graph\" class=\"graph\" font-size=\"").append(px(font)).append("\" viewBox=\"0 ")
        .append(px(top)).append(' ').append(px(size)).append(' ').append(px(height)).append("\" style=\"max-width:")
        .append(px(size * 1.1))
        .append("px\" role=\"img\" aria-labelledby=\"graph-title graph-desc\">")
        .append("<title id=\"graph-title\">Interest graph of the creators</title><desc id=\"graph-desc\">")
        .append(n).append(" creators on a ring, grouped and coloured by cluster, each circle sized by its estimated "
            + "reach; ").append(edges.size()).append(" lines join the pairs whose audiences overlap most.</desc>\n");
    double strongest = edges.stream().mapToDouble(e -> m.jaccard(e.i(), e.j())).max().orElse(0);
    for (var edge : edges) {
      edge(svg, m, edge, x, y, centre, strongest);
    }
    for (int i = 0; i < n; i++) {
      var creator = m.creators().get(i);
      double r = maxReach <= 0 ? 8 : 6 + 18 * Math.sqrt(Math.max(0, creator.reach()) / maxReach);
      double lx = centre + (ring + r + 8) * Math.cos(angle[i]);
      double ly = centre + (ring + r + 8) * Math.sin(angle[i]);
      boolean left = Math.cos(angle[i]) < -1e-9;
      double degrees = Math.toDegrees(angle[i]) + (left ? 180 : 0);
      svg.append("<g class=\"node\" data-handle=\"").append(escape(creator.handle())).append("\"><title>")
          .append(escape(creator.handle() + ": reaches about " + people(creator.reach()) + " people per post; "
              + whole(creator.engagedPeople()) + " in the sample" + (creator.cluster() >= 0
              ? "; cluster " + (creator.cluster() + 1) : "")))
          .append("</title><circle cx=\"").append(px(x[i])).append("\" cy=\"").append(px(y[i])).append("\" r=\"")
          .append(px(r)).append("\" fill=\"").append(ClusterColours.of(creator.cluster()))
          .append("\" stroke=\"#fff\" stroke-width=\"2\"/><text x=\"").append(px(lx)).append("\" y=\"")
          .append(px(ly)).append("\" text-anchor=\"").append(left ? "end" : "start")
          .append("\" dominant-baseline=\"middle\" transform=\"rotate(").append(px(n > 12 ? degrees : 0)).append(' ')
          .append(px(lx)).append(' ').append(px(ly)).append(")\">")
          .append(escape(HeatmapSvg.shortHandle(creator.handle()))).append("</text></g>\n");
    }
    return svg.append("</svg>").toString();
  }

  private static void edge(StringBuilder svg, OverlapMatrix m, OverlapMatrix.Pair edge, double[] x, double[] y,
      double centre, double strongest) {
    var a = m.creators().get(edge.i());
    var b = m.creators().get(edge.j());
    double jaccard = m.jaccard(edge.i(), edge.j());
    double strength = strongest <= 0 ? 0 : jaccard / strongest;
    double cx = centre + ((x[edge.i()] + x[edge.j()]) / 2 - centre) * 0.3;
    double cy = centre + ((y[edge.i()] + y[edge.j()]) / 2 - centre) * 0.3;
    var colour = a.cluster() == b.cluster() ? ClusterColours.of(a.cluster()) : "#8e8e93";
    svg.append("<path class=\"edge\" data-a=\"").append(escape(a.handle())).append("\" data-b=\"")
        .append(escape(b.handle())).append("\" d=\"M").append(px(x[edge.i()])).append(' ').append(px(y[edge.i()]))
        .append("Q").append(px(cx)).append(' ').append(px(cy)).append(' ').append(px(x[edge.j()])).append(' ')
        .append(px(y[edge.j()])).append("\" fill=\"none\" stroke=\"").append(colour).append("\" stroke-opacity=\"")
        .append(px(0.2 + 0.6 * strength)).append("\" stroke-linecap=\"round\" stroke-width=\"")
        .append(px(1.2 + 6 * strength)).append("\"><title>")
        .append(escape(a.handle() + " & " + b.handle() + ": " + whole(m.counts()[edge.i()][edge.j()])
            + " shared people (" + percent(100 * jaccard) + " of their combined audience)"))
        .append("</title></path>\n");
  }
}
