package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.ShapedAs;
import java.util.List;

/**
 * A snapshot's stored analysis result, the one description of its bytes and of its output schema: analytics builds a
 * {@link Document} from these records when a snapshot completes and stores what {@link io.sigment.common.api.WireCodec}
 * writes of it (a text column), and {@code get_analysis_result} passes its parts on as stored
 * ({@link AnalysisResult}'s {@code @AsRead} records), their output schema derived from these records
 * ({@link ShapedAs}). Each lists its fields in the order the stored document has them, with the types they are written
 * as (a figure that may be missing or not finite as a number or null, written as null). No field is promised to a
 * reader: a result stored by an older version may lack one (before audience estimates: no intervals, no audience
 * estimate, no creator or pair estimates, no replicates).
 */
public final class StoredResult {
    private StoredResult() {}

    /** An estimate with its interval: value, low, high. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Range(
            @MayBeNull Double value,
            @MayBeNull Double low,
            @MayBeNull Double high) {}

    /** An estimate with its interval and the interval's confidence. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Estimate(
            @MayBeNull Double value,
            @MayBeNull Double low,
            @MayBeNull Double high,
            @MayBeNull Double confidence) {}

    /** A sample figure's interval, with what it estimates and from how large a sample. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record SampleInterval(
            @MayBeNull Double value,
            @MayBeNull Double low,
            @MayBeNull Double high,
            @MayBeNull Double confidence,
            String estimand,
            String method,
            long sampleSize,
            String sampleUnit,
            boolean smallSample) {}

    /** The targets a selection is asked to meet. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Targets(
            @MayBeNull Double minCorePct, @MayBeNull Double minCoreReach) {}

    /** How far a selection falls short of its targets. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Gaps(
            @MayBeNull Double corePct,
            @MayBeNull Double coreReach,
            @MayBeNull Double normalizedShortfall) {}

    /** Whether the audience estimates meet the targets, and how likely. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record AudienceTargets(boolean met, @MayBeNull Double chanceMet, Estimate corePct, Estimate coreReach) {}

    /** A creator as the snapshot scraped it. */
    public record ScrapedCreator(int posts, String handle, String status, String creatorId, long engagements) {}

    /** The overview: the sample's figures, their intervals, flags and the estimate of the creators' audience. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Overview(
            int creators,
            int coreThreshold,
            long uniqueAudienceSample,
            long engagements,
            @MayBeNull Double frequency,
            long coreAudienceSample,
            @MayBeNull Double corePct,
            @MayBeNull Double sumMedianViews,
            @MayBeNull Double estimatedAudienceSize,
            @MayBeNull Double estimatedCoreAudienceSize,
            Intervals intervals,
            List<String> flags,
            AudienceEstimate audienceEstimate) {}

    /** The sample's figures over resampled posts. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Intervals(
            SampleInterval frequency,
            SampleInterval estimatedAudienceSize,
            SampleInterval estimatedCoreAudienceSize,
            int bootstrapReplicates,
            long seed) {}

    /** The estimate of the creators' audience: what it estimates, how, over how many posts, and its four figures. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record AudienceEstimate(
            String estimand,
            String method,
            int windowPosts,
            Estimate uniqueAudience,
            Estimate coreAudience,
            Estimate corePct,
            Estimate coreReach) {}

    /** What one post from each creator costs, in total and per person reached. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Campaign(
            @MayBeNull Double totalCost,
            @MayBeNull Double costPerEstimatedReachedPerson,
            @MayBeNull Double costPerCorePerson) {}

    /** A creator's figures in the sample and its engaged audience's estimate. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record RankedCreator(
            String handle,
            int posts,
            long engagedPeople,
            long engagements,
            @MayBeNull Double frequency,
            @MayBeNull Double medianViews,
            @MayBeNull Double reach,
            long corePeople,
            @MayBeNull Double coreReach,
            @MayBeNull Double costPerPost,
            boolean costOverridden,
            @MayBeNull Double effectiveCpv,
            List<String> flags,
            Range estimatedEngagedAudience) {}

    /** The selection the optimizer recommends for the stored targets, and how it chose. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record RecommendedSelection(Targets targets, Selection selection, String method) {}

    /** A selection of creators and what it reaches. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Selection(
            List<String> members,
            long uniqueAudienceSample,
            long coreAudienceSample,
            @MayBeNull Double corePct,
            @MayBeNull Double estimatedAudienceSize,
            @MayBeNull Double estimatedCoreAudienceSize,
            @MayBeNull Double totalCost,
            boolean targetsMet,
            Gaps gaps,
            List<String> added,
            List<String> removed) {}

    /** The {@code k} creators covering most of the core audience, and what they cost. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record CoverageMix(
            int k,
            List<String> creators,
            long coveredCorePeople,
            @MayBeNull Double coveragePct,
            @MayBeNull Double totalCost) {}

    /** The strongest overlaps (with their shared audience's estimate) and the clusters of creators. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record InterestGraph(List<EstimatedPair> strongestOverlaps, List<Cluster> clusters) {}

    /** Two creators and their overlap in the sample. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Pair(
            String creatorA,
            String creatorB,
            long count,
            @MayBeNull Double jaccard,
            @MayBeNull Double overlapCoefficient,
            @MayBeNull Double lift) {}

    /** Two creators, their overlap in the sample and their shared audience's estimate. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record EstimatedPair(
            String creatorA,
            String creatorB,
            long count,
            @MayBeNull Double jaccard,
            @MayBeNull Double overlapCoefficient,
            @MayBeNull Double lift,
            Range sharedAudienceEstimate) {}

    /** A cluster: its id, members and strongest pair (null for a cluster of one creator). */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Cluster(
            int id, List<String> members, @MayBeNull Pair strongestPair) {}

    /**
     * What a snapshot stores: the estimate's method version, the parts {@code get_analysis_result} shows, every pair's
     * overlap count (the share page's) and the audience estimate's replicates (never shown).
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Document(
            String methodVersion,
            Overview overview,
            Campaign campaign,
            List<RankedCreator> topCreators,
            RecommendedSelection recommendedSelection,
            List<CoverageMix> coverageMixes,
            InterestGraph interestGraph,
            OverlapCounts overlapCounts,
            Replicates audienceReplicates) {}

    /** Every pair's shared people in the sample, pairs (0,1), (0,2), ... (1,2), ... of {@code handles}. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record OverlapCounts(List<String> handles, List<Long> counts) {}

    /** The bootstrap replicates of the estimate's core % and core reach, each in {@code encoding}. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Replicates(String encoding, String corePct, String coreReach) {}
}
