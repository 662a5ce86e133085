package io.sigment.analytics.selection;

import io.sigment.analytics.analyses.AudienceEstimateJson;
import io.sigment.analytics.analyses.RecordJson;
import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.audience.AudienceEstimate;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Platform;
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

    /**
     * {@code ownEstimate}: the snapshot's stored audience estimate of all its creators (null for a snapshot from
     * before audience estimates), which answers {@code audience_targets} when best is all of them.
     */
    public static JsonObject run(
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
        return new JsonObject()
                .put("targets", RecordJson.of(targets))
                .put("current", RecordJson.of(optimized.current()))
                .put("best", RecordJson.of(optimized.best()))
                .put("gaps", RecordJson.of(optimized.gaps()))
                .put("targets_met", optimized.targetsMet())
                .put("drag_creators", RecordJson.array(optimized.dragCreators()))
                .put("suggested_additions", RecordJson.array(suggestions))
                .put("method", optimized.method())
                .put("candidates", optimized.candidates())
                .put("creators_considered_for_additions", others.size())
                .put(
                        "audience_targets",
                        audienceTargets(ownEstimate, current, optimized.best().members(), targets));
    }

    /**
     * Whether {@code best}'s audience, not only its sample, meets the targets. The search compares subsets on the
     * sample's figures; an audience estimate of a subset costs up to seconds (50 creators: 1.4-2.3 s on the shared
     * 2-core machine) inside a paid call the gateway gives 10 s, so only best = all the analysis's creators, whose
     * estimate the snapshot stored, is answered, and the note says which.
     */
    static JsonObject audienceTargets(
            AudienceEstimate ownEstimate, List<String> current, List<String> best, Targets targets) {
        if (ownEstimate == null) {
            return new JsonObject()
                    .put("selection", "best")
                    .put(
                            "note",
                            "Not estimated: this snapshot was measured "
                                    + "before audience estimates; targets_met and the gaps are on the sample.");
        }
        if (!new HashSet<>(best).equals(new HashSet<>(current))) {
            return new JsonObject()
                    .put("selection", "best")
                    .put(
                            "note",
                            "Not estimated for best: it is a subset of the "
                                    + "analysis's creators, and a subset's audience is not estimated within this synchronous call. best is chosen "
                                    + "on the sample's figures, as the spec defines targets_met. For its audience estimate, analyze best's "
                                    + "creators (analyze_creators) and read get_analysis_result with these targets.");
        }
        return AudienceEstimateJson.targets(ownEstimate, targets)
                .put("selection", "best")
                .put(
                        "note",
                        "best is all of the analysis's creators, chosen on the sample's figures as the spec defines "
                                + "targets_met; this is whether their audience (" + AudienceEstimate.ESTIMAND
                                + ") meets the targets.");
    }
}
