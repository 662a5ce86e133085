package io.sigment.analytics.analyses;

import io.sigment.analytics.engine.audience.AudienceEstimate;
import io.sigment.analytics.engine.audience.Interval;
import io.sigment.analytics.engine.optimize.Targets;
import io.vertx.core.json.JsonObject;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.Map;

/**
 * The audience estimate as results store and show it: {@code overview.audience_estimate}, the per-creator and
 * per-pair intervals, the bootstrap replicates of core % and core reach (stored compactly, never shown), and
 * whether targets are met on the estimate. The spec's sample figures are not touched.
 */
public final class AudienceEstimateJson {
    /** Recorded on every result computed with the audience estimate; results without it are shown as stored. */
    public static final String METHOD_VERSION = "audience-estimate-15";

    static final String REPLICATES = "audience_replicates";
    private static final String ENCODING = "float64le-base64";

    private AudienceEstimateJson() {}

    /** {@code overview.audience_estimate}: the estimand once, the method, and the four figures with their intervals. */
    public static JsonObject overview(AudienceEstimate estimate) {
        return new JsonObject()
                .put("estimand", estimate.estimand())
                .put("method", estimate.method())
                .put("window_posts", estimate.windowPosts())
                .put("unique_audience", interval(estimate.uniqueAudience()))
                .put("core_audience", interval(estimate.coreAudience()))
                .put("core_pct", interval(estimate.corePct()))
                .put("core_reach", interval(estimate.coreReach()));
    }

    /** {value, low, high, confidence}; a non-finite number as null. */
    public static JsonObject interval(Interval interval) {
        return new JsonObject()
                .put("value", finite(interval.value()))
                .put("low", finite(interval.low()))
                .put("high", finite(interval.high()))
                .put("confidence", interval.confidence());
    }

    /** {value, low, high} of a creator or a pair (their confidence is the overview's), or null when not estimated. */
    public static JsonObject bounds(Interval interval) {
        if (interval == null) return null;
        return new JsonObject()
                .put("value", finite(interval.value()))
                .put("low", finite(interval.low()))
                .put("high", finite(interval.high()));
    }

    /** The estimate of the pair, whichever order its handles come in. */
    public static Interval pair(AudienceEstimate estimate, String a, String b) {
        var found = estimate.pairs().get(AudienceEstimate.pairKey(a, b));
        return found != null ? found : estimate.pairs().get(AudienceEstimate.pairKey(b, a));
    }

    /**
     * The estimate of a pair shown among the strongest overlaps: the strongest pairs' own when the estimate ranked it
     * among its strongest (it ranks as the result does), else the one of every pair.
     */
    public static Interval strongestPair(AudienceEstimate estimate, String a, String b) {
        var found = estimate.strongestPairs().get(AudienceEstimate.pairKey(a, b));
        found = found != null ? found : estimate.strongestPairs().get(AudienceEstimate.pairKey(b, a));
        return found != null ? found : pair(estimate, a, b);
    }

    /** The replicates of core % and core reach, each as little-endian float64s in base64 (8 bytes a replicate). */
    public static JsonObject replicates(AudienceEstimate estimate) {
        return new JsonObject()
                .put("encoding", ENCODING)
                .put("core_pct", encode(estimate.corePctReplicates()))
                .put("core_reach", encode(estimate.coreReachReplicates()));
    }

    /**
     * The estimate as a stored result holds it (the overview's figures and the replicates; no creators or pairs), or
     * null for a result computed before audience estimates ({@link #METHOD_VERSION} absent).
     */
    public static AudienceEstimate stored(JsonObject stored) {
        var overview = stored.getJsonObject("overview");
        var shown = overview == null ? null : overview.getJsonObject("audience_estimate");
        var replicates = stored.getJsonObject(REPLICATES);
        if (shown == null || replicates == null) return null;
        return new AudienceEstimate(
                shown.getString("estimand"),
                shown.getString("method"),
                shown.getInteger("window_posts", 0),
                read(shown.getJsonObject("unique_audience")),
                read(shown.getJsonObject("core_audience")),
                read(shown.getJsonObject("core_pct")),
                read(shown.getJsonObject("core_reach")),
                Map.of(),
                Map.of(),
                decode(replicates.getString("core_pct")),
                decode(replicates.getString("core_reach")));
    }

    /**
     * {@code audience_targets}: {@code met} on the estimate's values (the same rule as the spec's targets_met on the
     * sample), {@code chance_met} the share of bootstrap replicates meeting both targets, and the two intervals.
     */
    public static JsonObject targets(AudienceEstimate estimate, Targets targets) {
        var gaps = targets.gaps(estimate.corePct().value(), estimate.coreReach().value());
        return new JsonObject()
                .put("met", gaps.met())
                .put("chance_met", estimate.chanceTargetsMet(targets.minCorePct(), targets.minCoreReach()))
                .put("core_pct", interval(estimate.corePct()))
                .put("core_reach", interval(estimate.coreReach()));
    }

    private static Interval read(JsonObject json) {
        return new Interval(
                number(json, "value"), number(json, "low"), number(json, "high"), json.getDouble("confidence", 0.95));
    }

    private static double number(JsonObject json, String key) {
        var value = json.getDouble(key);
        return value == null ? Double.NaN : value;
    }

    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }

    static String encode(double[] values) {
        var buffer = ByteBuffer.allocate(values.length * Double.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (double v : values) buffer.putDouble(v);
        return Base64.getEncoder().encodeToString(buffer.array());
    }

    static double[] decode(String text) {
        var buffer = ByteBuffer.wrap(Base64.getDecoder().decode(text)).order(ByteOrder.LITTLE_ENDIAN);
        var values = new double[buffer.remaining() / Double.BYTES];
        for (int i = 0; i < values.length; i++) values[i] = buffer.getDouble();
        return values;
    }
}
