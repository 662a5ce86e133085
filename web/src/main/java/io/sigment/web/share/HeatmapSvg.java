package io.sigment.web.share;

import static io.sigment.web.share.PlainNumbers.px;
import static io.sigment.web.share.PlainNumbers.times;
import static io.sigment.web.share.PlainNumbers.whole;

import io.sigment.web.Templates;
import java.util.ArrayList;
import java.util.List;

/**
 * The overlap heatmap ({@code share/heatmap.jte}): creators × creators in cluster order, each cell coloured by lift
 * (how much more the two audiences overlap than by chance) with the shared people in its title, counts written in
 * when cells are big.
 */
final class HeatmapSvg {
    private static final double CHAR = 6.6;

    private HeatmapSvg() {}

    static String render(OverlapMatrix m) {
        return Templates.render("share/heatmap.jte", view(m));
    }

    static HeatmapView view(OverlapMatrix m) {
        int n = m.size();
        double cell = Math.floor(Math.max(10, Math.min(56, 520.0 / Math.max(1, n))));
        double label = Math.ceil(14
                + CHAR
                        * m.creators().stream()
                                .mapToInt(c -> Math.min(28, c.handle().length() + 1))
                                .max()
                                .orElse(4));
        double grid = n * cell;
        double width = label + grid + 8;
        double height = label + grid + 58;
        var labels = new ArrayList<HeatmapView.Label>();
        for (int i = 0; i < n; i++) {
            var creator = m.creators().get(i);
            labels.add(new HeatmapView.Label(
                    px(label - 6),
                    px(label + i * cell + 1),
                    px(cell - 2),
                    ClusterColours.of(creator.cluster()),
                    px(label - 10),
                    px(label + i * cell + cell / 2),
                    px(label + i * cell + cell / 2),
                    shortHandle(creator.handle())));
        }
        var rows = new ArrayList<List<HeatmapView.Cell>>();
        for (int i = 0; i < n; i++) {
            var row = new ArrayList<HeatmapView.Cell>();
            for (int j = 0; j < n; j++) row.add(cell(m, i, j, label + j * cell, label + i * cell, cell));
            rows.add(row);
        }
        return new HeatmapView(
                px(Math.min(12, cell * 0.9)),
                px(width),
                px(height),
                px(width * 1.25),
                labels,
                rows,
                boundaries(m, label, cell, grid),
                legend(label, label + grid + 18, Math.min(grid, 260)));
    }

    private static HeatmapView.Cell cell(OverlapMatrix m, int i, int j, double x, double y, double size) {
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
            title = a.handle() + " & " + b.handle() + ": " + whole(m.counts()[i][j]) + " shared, " + times(lift)
                    + " chance";
            text = whole(m.counts()[i][j]);
        }
        var written = text != null && size >= 34 && text.length() * 6.2 < size - 4;
        return new HeatmapView.Cell(
                px(x),
                px(y),
                px(size - 1),
                fill,
                title,
                written ? text : null,
                px(x + size / 2),
                px(y + size / 2),
                written && m.lift(i, j) >= 3 ? "#fff" : null);
    }

    /** Thin lines where one cluster's block ends and the next begins: their path data. */
    private static List<String> boundaries(OverlapMatrix m, double label, double cell, double grid) {
        var paths = new ArrayList<String>();
        for (int i = 1; i < m.size(); i++) {
            if (m.creators().get(i).cluster() == m.creators().get(i - 1).cluster()) continue;
            double at = label + i * cell - 0.5;
            paths.add(
                    "M" + px(label) + ' ' + px(at) + 'h' + px(grid) + "M" + px(at) + ' ' + px(label) + 'v' + px(grid));
        }
        return paths;
    }

    private static HeatmapView.Legend legend(double x, double y, double width) {
        double[] lifts = {0.125, 0.35, 1, 2, 4, 8};
        var stops = new ArrayList<HeatmapView.Stop>();
        for (int k = 0; k < lifts.length; k++) {
            stops.add(new HeatmapView.Stop(px(100.0 * k / (lifts.length - 1)), ClusterColours.lift(lifts[k])));
        }
        return new HeatmapView.Legend(px(x), px(y), px(width), px(y + 26), px(x + width * 0.4), px(x + width), stops);
    }

    static String shortHandle(String handle) {
        return handle.length() <= 27 ? handle : handle.substring(0, 26) + "…";
    }
}
