package io.sigment.gateway.sharepages;

import static io.sigment.gateway.sharepages.PlainNumbers.px;
import static io.sigment.gateway.sharepages.PlainNumbers.times;
import static io.sigment.gateway.sharepages.PlainNumbers.whole;
import static io.sigment.gateway.sharepages.ShareHtml.escape;

/**
 * The overlap heatmap: creators × creators in cluster order, each cell coloured by lift (how much more the two
 * audiences overlap than by chance) with the shared people in its title, counts written in when cells are big.
 */
final class HeatmapSvg {
  private static final double CHAR = 6.6;

  private HeatmapSvg() {
  }

  static String render(OverlapMatrix m) {
    int n = m.size();
    double cell = Math.floor(Math.max(10, Math.min(56, 520.0 / Math.max(1, n))));
    double label = Math.ceil(14 + CHAR * m.creators().stream().mapToInt(c -> Math.min(28, c.handle().length() + 1)).max().orElse(4));
    double grid = n * cell;
    double width = label + grid + 8;
    double height = label + grid + 58;
    var svg = new StringBuilder(256 + n * n * 140);
    svg.append("<svg id=\"overlap-heatmap\" class=\"heatmap\" font-size=\"").append(px(Math.min(12, cell * 0.9)))
        .append("\" viewBox=\"0 0 ")
        .append(px(width)).append(' ').append(px(height)).append("\" style=\"max-width:").append(px(width * 1.25))
        .append("px\" role=\"img\" aria-labelledby=\"heatmap-title heatmap-desc\">")
        .append("<title id=\"heatmap-title\">Audience overlap of every two creators</title>")
        .append("<desc id=\"heatmap-desc\">A grid with one row and one column per creator, grouped by cluster. A darker "
            + "red cell means the two audiences overlap more than chance would give; blue means less. Each cell's "
            + "title gives the shared people.</desc>\n");
    for (int i = 0; i < n; i++) {
      var creator = m.creators().get(i);
      double y = label + i * cell + cell / 2;
      double x = label + i * cell + cell / 2;
      var name = escape(shortHandle(creator.handle()));
      svg.append("<rect x=\"").append(px(label - 6)).append("\" y=\"").append(px(label + i * cell + 1))
          .append("\" width=\"4\" height=\"").append(px(cell - 2)).append("\" fill=\"")
          .append(ClusterColours.of(creator.cluster())).append("\"/>")
          .append("<text class=\"row-label\" x=\"").append(px(label - 10)).append("\" y=\"").append(px(y))
          .append("\" text-anchor=\"end\" dominant-baseline=\"middle\">").append(name).append("</text>")
          .append("<text class=\"column-label\" transform=\"translate(").append(px(x)).append(' ').append(px(label - 10))
          .append(") rotate(-90)\" dominant-baseline=\"middle\">").append(name).append("</text>\n");
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        cell(svg, m, i, j, label + j * cell, label + i * cell, cell);
      }
    }
    boundaries(svg, m, label, cell, grid);
    legend(svg, label, label + grid + 18, Math.min(grid, 260));
    return svg.append("</svg>").toString();
  }

  private static void cell(StringBuilder svg, OverlapMatrix m, int i, int j, double x, double y, double size) {
    var a = m.creators().get(i);
    var b = m.creators().get(j);
    String fill;
    String title;
    String text = null;
    if (i == j) {
      fill = "#3a3a3c";
      title = a.handle() + ": " + whole(a.engagedPeople()) + " people in the sample";
    } else {
      double lift = m.lift(i, j);
      fill = ClusterColours.lift(lift);
      title = a.handle() + " & " + b.handle() + ": " + whole(m.counts()[i][j]) + " shared, " + times(lift) + " chance";
      text = whole(m.counts()[i][j]);
    }
    svg.append("<rect class=\"cell\" x=\"").append(px(x)).append("\" y=\"").append(px(y)).append("\" width=\"")
        .append(px(size - 1)).append("\" height=\"").append(px(size - 1)).append("\" fill=\"").append(fill)
        .append("\"><title>").append(escape(title)).append("</title></rect>");
    if (text != null && size >= 34 && text.length() * 6.2 < size - 4) {
      var dark = m.lift(i, j) >= 3;
      svg.append("<text class=\"count\" x=\"").append(px(x + size / 2)).append("\" y=\"").append(px(y + size / 2))
          .append("\" text-anchor=\"middle\" dominant-baseline=\"middle\"").append(dark ? " fill=\"#fff\"" : "")
          .append(" aria-hidden=\"true\">").append(text).append("</text>");
    }
    if (j == m.size() - 1) svg.append('\n');
  }

  /** Thin lines where one cluster's block ends and the next begins. */
  private static void boundaries(StringBuilder svg, OverlapMatrix m, double label, double cell, double grid) {
    for (int i = 1; i < m.size(); i++) {
      if (m.creators().get(i).cluster() == m.creators().get(i - 1).cluster()) continue;
      double at = label + i * cell - 0.5;
      svg.append("<path class=\"cluster-boundary\" d=\"M").append(px(label)).append(' ').append(px(at)).append('h')
          .append(px(grid)).append("M").append(px(at)).append(' ').append(px(label)).append('v').append(px(grid))
          .append("\" stroke=\"#1d1d1f\" stroke-width=\"1.5\"/>");
    }
  }

  private static void legend(StringBuilder svg, double x, double y, double width) {
    svg.append("<g class=\"legend\" aria-hidden=\"true\"><defs><linearGradient id=\"heatmap-scale\">");
    double[] lifts = {0.125, 0.35, 1, 2, 4, 8};
    for (int k = 0; k < lifts.length; k++) {
      svg.append("<stop offset=\"").append(px(100.0 * k / (lifts.length - 1))).append("%\" stop-color=\"")
          .append(ClusterColours.lift(lifts[k])).append("\"/>");
    }
    svg.append("</linearGradient></defs><rect x=\"").append(px(x)).append("\" y=\"").append(px(y))
        .append("\" width=\"").append(px(width)).append("\" height=\"10\" fill=\"url(#heatmap-scale)\" stroke=\"#d2d2d7\"/>")
        .append("<text x=\"").append(px(x)).append("\" y=\"").append(px(y + 26)).append("\">less</text>")
        .append("<text x=\"").append(px(x + width * 0.4)).append("\" y=\"").append(px(y + 26))
        .append("\" text-anchor=\"middle\">as by chance</text>")
        .append("<text x=\"").append(px(x + width)).append("\" y=\"").append(px(y + 26))
        .append("\" text-anchor=\"end\">8× or more</text></g>");
  }

  static String shortHandle(String handle) {
    return handle.length() <= 27 ? handle : handle.substring(0, 26) + "…";
  }
}
