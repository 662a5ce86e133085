package io.sigment.web.share;

import java.util.List;

/**
 * What {@code share/figures.jte} shows of a completed analysis, every figure already in words: the lead, the
 * cards, the tables, the pictures and the exact figures. A part the result lacks is null (or empty).
 *
 * @param lead the audience estimate in one sentence; null for a snapshot from before audience estimates
 */
public record AnalysisFigures(
        String lead,
        List<Card> cards,
        TopCreators top,
        Recommended recommended,
        List<Mix> mixes,
        Pictures pictures,
        Overlaps overlaps,
        List<Row> exact,
        boolean estimated) {

    /** A card: its name, its value, its range ("" for none) and what it means. */
    public record Card(String name, String value, String range, String words) {}

    /** A line of the exact figures. */
    public record Row(String name, String value) {}

    /** The top creators' table; {@code engagedName} is the estimated column's heading, null without estimates. */
    public record TopCreators(String engagedName, List<TopCreator> creators) {}

    public record TopCreator(String handle, String engaged, String corePeople, String coreReach, String medianViews) {}

    /** The recommended selection in one sentence's parts; {@code cost} is null when the result has no prices. */
    public record Recommended(int count, String corePct, String coreReach, String cost, List<String> members) {}

    public record Mix(String creators, String coverage, String cost) {}

    /** The two pictures (SVG documents) and the clusters in words. */
    public record Pictures(String interestGraph, String heatmap, List<Cluster> clusters) {}

    public record Cluster(int number, String colour, List<String> members) {}

    /** The strongest overlaps' table; {@code sharedName} is the estimated column's heading, null without estimates. */
    public record Overlaps(String sharedName, List<Overlap> pairs) {}

    public record Overlap(String creatorA, String creatorB, String shared, String count, String jaccard, String lift) {}
}
