package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.ShapedAs;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * An analysis as {@link AnalysisList} lists it: its id, name, creators and start (written even when null), and its
 * latest snapshot's status and facts when it has one (else both left out).
 */
public record ListedAnalysis(
        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        String analysisId,

        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        String name,

        @InEveryReply @EmptyWhenAbsent List<String> creators,

        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        String createdAt,

        String status,
        LatestSnapshot latestSnapshot) {

    public ListedAnalysis {
        creators = List.copyOf(creators);
    }

    /**
     * The latest snapshot of a listed analysis: id, status, job and start written even when null; its finish, headline
     * numbers (the overview's key figures, as stored) and error only when it has them.
     */
    public record LatestSnapshot(
            @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
            String snapshotId,

            @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
            String status,

            @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
            String jobId,

            @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
            String createdAt,

            String finishedAt,
            @ShapedAs(Headline.class) JsonObject headline,
            String error) {}

    /**
     * The headline numbers a completed snapshot stores, built by analytics ({@code SnapshotComputation.headline})
     * and kept in a jsonb column, which gives its keys back in this order (shorter first): what
     * {@link LatestSnapshot#headline}, passed on as stored, holds, its schema derived from this record
     * ({@link ShapedAs}).
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Headline(
            @MayBeNull Double corePct,
            int creatorsAnalyzed,
            long coreAudienceSample,
            long uniqueAudienceSample,
            @MayBeNull Double estimatedAudienceSize,
            @MayBeNull Double estimatedCoreAudienceSize) {}
}
