package io.sigment.analytics.engine.optimize;

/**
 * A member of the current selection whose removal raises core %.
 *
 * @param corePctWithout core % of the current selection without this creator
 * @param corePctChange corePctWithout minus the current core % (positive)
 * @param coreReachWithout core reach without this creator
 */
public record DragCreator(String handle, double corePctWithout, double corePctChange, double coreReachWithout) {}
