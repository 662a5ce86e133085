package io.sigment.web.share;

import static io.sigment.web.share.OverlapMatrixJson.object;

import io.sigment.common.api.analytics.FigureNames;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A result's {@code overview.audience_estimate} in words: the creators' audience (the people who engaged with any
 * of each creator's recent posts), not the sample, each figure with its interval.
 */
final class AudienceWords {
    private AudienceWords() {}

    /** "Estimated audience core %: about 61% (57–65%, 95% interval) of the people who engaged with any of …". */
    static String lead(JsonObject estimate, String core) {
        var pct = object(estimate.getValue("core_pct"));
        return FigureNames.capitalized(FigureNames.CORE_PCT) + ": about " + percent(pct.getValue("value")) + " ("
                + percentRange(pct) + ", " + confidence(pct)
                + " interval) of the people who engaged with any of these creators' " + window(estimate)
                + " engage with "
                + core + " or more of them.";
    }

    static List<AnalysisFigures.Card> cards(JsonObject estimate, String core) {
        var pct = object(estimate.getValue("core_pct"));
        var unique = object(estimate.getValue("unique_audience"));
        var reach = object(estimate.getValue("core_reach"));
        return List.of(
                AnalysisHtml.card(
                        FigureNames.capitalized(FigureNames.CORE_PCT),
                        "About " + percent(pct.getValue("value")),
                        percentRange(pct) + " (" + confidence(pct) + " interval)",
                        "Of the people who engaged with any of these "
                                + "creators' " + window(estimate) + ", the share who engage with " + core
                                + " or more of them: the fans a "
                                + "campaign reaches more than once."),
                AnalysisHtml.card(
                        FigureNames.capitalized(FigureNames.UNIQUE_AUDIENCE),
                        "About " + people(unique.getValue("value")),
                        peopleRange(unique) + " (" + confidence(unique) + " interval)",
                        "Different people who engaged with any of " + "these creators' " + window(estimate)
                                + "; nobody is counted twice."),
                AnalysisHtml.card(
                        FigureNames.capitalized(FigureNames.CORE_REACH),
                        "About " + people(reach.getValue("value")),
                        peopleRange(reach) + " (" + confidence(reach) + " interval)",
                        "The people one post from each creator would " + "reach who engage with " + core
                                + " or more of them."));
    }

    static List<AnalysisFigures.Row> rows(JsonObject estimate) {
        var pct = object(estimate.getValue("core_pct"));
        return List.of(
                AnalysisHtml.row(
                        FigureNames.capitalized(FigureNames.UNIQUE_AUDIENCE),
                        exact(object(estimate.getValue("unique_audience")))),
                AnalysisHtml.row(
                        FigureNames.capitalized(FigureNames.CORE_AUDIENCE),
                        exact(object(estimate.getValue("core_audience")))),
                AnalysisHtml.row(
                        FigureNames.capitalized(FigureNames.CORE_PCT),
                        AnalysisHtml.percent(pct.getValue("value")) + " (" + AnalysisHtml.percent(pct.getValue("low"))
                                + " – " + AnalysisHtml.percent(pct.getValue("high")) + ")"),
                AnalysisHtml.row(
                        FigureNames.capitalized(FigureNames.CORE_REACH),
                        exact(object(estimate.getValue("core_reach")))));
    }

    /** A creator's or pair's {value, low, high} for a table cell: "4,100 (3,800–4,500)", or "–". */
    static String cell(Object bounds) {
        var interval = object(bounds);
        if (!(interval.getValue("value") instanceof Number value)) return "–";
        if (!(interval.getValue("low") instanceof Number)) return "about " + people(value);
        return people(value) + " (" + peopleRange(interval) + ")";
    }

    private static String exact(JsonObject interval) {
        return AnalysisHtml.whole(interval.getValue("value")) + " (" + AnalysisHtml.whole(interval.getValue("low"))
                + " – " + AnalysisHtml.whole(interval.getValue("high")) + ")";
    }

    private static String window(JsonObject estimate) {
        return estimate.getValue("window_posts") instanceof Number n && n.intValue() > 0
                ? n.intValue() + " most recent posts"
                : "recent posts";
    }

    private static String confidence(JsonObject interval) {
        return interval.getValue("confidence") instanceof Number n ? Math.round(100 * n.doubleValue()) + "%" : "95%";
    }

    private static String percentRange(JsonObject interval) {
        if (!(interval.getValue("low") instanceof Number low)) return "–";
        return PlainNumbers.percent(low.doubleValue()).replace("%", "") + "–" + percent(interval.getValue("high"));
    }

    private static String peopleRange(JsonObject interval) {
        return people(interval.getValue("low")) + "–" + people(interval.getValue("high"));
    }

    private static String percent(Object value) {
        return value instanceof Number n ? PlainNumbers.percent(n.doubleValue()) : "–";
    }

    private static String people(Object value) {
        return value instanceof Number n ? PlainNumbers.people(n.doubleValue()) : "–";
    }
}
