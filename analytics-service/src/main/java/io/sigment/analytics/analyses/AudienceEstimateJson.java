package io.sigment.analytics.analyses;

import io.sigment.analytics.engine.audience.AudienceEstimate;
import io.sigment.analytics.engine.audience.Interval;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.analytics.StoredResult;
import io.vertx.core.json.JsonObject;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.Map;

/**
 * The audience estimate as results store and show it ({@link StoredResult}'s records): {@code
 * overview.audience_estimate},
 * the per-creator and per-pair intervals, the bootstrap replicates of core % and core reach (stored compactly, never
 * shown), and whether targets are met on the estimate. The spec's sample figures are not touched.
 */
public final class AudienceEstimateJson {
    /** Recorded on every result computed with the audience estimate; results without it are shown as stored. */
    public static final String METHOD_VERSION = "audience-estimate-22";

    private static final String ENCODING = "float64le-base64";

    private AudienceEstimateJson() {}

    /** {@code overview.audience_estimate}: the estimand once, the method, and the four figures with their intervals. */
    public static StoredResult.AudienceEstimate overview(AudienceEstimate estimate) {
        return new StoredResult.AudienceEstimate(
                estimate.estimand(),
                estimate.method(),
                estimate.windowPosts(),
                interval(estimate.uniqueAudience()),
                interval(estimate.coreAudience()),
                interval(estimate.corePct()),
                interval(estimate.coreReach()));
    }

    /** {value, low, high, confidence}; a non-finite bound as null. */
    public static StoredResult.Estimate interval(Interval interval) {
        return new StoredResult.Estimate(
                finite(interval.value()), finite(interval.low()), finite(interval.high()), interval.confidence());
    }

    /** {value, low, high} of a creator or a pair (their confidence is the overview's), or null when not estimated. */
    public static StoredResult.Range bounds(Interval interval) {
        if (interval == null) return null;
        return new StoredResult.Range(finite(interval.value()), finite(interval.low()), finite(interval.high()));
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
    public static StoredResult.Replicates replicates(AudienceEstimate estimate) {
        return new StoredResult.Replicates(
                ENCODING, encode(estimate.corePctReplicates()), encode(estimate.coreReachReplicates()));
    }

    /**
     * The estimate as a stored result holds it (the overview's figures and the replicates; no creators or pairs), or
     * null for a result computed before audience estimates ({@link #METHOD_VERSION} absent): {@code shown} is the
     * stored overview's {@code audience_estimate}, {@code replicates} the stored replicates.
     */
    public static AudienceEstimate stored(AnalysisResult.AudienceEstimate shown, StoredResult.Replicates replicates) {
        if (shown == null || replicates == null) return null;
        return new AudienceEstimate(
                shown.estimand(),
                shown.method(),
                shown.windowPosts() == null ? 0 : shown.windowPosts(),
                read(shown.uniqueAudience()),
                read(shown.coreAudience()),
                read(shown.corePct()),
                read(shown.coreReach()),
                Map.of(),
                Map.of(),
                decode(replicates.corePct()),
                decode(replicates.coreReach()));
    }

    /**
     * The estimate a stored result holds (as {@link #stored(AnalysisResult.AudienceEstimate,
     * StoredResult.Replicates)}).
     */
    public static AudienceEstimate stored(JsonObject stored) {
        var read = WireCodec.fromJson(stored, WithEstimate.class);
        return stored(read.overview() == null ? null : read.overview().audienceEstimate(), read.audienceReplicates());
    }

    /** What of a stored result holds its audience estimate. */
    private record WithEstimate(AnalysisResult.Overview overview, StoredResult.Replicates audienceReplicates) {}

    /**
     * {@code audience_targets}: {@code met} on the estimate's values (the same rule as the spec's targets_met on the
     * sample), {@code chance_met} the share of bootstrap replicates meeting both targets, and the two intervals.
     */
    public static StoredResult.AudienceTargets targets(AudienceEstimate estimate, Targets targets) {
        var gaps = targets.gaps(estimate.corePct().value(), estimate.coreReach().value());
        return new StoredResult.AudienceTargets(
                gaps.met(),
                estimate.chanceTargetsMet(targets.minCorePct(), targets.minCoreReach()),
                interval(estimate.corePct()),
                interval(estimate.coreReach()));
    }

    private static Interval read(AnalysisResult.Interval stored) {
        return new Interval(
                number(stored.value()),
                number(stored.low()),
                number(stored.high()),
                stored.confidence() == null ? 0.95 : stored.confidence());
    }

    private static double number(Double value) {
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
