package io.sigment.analytics.engine.optimize;

/**
 * A candidate outside the current selection whose audience overlaps the current core audience C.
 *
 * @param overlap |A ∩ C|
 * @param lift |A ∩ C| x U / (|A| x |C|), U = everyone in the candidates' audiences
 * @param corePctWith core % of the current selection plus this creator
 * @param coreReachWith core reach of the current selection plus this creator
 * @param smallSample true when the overlap rests on fewer than 30 people
 */
public record SuggestedAddition(
        String handle, long overlap, double lift, double corePctWith, double coreReachWith, boolean smallSample) {}
