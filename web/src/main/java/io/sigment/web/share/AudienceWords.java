package io.sigment.web.share;

import io.sigment.common.api.analytics.AnalysisResult.AudienceEstimate;
import io.sigment.common.api.analytics.AnalysisResult.Interval;
import io.sigment.common.api.analytics.FigureNames;
import java.util.List;

/**
 * A result's {@code overview.audience_estimate} in words: the creators' audience (the people who engaged with any
 * of each creator's recent posts), not the sample, each figure with its interval.
 */
final class AudienceWords {
    private AudienceWords() {}

    /** "Estimated audience core %: about 61% (57–65%, 95% interval) of the people who engaged with any of …". */
    static String lead(AudienceEstimate estimate, String core) {
        var pct = orEmpty(estimate.corePct());
        return FigureNames.capitalized(FigureNames.CORE_PCT) + ": about " + percent(pct.value()) + " ("
                + percentRange(pct) + ", " + confidence(pct)
                + " interval) of the people who engaged with any of these creators' " + window(estimate)
                + " engage with "
                + core + " or more of them.";
    }

    static List<AnalysisFigures.Card> cards(AudienceEstimate estimate, String core) {
        var pct = orEmpty(estimate.corePct());
        var unique = orEmpty(estimate.uniqueAudience());
        var reach = orEmpty(estimate.coreReach());
        return List.of(
                AnalysisHtml.card(
                        FigureNames.capitalized(FigureNames.CORE_PCT),
                        "About " + percent(pct.value()),
                        percentRange(pct) + " (" + confidence(pct) + " interval)",
                        "Of the people who engaged with any of these "
                                + "creators' " + window(estimate) + ", the share who engage with " + core
                                + " or more of them: the fans a "
                                + "campaign reaches more than once."),
                AnalysisHtml.card(
                        FigureNames.capitalized(FigureNames.UNIQUE_AUDIENCE),
                        "About " + people(unique.value()),
                        peopleRange(unique) + " (" + confidence(unique) + " interval)",
                        "Different people who engaged with any of " + "these creators' " + window(estimate)
                                + "; nobody is counted twice."),
                AnalysisHtml.card(
                        FigureNames.capitalized(FigureNames.CORE_REACH),
                        "About " + people(reach.value()),
                        peopleRange(reach) + " (" + confidence(reach) + " interval)",
                        "The people one post from each creator would " + "reach who engage with " + core
                                + " or more of them."));
    }

    static List<AnalysisFigures.Row> rows(AudienceEstimate estimate) {
        var pct = orEmpty(estimate.corePct());
        return List.of(
                AnalysisHtml.row(
                        FigureNames.capitalized(FigureNames.UNIQUE_AUDIENCE),
                        exact(orEmpty(estimate.uniqueAudience()))),
                AnalysisHtml.row(
                        FigureNames.capitalized(FigureNames.CORE_AUDIENCE), exact(orEmpty(estimate.coreAudience()))),
                AnalysisHtml.row(
                        FigureNames.capitalized(FigureNames.CORE_PCT),
                        AnalysisHtml.percent(pct.value()) + " (" + AnalysisHtml.percent(pct.low()) + " – "
                                + AnalysisHtml.percent(pct.high()) + ")"),
                AnalysisHtml.row(
                        FigureNames.capitalized(FigureNames.CORE_REACH), exact(orEmpty(estimate.coreReach()))));
    }

    /** A creator's or pair's {value, low, high} for a table cell: "4,100 (3,800–4,500)", or "–". */
    static String cell(Interval bounds) {
        var interval = orEmpty(bounds);
        if (interval.value() == null) return "–";
        var value = interval.value();
        if (interval.low() == null) return "about " + people(value);
        return people(value) + " (" + peopleRange(interval) + ")";
    }

    private static String exact(Interval interval) {
        return AnalysisHtml.whole(interval.value()) + " (" + AnalysisHtml.whole(interval.low()) + " – "
                + AnalysisHtml.whole(interval.high()) + ")";
    }

    private static String window(AudienceEstimate estimate) {
        var posts = estimate.windowPosts();
        return posts != null && posts > 0 ? posts + " most recent posts" : "recent posts";
    }

    private static String confidence(Interval interval) {
        return interval.confidence() != null ? Math.round(100 * interval.confidence()) + "%" : "95%";
    }

    private static String percentRange(Interval interval) {
        if (interval.low() == null) return "–";
        return PlainNumbers.percent(interval.low()).replace("%", "") + "–" + percent(interval.high());
    }

    private static String peopleRange(Interval interval) {
        return people(interval.low()) + "–" + people(interval.high());
    }

    /** An interval that is not there reads as one whose bounds are all missing. */
    private static Interval orEmpty(Interval interval) {
        return interval == null ? new Interval(null, null, null, null) : interval;
    }

    private static String percent(Object value) {
        return value instanceof Number n ? PlainNumbers.percent(n.doubleValue()) : "–";
    }

    private static String people(Object value) {
        return value instanceof Number n ? PlainNumbers.people(n.doubleValue()) : "–";
    }
}
