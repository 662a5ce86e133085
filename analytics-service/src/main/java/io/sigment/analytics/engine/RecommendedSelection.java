package io.sigment.analytics.engine;

import io.sigment.analytics.engine.optimize.SelectionSummary;
import io.sigment.analytics.engine.optimize.Targets;

/** The optimizer's answer over the analysis's own creators for the default targets. */
public record RecommendedSelection(Targets targets, SelectionSummary selection, String method) {}
