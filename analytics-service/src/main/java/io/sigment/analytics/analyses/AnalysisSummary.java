package io.sigment.analytics.analyses;

import io.sigment.common.api.analytics.FigureNames;
import io.vertx.core.json.JsonObject;
import java.util.Locale;

/**
 * get_analysis_result's {@code summary}, what agents (and the share page) read first. Its first sentence names the
 * figures the targets are judged on (the spec's core % and core reach, counted in the sample) and then the audience
 * estimates, each under its own name ({@link FigureNames}) with its interval; then what the estimates count, then
 * the sample. A result from before audience estimates says that its figures describe the sample only.
 */
public final class AnalysisSummary {
    private AnalysisSummary() {}

    public static String of(JsonObject overview) {
        var estimate = overview.getJsonObject("audience_estimate");
        long t = overview.getLong("core_threshold", 2L);
        var judged = "Targets are judged on the spec's figures, counted in the sample: core % "
                + percent(overview.getValue("core_pct")) + " and core reach "
                + people(overview, "estimated_core_audience_size")
                + sampleRange(overview);
        var sample = "In the sample (the engagers Sigment read on the sampled posts): unique audience sample "
                + whole(overview, "unique_audience_sample") + " people, core audience sample "
                + whole(overview, "core_audience_sample") + " engaging with " + t
                + " or more; by the spec's formulas on the "
                + "sample, estimated audience size " + people(overview, "estimated_audience_size") + ".";
        if (estimate == null) {
            return judged
                    + ". Measured before audience estimates: every figure of this snapshot describes the sample, not "
                    + "the creators' whole audience. " + sample;
        }
        int window = estimate.getInteger("window_posts", 0);
        var posts = window > 0 ? window + " most recent posts" : "recent posts";
        var core = estimate.getJsonObject("core_pct");
        var coreAudience = estimate.getJsonObject("core_audience");
        var unique = estimate.getJsonObject("unique_audience");
        var reach = estimate.getJsonObject("core_reach");
        return judged + "; the audience estimates: " + FigureNames.CORE_PCT + " about "
                + percent(core.getValue("value"))
                + " (" + range(core, true) + ", " + confidence(core) + " interval) and " + FigureNames.CORE_REACH
                + " about "
                + people(reach, "value") + " (" + range(reach, false) + ", " + confidence(reach) + " interval). "
                + "Of the people who engaged with any of these creators' " + posts + ", " + FigureNames.UNIQUE_AUDIENCE
                + " about " + people(unique, "value") + " (" + range(unique, false) + "), of them "
                + FigureNames.CORE_AUDIENCE + " (engaging with " + t + " or more) about "
                + people(coreAudience, "value")
                + " (" + range(coreAudience, false) + "); core reach counts the core people one post from each creator "
                + "would reach. " + sample;
    }

    /** The targets in words: met on the sample (the spec's targets_met), and on the audience estimates and how surely. */
    public static String targets(boolean metOnSample, JsonObject audienceTargets) {
        var words = " Targets: " + (metOnSample ? "met" : "not met") + " on the sample's core % and core reach";
        if (audienceTargets == null) return words + ".";
        return words + "; " + (audienceTargets.getBoolean("met") ? "met" : "not met") + " by the "
                + FigureNames.CORE_PCT
                + " and " + FigureNames.CORE_REACH + ", which meet both in "
                + Math.round(100 * audienceTargets.getDouble("chance_met")) + "% of their replicates (drawn with their "
                + "intervals' spread).";
    }

    /** The sample core reach's bootstrap interval over posts, when the result has one. */
    private static String sampleRange(JsonObject overview) {
        var intervals = overview.getJsonObject("intervals");
        var reach = intervals == null ? null : intervals.getJsonObject("estimated_core_audience_size");
        if (reach == null
                || !(reach.getValue("low") instanceof Number)
                || !(reach.getValue("high") instanceof Number)) {
            return "";
        }
        return " (" + range(reach, false) + ", " + confidence(reach) + " interval over resampled posts)";
    }

    private static String range(JsonObject interval, boolean isPercent) {
        if (isPercent) {
            return number(interval.getValue("low")) + "–" + percent(interval.getValue("high"));
        }
        return people(interval, "low") + "–" + people(interval, "high");
    }

    private static String confidence(JsonObject interval) {
        return Math.round(100 * interval.getDouble("confidence", 0.95)) + "%";
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

    private static String whole(JsonObject json, String key) {
        return json.getValue(key) instanceof Number n ? String.format(Locale.ROOT, "%,d", n.longValue()) : "–";
    }

    /** 1,234,567 → "1.2 million"; 48,213 → "48,000"; 1,234 → "1,200"; 950 → "950". */
    static String people(JsonObject json, String key) {
        if (!(json.getValue(key) instanceof Number n)) return "–";
        double v = n.doubleValue();
        if (v >= 1e6) return String.format(Locale.ROOT, "%.1f million", v / 1e6);
        if (v >= 10_000) return String.format(Locale.ROOT, "%,d", Math.round(v / 1000.0) * 1000);
        if (v >= 1_000) return String.format(Locale.ROOT, "%,d", Math.round(v / 100.0) * 100);
        return String.format(Locale.ROOT, "%,d", Math.round(v));
    }
}
