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
import java.util.List;

/**
 * The computation of optimize_selection on decoded frozen samples: the best subset of the analysis's own creators for
 * the targets (current = all of them), its gaps and drag creators, suggested additions among other creators
 * the workspace already scraped, and whether the audience of the best subset meets the targets (its estimate).
 * Blocking: call it on a worker thread.
 */
public final class SelectionSearch {
  private SelectionSearch() {
  }

  public static JsonObject run(List<CreatorSample> own, List<CreatorSample> others, Targets targets,
                               Platform platform) {
    var all = new ArrayList<CreatorSample>(own);
    all.addAll(others);
    var engine = new OverlapEngine(AudienceIndex.of(all), AnalysisOptions.defaults(platform));
    var current = own.stream().map(CreatorSample::handle).toList();
    var candidates = all.stream().map(CreatorSample::handle).toList();
    var optimized = engine.optimize(current, current, targets);
    var suggestions = others.isEmpty() ? optimized.suggestedAdditions()
        : engine.suggestedAdditions(candidates, current);
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
        .put("audience_targets", audienceTargets(engine, optimized.best().members(), targets));
  }

  /**
   * Whether {@code best}'s audience, not only its sample, meets the targets: one audience estimate of that subset.
   * The search itself compares subsets on the sample's figures (one estimate per candidate subset would be far too
   * slow for a synchronous call), and the answer says so.
   */
  static JsonObject audienceTargets(OverlapEngine engine, List<String> best, Targets targets) {
    if (best.isEmpty()) return null;
    return AudienceEstimateJson.targets(engine.audienceEstimate(best), targets).put("selection", "best")
        .put("note", "best is chosen on the sample's figures, as the spec defines targets_met; this is whether the "
            + "audience of best (" + AudienceEstimate.ESTIMAND + "), estimated for best alone, meets the targets.");
  }
}
