package io.sigment.common.api.analytics;

import static io.sigment.common.tools.Shape.array;
import static io.sigment.common.tools.Shape.bool;
import static io.sigment.common.tools.Shape.integer;
import static io.sigment.common.tools.Shape.numberOrNull;
import static io.sigment.common.tools.Shape.object;
import static io.sigment.common.tools.Shape.property;
import static io.sigment.common.tools.Shape.string;

import io.sigment.common.tools.Shape;
import io.sigment.common.tools.Shape.Property;
import java.util.ArrayList;
import java.util.List;

/**
 * The parts of analysis results that several tools' replies carry (an estimate with its interval, targets, gaps, a
 * selection, a pair of creators): declared once, so every outputSchema that shows one says the same.
 */
public final class ResultShapes {
    private ResultShapes() {}

    /** An estimate with its interval: {@code value}, {@code low}, {@code high}. */
    public static final Shape RANGE = object(
            property("value", numberOrNull()), property("low", numberOrNull()), property("high", numberOrNull()));

    /** An estimate with its interval and the interval's confidence. */
    public static final Shape ESTIMATE = object(
            property("value", numberOrNull()),
            property("low", numberOrNull()),
            property("high", numberOrNull()),
            property("confidence", numberOrNull()));

    /** A sample figure's interval, with what it estimates and from how large a sample. */
    public static final Shape SAMPLE_INTERVAL = object(
            property("value", numberOrNull()),
            property("low", numberOrNull()),
            property("high", numberOrNull()),
            property("confidence", numberOrNull()),
            property("estimand", string()),
            property("method", string()),
            property("sample_size", integer()),
            property("sample_unit", string()),
            property("small_sample", bool()));

    /** The targets a selection is asked to meet. */
    public static final Shape TARGETS =
            object(property("min_core_pct", numberOrNull()), property("min_core_reach", numberOrNull()));

    /** How far a selection falls short of its targets. */
    public static final Shape GAPS = object(
            property("core_pct", numberOrNull()),
            property("core_reach", numberOrNull()),
            property("normalized_shortfall", numberOrNull()));

    /** A selection of creators and what it reaches. */
    public static final Shape SELECTION = object(
            property("members", array(string())),
            property("unique_audience_sample", integer()),
            property("core_audience_sample", integer()),
            property("core_pct", numberOrNull()),
            property("estimated_audience_size", numberOrNull()),
            property("estimated_core_audience_size", numberOrNull()),
            property("total_cost", numberOrNull()),
            property("targets_met", bool()),
            property("gaps", GAPS),
            property("added", array(string())),
            property("removed", array(string())));

    /** Two creators and their overlap in the sample, then {@code more}. */
    public static Shape pair(Property... more) {
        return object(with(
                List.of(
                        property("creator_a", string()),
                        property("creator_b", string()),
                        property("count", integer()),
                        property("jaccard", numberOrNull()),
                        property("overlap_coefficient", numberOrNull()),
                        property("lift", numberOrNull())),
                more));
    }

    /** Whether the audience estimates meet the targets, and how likely, then {@code more}. */
    public static Shape audienceTargets(Property... more) {
        return object(with(
                List.of(
                        property("met", bool()),
                        property("chance_met", numberOrNull()),
                        property("core_pct", ESTIMATE),
                        property("core_reach", ESTIMATE)),
                more));
    }

    private static Property[] with(List<Property> first, Property... more) {
        var all = new ArrayList<>(first);
        all.addAll(List.of(more));
        return all.toArray(Property[]::new);
    }
}
