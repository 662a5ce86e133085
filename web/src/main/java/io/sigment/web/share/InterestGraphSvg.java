package io.sigment.web.share;

import static io.sigment.web.share.PlainNumbers.people;
import static io.sigment.web.share.PlainNumbers.percent;
import static io.sigment.web.share.PlainNumbers.px;
import static io.sigment.web.share.PlainNumbers.whole;

import io.sigment.web.Templates;
import java.util.ArrayList;
import java.util.List;

/**
 * The interest graph ({@code share/interest-graph.jte}): creators on a ring, clusters side by side in their colour,
 * each node sized by its estimated reach; curved edges join the pairs whose audiences overlap most, thicker for a
 * stronger overlap.
 */
final class InterestGraphSvg {
    private InterestGraphSvg() {}

    static String render(OverlapMatrix m, List<OverlapMatrix.Pair> edges) {
        return Templates.render("share/interest-graph.jte", view(m, edges));
    }

    static InterestGraphView view(OverlapMatrix m, List<OverlapMatrix.Pair> edges) {
        int n = m.size();
        double ring = n <= 8 ? 150 : n <= 20 ? 190 : 230;
        double font = n <= 8 ? 19 : n <= 20 ? 15 : 12;
        double margin = 30
                + 0.56
                        * font
                        * m.creators().stream()
                                .mapToInt(c -> Math.min(24, c.handle().length()))
                                .max()
                                .orElse(4);
        double centre = ring + margin;
        double size = 2 * centre;
        // Labels stand beside the nodes unless rotated (n > 12), so above and below the ring needs less room.
        double top = n > 12 ? 0 : Math.max(0, centre - ring - 32 - 1.4 * font);
        double height = size - 2 * top;
        double maxReach = m.creators().stream()
                .mapToDouble(OverlapMatrix.Creator::reach)
                .max()
                .orElse(0);
        var x = new double[n];
        var y = new double[n];
        var angle = new double[n];
        int slots = n + (m.clusters() > 1 ? m.clusters() : 0);
        int slot = 0;
        for (int i = 0; i < n; i++) {
            if (i > 0
                    && m.creators().get(i).cluster() != m.creators().get(i - 1).cluster()) slot++;
            angle[i] = -Math.PI / 2 + 2 * Math.PI * slot++ / Math.max(1, slots);
            x[i] = centre + ring * Math.cos(angle[i]);
            y[i] = centre + ring * Math.sin(angle[i]);
        }
        double strongest =
                edges.stream().mapToDouble(e -> m.jaccard(e.i(), e.j())).max().orElse(0);
        var lines = new ArrayList<InterestGraphView.Edge>();
        for (var edge : edges) lines.add(edge(m, edge, x, y, centre, strongest));
        var nodes = new ArrayList<InterestGraphView.Node>();
        for (int i = 0; i < n; i++) {
            var creator = m.creators().get(i);
            double r = maxReach <= 0 ? 8 : 6 + 18 * Math.sqrt(Math.max(0, creator.reach()) / maxReach);
            double lx = centre + (ring + r + 8) * Math.cos(angle[i]);
            double ly = centre + (ring + r + 8) * Math.sin(angle[i]);
            boolean left = Math.cos(angle[i]) < -1e-9;
            double degrees = Math.toDegrees(angle[i]) + (left ? 180 : 0);
            nodes.add(new InterestGraphView.Node(
                    creator.handle(),
                    creator.handle() + ": reaches about "
                            + people(creator.reach()) + " people per post; " + whole(creator.engagedPeople())
                            + " in the sample"
                            + (creator.cluster() >= 0 ? "; cluster " + (creator.cluster() + 1) : ""),
                    px(x[i]),
                    px(y[i]),
                    px(r),
                    ClusterColours.of(creator.cluster()),
                    px(lx),
                    px(ly),
                    left ? "end" : "start",
                    px(n > 12 ? degrees : 0) + ' ' + px(lx) + ' ' + px(ly),
                    HeatmapSvg.shortHandle(creator.handle())));
        }
        return new InterestGraphView(px(font), px(top), px(size), px(height), px(size * 1.1), n, lines, nodes);
    }

    private static InterestGraphView.Edge edge(
            OverlapMatrix m, OverlapMatrix.Pair edge, double[] x, double[] y, double centre, double strongest) {
        var a = m.creators().get(edge.i());
        var b = m.creators().get(edge.j());
        double jaccard = m.jaccard(edge.i(), edge.j());
        double strength = strongest <= 0 ? 0 : jaccard / strongest;
        double cx = centre + ((x[edge.i()] + x[edge.j()]) / 2 - centre) * 0.3;
        double cy = centre + ((y[edge.i()] + y[edge.j()]) / 2 - centre) * 0.3;
        var colour = a.cluster() == b.cluster() ? ClusterColours.of(a.cluster()) : "#8e8e93";
        return new InterestGraphView.Edge(
                a.handle(),
                b.handle(),
                "M" + px(x[edge.i()]) + ' ' + px(y[edge.i()]) + "Q" + px(cx) + ' ' + px(cy) + ' ' + px(x[edge.j()])
                        + ' ' + px(y[edge.j()]),
                colour,
                px(0.2 + 0.6 * strength),
                px(1.2 + 6 * strength),
                a.handle() + " & " + b.handle() + ": " + whole(m.counts()[edge.i()][edge.j()]) + " shared people ("
                        + percent(100 * jaccard) + " of their combined audience)");
    }
}
