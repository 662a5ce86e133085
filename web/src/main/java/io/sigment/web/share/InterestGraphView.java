package io.sigment.web.share;

import java.util.List;

/** What {@code share/interest-graph.jte} draws, every number already an SVG length ({@link PlainNumbers#px}). */
public record InterestGraphView(
        String fontSize,
        String top,
        String size,
        String height,
        String maxWidth,
        int creators,
        List<Edge> edges,
        List<Node> nodes) {

    /** A curved line between two creators: its path data, colour, opacity, width and what it says. */
    public record Edge(String a, String b, String path, String colour, String opacity, String width, String title) {}

    /** A creator's circle and label. */
    public record Node(
            String handle,
            String title,
            String cx,
            String cy,
            String r,
            String fill,
            String labelX,
            String labelY,
            String anchor,
            String rotation,
            String label) {}
}
