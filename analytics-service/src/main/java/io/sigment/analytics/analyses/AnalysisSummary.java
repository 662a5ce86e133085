package io.sigment.analytics.analyses;

import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.analytics.FigureNames;
import io.sigment.common.api.analytics.StoredResult;
import java.util.Locale;

/**
 * get_analysis_result's {@code summary}, what agents (and the share page) read first. Its first sentence names the
 * figures the targets are judged on (the spec's core % and core reach, counted in the sample) and then the audience
 * estimates, each under its own name ({@link FigureNames}) with its interval; then what the estimates count, then
 * the sample. A result from before audience estimates says that its figures describe the sample only.
 */
public final class AnalysisSummary {
    private AnalysisSummary() {}

    public static String of(AnalysisResult.Overview overview) {
        var estimate = overview.audienceEstimate();
        long t = overview.coreThreshold() == null ? 2L : overview.coreThreshold();
        var judged = "Targets are judged on the spec's figures, counted in the sample: core % "
                + percent(overview.corePct()) + " and core reach "
                + people(overview.estimatedCoreAudienceSize())
                + sampleRange(overview);
        var sample = "In the sample (the engagers Sigment read on the sampled posts): unique audience sample "
                + whole(overview.uniqueAudienceSample()) + " people, core audience sample "
                + whole(overview.coreAudienceSample()) + " engaging with " + t
                + " or more; by the spec's formulas on the "
                + "sample, estimated audience size " + people(overview.estimatedAudienceSize()) + ".";
        if (estimate == null) {
            return judged
                    + ". Measured before audience estimates: every figure of this snapshot describes the sample, not "
                    + "the creators' whole audience. " + sample;
        }
        int window = estimate.windowPosts() == null ? 0 : estimate.windowPosts();
        var posts = window > 0 ? window + " most recent posts" : "recent posts";
        var core = estimate.corePct();
        var coreAudience = estimate.coreAudience();
        var unique = estimate.uniqueAudience();
        var reach = estimate.coreReach();
        return judged + "; the audience estimates: " + FigureNames.CORE_PCT + " about "
                + percent(core.value())
                + " (" + range(core, true) + ", " + confidence(core) + " interval) and " + FigureNames.CORE_REACH
                + " about "
                + people(reach.value()) + " (" + range(reach, false) + ", " + confidence(reach) + " interval). "
                + "Of the people who engaged with any of these creators' " + posts + ", " + FigureNames.UNIQUE_AUDIENCE
                + " about " + people(unique.value()) + " (" + range(unique, false) + "), of them "
                + FigureNames.CORE_AUDIENCE + " (engaging with " + t + " or more) about "
                + people(coreAudience.value())
                + " (" + range(coreAudience, false) + "); core reach counts the core people one post from each creator "
                + "would reach. " + sample;
    }

    /**
     * The targets in words: met on the sample (the spec's targets_met), and on the audience estimates and how surely.
     */
    public static String targets(boolean metOnSample, StoredResult.AudienceTargets audienceTargets) {
        var words = " Targets: " + (metOnSample ? "met" : "not met") + " on the sample's core % and core reach";
        if (audienceTargets == null) return words + ".";
        return words + "; " + (audienceTargets.met() ? "met" : "not met") + " by the "
                + FigureNames.CORE_PCT
                + " and " + FigureNames.CORE_REACH + ", which meet both in "
                + Math.round(100 * audienceTargets.chanceMet()) + "% of their replicates (drawn with their "
                + "intervals' spread).";
    }

    /** The sample core reach's bootstrap interval over posts, when the result has one. */
    private static String sampleRange(AnalysisResult.Overview overview) {
        var intervals = overview.intervals();
        var reach = intervals == null ? null : intervals.estimatedCoreAudienceSize();
        if (reach == null || reach.low() == null || reach.high() == null) return "";
        return " (" + range(reach, false) + ", " + confidence(reach) + " interval over resampled posts)";
    }

    private static String range(AnalysisResult.Interval interval, boolean isPercent) {
        if (isPercent) return number(interval.low()) + "–" + percent(interval.high());
        return people(interval.low()) + "–" + people(interval.high());
    }

    private static String confidence(AnalysisResult.Interval interval) {
        return Math.round(100 * (interval.confidence() == null ? 0.95 : interval.confidence())) + "%";
    }

    /** 61.4 → "61%", 7.25 → "7.3%". */
    static String percent(Object value) {
        return value instanceof Number ? number(value) + "%" : "–";
    }

    private static String number(Object value) {
        if (!(value instanceof Number n)) return "–";
        double v = n.doubleValue();
        return v >= 10 || v == 0 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String whole(Long value) {
        return value == null ? "–" : String.format(Locale.ROOT, "%,d", value);
    }

    /** 1,234,567 → "1.2 million"; 48,213 → "48,000"; 1,234 → "1,200"; 950 → "950". */
    static String people(Double value) {
        if (value == null) return "–";
        double v = value;
        if (v >= 1e6) return String.format(Locale.ROOT, "%.1f million", v / 1e6);
        if (v >= 10_000) return String.format(Locale.ROOT, "%,d", Math.round(v / 1000.0) * 1000);
        if (v >= 1_000) return String.format(Locale.ROOT, "%,d", Math.round(v / 100.0) * 100);
        return String.format(Locale.ROOT, "%,d", Math.round(v));
    }
}
