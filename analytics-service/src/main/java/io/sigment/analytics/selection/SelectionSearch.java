package io.sigment.analytics.selection;

import io.sigment.analytics.analyses.RecordJson;
import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Platform;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The computation of optimize_selection on decoded frozen samples: the best subset of the analysis's own creators for
 * the targets (current = all of them), its gaps and drag creators, and suggested additions among other creators
 * the workspace already scraped. Blocking: call it on a worker thread.
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
        .put("creators_considered_for_additions", others.size());
  }
}
