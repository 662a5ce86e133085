package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.AsRead;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.ShapedAs;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link AnalyticsAction#GET_ANALYSIS_RESULT} answers. Always the analysis, its platform and handles, and the
 * snapshot shown (id, status, job, when it was created); a newer snapshot still running; for a snapshot not done,
 * when to ask again or why it failed, in a {@code message}; for a completed one, its figures: when it finished,
 * the creators analyzed and scraped, the summary in words, then the parts the snapshot stored when it completed
 * (overview, campaign, top creators, recommended selection, coverage mixes, interest graph, and the estimate's
 * method version); with targets, whether they are met on the sample and on the estimate; and, asked by the share
 * page ({@link OverlapMatrixOption}), every pair's count with every creator's figures.
 *
 * <p>The stored parts are documents of varying age (a text column, each written in its time's order: results before
 * audience estimates have no {@code audience_estimate}, no creator or pair estimates, no intervals). Their records
 * read what is there (absent as null) and keep the object they were read from ({@link AsRead}), so a result of any
 * age answers the bytes it stored.
 */
public record AnalysisResult(
        @InEveryReply @MayBeNull @JsonInclude(JsonInclude.Include.ALWAYS)
        String analysisId,

        @InEveryReply @OneOf({"instagram", "youtube", "tiktok"}) @JsonInclude(JsonInclude.Include.ALWAYS)
        String platform,

        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        List<String> handles,

        @InEveryReply @MayBeNull @JsonInclude(JsonInclude.Include.ALWAYS)
        String snapshotId,

        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        String status,

        @InEveryReply @MayBeNull @JsonInclude(JsonInclude.Include.ALWAYS)
        String jobId,

        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        String snapshotCreatedAt,

        NewerSnapshot newerSnapshot,
        Integer pollAfterSeconds,
        String error,
        String message,
        String finishedAt,
        Integer creatorsAnalyzed,
        @ShapedAs(StoredResult.ScrapedCreator.class) JsonArray scrapedCreators,
        String summary,
        Overview overview,
        Campaign campaign,
        List<RankedCreator> topCreators,
        RecommendedSelection recommendedSelection,
        List<CoverageMix> coverageMixes,
        InterestGraph interestGraph,
        String methodVersion,
        @ShapedAs(StoredResult.Targets.class) JsonObject targets,
        Boolean targetsMet,
        @ShapedAs(StoredResult.Gaps.class) JsonObject gaps,
        @ShapedAs(StoredResult.AudienceTargets.class) JsonObject audienceTargets,
        OverlapMatrix overlapMatrix) {
    public static final String COMPLETED = "completed";

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static AnalysisResult fromJson(JsonObject json) {
        return WireCodec.fromJson(json, AnalysisResult.class);
    }

    public boolean completed() {
        return COMPLETED.equals(status);
    }

    /** The handles analyzed; none when the reply names none. */
    public List<String> handlesOrNone() {
        return handles == null ? List.of() : handles;
    }

    /** Whether the stored result has the audience estimate (results before audience estimates do not). */
    public boolean estimated() {
        return overview != null && overview.audienceEstimate() != null;
    }

    /**
     * Builds a reply from its head (who, which snapshot, in which state, when it was made): {@code newer},
     * {@code unfinished} and {@code figures} fill in what the snapshot's state has (see the record's description).
     */
    public static final class Builder {
        private static final Unfinished DONE = new Unfinished(null, null, null);
        private static final Figures NO_FIGURES =
                new Figures(null, null, null, null, new Stored(null, null, null, null, null, null, null), null, null);

        private final String analysisId;
        private final String platform;
        private final List<String> handles;
        private final String snapshotId;
        private final String status;
        private final String jobId;
        private final String snapshotCreatedAt;
        private NewerSnapshot newerSnapshot;
        private Unfinished unfinished = DONE;
        private Figures figures = NO_FIGURES;

        public Builder(
                String analysisId,
                String platform,
                List<String> handles,
                String snapshotId,
                String status,
                String jobId,
                String snapshotCreatedAt) {
            this.analysisId = analysisId;
            this.platform = platform;
            this.handles = handles;
            this.snapshotId = snapshotId;
            this.status = status;
            this.jobId = jobId;
            this.snapshotCreatedAt = snapshotCreatedAt;
        }

        /** A newer snapshot that runs. */
        public Builder newer(NewerSnapshot newer) {
            newerSnapshot = newer;
            return this;
        }

        /** For a snapshot not done: when to ask again (running) or why it failed, and what to do. */
        public Builder unfinished(Integer pollAfterSeconds, String error, String message) {
            unfinished = new Unfinished(pollAfterSeconds, error, message);
            return this;
        }

        /** A completed snapshot's figures. */
        public Builder figures(
                String finishedAt,
                int creatorsAnalyzed,
                JsonArray scrapedCreators,
                String summary,
                Stored stored,
                Judged judged,
                OverlapMatrix overlapMatrix) {
            figures =
                    new Figures(finishedAt, creatorsAnalyzed, scrapedCreators, summary, stored, judged, overlapMatrix);
            return this;
        }

        public AnalysisResult build() {
            var stored = figures.stored();
            var judged = figures.judged();
            return new AnalysisResult(
                    analysisId,
                    platform,
                    handles,
                    snapshotId,
                    status,
                    jobId,
                    snapshotCreatedAt,
                    newerSnapshot,
                    unfinished.pollAfterSeconds(),
                    unfinished.error(),
                    unfinished.message(),
                    figures.finishedAt(),
                    figures.creatorsAnalyzed(),
                    figures.scrapedCreators(),
                    figures.summary(),
                    stored.overview(),
                    stored.campaign(),
                    stored.topCreators(),
                    stored.recommendedSelection(),
                    stored.coverageMixes(),
                    stored.interestGraph(),
                    stored.methodVersion(),
                    judged == null ? null : judged.targets(),
                    judged == null ? null : judged.targetsMet(),
                    judged == null ? null : judged.gaps(),
                    judged == null ? null : judged.audienceTargets(),
                    figures.overlapMatrix());
        }

        private record Unfinished(Integer pollAfterSeconds, String error, String message) {}

        private record Figures(
                String finishedAt,
                Integer creatorsAnalyzed,
                JsonArray scrapedCreators,
                String summary,
                Stored stored,
                Judged judged,
                OverlapMatrix overlapMatrix) {}
    }

    /** The parts of a completed snapshot's result as it stored them (the top creators cut to those shown). */
    public record Stored(
            Overview overview,
            Campaign campaign,
            List<RankedCreator> topCreators,
            RecommendedSelection recommendedSelection,
            List<CoverageMix> coverageMixes,
            InterestGraph interestGraph,
            String methodVersion) {}

    /** Targets asked, whether the sample meets them and by how much it misses, and how the estimate fares. */
    public record Judged(JsonObject targets, boolean targetsMet, JsonObject gaps, JsonObject audienceTargets) {}

    /** A newer snapshot of the same analysis, still running. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record NewerSnapshot(
            String snapshotId, String status, @MayBeNull String jobId) {}

    /** A figure's value with its interval bounds and confidence, each null when not finite or not there. */
    public record Interval(Double value, Double low, Double high, Double confidence) {}

    /**
     * The stored overview: the spec's figures on the sample (creators, core threshold, unique and core audience,
     * engagements, frequency, core %, median views, estimated audience and core audience size), their intervals,
     * flags and, since audience estimates, the estimate of the creators' audience.
     */
    public record Overview(
            Integer creators,
            Integer coreThreshold,
            Long uniqueAudienceSample,
            Long engagements,
            Double frequency,
            Long coreAudienceSample,
            Double corePct,
            Double sumMedianViews,
            Double estimatedAudienceSize,
            Double estimatedCoreAudienceSize,
            SampleIntervals intervals,
            JsonArray flags,
            AudienceEstimate audienceEstimate,
            @AsRead @ShapedAs(StoredResult.Overview.class) JsonObject stored) {}

    /** The sample's figures over resampled posts. */
    public record SampleIntervals(
            Interval frequency, Interval estimatedAudienceSize, Interval estimatedCoreAudienceSize) {}

    /** The estimate of the creators' audience: what it estimates, how, over how many posts, and its four figures. */
    public record AudienceEstimate(
            String estimand,
            String method,
            Integer windowPosts,
            Interval uniqueAudience,
            Interval coreAudience,
            Interval corePct,
            Interval coreReach) {}

    /** What one post from each creator costs, in total and per person reached. */
    public record Campaign(
            Double totalCost,
            Double costPerEstimatedReachedPerson,
            Double costPerCorePerson,
            @AsRead @ShapedAs(StoredResult.Campaign.class) JsonObject stored) {}

    /** A creator's figures in the sample (and, since audience estimates, its engaged audience's estimate). */
    public record RankedCreator(
            String handle,
            Integer posts,
            Long engagedPeople,
            Long engagements,
            Double frequency,
            Double medianViews,
            Double reach,
            Long corePeople,
            Double coreReach,
            Double costPerPost,
            Boolean costOverridden,
            Double effectiveCpv,
            JsonArray flags,
            Interval estimatedEngagedAudience,

            @AsRead @ShapedAs(StoredResult.RankedCreator.class)
            JsonObject stored) {}

    /** The selection the optimizer recommends for the stored targets, and how it chose. */
    public record RecommendedSelection(
            JsonObject targets,
            Selection selection,
            String method,

            @AsRead @ShapedAs(StoredResult.RecommendedSelection.class)
            JsonObject stored) {}

    /** A selection's members and figures. */
    public record Selection(
            @EmptyWhenAbsent List<String> members,
            Long uniqueAudienceSample,
            Long coreAudienceSample,
            Double corePct,
            Double estimatedAudienceSize,
            Double estimatedCoreAudienceSize,
            Double totalCost,
            Boolean targetsMet,
            JsonObject gaps,
            JsonArray added,
            JsonArray removed) {}

    /** The {@code k} creators covering most of the core audience, and what they cost. */
    public record CoverageMix(
            Integer k,
            @EmptyWhenAbsent List<String> creators,
            Long coveredCorePeople,
            Double coveragePct,
            Double totalCost,

            @AsRead @ShapedAs(StoredResult.CoverageMix.class)
            JsonObject stored) {}

    /** The strongest overlaps and the clusters of creators who share an audience. */
    public record InterestGraph(
            @EmptyWhenAbsent List<Pair> strongestOverlaps,
            @EmptyWhenAbsent List<Cluster> clusters,

            @AsRead @ShapedAs(StoredResult.InterestGraph.class)
            JsonObject stored) {}

    /** Two creators' shared engagers in the sample, and (since audience estimates) their shared audience's estimate. */
    public record Pair(
            String creatorA,
            String creatorB,
            Long count,
            Double jaccard,
            Double overlapCoefficient,
            Double lift,
            Interval sharedAudienceEstimate) {}

    /** A cluster: its id, members and strongest pair. */
    public record Cluster(Integer id, @EmptyWhenAbsent List<String> members, Pair strongestPair) {}

    /**
     * Every pair's count, in the order of {@code handles} (pairs (0,1), (0,2), ... (1,2), ...), and every creator's
     * figures: what the share page draws.
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record OverlapMatrix(List<String> handles, List<Long> counts, List<RankedCreator> creators) {}
}
