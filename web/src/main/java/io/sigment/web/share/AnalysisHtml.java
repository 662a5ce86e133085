package io.sigment.web.share;

import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.web.Templates;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The body of a shared analysis: the audience estimates in words with their 95% intervals first, the sample's
 * figures labelled as the sample's, the top creators, the recommended selection and coverage mixes, the interest
 * graph and overlap heatmap, and the exact figures. A snapshot from before audience estimates says so.
 */
public final class AnalysisHtml {
    /** The rules the figures, tables and pictures need, for any page that shows them (share page, app). */
    public static final String STYLE =
            ".cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(13rem,1fr));gap:.8rem;margin-top:1.2rem}"
                    + ".card{background:#fff;border-radius:14px;padding:1rem 1.1rem;box-shadow:0 1px 3px "
                    + "rgba(0,0,0,.08)}"
                    + ".card h2{margin:0;font-size:.85rem;text-transform:uppercase;letter-spacing:.05em;color:#6e6e73}"
                    + ".card .big{font-size:1.7rem;font-weight:700;margin:.2rem 0 0}.card "
                    + ".range{color:#2f6fdb;margin:0;font-size:.9rem}"
                    + ".card p{margin:.3rem 0 0;font-size:.92rem}"
                    + ".lead{font-size:1.15rem;margin:1rem 0 0}"
                    + ".picture{background:#fff;border-radius:14px;margin:0;padding:1rem;box-shadow:0 1px 3px "
                    + "rgba(0,0,0,.08)}"
                    + ".picture svg{display:block;width:100%;height:auto;margin:0 auto}"
                    + "figcaption{color:#6e6e73;font-size:.9rem;margin-top:.6rem}"
                    + "svg text{font-family:system-ui,sans-serif;fill:#1d1d1f}svg .count{font-size:10px}"
                    + "svg .legend text{fill:#6e6e73;font-size:11px}.node circle{transition:r .1s}"
                    + ".scroll{overflow-x:auto;background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(0,0,0,.08)}"
                    + "table{border-collapse:collapse;width:100%}th,td{padding:.45rem "
                    + ".8rem;text-align:right;white-space:nowrap}"
                    + "th:first-child,td:first-child{text-align:left;white-space:normal}thead th{border-bottom:1px "
                    + "solid #d2d2d7;"
                    + "font-size:.85rem;color:#6e6e73}tbody tr+tr td{border-top:1px solid #f0f0f2}"
                    + "ul.chips{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4rem}ul.chips "
                    + "li{background:#fff;"
                    + "border:1px solid #d2d2d7;border-radius:999px;padding:.15rem .7rem}"
                    + "ul.clusters{list-style:none;padding:0;margin:.8rem 0 0}ul.clusters li{margin:.2rem 0}"
                    + ".swatch{display:inline-block;width:.8rem;height:.8rem;border-radius:50%;margin-right:.45rem;vertical-align:-.05rem}"
                    + "details{margin-top:2rem;background:#fff;border-radius:14px;padding:.8rem "
                    + "1.1rem}summary{cursor:pointer;"
                    + "font-weight:600}dt{font-weight:600}dd{margin:0 0 .6rem}";

    private AnalysisHtml() {}

    /** A completed result's figures, tables and pictures (its {@code overlap_matrix} draws the pictures). */
    public static String figures(JsonObject result) {
        return Templates.render("share/figures.jte", of(AnalysisResult.fromJson(result)));
    }

    /** What the figures of {@code result} say, in words. */
    public static AnalysisFigures of(AnalysisResult result) {
        var overview = orEmpty(result.overview());
        var estimate = overview.audienceEstimate();
        var core = whole(overview.coreThreshold());
        var cards = new ArrayList<AnalysisFigures.Card>();
        if (estimate != null) cards.addAll(AudienceWords.cards(estimate, core));
        cards.add(card(
                "Estimated audience size (sample)",
                people(overview.estimatedAudienceSize()),
                "from the sample",
                "About this many different people would see a post if each creator posted once (the "
                        + "sample's views over its engagements per person); nobody is counted twice."));
        cards.add(card(
                "Core audience % (sample)",
                percent(overview.corePct()),
                whole(overview.coreAudienceSample()) + " of " + whole(overview.uniqueAudienceSample()) + " people",
                "Of the people in the sample, the share who engage with " + core
                        + " or more of these creators. "
                        + "The sample reads only some posts and some engagers of each, so it differs from the "
                        + "audience's share."));
        cards.add(card(
                "Unique audience sample",
                whole(overview.uniqueAudienceSample()),
                whole(overview.engagements()) + " engagements",
                "The real people who liked or commented on the creators' newest posts: the sample behind every "
                        + "number here."));
        var graph = result.interestGraph();
        return new AnalysisFigures(
                estimate == null ? null : AudienceWords.lead(estimate, core),
                cards,
                AnalysisTables.topCreators(orNone(result.topCreators())),
                AnalysisTables.recommended(result.recommendedSelection()),
                AnalysisTables.coverageMixes(orNone(result.coverageMixes())),
                pictures(result),
                AnalysisTables.strongestOverlaps(graph == null ? List.of() : orNone(graph.strongestOverlaps())),
                exact(result, overview, estimate),
                estimate != null);
    }

    private static AnalysisFigures.Pictures pictures(AnalysisResult result) {
        var matrix = OverlapMatrixJson.from(result);
        if (matrix.size() < 2) return null;
        var drawn = AnalysisPictures.draw(matrix);
        return new AnalysisFigures.Pictures(drawn.interestGraph(), drawn.heatmap(), AnalysisTables.clusters(matrix));
    }

    private static List<AnalysisFigures.Row> exact(
            AnalysisResult result, AnalysisResult.Overview overview, AnalysisResult.AudienceEstimate estimate) {
        var intervals = overview.intervals() == null
                ? new AnalysisResult.SampleIntervals(null, null, null)
                : overview.intervals();
        var rows = new ArrayList<AnalysisFigures.Row>();
        rows.add(row("Creators analyzed", whole(overview.creators())));
        if (estimate != null) rows.addAll(AudienceWords.rows(estimate));
        rows.add(row("Unique audience (sample)", whole(overview.uniqueAudienceSample()) + " people"));
        rows.add(row(
                "Core audience (sample, engaging with " + whole(overview.coreThreshold()) + "+ creators)",
                whole(overview.coreAudienceSample()) + " people"));
        rows.add(row("Core audience % (sample)", percent(overview.corePct())));
        rows.add(row(
                "Estimated audience size (sample)",
                whole(overview.estimatedAudienceSize()) + range(intervals.estimatedAudienceSize(), false)));
        rows.add(row(
                "Estimated core audience size (sample)",
                whole(overview.estimatedCoreAudienceSize()) + range(intervals.estimatedCoreAudienceSize(), false)));
        rows.add(row(
                "Engagements per person (sample)", decimal(overview.frequency()) + range(intervals.frequency(), true)));
        var campaign = result.campaign();
        if (campaign != null && campaign.totalCost() != null) {
            rows.add(row("Cost of one post each (USD)", money(campaign.totalCost())));
        }
        return rows;
    }

    /** A result whose overview is missing reads as one whose figures are all missing. */
    private static AnalysisResult.Overview orEmpty(AnalysisResult.Overview overview) {
        return overview != null
                ? overview
                : new AnalysisResult.Overview(
                        null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    }

    static <T> List<T> orNone(List<T> items) {
        return items == null ? List.of() : items;
    }

    static AnalysisFigures.Card card(String name, String value, String range, String words) {
        return new AnalysisFigures.Card(name, value, range, words);
    }

    static AnalysisFigures.Row row(String name, String value) {
        return new AnalysisFigures.Row(name, value);
    }

    /** " (low – high)" of a sample figure's interval, as decimals for frequency, else whole; "" without bounds. */
    private static String range(AnalysisResult.Interval interval, boolean decimals) {
        if (interval == null || interval.low() == null || interval.high() == null) return "";
        return decimals
                ? " (" + decimal(interval.low()) + " – " + decimal(interval.high()) + ")"
                : " (" + whole(interval.low()) + " – " + whole(interval.high()) + ")";
    }

    static String whole(Object value) {
        return value instanceof Number n ? PlainNumbers.whole(n.doubleValue()) : "–";
    }

    static String people(Object value) {
        return value instanceof Number n ? PlainNumbers.people(n.doubleValue()) : "–";
    }

    static String decimal(Object value) {
        return value instanceof Number n ? String.format(Locale.ROOT, "%.2f", n.doubleValue()) : "–";
    }

    static String percent(Object value) {
        return value instanceof Number n ? String.format(Locale.ROOT, "%.1f%%", n.doubleValue()) : "–";
    }

    static String money(Object value) {
        return value instanceof Number n ? PlainNumbers.money(n.doubleValue()) : "–";
    }
}
