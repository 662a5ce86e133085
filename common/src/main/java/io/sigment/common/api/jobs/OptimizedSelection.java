package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What {@link JobsAction#OPTIMIZE_SELECTION} answers: analytics' {@code compute_selection} on the analysis's newest
 * completed snapshot (the targets, the current and the best selection, the gaps, the creators holding it back, the
 * suggested additions, how it searched, and whether best's audience meets the targets), and the credits the call
 * took, which jobs-service adds. A figure that is not a number is written as null.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record OptimizedSelection(
        @InEveryReply String analysisId,
        @InEveryReply String snapshotId,
        @InEveryReply Targets targets,
        @InEveryReply Selection current,
        @InEveryReply Selection best,
        @InEveryReply Gaps gaps,
        @InEveryReply boolean targetsMet,
        @InEveryReply @EmptyWhenAbsent List<Drag> dragCreators,
        @InEveryReply @EmptyWhenAbsent List<Suggestion> suggestedAdditions,
        @InEveryReply String method,
        @InEveryReply int candidates,
        @InEveryReply int creatorsConsideredForAdditions,
        @InEveryReply AudienceTargets audienceTargets,

        @InEveryReply @JsonInclude(JsonInclude.Include.NON_NULL)
        Charge credits) {

    public OptimizedSelection {
        dragCreators = List.copyOf(dragCreators);
        suggestedAdditions = List.copyOf(suggestedAdditions);
    }

    /** This answer about the snapshot {@code snapshotId} of the analysis {@code analysisId}. */
    public OptimizedSelection about(String analysisId, String snapshotId) {
        return new OptimizedSelection(
                analysisId,
                snapshotId,
                targets,
                current,
                best,
                gaps,
                targetsMet,
                dragCreators,
                suggestedAdditions,
                method,
                candidates,
                creatorsConsideredForAdditions,
                audienceTargets,
                credits);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static OptimizedSelection fromJson(JsonObject json) {
        return WireCodec.fromJson(json, OptimizedSelection.class);
    }

    /** The targets: the least core % and core reach. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Targets(
            @MayBeNull Double minCorePct, @MayBeNull Double minCoreReach) {}

    /** A selection with the figures the optimizer judges it by; {@code added} and {@code removed} against current. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Selection(
            @EmptyWhenAbsent List<String> members,
            long uniqueAudienceSample,
            long coreAudienceSample,
            @MayBeNull Double corePct,
            @MayBeNull Double estimatedAudienceSize,
            @MayBeNull Double estimatedCoreAudienceSize,
            @MayBeNull Double totalCost,
            boolean targetsMet,
            Gaps gaps,
            @EmptyWhenAbsent List<String> added,
            @EmptyWhenAbsent List<String> removed) {
        public Selection {
            members = List.copyOf(members);
            added = List.copyOf(added);
            removed = List.copyOf(removed);
        }
    }

    /** How far a selection is from the targets (0 when met), and the two shortfalls as one number. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Gaps(
            @MayBeNull Double corePct,
            @MayBeNull Double coreReach,
            @MayBeNull Double normalizedShortfall) {}

    /** A creator holding the selection back: its core % and core reach without them, and the change. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Drag(
            String handle,
            @MayBeNull Double corePctWithout,
            @MayBeNull Double corePctChange,
            @MayBeNull Double coreReachWithout) {}

    /** A creator worth adding: its overlap with the core audience, lift, and the core % and reach with them. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Suggestion(
            String handle,
            long overlap,
            @MayBeNull Double lift,
            @MayBeNull Double corePctWith,
            @MayBeNull Double coreReachWith,
            boolean smallSample) {}

    /**
     * Whether best's audience (its estimate, not only its sample) meets the targets, with the chance and the two
     * estimates; only which selection it is about and why not, when best's audience is not estimated.
     */
    public record AudienceTargets(
            Boolean met,
            Double chanceMet,
            Interval corePct,
            Interval coreReach,
            @JsonInclude(JsonInclude.Include.ALWAYS) String selection,
            @JsonInclude(JsonInclude.Include.ALWAYS) String note) {}

    /** An estimate with its interval (null where not a number) and confidence. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Interval(
            @MayBeNull Double value,
            @MayBeNull Double low,
            @MayBeNull Double high,
            double confidence) {}

    /** The credits the call took, and the workspace's balance after, when known. */
    public record Charge(long charged, Long balance) {}
}
