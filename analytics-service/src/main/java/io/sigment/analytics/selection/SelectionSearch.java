package io.sigment.analytics.selection;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.audience.AudienceEstimate;
import io.sigment.analytics.engine.audience.Interval;
import io.sigment.analytics.engine.optimize.DragCreator;
import io.sigment.analytics.engine.optimize.Gaps;
import io.sigment.analytics.engine.optimize.SelectionSummary;
import io.sigment.analytics.engine.optimize.SuggestedAddition;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Platform;
import io.sigment.common.api.jobs.OptimizedSelection;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * The computation of optimize_selection on decoded frozen samples: the best subset of the analysis's own creators for
 * the targets (current = all of them), its gaps and drag creators, suggested additions among other creators
 * the workspace already scraped, and whether the audience of the best subset meets the targets (its estimate).
 * Blocking: call it on a worker thread.
 */
public final class SelectionSearch {
    private SelectionSearch() {}

    /** {@link #search}'s answer as JSON (without the analysis and snapshot it was asked of). */
    public static JsonObject run(
            List<CreatorSample> own,
            List<CreatorSample> others,
            Targets targets,
            Platform platform,
            AudienceEstimate ownEstimate) {
        return search(own, others, targets, platform, ownEstimate).toJson();
    }

    /**
     * {@code ownEstimate}: the snapshot's stored audience estimate of all its creators (null for a snapshot from
     * before audience estimates), which answers {@code audience_targets} when best is all of them. The answer names
     * no analysis nor snapshot yet ({@link OptimizedSelection#about}) and no credits (jobs-service adds them).
     */
    public static OptimizedSelection search(
            List<CreatorSample> own,
            List<CreatorSample> others,
            Targets targets,
            Platform platform,
            AudienceEstimate ownEstimate) {
        var all = new ArrayList<CreatorSample>(own);
        all.addAll(others);
        var engine = new OverlapEngine(AudienceIndex.of(all), AnalysisOptions.defaults(platform));
        var current = own.stream().map(CreatorSample::handle).toList();
        var candidates = all.stream().map(CreatorSample::handle).toList();
        var optimized = engine.optimize(current, current, targets);
        var suggestions =
                others.isEmpty() ? optimized.suggestedAdditions() : engine.suggestedAdditions(candidates, current);
        return new OptimizedSelection(
                null,
                null,
                new OptimizedSelection.Targets(finite(targets.minCorePct()), finite(targets.minCoreReach())),
                selection(optimized.current()),
                selection(optimized.best()),
                gaps(optimized.gaps()),
                optimized.targetsMet(),
                optimized.dragCreators().stream().map(SelectionSearch::drag).toList(),
                suggestions.stream().map(SelectionSearch::suggestion).toList(),
                optimized.method(),
                optimized.candidates(),
                others.size(),
                audienceTargets(ownEstimate, current, optimized.best().members(), targets),
                null);
    }

    /**
     * Whether {@code best}'s audience, not only its sample, meets the targets. The search compares subsets on the
     * sample's figures; an audience estimate of a subset costs up to seconds (50 creators: 1.4-2.3 s on the shared
     * 2-core machine) inside a paid call the gateway gives 10 s, so only best = all the analysis's creators, whose
     * estimate the snapshot stored, is answered, and the note says which.
     */
    static OptimizedSelection.AudienceTargets audienceTargets(
            AudienceEstimate ownEstimate, List<String> current, List<String> best, Targets targets) {
        if (ownEstimate == null) {
            return new OptimizedSelection.AudienceTargets(
                    null,
                    null,
                    null,
                    null,
                    "best",
                    "Not estimated: this snapshot was measured "
                            + "before audience estimates; targets_met and the gaps are on the sample.");
        }
        if (!new HashSet<>(best).equals(new HashSet<>(current))) {
            return new OptimizedSelection.AudienceTargets(
                    null,
                    null,
                    null,
                    null,
                    "best",
                    "Not estimated for best: it is a subset of the "
                            + "analysis's creators, and a subset's audience is not estimated within this synchronous "
                            + "call. best is chosen "
                            + "on the sample's figures, as the spec defines targets_met. For its audience estimate, "
                            + "analyze best's "
                            + "creators (analyze_creators) and read get_analysis_result with these targets.");
        }
        var gaps = targets.gaps(
                ownEstimate.corePct().value(), ownEstimate.coreReach().value());
        return new OptimizedSelection.AudienceTargets(
                gaps.met(),
                ownEstimate.chanceTargetsMet(targets.minCorePct(), targets.minCoreReach()),
                interval(ownEstimate.corePct()),
                interval(ownEstimate.coreReach()),
                "best",
                "best is all of the analysis's creators, chosen on the sample's figures as the spec defines "
                        + "targets_met; this is whether their audience (" + AudienceEstimate.ESTIMAND
                        + ") meets the targets.");
    }

    private static OptimizedSelection.Selection selection(SelectionSummary s) {
        return new OptimizedSelection.Selection(
                s.members(),
                s.uniqueAudienceSample(),
                s.coreAudienceSample(),
                finite(s.corePct()),
                finite(s.estimatedAudienceSize()),
                finite(s.estimatedCoreAudienceSize()),
                finite(s.totalCost()),
                s.targetsMet(),
                gaps(s.gaps()),
                s.added(),
                s.removed());
    }

    private static OptimizedSelection.Gaps gaps(Gaps gaps) {
        return gaps == null
                ? null
                : new OptimizedSelection.Gaps(
                        finite(gaps.corePct()), finite(gaps.coreReach()), finite(gaps.normalizedShortfall()));
    }

    private static OptimizedSelection.Drag drag(DragCreator drag) {
        return new OptimizedSelection.Drag(
                drag.handle(),
                finite(drag.corePctWithout()),
                finite(drag.corePctChange()),
                finite(drag.coreReachWithout()));
    }

    private static OptimizedSelection.Suggestion suggestion(SuggestedAddition s) {
        return new OptimizedSelection.Suggestion(
                s.handle(),
                s.overlap(),
                finite(s.lift()),
                finite(s.corePctWith()),
                finite(s.coreReachWith()),
                s.smallSample());
    }

    private static OptimizedSelection.Interval interval(Interval interval) {
        return new OptimizedSelection.Interval(
                finite(interval.value()), finite(interval.low()), finite(interval.high()), interval.confidence());
    }

    /** A figure as the wire has it: null when not a number (as the engine's records were written). */
    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
