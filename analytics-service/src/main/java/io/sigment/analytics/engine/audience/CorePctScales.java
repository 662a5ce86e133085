package io.sigment.analytics.engine.audience;

/**
 * Core %'s scales, as {@link IntervalScales}' {@code sampling}, {@code model}, {@code correction}, {@code floor} and
 * {@code narrowing}.
 */
record CorePctScales(double sampling, double model, double correction, double floor, double narrowing) {}
