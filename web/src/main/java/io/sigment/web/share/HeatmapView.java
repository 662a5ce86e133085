package io.sigment.web.share;

import java.util.List;

/** What {@code share/heatmap.jte} draws, every number already an SVG length ({@link PlainNumbers#px}). */
public record HeatmapView(
        String fontSize,
        String width,
        String height,
        String maxWidth,
        List<Label> labels,
        List<List<Cell>> rows,
        List<String> boundaries,
        Legend legend) {

    /** A creator's cluster bar, row label and column label. */
    public record Label(
            String barX,
            String barY,
            String barHeight,
            String colour,
            String labelAt,
            String rowY,
            String columnX,
            String name) {}

    /** A cell; {@code count} (written in) is null when the cell is too small or on the diagonal. */
    public record Cell(
            String x,
            String y,
            String size,
            String fill,
            String title,
            String count,
            String countX,
            String countY,
            String countFill) {}

    public record Legend(
            String x, String y, String width, String textY, String middleX, String endX, List<Stop> stops) {}

    public record Stop(String offset, String colour) {}
}
